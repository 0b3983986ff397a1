/**
 * The place and the method of a prayer answer, from what was asked: coordinates or a place of the
 * gazetteer, a time zone or the place's own; a method and madhab, or the place's country's.
 */
import { resolveTimeZone } from '../hijri/today';
import { countryOfZone, madhabOfCountry, methodOfCountry } from './countries';
import type { MethodId } from './methods';
import type { Place } from './places';
import type { ChosenPlace } from './place-by-name';
import type { MadhabId, MethodChoice } from './times';
import { zoneAt } from './zone';

/** Where an answer is for, as asked: coordinates, or a place (as `city=` chose it, by id or by name). */
export type Whereabouts = { lat: number; lng: number } | { place: Place | ChosenPlace };

export interface Location {
  lat: number;
  lng: number;
  place?: Place;
  /** How `city=` chose the place. */
  placeChoice?: ChosenPlace;
  country: string | null;
  zone: string;
  zoneName: string;
}

/**
 * The place an answer is for, its country and its zone: `tz` (an IANA zone or a whole-hour offset)
 * or the zone of the coordinates. A zone the runtime does not know is an InvalidValue.
 */
export function locate(where: Whereabouts, tz?: string): Location {
  const placeChoice = 'place' in where && 'place' in where.place ? where.place : undefined;
  const place = 'place' in where ? (placeChoice ? placeChoice.place : (where.place as Place)) : undefined;
  const lat = place ? place.lat : (where as { lat: number }).lat;
  const lng = place ? place.lng : (where as { lng: number }).lng;
  const ownZone = zoneAt(lat, lng);
  const resolved = tz === undefined ? { zone: ownZone, name: ownZone } : resolveTimeZone(tz, ownZone);
  return { lat, lng, place, ...(placeChoice ? { placeChoice } : {}), country: place ? place.country : countryOfZone(ownZone), zone: resolved.zone, zoneName: resolved.name };
}

/** A method as asked: each option given, or left out for the method's or the country's. */
export type MethodRequest = Omit<MethodChoice, 'method' | 'madhab'> & { method?: MethodId; madhab?: MadhabId };

/** Who chose the method and the madhab: the request, or the place's country (its authority's, or the general default). */
export interface ChosenMethod {
  choice: MethodChoice;
  chosenBy: 'request' | 'country';
  madhabChosenBy: 'request' | 'country';
}

/** The method and madhab asked for, or those of the country (null: the general default). */
export function chooseMethod(request: MethodRequest, country: string | null): ChosenMethod {
  const { method, madhab, midnight, ...options } = request;
  return {
    chosenBy: method ? 'request' : 'country',
    madhabChosenBy: madhab ? 'request' : 'country',
    choice: { ...options, method: method ?? methodOfCountry(country), madhab: madhab ?? madhabOfCountry(country), ...(midnight ? { midnight } : {}) },
  };
}
