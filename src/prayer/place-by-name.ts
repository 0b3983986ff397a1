/**
 * `city=` as a GeoNames id or as a name: a name is any of a place's names (the GeoNames name, its
 * names in its country's languages and in ar, en, ur, id, tr, GeoNames' other names), compared as
 * the places search compares them; of the places so named the most populous is chosen, and the
 * answer says so and lists the others. A name no place has is refused with the nearest names.
 */
import { getAllCountries } from 'countries-and-timezones';
import { InvalidValue } from '../shared/input-error';
import { aliasHits, matchPlaces, nameKey, PLACE_NAME_KEYS, PLACES, placeById, type Place } from './places';

/** How many of the other places of a name an answer lists, and how many near names a refusal offers. */
const LISTED = 5;
const MAX_NAME_LENGTH = 100;

/** The place `city=` chose and how: by its id, or by a name (then the others of that name). */
export interface ChosenPlace {
  place: Place;
  by: 'id' | 'name';
  /** The name as asked, for a name. */
  query?: string;
  /** The name of the place that matched it and its language (`null`: the GeoNames name or another GeoNames name). */
  matched?: { name: string; language: string | null };
  /** The country the name was looked for in (`country=`). */
  country?: string;
  /** How many places bear the name (in `country` when given). */
  candidates: number;
  /** The other places of the name, most populous first (at most LISTED). */
  alternatives: readonly Place[];
}

/** ISO 3166-1 alpha-2 codes: the IANA zone table's countries and those of the gazetteer (Kosovo, XK). */
export const COUNTRY_CODES: ReadonlySet<string> = new Set([...Object.keys(getAllCountries()), ...PLACES.map((place) => place.country)]);

/** A country code as `country=` takes it (two letters, any case), known to ISO 3166-1 or GeoNames. */
export function readCountry(raw: string): string {
  const shown = raw.length > 40 ? `${raw.slice(0, 40)}…` : raw;
  if (!/^[A-Za-z]{2}$/.test(raw)) throw new InvalidValue('invalid_country', (name) => `${name} must be a two-letter ISO 3166-1 country code such as TR, got '${shown}'`);
  const code = raw.toUpperCase();
  if (!COUNTRY_CODES.has(code)) throw new InvalidValue('invalid_country', (name) => `${name}=${raw} is not an ISO 3166-1 alpha-2 country code (e.g. TR for Türkiye, MA for Morocco, EG for Egypt)`);
  return code;
}

type Match = { place: Place; name: string; language: string | null };

/** The places one of whose names is `query` (compared in the search's form), in `country` when given. */
function placesNamed(query: string, country?: string): Match[] {
  const q = nameKey(query);
  if (!q) return [];
  const aliases = aliasHits(q);
  const found: Match[] = [];
  PLACES.forEach((place, i) => {
    if (country && place.country !== country) return;
    const own = PLACE_NAME_KEYS[i]!.find(({ name }) => name === query.trim()) ?? PLACE_NAME_KEYS[i]!.find(({ key }) => key === q);
    if (own) found.push({ place, name: own.name, language: own.language });
    else {
      const alias = aliases.get(i);
      if (alias?.exact) found.push({ place, name: alias.name, language: null });
    }
  });
  return found.sort((a, b) => b.place.population - a.place.population);
}

/** Levenshtein distance of two strings, or `bound + 1` once it is sure to exceed `bound`. */
function distanceWithin(a: string, b: string, bound: number): number {
  if (Math.abs(a.length - b.length) > bound) return bound + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > bound) return bound + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** The places whose names start with or hold the query; else those whose names are a few letters from it. */
