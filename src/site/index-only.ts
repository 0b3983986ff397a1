/**
 * Text the site search indexes but the reader never sees: a reader page's Arabic in the API's search
 * form (normalizeArabic), which a query matches, as `<div hidden data-index-only ...>…</div>`. Pagefind
 * reads it while `astro build` indexes the pages; then the build takes it out of the pages
 * (scripts/build.ts), so each ayah's Arabic is once in the page and its search form only in the index.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The attribute that marks an index-only element (a div of plain text, nothing nested). */
export const INDEX_ONLY_ATTRIBUTE = 'data-index-only';

const INDEX_ONLY = /<div hidden data-index-only(?:\s[^>]*)?>[^<]*<\/div>/g;

/** The page without its index-only elements. */
export function withoutIndexOnly(html: string): string {
  return html.replace(INDEX_ONLY, '');
}

/**
 * Takes the index-only elements out of the reader pages of a built site (`quran/N/index.html`, in
 * every language's folder); returns how many pages and bytes it took out.
 */
export function stripIndexOnly(siteDir: string): { pages: number; bytes: number } {
  let pages = 0;
  let bytes = 0;
  const readerDirs = [path.join(siteDir, 'quran'), ...readdirSync(siteDir).map((name) => path.join(siteDir, name, 'quran'))];
  for (const dir of readerDirs) {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      continue;
    }
    for (const entry of entries.filter((name) => /^\d+$/.test(name))) {
      const file = path.join(dir, entry, 'index.html');
      const html = readFileSync(file, 'utf8');
      const stripped = withoutIndexOnly(html);
      if (stripped === html) continue;
      writeFileSync(file, stripped);
      pages += 1;
      bytes += Buffer.byteLength(html) - Buffer.byteLength(stripped);
    }
  }
  return { pages, bytes };
}
