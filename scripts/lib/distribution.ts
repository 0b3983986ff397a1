/**
 * What the build ships besides the served folder (contract §6; /docs/static-files/): the data
 * tree as a .tar.gz archive, the same tree as an npm data package, and the manifest that says
 * what a copy holds. Pure functions of the files written, so two builds of one commit agree.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { TarEntry } from './tar';
import { everyStaticFile, type Route, type RouteContext } from '../../src/api/route';
import { generateAnswer } from '../../src/api/dispatch';
import { openApiDocument } from '../../src/openapi';
import { NEEDS_SERVER_FILE, headersFile, needsServerProblem, redirectsFile } from './static-host';
import { BASE_SOURCES, OWN_NOTICE_SOURCES, noticeText } from '../../src/credits';
import { EDITIONS } from '../../src/quran/editions-list';
import { wordsNoticeText } from '../../src/quran/words/notice';
import { PRAYER_FILE_YEAR } from '../../src/prayer/year';
import { foldersOf } from './folders';

export { foldersOf } from './folders';

/**
 * NOTICE.md: the terms of every text we pass on, at the root of the tree, the archive and every npm data
 * package. A package with terms of its own (the words package) carries those instead; the tree's NOTICE has both.
 */
export const NOTICE_FILE = '/NOTICE.md';
/** The sources whose notice the tree carries whole (the corpus): each named with its terms and publisher, as the short list names the others. */
const ownNoticeHeadings = () =>
  BASE_SOURCES.filter((source) => OWN_NOTICE_SOURCES.has(source.id))
    .map((source) => `## ${source.terms.name} (${source.publisher_url})\n\n`)
    .join('');
export const noticeFile = (pack?: DataPackage): DataFile => ({
  url: NOTICE_FILE,
  bytes: Buffer.from(pack === undefined ? `${noticeWithLicences()}\n${ownNoticeHeadings()}${wordsNoticeText()}` : (pack.notice?.() ?? noticeWithLicences())),
  kind: 'notice',
});

/**
 * The Apache License 2.0 in full (data/licenses/Apache-2.0.txt, see data/README.md): the terms of the
 * islamic-network/calendar month starts ask for a copy of the licence with the data, so every NOTICE that
 * lists them carries it.
 */
const APACHE_LICENSE = () => readFileSync(new URL('../../data/licenses/Apache-2.0.txt', import.meta.url), 'utf8');
const noticeWithLicences = () => `${noticeText()}\n## The Apache License 2.0, in full\n\nThe terms of the islamic-network/calendar data listed above.\n\n\`\`\`text\n${APACHE_LICENSE().trimEnd()}\n\`\`\`\n`;

/** One file of the data tree: a static answer, the OpenAPI document or a host configuration file. */
export interface DataFile {
  /** URL path, e.g. `/api/v1/ayah/2/255.json`. */
  url: string;
  bytes: Buffer;
  /** What it is, for the manifest's counts: a route id, `openapi`, `static-host`. */
  kind: string;
}

export const ARCHIVE_DIR = '/downloads';
export const dataArchiveName = (version: string) => `islamic-tools-api-data-${version}.tar.gz`;
/** The edition id of an edition file's URL (`/api/v1/editions/fr-hamidullah/ayah/1/1.json`), or null. */
const editionOf = (url: string): string | null => /^\/api\/v1\/editions\/([^/]+)\//.exec(url)?.[1] ?? null;

/**
 * The editions' npm packages, by the first letter of the language code: jsDelivr serves npm packages up to
 * 100 MB (jsdelivr/jsdelivr#18395), and an edition is about 7 MB of files, so the editions are split into
 * groups that each stay well under it (tests/http/distribution.test.ts holds every package under 100 MB).
 */
const EDITION_GROUPS = [
  ['a', 'b'],
  ['c', 'e'],
  ['f', 'j'],
  ['k', 'r'],
  ['s', 't'],
  ['u', 'z'],
] as const;

