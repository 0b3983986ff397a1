/** `/v1/hijri/today` at a place (`lat`, `lng`), with the day beginning at midnight or at Maghrib. */
import type { Answer } from '../route';
import { InputError } from '../../shared/input-error';
import { reckonedDay, type Reckoning } from '../../hijri/reckoning';
import { zonedDayAndSecondsLeft } from '../../hijri/today';
import { resolveLocation } from '../../prayer/answers';
import { hijriDayAtMaghrib } from '../../prayer/hijri-day';
import { LATITUDE, LONGITUDE } from '../vocabulary/prayer';

const DAY_STARTS = ['midnight', 'maghrib'] as const;

export function hijriTodayAtPlace(args: { tz?: string; lat?: string; lng?: string; day_starts?: string }, reckoning: Reckoning, nowMs: number): Answer {
  const dayStarts = args.day_starts ?? 'midnight';
  if (!DAY_STARTS.includes(dayStarts as (typeof DAY_STARTS)[number])) {
    throw new InputError('invalid_prayer_option', `day_starts must be midnight (the civil day, the default) or maghrib (the Hijri day begins at sunset), got '${dayStarts.slice(0, 40)}'`, 'day_starts', { allowed: [...DAY_STARTS] });
  }
  if (args.lat === undefined && args.lng === undefined) {
    throw new InputError('missing_location', 'day_starts needs the place: give lat and lng (decimal degrees, e.g. lat=21.4225&lng=39.8262)', 'lat');
  }
  const lat = LATITUDE.read(args.lat, {}, 'lat');
  const lng = LONGITUDE.read(args.lng, {}, 'lng');
  const location = resolveLocation({ lat, lng, tz: args.tz });
  if (dayStarts === 'maghrib') return hijriDayAtMaghrib(nowMs, location.lat, location.lng, location.zone, location.zoneName, reckoning);
  const { dayNumber, secondsLeft } = zonedDayAndSecondsLeft(location.zone, nowMs);
  return { body: { ...reckonedDay(dayNumber, reckoning, 'tz'), timezone: location.zoneName, day_starts: 'midnight', latitude: location.lat, longitude: location.lng }, maxAge: secondsLeft };
}
