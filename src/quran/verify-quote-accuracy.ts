/**
 * The quotation checker's accuracy as src/quran/verify-quote.test.ts measures it, shown on /docs/mcp:
 * the test fails when what it measures differs from these figures, so the page cannot go stale.
 */
export const QUOTE_ACCURACY = {
  sample: 'every 23rd ayah and every ayah of surahs 1, 18, 55, 112, 113 and 114: 473 ayahs; and 7-word windows of the Muyassar tafsir\'s own prose',
  kinds: [
    { kind: 'whole ayah, Uthmani (as served)', expected: 'exact', cases: 473, right: 473, answers: [473, 0, 0, 0] },
    { kind: 'whole ayah, Uthmani without diacritics', expected: 'exact', cases: 473, right: 386, answers: [386, 0, 87, 0] },
    { kind: 'whole ayah, typed spelling without diacritics', expected: 'exact', cases: 473, right: 473, answers: [473, 0, 0, 0] },
    { kind: 'two ayahs run together', expected: 'exact', cases: 461, right: 461, answers: [461, 0, 0, 0] },
    { kind: 'part of an ayah (first and last word left out)', expected: 'part', cases: 323, right: 323, answers: [0, 323, 0, 0] },
    { kind: 'one word replaced', expected: 'close', cases: 425, right: 384, answers: [0, 0, 422, 3] },
    { kind: 'one word dropped', expected: 'close', cases: 426, right: 387, answers: [0, 1, 425, 0] },
    { kind: 'not the Quran (tafsir prose, ayah words reversed)', expected: 'none', cases: 458, right: 456, answers: [0, 0, 2, 456] },
  ],
  answers: [
    { match: 'exact', count: 1793, right: 1793 },
    { match: 'part', count: 324, right: 324 },
    { match: 'close', count: 936, right: 771 },
    { match: 'none', count: 459, right: 456 },
  ],
} as const;
