/** The blocks every prayer-times answer carries: the location, and the method with every parameter used. */
import type { Location } from './answers';
import { methodInfo } from './methods';
import { PLACE_NAMES_SOURCES, PLACES_SOURCE } from './places';
import { calculationParameters, PRAYERS, type AppliedRule, type MethodChoice, type PrayerName } from './times';

const ADHAN_VERSION = '4.4.6';

/** The method block: every parameter used, and (for one day) the rule applied to each prayer. */
export function methodBlock(choice: MethodChoice, chosenBy: 'request' | 'country', location: Location, ruleApplied: string, applied?: Record<PrayerName, AppliedRule>) {
  const info = methodInfo(choice.method);
  const { params } = calculationParameters(choice, location.lat, location.lng);
  return {
    id: choice.method,
    name: info.name,
    authority: info.authority,
    method_chosen_by: chosenBy,
    ...(chosenBy === 'country' ? { country: location.country } : {}),
    fajr_angle: params.fajrAngle,
    isha_angle: params.ishaInterval > 0 ? null : params.ishaAngle,
    isha_interval: params.ishaInterval > 0 ? params.ishaInterval : null,
    ...(params.maghribAngle ? { maghrib_angle: params.maghribAngle } : {}),
    madhab: choice.madhab,
    high_latitude_rule: choice.highLatitudeRule,
    high_latitude_rule_applied: ruleApplied,
    polar: choice.polar,
    adjustments: Object.fromEntries(PRAYERS.map((prayer) => [prayer, choice.adjustments[prayer] ?? 0])),
    method_adjustments: { ...params.methodAdjustments },
    rounding: params.rounding,
    imsak_minutes: choice.imsakMinutes,
    ...(applied ? { applied } : {}),
    library: `adhan ${ADHAN_VERSION} (MIT), https://github.com/batoulapps/adhan-js`,
  };
}

export function locationBlock(location: Location) {
  return {
    latitude: location.lat,
    longitude: location.lng,
    timezone: location.zoneName,
    country: location.country,
    place: location.place
      ? { id: location.place.id, name: location.place.name, names: location.place.names, name_sources: location.place.nameSources, country: location.place.country, admin1: location.place.admin1, population: location.place.population, capital: location.place.capital, source: PLACES_SOURCE, names_sources: PLACE_NAMES_SOURCES }
      : null,
  };
}

