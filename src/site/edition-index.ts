/**
 * The site search's second Pagefind index (/pagefind-editions/0/ to /3/, merged by the search box): the text of every translation,
 * so a word in any edition's language finds the ayah on the site. One record per edition and surah,
 * addressed to the reader with that edition chosen (`/quran/2/?edition=id-affairs`); each ayah is a
 * heading with an id, so a result opens `/quran/2/?edition=id-affairs#255`. The heading holds the
 * ayah as written (shown as the result, src/site/search-terms.ts editionResult); the text indexed
 * is the API's folded form of it (foldEditionText), as the query is folded in the search box.
 *
 * One index for all languages (forceLanguage), searched by a second Pagefind instance from the search
 * box of every interface language (public/pagefind-ranked/pagefind.js): the words are already folded by the API's rules for their own language, and
 * Pagefind's stemming then treats the query and the text alike. Each record carries its language as
 * a Pagefind filter. Saheeh International is in the reader pages themselves, not here.
 */
import path from 'node:path';
import * as pagefind from 'pagefind';
import { corpus } from '../quran/corpus';
import { EDITIONS, editionTexts } from '../quran/editions';
import { searchProfile } from '../quran/search-words';
import { foldEditionText } from './search-terms';

/** The editions indexed here: every translation, but the one the reader pages carry. */
export const INDEXED_EDITIONS = EDITIONS.filter((edition) => edition.kind === 'translation' && edition.id !== 'en-sahih');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The language's own name for itself (Bahasa Indonesia, Türkçe, اردو), the filter's value. */
function endonym(lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
  } catch {
    return lang;
  }
}

const profiles = new Map<string, ReturnType<typeof searchProfile>>();
/** An edition's search profile (its scripts and keyboard folds), from all its text, as the API's search reads it. */
function profileOf(id: string) {
  let profile = profiles.get(id);
  if (!profile) profiles.set(id, (profile = searchProfile(editionTexts(id).flat())));
  return profile;
}

/** The HTML Pagefind reads for one edition's surah. */
export function editionSurahHtml(editionId: string, surahNumber: number): string {
  const edition = EDITIONS.find((candidate) => candidate.id === editionId)!;
  const surah = corpus()[surahNumber - 1]!;
  const texts = editionTexts(edition.id)[surahNumber - 1]!;
  const profile = profileOf(edition.id);
  const title = `${surah.number}. ${surah.transliteration} · ${edition.name}`;
  const ayahs = texts
    .map((text, i) => `<h2 id="${i + 1}">${surah.number}:${i + 1} ${escapeHtml(text)}</h2><p>${escapeHtml(foldEditionText(text, edition.language, profile))}</p>`)
    .join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body><main data-pagefind-body data-pagefind-filter="language:${escapeHtml(endonym(edition.language))}">` +
    // One meta per element: Pagefind 1.6 reads "lang:id, dir:ltr" as one value.
    `<span data-pagefind-meta="lang:${edition.language}"></span><span data-pagefind-meta="dir:${edition.direction}"></span>` +
    `<h1>${escapeHtml(title)}</h1>${ayahs}</main></body></html>`
  );
}

/**
 * How many bundles the editions are split into. Pagefind holds a whole index in memory until it
 * writes it: the 38 editions in one bundle took 3.7 GB; written one bundle after another, each
 * takes about a quarter. The search box merges them back into one index (mergeIndex).
 */
export const EDITION_BUNDLES = 4;

/** The editions of each bundle: consecutive runs of INDEXED_EDITIONS, of (nearly) equal counts. */
export function editionBundles(): (typeof INDEXED_EDITIONS)[] {
  const size = Math.ceil(INDEXED_EDITIONS.length / EDITION_BUNDLES);
  return Array.from({ length: EDITION_BUNDLES }, (_, i) => INDEXED_EDITIONS.slice(i * size, (i + 1) * size));
}

/**
 * Writes the bundles into `<siteDir>/pagefind-editions/<n>/`, one Pagefind process after another;
 * returns how many records and how long it took.
 */
export async function writeEditionIndex(siteDir: string): Promise<{ records: number; seconds: number }> {
  const started = performance.now();
  let records = 0;
  for (const [n, editions] of editionBundles().entries()) {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
    if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
    try {
      for (const edition of editions) {
        for (const surah of corpus()) {
          const added = await index.addHTMLFile({ url: `/quran/${surah.number}/?edition=${edition.id}`, content: editionSurahHtml(edition.id, surah.number) });
          if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
          records += 1;
        }
      }
      const written = await index.writeFiles({ outputPath: path.join(siteDir, 'pagefind-editions', String(n)) });
      if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
    } finally {
      await pagefind.close();
    }
  }
  return { records, seconds: (performance.now() - started) / 1000 };
}
