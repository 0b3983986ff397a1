/**
 * Writes data/places/place-names.json: the names of the gazetteer's places (data/places/places.json)
 * in their country's official language(s) and in the interface languages (ar, en, ur, id, tr), each
 * tagged with its BCP 47 language and its source.
 *
 * Sources, in order of precedence:
 *   1. CLDR (npm `cldr-dates-full`, pinned): each time zone's exemplar city in every CLDR locale
 *      (Africa/Cairo in `ar` is القاهرة, Asia/Karachi in `ur` is کراچی). Only zone cities, but
 *      reviewed translations. A zone belongs to the place of its country with the zone's English
 *      exemplar name (the largest, when several share it).
 *   2. The countries-states-cities database (dr5hn, ODbL 1.0): per-country files
 *      contributions/cities/CC.json whose cities carry a `native` name and `translations`, of which
 *      only the names in the country's own languages are taken (the rest are machine translations,
 *      some word for word: see `ownName`); a city
 *      is the same place as ours when it lies in the same country within MATCH_DEGREES of it and
 *      has the same name (accents and case aside), or else lies within SAME_POINT_DEGREES of it with a
 *      similar name (its coordinates come from GeoNames, as ours do); the nearest one wins. A nearer district of
 *      another name (Çankaya for Ankara) is so never taken for the city.
 * The country's languages are CLDR's territoryInfo (`cldr-core`, pinned): those with official or
 * de facto official status. A `native` name is tagged with the first of them whose script it is
 * written in (CLDR likelySubtags), and dropped when none is.
 *
 * The database's files are read from a git clone at DR5HN_COMMIT, or at the commit DR5HN_COMMIT_OF
 * names for a country whose file at DR5HN_COMMIT could not be read (a clone without large objects).
 *
 * Run: npx tsx scripts/import-place-names.ts <git directory of a clone of dr5hn/countries-states-cities-database>
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { countryOfZone } from '../src/prayer/countries';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '..');
const DR5HN_REPOSITORY = 'https://github.com/dr5hn/countries-states-cities-database';
const DR5HN_COMMIT = '7fda0afd3e75391d9480c22ed3a2b91f50e08eb6';
const INTERFACE_LANGUAGES = ['ar', 'en', 'ur', 'id', 'tr'];
/** India's file is too large for the clone this was written from at DR5HN_COMMIT; it is read where it last was not. */
const DR5HN_COMMIT_OF: Record<string, string> = { IN: '707f80ea44621aa756bcc3fce5e0c5567b8ff299' };
const MIN_SIMILARITY = 0.5;
const MATCH_DEGREES = 0.5;
const SAME_POINT_DEGREES = 0.005;