const languagesIn = ([first, last]: readonly [string, string]) => [...new Set(EDITIONS.filter((edition) => edition.language[0]! >= first && edition.language[0]! <= last).map((edition) => edition.language))];

export interface DataPackage {
  name: string;
  description: string;
  holds: (url: string) => boolean;
  /** The editions whose files it holds. */
  editions: readonly string[];
  /** Paths of files it holds, without the leading slash: its README's and the manifest's examples. */
  examples: readonly string[];
  /** The package's NOTICE.md when its terms are not the tree's (noticeText). */
  notice?: () => string;
}

/** The abjad values of the Quran's ayahs and surahs: a package of their own, to keep each under jsDelivr's 100 MB. */
const isQuranJummal = (url: string) => url.startsWith('/v1/jummal/quran/');

/** The words, roots and lemmas (Quranic Arabic Corpus): a package of their own, whose NOTICE is the corpus's. */
const isWordsFile = (url: string) => /^\/api\/v1\/(words|roots|lemmas)(\/|\.json$)/.test(url);

/** The Hijri files of a calendar named in the path (`/v1/hijri/month/diyanet/...`): a package of their own, to keep each under jsDelivr's 100 MB. */
const isPerCalendarHijri = (url: string) => /^\/v1\/hijri\/(month|year|events)\/(saudi-announced|diyanet|mabims|fcna)\//.test(url);

/** The recitation links of every reciter and surah (`/api/v1/audio/...`): a package of their own, to keep each under jsDelivr's 100 MB. */
const isAudioLinksFile = (url: string) => url.startsWith('/api/v1/audio/');

/** The prayer times' year feeds (`/v1/prayer-times/year/CITY/YEAR.ics`): a package of their own, to keep each under jsDelivr's 100 MB. */
const isPrayerFeedFile = (url: string) => /^\/v1\/prayer-times\/year\/\d+\/\d+\.ics$/.test(url);

