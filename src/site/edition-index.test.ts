import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDITION_BUNDLES, INDEXED_EDITIONS, bundleKey, editionBundles, editionSurahHtml } from './edition-index';

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

describe('a bundle\'s key', () => {
  const pages = [1, 2].map((surah) => ({ url: `/quran/${surah}/?edition=fr-hamidullah`, content: editionSurahHtml('fr-hamidullah', surah) }));

  it('is the same for the same pages and changes with any page\'s address or text', () => {
    const key = bundleKey(pages);
    expect(bundleKey(pages.map((page) => ({ ...page })))).toBe(key);
    expect(bundleKey([{ ...pages[0]!, content: pages[0]!.content.replace('Allah', 'Allâh') }, pages[1]!])).not.toBe(key);
    expect(bundleKey([{ ...pages[0]!, url: '/quran/1/?edition=fr-other' }, pages[1]!])).not.toBe(key);
    expect(bundleKey([pages[1]!, pages[0]!])).not.toBe(key);
  });
});
