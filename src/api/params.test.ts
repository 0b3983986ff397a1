import { describe, expect, it } from 'vitest';
import { parseQuery } from './params';

describe('parseQuery', () => {
  it('reads an empty query as no parameters', () => {
    expect(parseQuery('').size).toBe(0);
    expect(parseQuery('?').size).toBe(0);
  });

  it('keeps a parameter without a value as empty', () => {
    expect(parseQuery('text').get('text')).toBe('');
  });
});