export const DATA_PACKAGES: readonly DataPackage[] = [
  {
    name: 'islamic-tools-api-data',
    description:
      'Every static answer of the Islamic Tools API except the editions, the Hijri calendars other than Umm al-Qura, the Quran\'s abjad values and its words: Umm al-Qura Hijri days, months, years and events 1343-1500 AH, the Quran (Uthmani text, Saheeh International) by surah, ayah and division, and the list of editions.',
    holds: (url: string) => editionOf(url) === null && !isPerCalendarHijri(url) && !isQuranJummal(url) && !isWordsFile(url) && !isPrayerFeedFile(url) && !isAudioLinksFile(url),
    editions: [],
    examples: ['api/v1/ayah/2/255.json', 'api/v1/surah/1.json', 'v1/hijri/from-gregorian/2025-03-01.json', 'v1/hijri/month/1446/9.json', 'api/v1/juz/30.json', 'api/v1/editions.json'],
  },
  {
    name: 'islamic-tools-api-jummal',
    description: 'The abjad (Jummal) values of every ayah and surah of the Quran, letter by letter, from the Islamic Tools API, as static JSON (default options).',
    holds: isQuranJummal,
    editions: [],
    examples: ['v1/jummal/quran/1/1.json', 'v1/jummal/quran/112.json'],
  },
  {
    name: 'islamic-tools-api-words',
    description:
      'Every word of the Quran with its root, lemma and grammar (Quranic Arabic Corpus 0.4 by Kais Dukes, corpus.quran.com, mapped onto the KFGQPC text), every root and every lemma with their occurrences, as the static files of the Islamic Tools API (api/v1/words, api/v1/roots, api/v1/lemmas).',
    holds: isWordsFile,
    editions: [],
    examples: ['api/v1/words/1/1.json', 'api/v1/roots.json'],
    notice: wordsNoticeText,
  },
  {
    name: 'islamic-tools-api-calendars',
    description:
      'The Hijri months, years and events of the Islamic Tools API in the calendars saudi-announced, diyanet, mabims and fcna, 1343-1500 AH, as static files (the list of calendars, v1/hijri/calendars.json, is in islamic-tools-api-data).',
    holds: isPerCalendarHijri,
    editions: [],
    examples: ['v1/hijri/month/diyanet/1446/9.json', 'v1/hijri/year/saudi-announced/1446.json', 'v1/hijri/month/mabims/1446/9.json'],
  },
  {
    name: 'islamic-tools-api-prayer-times',
    description:
      'A year of prayer times as iCalendar feeds (the five prayers of each day as timed events, with the rule applied) for every capital of a million people or more, in its country\'s method, from the Islamic Tools API (the same years as JSON are in islamic-tools-api-data). Places: GeoNames, CC BY 4.0.',
    holds: isPrayerFeedFile,
    editions: [],
    examples: [`v1/prayer-times/year/360630/${PRAYER_FILE_YEAR}.ics`],
  },
  {
    name: 'islamic-tools-api-audio',
    description:
      'Links to the recitation of every ayah, by reciter and surah, on the hosts that publish them (everyayah.com, cdn.islamic.network), as the static files of the Islamic Tools API (api/v1/audio): links only, no audio; the catalogue of reciters, api/v1/reciters.json, is in islamic-tools-api-data.',
    holds: isAudioLinksFile,
    editions: [],
    examples: ['api/v1/audio/alafasy/surah/1.json'],
  },
  ...EDITION_GROUPS.map((group) => {
    const languages = languagesIn(group);
    const ids = new Set(EDITIONS.filter((edition) => languages.includes(edition.language)).map((edition) => edition.id));
    return {
      name: `islamic-tools-api-editions-${group[0]}-${group[1]}`,
      description: `The Quran editions of the Islamic Tools API in the languages ${languages.join(', ')} (${[...ids].join(', ')}) as static JSON, by edition, surah and ayah (the list of editions, api/v1/editions.json, is in islamic-tools-api-data).`,
      holds: (url: string) => ids.has(editionOf(url) ?? ''),
      editions: [...ids],
      examples: [...ids].flatMap((id) => [`api/v1/editions/${id}/ayah/1/1.json`, `api/v1/editions/${id}/surah/36.json`]).slice(0, 4),
    };
  }),
];
export const DATA_PACKAGE_NAME = DATA_PACKAGES[0]!.name;
export const dataPackageFileName = (version: string, name: string = DATA_PACKAGE_NAME) => `${name}-${version}.tgz`;

/**
 * A plain static file server cannot answer `/api/v1/surah` from `surah.json` when a folder
 * `surah/` also exists: it redirects to `surah/` and looks for an index there. So each such file
 * gets a copy as `surah/index.json` (http-server's index with `-e json`).
 */
export function folderIndexes(files: readonly DataFile[]): DataFile[] {
  const folders = foldersOf(files.map((file) => file.url));
  return files.flatMap((file) => {
    const index = folderIndexOf(file, folders);
    return index ? [index] : [];
  });
}

/** The folder index copy of a file (`surah.json` as `surah/index.json`), or null when no folder has its name. */
export function folderIndexOf(file: DataFile, folders: ReadonlySet<string>): DataFile | null {
  if (!file.url.endsWith('.json') || !folders.has(file.url.slice(0, -'.json'.length))) return null;
  return { url: `${file.url.slice(0, -'.json'.length)}/index.json`, bytes: file.bytes, kind: 'folder-index' };
}

/**
 * Tar entries of files in the order given, each path the URL path without its leading slash after
 * `prefix`. The build gives the archive and the packages the files in the order dataTreeFiles makes them,
 * a fixed order, so the archive does not depend on anything but the data.
 */
export function tarEntries(files: readonly DataFile[], prefix = ''): TarEntry[] {
  return files.map((file) => ({ path: prefix + file.url.slice(1), bytes: file.bytes }));
}

/** What the build keeps of a file once it is written: its path, kind and size, not its bytes. */
export interface FileRecord {
  url: string;
  kind: string;
  size: number;
}

export const recordOf = (file: DataFile): FileRecord => ({ url: file.url, kind: file.kind, size: file.bytes.length });

