/**
 * The site search's second Pagefind index (/pagefind-editions/0/ to /7/, merged by the search box): the text of every translation,
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
import { createHash } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { corpus } from '../quran/corpus';
import { EDITIONS, editionTexts } from '../quran/editions';
import { searchProfile, type SearchProfile, type SearchWords } from '../quran/search-words';
import { foldEditionText } from './search-terms';

/** Pagefind's version (its package.json is not among the package's exports): part of each bundle's key. */
const PAGEFIND_VERSION = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../../node_modules/pagefind/package.json', import.meta.url)), 'utf8')) as { version: string }
).version;

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

const profiles = new Map<string, { profile: SearchProfile; memo: Map<string, SearchWords> }>();
/**
 * An edition's search profile (its scripts and keyboard folds), from all its text, as the API's search
 * reads it, and the units of each word already split (a word recurs on most pages: splitting each once
 * made the pages three times faster).
 */
function profileOf(id: string) {
  let profile = profiles.get(id);
  if (!profile) {
    // Pages are made edition after edition: only the current edition's is kept.
    profiles.clear();
    profiles.set(id, (profile = { profile: searchProfile(editionTexts(id).flat()), memo: new Map() }));
  }
  return profile;
}

/** The HTML Pagefind reads for one edition's surah. */
export function editionSurahHtml(editionId: string, surahNumber: number): string {
  const edition = EDITIONS.find((candidate) => candidate.id === editionId)!;
  const surah = corpus()[surahNumber - 1]!;
  const texts = editionTexts(edition.id)[surahNumber - 1]!;
  const { profile, memo } = profileOf(edition.id);
  const title = `${surah.number}. ${surah.transliteration} · ${edition.name}`;
  const ayahs = texts
    .map((text, i) => `<h2 id="${i + 1}">${surah.number}:${i + 1} ${escapeHtml(text)}</h2><p>${escapeHtml(foldEditionText(text, edition.language, profile, memo))}</p>`)
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
 * writes it: the 38 editions in one bundle took 3.7 GB, in four bundles about 1 GB each, in eight
 * about 0.5 GB (the build's peak must stay under 1.5 GB). The search box merges them back into one
 * index (mergeIndex).
 */
export const EDITION_BUNDLES = 8;

/** The editions of each bundle: consecutive runs of INDEXED_EDITIONS, of (nearly) equal counts. */
export function editionBundles(): (typeof INDEXED_EDITIONS)[] {
  const size = Math.ceil(INDEXED_EDITIONS.length / EDITION_BUNDLES);
  return Array.from({ length: EDITION_BUNDLES }, (_, i) => INDEXED_EDITIONS.slice(i * size, (i + 1) * size));
}

/** One page Pagefind reads: an edition's surah. */
interface EditionPage {
  url: string;
  content: string;
}

/** The pages of a bundle, the event loop given a turn after each, so that Pagefind's pipe is fed while they are made. */
async function bundlePages(editions: (typeof INDEXED_EDITIONS)[number][]): Promise<EditionPage[]> {
  const pages: EditionPage[] = [];
  for (const edition of editions) {
    for (const surah of corpus()) {
      pages.push({ url: `/quran/${surah.number}/?edition=${edition.id}`, content: editionSurahHtml(edition.id, surah.number) });
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return pages;
}

/**
 * What a bundle is made from: Pagefind's version and every page it reads. A bundle whose key the last
 * build had is linked from it instead of indexed again (the indexing is most of this step's time).
 */
export function bundleKey(pages: readonly EditionPage[]): string {
  const hash = createHash('sha256').update(`pagefind ${PAGEFIND_VERSION}\n`);
  for (const page of pages) hash.update(`${page.url}\0${page.content}\0`);
  return hash.digest('hex');
}

/** The bundles of the last build: its site folder and each bundle's key. */
export interface PreviousEditionIndex {
  dir: string;
  keys: string[];
}

/** Hard-links every file of a folder into another (a bundle unchanged since the last build). */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else linkSync(source, target);
  }
}

/** How many pages are sent to Pagefind ahead of its answers: enough to keep it busy, few enough that the pipe never holds a bundle. */
const PAGES_IN_FLIGHT = 16;

async function addPages(index: pagefind.PagefindIndex, pages: readonly EditionPage[]): Promise<void> {
  let next = 0;
  const sender = async () => {
    while (next < pages.length) {
      const added = await index.addHTMLFile(pages[next++]!);
      if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
    }
  };
  await Promise.all(Array.from({ length: PAGES_IN_FLIGHT }, sender));
}

/**
 * Writes the bundles into `<siteDir>/pagefind-editions/<n>/`, one Pagefind process after another,
 * each bundle's pages made while Pagefind indexes the one before; a bundle the last build made from
 * the same pages is linked from it. Returns how many records, each bundle's key, how many bundles
 * were linked and how long it took.
 */
export async function writeEditionIndex(
  siteDir: string,
  previous: PreviousEditionIndex | null = null,
): Promise<{ records: number; keys: string[]; reused: number; seconds: number }> {
  const started = performance.now();
  const bundles = editionBundles();
  const keys: string[] = [];
  let records = 0;
  let reused = 0;
  let next = bundlePages(bundles[0]!);
  for (const [n] of bundles.entries()) {
    const pages = await next;
    const key = bundleKey(pages);
    keys.push(key);
    records += pages.length;
    const outputPath = path.join(siteDir, 'pagefind-editions', String(n));
    const previousBundle = previous && previous.keys[n] === key ? path.join(previous.dir, 'pagefind-editions', String(n)) : null;
    if (previousBundle && existsSync(previousBundle)) {
      linkTree(previousBundle, outputPath);
      reused += 1;
      next = n + 1 < bundles.length ? bundlePages(bundles[n + 1]!) : Promise.resolve([]);
      continue;
    }
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
    if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
    try {
      // Pagefind indexes this bundle's pages while the next bundle's are made.
      const added = addPages(index, pages);
      added.catch(() => undefined);
      next = n + 1 < bundles.length ? bundlePages(bundles[n + 1]!) : Promise.resolve([]);
      next.catch(() => undefined);
      await added;
      const written = await index.writeFiles({ outputPath });
      if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
    } finally {
      await pagefind.close();
    }
  }
  return { records, keys, reused, seconds: (performance.now() - started) / 1000 };
}
