/** `/v1/hijri/today` at a place, with the day beginning at midnight or at Maghrib. */
import type { Answer } from '../route';
import { dayUnder, type Reckoning } from '../../hijri/reckoning';
import { zonedDayAndSecondsLeft } from '../../hijri/today';
import { locate } from '../../prayer/location';
import { locationBlock } from '../../prayer/answer-blocks';
import { hijriDayAtMaghrib } from '../../prayer/hijri-day';
import { answerAbout } from '../vocabulary/param';
import type { PlaceOfToday } from '../vocabulary/place';

export function hijriTodayAtPlace({ where, dayStarts }: PlaceOfToday, tz: string | undefined, reckoning: Reckoning, nowMs: number): Answer {
  const location = answerAbout('tz', () => locate(where, tz));
  // The place as the prayer-times answers give it, for an answer asked by city; coordinates alone stay as they were.
  const place = location.place ? { place: locationBlock(location).place } : {};
  if (dayStarts === 'maghrib') {
    const answer = hijriDayAtMaghrib(nowMs, location.lat, location.lng, location.zone, location.zoneName, reckoning);
    return { ...answer, body: { ...(answer.body as object), ...place } };
  }
  const { dayNumber, untilMs } = zonedDayAndSecondsLeft(location.zone, nowMs);
  return { body: { ...answerAbout('tz', () => dayUnder(dayNumber, reckoning)), timezone: location.zoneName, day_starts: 'midnight', latitude: location.lat, longitude: location.lng, ...place }, until: untilMs };
}