const gitDir = process.argv[2];
if (!gitDir || !existsSync(gitDir)) throw new Error(`usage: npx tsx scripts/import-place-names.ts <git directory of a clone of ${DR5HN_REPOSITORY}>`);
/** A file of the database at a commit, or null when the clone does not hold it. */
function databaseFile(commit: string, file: string): Buffer | null {
  try {
    return execFileSync('git', ['--git-dir', gitDir!, 'cat-file', 'blob', `${commit}:${file}`], { maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
/** 1 - the edit distance of the folded names over the longer one's length. */
function similarity(a: string, b: string): number {
  const x = fold(a);
  const y = fold(b);
  let row = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    row = next;
  }
  return 1 - row[y.length]! / Math.max(x.length, y.length, 1);
}
const dropped: string[] = [];
const fold = (name: string) => name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();

type PlaceRow = [number, string, string, string, string, number, number, number];
const placesFile = JSON.parse(readFileSync(path.join(ROOT, 'data', 'places', 'places.json'), 'utf8')) as { places: PlaceRow[] };
const places = placesFile.places.map(([id, name, country, , featureCode, population, lat, lng]) => ({ id, name, country, capital: featureCode === 'PPLC', population, lat, lng }));

// The country's languages and the script each is written in, from CLDR.
const cldrCoreVersion = (require('cldr-core/package.json') as { version: string }).version;
const cldrDatesVersion = (require('cldr-dates-full/package.json') as { version: string }).version;
const territoryInfo = (require('cldr-core/supplemental/territoryInfo.json') as {
  supplemental: { territoryInfo: Record<string, { languagePopulation?: Record<string, { _officialStatus?: string; _populationPercent: string }> }> };
}).supplemental.territoryInfo;
const likelySubtags = (require('cldr-core/supplemental/likelySubtags.json') as { supplemental: { likelySubtags: Record<string, string> } }).supplemental.likelySubtags;

const bcp47 = (cldrCode: string) => cldrCode.replace('_', '-');
function countryLanguages(country: string): string[] {
  const languages = Object.entries(territoryInfo[country]?.languagePopulation ?? {})
    .filter(([, info]) => info._officialStatus === 'official' || info._officialStatus === 'de_facto_official')
    .sort(([, a], [, b]) => Number(b._populationPercent) - Number(a._populationPercent))
    .map(([code]) => bcp47(code));
  return languages;
}
function scriptOf(language: string): string {
  const likely = likelySubtags[language] ?? likelySubtags[language.replace('-', '_')] ?? likelySubtags[language.split('-')[0]!] ?? '';
  return /[-_]([A-Z][a-z]{3})([-_]|$)/.exec(likely)?.[1] ?? 'Latn';
}
const SCRIPT_PATTERNS: Record<string, RegExp> = {
  Arab: /\p{Script=Arabic}/u, Cyrl: /\p{Script=Cyrillic}/u, Latn: /\p{Script=Latin}/u, Hans: /\p{Script=Han}/u, Hant: /\p{Script=Han}/u,
  Jpan: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u, Kore: /\p{Script=Hangul}/u, Deva: /\p{Script=Devanagari}/u, Beng: /\p{Script=Bengali}/u,
  Thai: /\p{Script=Thai}/u, Grek: /\p{Script=Greek}/u, Hebr: /\p{Script=Hebrew}/u, Geor: /\p{Script=Georgian}/u, Armn: /\p{Script=Armenian}/u,
  Ethi: /\p{Script=Ethiopic}/u, Mymr: /\p{Script=Myanmar}/u, Khmr: /\p{Script=Khmer}/u, Laoo: /\p{Script=Lao}/u, Sinh: /\p{Script=Sinhala}/u,
  Thaa: /\p{Script=Thaana}/u, Mong: /\p{Script=Mongolian}/u, Tibt: /\p{Script=Tibetan}/u, Taml: /\p{Script=Tamil}/u, Guru: /\p{Script=Gurmukhi}/u,
};
const isWrittenIn = (name: string, script: string) => {
  const pattern = SCRIPT_PATTERNS[script];
  if (!pattern) return false;
  const letters = [...name].filter((c) => /\p{L}/u.test(c));
  return letters.some((c) => pattern.test(c)) && letters.every((c) => pattern.test(c) || /[\p{Script=Common}\p{Script=Inherited}]/u.test(c));
};

// Which languages a place's names are kept in.
const wantedLanguages = (country: string) => [...new Set([...countryLanguages(country), ...INTERFACE_LANGUAGES])];

type Tagged = Map<string, { name: string; source: 'cldr' | 'csc' }>;
const namesOf = new Map<number, Tagged>();
const tagged = (id: number) => namesOf.get(id) ?? namesOf.set(id, new Map()).get(id)!;

// 1. CLDR exemplar cities.
const datesDir = path.dirname(require.resolve('cldr-dates-full/package.json'));
const zoneFile = (locale: string) => path.join(datesDir, 'main', locale, 'timeZoneNames.json');
type ZoneTree = { [key: string]: ZoneTree | string };
const exemplarCities = (locale: string): Map<string, string> => {
  const cities = new Map<string, string>();
  if (!existsSync(zoneFile(locale))) return cities;
  const zones = (JSON.parse(readFileSync(zoneFile(locale), 'utf8')) as { main: Record<string, { dates: { timeZoneNames: { zone: ZoneTree } } }> }).main[locale]!.dates.timeZoneNames.zone;
  const walk = (tree: ZoneTree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') continue;
      if (typeof value.exemplarCity === 'string') cities.set(`${prefix}${key}`, value.exemplarCity);
      else walk(value, `${prefix}${key}/`);
    }
  };
  walk(zones, '');
  return cities;
};
const englishCities = exemplarCities('en');
const rootCities = exemplarCities('und');
const zoneIds = new Set([...englishCities.keys(), ...rootCities.keys(), ...exemplarCities('ar').keys()]);
const placeOfZone = new Map<string, number>();
for (const zone of zoneIds) {
  const country = countryOfZone(zone);
  const english = englishCities.get(zone) ?? zone.split('/').pop()!.replaceAll('_', ' ');
  const match = places.filter((place) => place.country === country && fold(place.name) === fold(english)).sort((a, b) => b.population - a.population)[0];
  if (match) placeOfZone.set(zone, match.id);
}
const cldrFiles: Record<string, string> = {};
const localesUsed = new Set<string>();
for (const place of places) for (const language of wantedLanguages(place.country)) localesUsed.add(language);
for (const locale of [...localesUsed].sort()) {
  if (!existsSync(zoneFile(locale))) continue;
  const cities = exemplarCities(locale);
  cldrFiles[`main/${locale}/timeZoneNames.json`] = sha256(readFileSync(zoneFile(locale)));
  // CLDR leaves out an exemplar city that a locale writes as its parent does: in a Latin-script
  // locale that is the root's name (fr Paris, id Istanbul); in any other script there is no name.
  const inherited = scriptOf(locale) === 'Latn' ? (zone: string) => (locale.includes('-') ? exemplarCities(locale.split('-')[0]!).get(zone) : undefined) ?? rootCities.get(zone) ?? zone.split('/').pop()!.replaceAll('_', ' ') : () => undefined;
  for (const [zone, id] of placeOfZone) {
    const city = cities.get(zone) ?? inherited(zone);
    const place = places.find((p) => p.id === id)!;
    if (city && wantedLanguages(place.country).includes(locale)) tagged(id).set(locale, { name: city, source: 'cldr' });
  }
}

// 2. The countries-states-cities database.
interface CscCity { name: string; latitude: string; longitude: string; native: string | null; translations?: Record<string, string> }
const cscFiles: Record<string, string> = {};
/** Countries of our places whose file the clone did not hold (or that have none). */
const cscMissing: string[] = [];
const CSC_LANGUAGE: Record<string, string> = { 'zh-CN': 'zh', 'pt-BR': 'pt' };
const countries = [...new Set(places.map((place) => place.country))].sort();
for (const country of countries) {
  const file = `contributions/cities/${country}.json`;
  const commit = DR5HN_COMMIT_OF[country] ?? DR5HN_COMMIT;
  const bytes = databaseFile(commit, file);
  if (!bytes) {
    cscMissing.push(country);
    continue;
  }
  cscFiles[file] = commit === DR5HN_COMMIT ? sha256(bytes) : `${sha256(bytes)} at commit ${commit}`;
  const cities = JSON.parse(bytes.toString('utf8')) as CscCity[];
  const languages = countryLanguages(country);
  const wanted = wantedLanguages(country);
  for (const place of places.filter((p) => p.country === country)) {
    const near = cities
      .map((city) => ({ city, distance: Math.hypot(Number(city.latitude) - place.lat, (Number(city.longitude) - place.lng) * Math.cos((place.lat * Math.PI) / 180)) }))
      .filter(({ distance }) => distance < MATCH_DEGREES)
      .sort((a, b) => a.distance - b.distance);
    const best = (near.find(({ city }) => fold(city.name) === fold(place.name)) ?? near.find(({ city, distance }) => distance < SAME_POINT_DEGREES && similarity(city.name, place.name) >= MIN_SIMILARITY))?.city;
    if (!best) continue;
    const names = tagged(place.id);
    const add = (language: string, name: string | null | undefined) => {
      const text = name?.trim();
      if (!text || names.has(language) || !wanted.includes(language)) return;
      if (!isWrittenIn(text, scriptOf(language))) return;
      names.set(language, { name: text, source: 'csc' });
    };
    // The database's names are partly machine translations, some word for word (Morón, AR, is المغفل
    // "the fool" in its ar; Simmering, AT, is "Köcheln lassen" in its native and de). So only the
    // names in the country's own languages are taken, which are the city's own name, not a
    // translation of it; and a Latin-script one only when it resembles the GeoNames name.
    const ownName = (language: string, name: string | null | undefined) => {
      const text = name?.trim();
      if (!text || !languages.includes(language)) return;
      if (scriptOf(language) === 'Latn' && similarity(text, place.name) < MIN_SIMILARITY) {
        dropped.push(`${place.name} (${place.country}) ${language} ${text}`);
        return;
      }
      add(language, text);
    };
    for (const [key, name] of Object.entries(best.translations ?? {})) ownName(CSC_LANGUAGE[key] ?? key, name);
    const nativeLanguage = languages.find((language) => best.native && isWrittenIn(best.native, scriptOf(language)));
    if (nativeLanguage) ownName(nativeLanguage, best.native);
  }
}

const byId: Record<string, Record<string, [string, 'cldr' | 'csc']>> = {};
for (const place of places) {
  const names = namesOf.get(place.id);
  if (!names?.size) continue;
  byId[place.id] = Object.fromEntries([...names].sort(([a], [b]) => a.localeCompare(b)).map(([language, { name, source }]) => [language, [name, source]]));
}

const hasOwnLanguageName = (place: (typeof places)[number]) => countryLanguages(place.country).some((language) => language !== 'en' && byId[place.id]?.[language]);
const file = {
  description:
    "Names of the places in data/places/places.json by GeoNames id: language (BCP 47) → [name, source]. Languages: the country's official languages (CLDR territoryInfo) and ar, en, ur, id, tr. Written by scripts/import-place-names.ts.",
  sources: {
    cldr: {
      package: `cldr-dates-full@${cldrDatesVersion}`,
      languages_from: `cldr-core@${cldrCoreVersion} supplemental/territoryInfo.json and likelySubtags.json`,
      repository: 'https://github.com/unicode-org/cldr-json',
      data: "Each time zone's exemplar city in each CLDR locale",
      files_sha256: cldrFiles,
      licence: 'Unicode License v3 (Unicode-3.0), https://www.unicode.org/license.txt',
      licence_text: 'data/licenses/Unicode-3.0.txt',
      attribution: 'City names from the Unicode CLDR, © Unicode, Inc., Unicode License v3',
    },
    csc: {
      repository: DR5HN_REPOSITORY,
      commit: DR5HN_COMMIT,
      data: 'Cities with native names and translations (contributions/cities/CC.json), matched to ours by country and coordinates',
      files_sha256: cscFiles,
      countries_without_a_file: cscMissing,
      licence: 'Open Database License 1.0 (ODbL-1.0), https://opendatacommons.org/licenses/odbl/1-0/',
      licence_text: 'data/licenses/ODbL-1.0.txt',
      share_alike: 'The names taken from this database (source "csc" in data/places/place-names.json) are a derived database offered under the ODbL 1.0 too.',
      attribution: 'City names from the Countries States Cities Database (dr5hn), ODbL 1.0',
    },
  },
  coverage: {
    places: places.length,
    with_names: Object.keys(byId).length,
    with_own_language_name: places.filter(hasOwnLanguageName).length,
    capitals: places.filter((place) => place.capital).length,
    capitals_with_own_language_name: places.filter((place) => place.capital && hasOwnLanguageName(place)).length,
    capitals_of_countries_with_an_official_language_besides_english: places.filter((place) => place.capital && countryLanguages(place.country).some((language) => language !== 'en')).length,
    zone_cities_from_cldr: placeOfZone.size,
  },
  names: byId,
};
writeFileSync(path.join(ROOT, 'data', 'places', 'place-names.json'), JSON.stringify(file).replace('"names":{', '"names":{\n').replaceAll('},"', '},\n"') + '\n');
console.log(JSON.stringify(file.coverage));
console.log(`${dropped.length} Latin-script names unlike the GeoNames name, not taken; e.g. ${dropped.slice(0, 40).join('; ')}`);
