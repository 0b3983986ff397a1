import { describe, expect, it } from 'vitest';
import { parseCanonicalInteger, parseQuery, requireParam } from './params';

describe('parseCanonicalInteger', () => {
  it.each([['0', 0], ['7', 7], ['114', 114], ['999999999', 999999999]])('reads %s as %i', (text, value) => {
    expect(parseCanonicalInteger(text)).toBe(value);
  });

  it.each(['', '07', '7.0', '2.5', '+7', '-1', '1e1', ' 7', '7 ', 'abc', '١', '0x10', '1234567890'])('refuses %j', (text) => {
    expect(parseCanonicalInteger(text)).toBeNull();
  });
});

describe('parseQuery', () => {
  it('reads an empty query as no parameters', () => {
    expect(parseQuery('').size).toBe(0);
    expect(parseQuery('?').size).toBe(0);
  });

  it('keeps a parameter without a value as empty', () => {
    expect(parseQuery('text').get('text')).toBe('');
  });
});

describe('requireParam', () => {
  it('treats an empty value as missing', () => {
    expect(() => requireParam({ date: '' }, 'date', 'a date')).toThrow(/required/);
    expect(() => requireParam({}, 'date', 'a date')).toThrow(/required/);
    expect(requireParam({ date: 'x' }, 'date', 'a date')).toBe('x');
  });
});
