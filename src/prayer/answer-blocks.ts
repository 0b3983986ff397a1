/** The blocks every prayer-times answer carries: the location, and the method with every parameter used. */
import type { ChosenMethod, Location } from './location';
import { countryDefault, DEFAULT_MADHAB } from './countries';
import { methodInfo } from './methods';
import { PLACE_NAMES_SOURCES, PLACES_SOURCE } from './places';
import { choiceBlock } from './place-by-name';
import { calculationParameters, midnightOf, PRAYERS, type AppliedRule, type PrayerName } from './times';

const ADHAN_VERSION = '4.4.6';

const MADHAB_WORDS = { shafi: "the Shafi'i Asr (shadow once its length)", hanafi: 'the Hanafi Asr (shadow twice its length)' } as const;

/**
 * What an answer must say about its method beside the numbers: that no table of the country's
 * authority is known, or where ours differs from it, or that the request chose otherwise than the
 * country's authority does.
 */
export function methodNote({ choice, chosenBy, madhabChosenBy }: ChosenMethod, country: string | null): string | undefined {
  const local = countryDefault(country);
  const notes: string[] = [];
  if (chosenBy === 'country') {
    if (!local) notes.push(`No timetable of ${country ? `${country}'s` : 'this place\'s'} authority is known here: the Muslim World League's angles and ${MADHAB_WORDS[DEFAULT_MADHAB]} are a general default, not a local practice; compare with the timetable your mosque or ministry prints`);
    else if (!local.table) notes.push(`No timetable of ${country}'s authority has been compared with these times (the method is ${local.source}); compare with the timetable your mosque or ministry prints`);
    if (local?.note) notes.push(local.note[0]!.toUpperCase() + local.note.slice(1));
  }
  if (local && madhabChosenBy === 'request' && choice.madhab !== local.madhab) notes.push(`Asr is ${MADHAB_WORDS[choice.madhab]} as asked; ${country}'s timetables print ${MADHAB_WORDS[local.madhab]}`);
  return notes.length ? `${notes.join('. ')}.` : undefined;
}

/** The method block: every parameter used, and (for one day) the rule applied to each prayer. */
export function methodBlock(chosen: ChosenMethod, location: Location, ruleApplied: string, applied?: Record<PrayerName, AppliedRule>) {
  const { choice, chosenBy, madhabChosenBy } = chosen;
  const info = methodInfo(choice.method);
  const { params } = calculationParameters(choice, location.lat, location.lng);
  const note = methodNote(chosen, location.country);
  return {
    id: choice.method,
    name: info.name,
    authority: info.authority,
    aladhan_method: info.aladhan,
    method_chosen_by: chosenBy,
    ...(chosenBy === 'country' || madhabChosenBy === 'country' ? { country: location.country } : {}),
    fajr_angle: params.fajrAngle,
    isha_angle: params.ishaInterval > 0 ? null : params.ishaAngle,
    isha_interval: params.ishaInterval > 0 ? params.ishaInterval : null,
    ...(params.maghribAngle ? { maghrib_angle: params.maghribAngle } : {}),
    madhab: choice.madhab,
    madhab_chosen_by: madhabChosenBy,
    high_latitude_rule: choice.highLatitudeRule,
    high_latitude_rule_applied: ruleApplied,
    polar: choice.polar,
    midnight: midnightOf(choice),
    adjustments: Object.fromEntries(PRAYERS.map((prayer) => [prayer, choice.adjustments[prayer] ?? 0])),
    method_adjustments: { ...params.methodAdjustments },
    rounding: params.rounding,
    imsak_minutes: choice.imsakMinutes,
    ...(note ? { note } : {}),
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
      ? { id: location.place.id, name: location.place.name, names: location.place.names, name_sources: location.place.nameSources, country: location.place.country, admin1: location.place.admin1, population: location.place.population, capital: location.place.capital, ...(location.placeChoice ? choiceBlock(location.placeChoice) : {}), source: PLACES_SOURCE, names_sources: PLACE_NAMES_SOURCES }
      : null,
  };
}

