import { describe, expect, it } from 'vitest';
import { parseCanonicalInteger } from './integers';

describe('parseCanonicalInteger', () => {
  it.each([['0', 0], ['7', 7], ['114', 114], ['999999999', 999999999]])('reads %s as %i', (text, value) => {
    expect(parseCanonicalInteger(text)).toBe(value);
  });

  it.each(['', '07', '7.0', '2.5', '+7', '-1', '1e1', ' 7', '7 ', 'abc', '١', '0x10', '1234567890'])('refuses %j', (text) => {
    expect(parseCanonicalInteger(text)).toBeNull();
  });
});
