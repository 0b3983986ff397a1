import { describe, expect, it } from 'vitest';
import { decodeComponent, parseQuery } from './params';

describe('parseQuery', () => {
  it('reads an empty query as no parameters', () => {
    expect(parseQuery('').size).toBe(0);
    expect(parseQuery('?').size).toBe(0);
  });

  it('keeps a parameter without a value as empty', () => {
    expect(parseQuery('text').get('text')).toBe('');
  });
});

describe('decodeComponent', () => {
  const samples = ['', 'plain', 'a+b', '%D8%A7%D9%84%D9%84%D9%87', 'x%2By+z', '%F0%9F%98%80', 'caf%C3%A9', '%25', 'a%20b%2', ...Array.from({ length: 1500 }, (_, n) => `%D8%A7${n}`)];

  it('is decodeURIComponent with + as a space, asked once or again, past its memory of decoded components', () => {
    for (let round = 0; round < 2; round++) {
      for (const raw of samples) {
        let expected: string | Error;
        try {
          expected = decodeURIComponent(raw.replace(/\+/g, ' '));
        } catch (error) {
          expected = error as Error;
        }
        if (expected instanceof Error) expect(() => decodeComponent(raw, 'q')).toThrow(/parameter 'q' is not valid percent-encoded UTF-8/);
        else expect(decodeComponent(raw, 'q')).toBe(expected);
      }
    }
  });

  it('refuses malformed percent-encoding every time, a good value of the same parameter asked in between', () => {
    for (const raw of ['%', '%E0%A4%A', '%C3', '%FF']) {
      expect(() => decodeComponent(raw, 'text')).toThrow(expect.objectContaining({ code: 'invalid_encoding', param: 'text' }));
      expect(decodeComponent('%C3%A9', 'text')).toBe('é');
      expect(() => decodeComponent(raw, 'text')).toThrow(expect.objectContaining({ code: 'invalid_encoding' }));
    }
  });
});