function nearestPlaces(query: string, country?: string): Match[] {
  const started = matchPlaces(query, LISTED, country);
  if (started.length) return started;
  const q = nameKey(query);
  const bound = Math.max(1, Math.min(3, Math.floor(q.length / 3)));
  const near: (Match & { distance: number })[] = [];
  PLACES.forEach((place, i) => {
    if (country && place.country !== country) return;
    let best: (Match & { distance: number }) | null = null;
    for (const { key, name, language } of PLACE_NAME_KEYS[i]!) {
      const distance = distanceWithin(q, key, bound);
      if (distance <= bound && (!best || distance < best.distance)) best = { place, name, language, distance };
    }
    if (best) near.push(best);
  });
  return near.sort((a, b) => a.distance - b.distance || b.place.population - a.place.population).slice(0, LISTED);
}

const label = (place: Place) => `${place.name} (${place.country}, city=${place.id})`;
const brief = (place: Place) => ({ id: place.id, name: place.name, names: place.names, country: place.country, admin1: place.admin1, population: place.population });

/**
 * The place `city=` names: digits are a GeoNames id, anything else a name resolved to its most
 * populous bearer (narrowed by `country`). Refused: a name no place has (with the nearest names),
 * and a name borne by places of the same population, where nothing chooses between them.
 */
export function placeByIdOrName(text: string, country?: string): ChosenPlace {
  if (/^\d+$/.test(text)) {
    const place = placeById(text);
    if (country && place.country !== country) throw new InvalidValue('place_not_found', () => `GeoNames id ${text} is ${place.name} in ${place.country}, not in country=${country}: leave country out or give a place of ${country}`);
    return { place, by: 'id', candidates: 1, alternatives: [] };
  }
  const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  if (text.trim() === '' || [...text].length > MAX_NAME_LENGTH || /[\u0000-\u001f\u007f]/.test(text)) {
    throw new InvalidValue('invalid_place', (name) => `${name} must be a GeoNames id (e.g. ${name}=745044) or a place name of 1-${MAX_NAME_LENGTH} characters (e.g. ${name}=Istanbul), got '${shown}'`);
  }
  const named = placesNamed(text, country);
  if (!named.length) {
    const where = country ? ` in ${country}` : '';
    const elsewhere = country ? placesNamed(text).slice(0, LISTED).map(({ place }) => place) : [];
    const nearest = elsewhere.length ? [] : nearestPlaces(text, country).map(({ place }) => place);
    const hint = elsewhere.length
      ? `; places of that name elsewhere: ${elsewhere.map(label).join(', ')}`
      : nearest.length
        ? `; nearest names: ${nearest.map(label).join(', ')}`
        : '; find places with /v1/places?q=';
    throw new InvalidValue('place_not_found', () => `no place named '${shown}'${where} in the gazetteer (capitals and cities of 100,000 people or more)${hint}`, { nearest: [...elsewhere, ...nearest].map(brief) });
  }
  const [first, ...others] = named;
  const tied = others.filter((other) => other.place.population === first!.place.population);
  if (tied.length) {
    const all = [first!, ...tied].map(({ place }) => place);
    throw new InvalidValue('ambiguous_place', (name) => `${all.length} places are named '${shown}' with the same population, so none is the most populous: give ${name}=<id> (${all.slice(0, LISTED).map(label).join(', ')}) or country=`, {
      alternatives: all.slice(0, LISTED).map(brief),
    });
  }
  return {
    place: first!.place,
    by: 'name',
    query: text,
    matched: { name: first!.name, language: first!.language },
    ...(country ? { country } : {}),
    candidates: named.length,
    alternatives: others.slice(0, LISTED).map(({ place }) => place),
  };
}

/** The `place` block's words on how the place was chosen, and the others of its name. */
export function choiceBlock(chosen: ChosenPlace) {
  if (chosen.by === 'id') return { chosen_by: 'id' as const };
  const within = chosen.country ? ` in ${chosen.country}` : '';
  return {
    chosen_by: 'name' as const,
    query: chosen.query!,
    matched: chosen.matched!,
    choice:
      chosen.candidates === 1
        ? `the only place named '${chosen.query}'${within} in the gazetteer`
        : `the most populous of ${chosen.candidates} places named '${chosen.query}'${within}; give city=<id> or country= for another`,
    alternatives: chosen.alternatives.map(brief),
  };
}
