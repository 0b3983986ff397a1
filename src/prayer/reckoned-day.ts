/** The Hijri day of a prayer answer; a day outside the calendar is refused as about the `day` asked. */
import { dayUnder, type Reckoning } from '../hijri/reckoning';
import { InvalidValue } from '../shared/input-error';

export function reckonedDay(dayNumber: number, reckoning: Reckoning): ReturnType<typeof dayUnder> {
  try {
    return dayUnder(dayNumber, reckoning);
  } catch (error) {
    throw error instanceof InvalidValue ? new InvalidValue(error.code, error.detailAbout, error.extra, 'day') : error;
  }
}
