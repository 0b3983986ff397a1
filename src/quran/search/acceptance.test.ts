/**
 * The search acceptance numbers, over the eval set copied into testdata/ (see its README):
 * at least 70 of the 72 Arabic queries return exactly the reference ayahs, and over all
 * (query, ayah) pairs, recall >= 0.999 and precision >= 0.995. The 14 English cases return exactly
 * their expected ayahs.
 *
 * Recall and precision are micro-averaged: summed over every query, a true positive is a reference
 * ayah we return, a false negative a reference ayah we miss, a false positive an ayah we return
 * that the reference does not list. recall = TP / (TP + FN), precision = TP / (TP + FP).
 */
import { describe, expect, it } from 'vitest';
import evalSet from '../testdata/arabic-search-eval.json' with { type: 'json' };
import { MAX_LIMIT, searchQuran } from './index';

interface ArabicItem {
  id: number;
  query: string;
  reference_query: string;
  category: string;
  n_ref: number;
  reference: string[];
}
interface EnglishItem {
  query: string;
  note: string;
  n_expected: number;
  expected: string[];
}

/** Every ayah key a query returns, paging through the whole result as a client would. */
function allKeys(q: string, lang: string): string[] {
  const keys: string[] = [];
  for (let offset = 0; ; offset += MAX_LIMIT) {
    const page = searchQuran({ query: q, lang, limit: MAX_LIMIT, offset, surah: null });
    keys.push(...page.results.map((r) => `${r.surah_number}:${r.ayah_number}`));
    if (offset + MAX_LIMIT >= page.count) {
      expect(keys).toHaveLength(page.count);
      return keys;
    }
  }
}

describe('Arabic search over the acceptance set', () => {
  const items = (evalSet as { items: ArabicItem[] }).items;
  const rows = items.map((item) => {
    const got = new Set(allKeys(item.query, 'ar'));
    const reference = new Set(item.reference);
    const missing = item.reference.filter((key) => !got.has(key));
    const extra = [...got].filter((key) => !reference.has(key));
    return { item, got, missing, extra, exact: missing.length === 0 && extra.length === 0 };
  });
  const tp = rows.reduce((sum, row) => sum + row.item.reference.length - row.missing.length, 0);
  const fn = rows.reduce((sum, row) => sum + row.missing.length, 0);
  const fp = rows.reduce((sum, row) => sum + row.extra.length, 0);
  const exact = rows.filter((row) => row.exact).length;
  const recall = tp / (tp + fn);
  const precision = tp / (tp + fp);
  const report = [
    `exact ${exact}/${rows.length}, recall ${recall.toFixed(5)} (TP ${tp}, FN ${fn}), precision ${precision.toFixed(5)} (FP ${fp})`,
    ...rows
      .filter((row) => !row.exact)
      .map(
        (row) =>
          `#${row.item.id} ${row.item.query} [${row.item.category}]: reference ${row.item.reference.length}, got ${row.got.size}; ` +
          `missing ${row.missing.slice(0, 10).join(' ') || '-'}; extra ${row.extra.slice(0, 10).join(' ') || '-'}`,
      ),
  ].join('\n');

  it('has the 72 queries of the shared eval file', () => {
    expect(items).toHaveLength(72);
    for (const item of items) expect(item.reference).toHaveLength(item.n_ref);
  });

  it('returns exactly the reference ayahs for at least 70 of the 72 queries', () => {
    expect(exact, report).toBeGreaterThanOrEqual(70);
  });

  it('reaches recall of at least 0.999 over all (query, ayah) pairs', () => {
    expect(recall, report).toBeGreaterThanOrEqual(0.999);
  });

  it('reaches precision of at least 0.995 over all (query, ayah) pairs', () => {
    expect(precision, report).toBeGreaterThanOrEqual(0.995);
  });

  it('returns exactly the reference ayahs for every query (the state of this code: 72 of 72)', () => {
    expect(report).toBe(`exact 72/72, recall 1.00000 (TP ${tp}, FN 0), precision 1.00000 (FP 0)`);
  });
});

describe('English search over the acceptance set', () => {
  const items = (evalSet as { english: { items: EnglishItem[] } }).english.items;

  it('has the 14 English cases of the shared eval file', () => {
    expect(items).toHaveLength(14);
  });

  it.each(items.map((item) => [item.query, item.note, item]))('finds the expected ayahs for "%s" (%s)', (_q, _note, item) => {
    const { query, expected } = item as EnglishItem;
    expect(allKeys(query, 'en')).toEqual(expected);
  });
});
