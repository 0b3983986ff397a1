import { describe, expect, it } from 'vitest';
import { isolate, isolateArabic } from './bidi';

describe('bidi isolation of text-only labels', () => {
  it('isolates each run of Arabic words, not the signs and numbers between them', () => {
    expect(isolateArabic('س=60 ص=90')).toBe('\u2068س\u2069=60 \u2068ص\u2069=90');
    expect(isolateArabic('ؤ = و = 6')).toBe('\u2068ؤ\u2069 = \u2068و\u2069 = 6');
    expect(isolateArabic('order أبجد هوز حطي: x')).toBe('order \u2068أبجد هوز حطي\u2069: x');
    expect(isolateArabic('ء تُحسب 1 كالألف')).toBe('\u2068ء تُحسب\u2069 1 \u2068كالألف\u2069');
    expect(isolateArabic('no Arabic')).toBe('no Arabic');
    expect(isolate('mashriqi')).toBe('\u2068mashriqi\u2069');
  });
});
