/**
 * The Qibla: the great-circle bearing from true north to the Kaaba (`adhan`'s Qibla), the
 * great-circle distance, and with a date the magnetic declination of the World Magnetic Model
 * 2025-2030 (`magvar`, NOAA/NCEI and BGS's WMM2025) so that a compass bearing can be read.
 */
import { Coordinates, Qibla } from 'adhan';
import { magvar, MODEL_EPOCH, MODEL_VALID_UNTIL } from 'magvar';
import { InputError } from '../shared/input-error';
import { PLACE_NAMES_SOURCES, PLACES_SOURCE, type Place } from './places';

export const KAABA = { lat: 21.4225241, lng: 39.8261818 };
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
  bearing_true: number;
  distance_km: number;
  magnetic?: { date: string; declination: number; bearing_magnetic: number; model: string; credit: string };
  note: string;
}

export function qiblaAnswer(lat: number, lng: number, day?: { iso: string; ms: number }, place?: Place): QiblaAnswer {
  if (day) {
    const year = new Date(day.ms).getUTCFullYear();
    if (year < MAGNETIC_MODEL.from || year >= MAGNETIC_MODEL.until) {
      throw new InputError('date_out_of_range', `date must be from ${MAGNETIC_MODEL.from}-01-01 to ${MAGNETIC_MODEL.until - 1}-12-31, the years the World Magnetic Model 2025 covers, got ${day.iso}; leave date out for the true bearing alone`, 'date');
    }
  }
  const bearing = qiblaBearing(lat, lng);
  const answer: QiblaAnswer = {
    ...(place ? { place: { id: place.id, name: place.name, names: place.names, name_sources: place.nameSources, country: place.country, source: PLACES_SOURCE, names_sources: PLACE_NAMES_SOURCES } } : {}),
    latitude: lat,
    longitude: lng,
    kaaba: { latitude: KAABA.lat, longitude: KAABA.lng },
    bearing_true: round(bearing, 4),
    distance_km: round(distanceKm(lat, lng, KAABA.lat, KAABA.lng), 1),
    note: day
      ? 'bearing_true is degrees clockwise from true (geographic) north along the great circle; bearing_magnetic is the same direction measured from magnetic north, as a compass reads it (bearing_true minus the declination, east positive).'
      : 'bearing_true is degrees clockwise from true (geographic) north along the great circle. Add date=YYYY-MM-DD for the magnetic declination and the bearing a compass reads.',
  };
  if (day) {
    const dec = declination(lat, lng, day.ms);
    answer.magnetic = {
      date: day.iso,
      declination: round(dec, 2),
      bearing_magnetic: round(normalize(bearing - dec), 2),
      model: MAGNETIC_MODEL.name,
      credit: 'NOAA National Centers for Environmental Information and the British Geological Survey, via the magvar npm package (MIT)',
    };
  }
  return answer;
}
