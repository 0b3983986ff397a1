/**
 * The Qibla: the great-circle bearing from true north to the Kaaba (`adhan`'s Qibla), the
 * great-circle distance, and with a date the magnetic declination of the World Magnetic Model
 * 2025-2030 (`magvar`, NOAA/NCEI and BGS's WMM2025) so that a compass bearing can be read.
 */
import { Coordinates, Qibla } from 'adhan';
import { magvar, MODEL_EPOCH, MODEL_VALID_UNTIL } from 'magvar';
import { InvalidValue } from '../shared/input-error';
import { PLACE_NAMES_SOURCES, PLACES_SOURCE, type Place } from './places';
import { choiceBlock, type ChosenPlace } from './place-by-name';

export const KAABA = { lat: 21.4225241, lng: 39.8261818 };
/**
 * Within this distance of the Kaaba's centre a point is on the Kaaba itself (its walls are about 11
 * by 13 m, 8.5 m from centre to corner): there the Qibla has no bearing, every direction faces it.
 */
export const AT_KAABA_KM = 0.01;
const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in km on the mean Earth radius. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export const qiblaBearing = (lat: number, lng: number): number => Qibla(new Coordinates(lat, lng));

/** The years the magnetic model covers, as decimal years [from, until). */
export const MAGNETIC_MODEL = { name: 'World Magnetic Model 2025 (WMM2025)', from: MODEL_EPOCH as number, until: MODEL_VALID_UNTIL as number };

/** Declination in degrees, east positive, at sea level on a day (noon UTC). */
export const declination = (lat: number, lng: number, dayMs: number): number => magvar(lat, lng, 0, new Date(dayMs + 12 * 3600_000));

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const normalize = (deg: number) => ((deg % 360) + 360) % 360;

export interface QiblaAnswer {
  place?: { id: number; name: string; names: Place['names']; name_sources: Place['nameSources']; country: string; source: typeof PLACES_SOURCE; names_sources: typeof PLACE_NAMES_SOURCES };
  latitude: number;
  longitude: number;
  kaaba: { latitude: number; longitude: number };
  /** Null at the Kaaba, where no direction is the Qibla more than another. */
  bearing_true: number | null;
  at_kaaba: boolean;
  distance_km: number;
  magnetic?: { date: string; declination: number; bearing_magnetic: number | null; model: string; credit: string };
  note: string;
}

export function qiblaAnswer(lat: number, lng: number, day?: { iso: string; ms: number }, chosen?: ChosenPlace): QiblaAnswer {
  const place = chosen?.place;
  if (day) {
    const year = new Date(day.ms).getUTCFullYear();
    if (year < MAGNETIC_MODEL.from || year >= MAGNETIC_MODEL.until) {
      throw new InvalidValue('date_out_of_range', (name) => `${name} must be from ${MAGNETIC_MODEL.from}-01-01 to ${MAGNETIC_MODEL.until - 1}-12-31, the years the World Magnetic Model 2025 covers, got ${day.iso}; leave ${name} out for the true bearing alone`, {}, 'day');
    }
  }
  const distance = distanceKm(lat, lng, KAABA.lat, KAABA.lng);
  const atKaaba = distance < AT_KAABA_KM;
  const bearing = atKaaba ? null : qiblaBearing(lat, lng);
  const answer: QiblaAnswer = {
    ...(place && chosen
      ? { place: { id: place.id, name: place.name, names: place.names, name_sources: place.nameSources, country: place.country, ...choiceBlock(chosen), source: PLACES_SOURCE, names_sources: PLACE_NAMES_SOURCES } }
      : {}),
    latitude: lat,
    longitude: lng,
    kaaba: { latitude: KAABA.lat, longitude: KAABA.lng },
    bearing_true: bearing === null ? null : round(bearing, 4),
    at_kaaba: atKaaba,
    distance_km: round(distance, 1),
    note: atKaaba
      ? `These coordinates are at the Kaaba itself (${Math.round(distance * 1000)} m from its centre, within ${AT_KAABA_KM * 1000} m): there the Qibla is no direction, every direction faces it, so bearing_true${day ? ' and bearing_magnetic are' : ' is'} null.`
      : day
      ? 'bearing_true is degrees clockwise from true (geographic) north along the great circle; bearing_magnetic is the same direction measured from magnetic north, as a compass reads it (bearing_true minus the declination, east positive).'
      : 'bearing_true is degrees clockwise from true (geographic) north along the great circle. Add date=YYYY-MM-DD for the magnetic declination and the bearing a compass reads.',
  };
  if (day) {
    const dec = declination(lat, lng, day.ms);
    answer.magnetic = {
      date: day.iso,
      declination: round(dec, 2),
      bearing_magnetic: bearing === null ? null : round(normalize(bearing - dec), 2),
      model: MAGNETIC_MODEL.name,
      credit: 'NOAA National Centers for Environmental Information and the British Geological Survey, via the magvar npm package (MIT)',
    };
  }
  return answer;
}
