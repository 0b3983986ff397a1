/** `/v1/hijri/today` at a place (`lat`, `lng`), with the day beginning at midnight or at Maghrib. */
import type { Answer } from '../route';
import { InputError } from '../../shared/input-error';
import { dayUnder, type Reckoning } from '../../hijri/reckoning';
import { zonedDayAndSecondsLeft } from '../../hijri/today';
import { resolveLocation } from '../../prayer/answers';
import { hijriDayAtMaghrib } from '../../prayer/hijri-day';
import { answerAbout, defineParam } from '../vocabulary/param';

const DAY_START_VALUES = ['midnight', 'maghrib'] as const;

/** When the Hijri day begins; optional, and only with lat and lng. */
export const DAY_STARTS = defineParam<(typeof DAY_START_VALUES)[number]>({
  description: 'midnight (the civil day) or maghrib (the Hijri day in force at the place now, begun at its last sunset); needs lat and lng',
  example: 'maghrib',
  schema: { type: 'string', enum: [...DAY_START_VALUES] },
  codes: ['invalid_prayer_option', 'missing_location'],
  read: (raw, _earlier, name) => {
    const found = DAY_START_VALUES.find((value) => value === raw);
    if (found) return found;
    throw new InputError('invalid_prayer_option', `${name} must be midnight (the civil day) or maghrib (the Hijri day begins at sunset), got '${raw.slice(0, 40)}'`, name, { allowed: [...DAY_START_VALUES] });
  },
});

export function hijriTodayAtPlace(values: { tz?: string; lat?: number; lng?: number; day_starts?: 'midnight' | 'maghrib' }, reckoning: Reckoning, nowMs: number): Answer {
  if (values.lat === undefined && values.lng === undefined) {
    throw new InputError('missing_location', 'day_starts needs the place: give lat and lng (decimal degrees, e.g. lat=21.4225&lng=39.8262)', 'lat');
  }
  const location = resolveLocation({ lat: values.lat, lng: values.lng, tz: values.tz });
  if (values.day_starts === 'maghrib') return hijriDayAtMaghrib(nowMs, location.lat, location.lng, location.zone, location.zoneName, reckoning);
  const { dayNumber, untilMs } = zonedDayAndSecondsLeft(location.zone, nowMs);
  return { body: { ...answerAbout('tz', () => dayUnder(dayNumber, reckoning)), timezone: location.zoneName, day_starts: 'midnight', latitude: location.lat, longitude: location.lng }, until: untilMs };
}
