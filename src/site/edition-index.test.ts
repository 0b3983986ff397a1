import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDITION_BUNDLES, INDEXED_EDITIONS, editionBundles } from './edition-index';

describe('the translations\' site search bundles', () => {
  it('puts every indexed edition in exactly one bundle', () => {
    const bundles = editionBundles();
    expect(bundles).toHaveLength(EDITION_BUNDLES);
    expect(bundles.every((bundle) => bundle.length > 0)).toBe(true);
    expect(bundles.flat().map((edition) => edition.id)).toEqual(INDEXED_EDITIONS.map((edition) => edition.id));
  });

  it('is merged by the search box bundle for bundle', () => {
    const script = readFileSync(path.resolve(import.meta.dirname, '../../public/pagefind-ranked/pagefind.js'), 'utf8');
    expect(Number(/const EDITION_BUNDLES = (\d+);/.exec(script)?.[1])).toBe(EDITION_BUNDLES);
  });
});
