/**
 * Hamza seats, at the scale of whole words: each query's expected ayahs are the ayahs whose Tanzil
 * Simple Clean text contains it (testdata/hamza-seat-queries.json, computed from the Tanzil file by
 * the acceptance set's oracle, not by this code). The first comparison folds the seats; the second
 * keeps them (search.ts withHamzaSeats), so شيء is not found inside شيئا, nor آباء inside آباؤنا.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { searchQuran } from './index';

interface Item {
  query: string;
  reference_query: string;
  category: string;
  reference: string[];
}

const { items } = JSON.parse(readFileSync(new URL('../testdata/hamza-seat-queries.json', import.meta.url), 'utf8')) as { items: Item[] };
const found = (q: string) => searchQuran({ query: q, lang: 'ar', limit: 10_000, offset: 0, surah: null }).results.map((r) => `${r.surah_number}:${r.ayah_number}`);

describe('hamza seats and special spellings against the Tanzil text', () => {
  it.each(items.map((item) => [item.query, item.category, item] as const))('%s (%s) finds exactly the reference ayahs', (_q, _category, item) => {
    expect(found(item.query).sort()).toEqual([...item.reference].sort());
  });

  it('covers more than 25 queries and 500 ayah matches', () => {
    expect(items.length).toBeGreaterThan(25);
    expect(items.reduce((total, item) => total + item.reference.length, 0)).toBeGreaterThan(500);
  });
});