export function countByKind(files: readonly { kind: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const file of files) counts[file.kind] = (counts[file.kind] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The commit the build was made from: BUILD_COMMIT, else git, else null (a copy without .git). */
export function buildCommit(root: string): string | null {
  if (process.env.BUILD_COMMIT) return process.env.BUILD_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

export interface ManifestInput {
  version: string;
  commit: string | null;
  /** Everything passed on from others, with its terms (src/credits). */
  sources: readonly object[];
  files: readonly FileRecord[];
  compressedVariants: number;
  hijriRange: { hijri_first: string; hijri_last: string; gregorian_first: string; gregorian_last: string };
  /** bytes and sha256 are null in the copy inside the archive itself, which cannot hold its own. */
  archive: { name: string; url: string; bytes: number | null; sha256: string | null; files: number };
  /** Each package with its counts and the kinds of the files it holds. */
  dataPackages: { name: string; files: number; bytes: number; kinds: readonly string[] }[];
}

const packageNamed = (name: string) => DATA_PACKAGES.find((pack) => pack.name === name);

/** `/api/v1/manifest.json`. No build time in it: two builds of one commit give the same bytes. */
export function manifest(input: ManifestInput) {
  const bytes = input.files.reduce((sum, file) => sum + file.size, 0);
  return {
    api: 'islamic-tools-api',
    version: input.version,
    commit: input.commit,
    notice: NOTICE_FILE,
    sources: input.sources,
    files: {
      total: input.files.length,
      bytes,
      by_kind: countByKind(input.files),
      compressed_variants: input.compressedVariants,
    },
    hijri_range: input.hijriRange,
    archive: input.archive,
    data_packages: input.dataPackages.map((pack) => ({
      name: pack.name,
      version: input.version,
      files: pack.files,
      bytes: pack.bytes,
      npm: `https://www.npmjs.com/package/${pack.name}`,
      cdn_example: cdnUrl(pack.name, input.version, packageNamed(pack.name)?.examples[0] ?? 'NOTICE.md'),
      editions: packageNamed(pack.name)?.editions ?? [],
      kinds: pack.kinds,
    })),
    package_of: packageOf(input.dataPackages),
  };
}

export const cdnUrl = (name: string, version: string, file: string) => `https://cdn.jsdelivr.net/npm/${name}@${version}/${file}`;

/** Which package holds each edition, and which packages hold each kind of file (a route id, `notice`, `manifest`, ...). */
function packageOf(packages: ManifestInput['dataPackages']): { editions: Record<string, string>; kinds: Record<string, string[]> } {
  const editions: Record<string, string> = {};
  for (const edition of EDITIONS) {
    const holder = DATA_PACKAGES.find((pack) => pack.editions.includes(edition.id));
    if (holder) editions[edition.id] = holder.name;
  }
  const kinds: Record<string, string[]> = {};
  for (const pack of packages) for (const kind of pack.kinds) (kinds[kind] ??= []).push(pack.name);
  return { editions, kinds: Object.fromEntries(Object.entries(kinds).sort(([a], [b]) => (a < b ? -1 : 1))) };
}

/** package.json of the npm data package: data only, no code, versioned with the API. */
export function dataPackageJson(version: string, commit: string | null, pack: DataPackage = DATA_PACKAGES[0]!): string {
  return (
    JSON.stringify(
      {
        name: pack.name,
        version,
        description: pack.description,
        // Our code and computed data are MIT; the texts are their publishers', under the terms NOTICE.md gives.
        license: 'SEE LICENSE IN NOTICE.md',
        keywords: ['quran', 'hijri', 'umm-al-qura', 'abjad', 'json', 'api', 'static'],
        ...(commit ? { gitHead: commit } : {}),
      },
      null,
      2,
    ) + '\n'
  );
}

export function dataPackageReadme(version: string, pack: DataPackage = DATA_PACKAGES[0]!): string {
  const others = DATA_PACKAGES.filter((other) => other !== pack);
  return `# ${pack.name} ${version}

${pack.description}

Part of the static data tree of the Islamic Tools API, version ${version}: every deterministic answer as a JSON file,
byte-identical to the live API. Paths are the API's paths with \`.json\`; this package holds, for example:

${pack.examples.map((file) => `- \`${file}\``).join('\n')}

From a CDN that serves npm packages, at a pinned version:
\`${cdnUrl(pack.name, version, pack.examples[0]!)}\`.

The rest of the tree is in ${others.map((other) => `${other.name} (${other.editions.length ? `editions ${other.editions.join(', ')}` : `for example ${other.examples[0]}`})`).join('; ')}.
\`api/v1/manifest.json\` (in ${DATA_PACKAGE_NAME}) names the package of every edition and kind of file, and lists the data
sources with their versions, checksums and terms.

## Terms

Our code and the data we compute are MIT. The Quran texts and translations belong to their publishers
(Tanzil.net, QuranEnc.com, KFGQPC) and are passed on as published, under their terms: see NOTICE.md in
this package, and \`sources\` or \`edition.license\` in every answer that carries a text. Tanzil's translations
(Saheeh International, the \`english_text\` of every ayah, among them) are for non-commercial use only.
`;
}

/**
 * Every file of the data tree, one at a time, in a stable order: each route's static answers
 * (generated by the same dispatcher as live answers), each followed by its folder index if it has
 * one, then the OpenAPI document, the static-host files and NOTICE.md. The build writes each file and
 * lets go of its bytes before the next is made: all ~400,000 held at once took over a gigabyte. The
 * manifest is added by the build, since it names the archive made of these.
 */
export function* dataTreeFiles(routes: readonly Route[], context: RouteContext, base = sitePrefix()): Generator<DataFile> {
  const extraFiles = dataTreeExtras(routes, base);
  const folders = foldersOf((function* () {
    for (const { url } of everyStaticFile(routes)) yield url;
    for (const { url } of extraFiles) yield url;
  })());
  for (const { route, url, args } of everyStaticFile(routes)) {
    const { body } = generateAnswer({ route, args, file: url, fileForm: true }, context, false);
    const file = { url, bytes: Buffer.from(body), kind: route.id };
    yield file;
    const index = folderIndexOf(file, folders);
    if (index) yield index;
  }
  for (const file of extraFiles) {
    yield file;
    const index = folderIndexOf(file, folders);
    if (index) yield index;
  }
}

/** The files of the data tree that are not answers, in the order dataTreeFiles gives them after the answers. */
export const dataTreeExtras = (routes: readonly Route[], base = sitePrefix()): DataFile[] => [
  { url: '/openapi.json', bytes: Buffer.from(JSON.stringify(openApiDocument(), null, 2)), kind: 'openapi' },
  { url: NEEDS_SERVER_FILE, bytes: Buffer.from(needsServerProblem()), kind: 'static-host' },
  { url: '/_redirects', bytes: Buffer.from(redirectsFile(routes, base)), kind: 'static-host' },
  { url: '/_headers', bytes: Buffer.from(headersFile(routes, base)), kind: 'static-host' },
  // GitHub Pages runs Jekyll unless told not to, and Jekyll drops folders starting with `_` (`_astro/`).
  { url: '/.nojekyll', bytes: Buffer.alloc(0), kind: 'static-host' },
  noticeFile(),
];

/** Every file of the data tree at once (dataTreeFiles), for a sample of the routes. */
export const dataTree = (routes: readonly Route[], context: RouteContext, base = sitePrefix()): DataFile[] => [...dataTreeFiles(routes, context, base)];

/** BASE_PATH (a GitHub Pages project site's /repo), as the site is built with it; '' at the root. */
export function sitePrefix(value = process.env.BASE_PATH): string {
  if (!value || value === '/') return '';
  if (!/^\/[A-Za-z0-9._~/-]*[^/]$/.test(value)) throw new Error(`BASE_PATH must be a path such as /islamic-tools-api, got '${value}'`);
  return value;
}
