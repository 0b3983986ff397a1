/** The search's caches keyed by what a client sends stay bounded, however many code points it tries. */
import { describe, expect, it } from 'vitest';
import { scriptCacheSize, scriptOf } from './search-profile';

describe('scriptOf', () => {
  it('keeps at most 16,384 entries after 200,000 distinct code points, and still answers each right', () => {
    for (let code = 0x100; code < 0x100 + 200_000; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      scriptOf(String.fromCodePoint(code));
    }
    expect(scriptCacheSize()).toBeLessThanOrEqual(16_384);
    expect(scriptOf('a')).toBe('Latin');
    expect(scriptOf('ب')).toBe('Arabic');
    expect(scriptOf('中')).toBe('Han');
  });
});
