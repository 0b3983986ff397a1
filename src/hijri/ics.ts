/**
 * Events as an RFC 5545 iCalendar feed (contract §9): one all-day VEVENT per occurrence, with a
 * UID that stays the same across builds (`<event id>-<hijri date>@islamic-tools`), so a subscribed
 * calendar updates in place instead of duplicating. A night event (Laylat al-Qadr, ...) is placed
 * on the Gregorian day whose evening begins it, and its description says so.
 */
import { dateValue, text, writeFeed } from '../shared/icalendar';
import type { EventOccurrence } from './reckoned-events';

function nextDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export interface FeedInfo {
  /** Calendar name shown by clients, e.g. "Islamic events 1446 AH (Umm al-Qura)". */
  name: string;
  occurrences: readonly EventOccurrence[];
  /** Appended to each UID under a calendar other than Umm al-Qura (`-diyanet`), so two calendars' feeds never share a UID. */
  uidSuffix?: string;
  /** The calendar named in descriptions; default "Umm al-Qura". */
  calendarName?: string;
}

export function eventsFeed({ name, occurrences, uidSuffix = '', calendarName = 'Umm al-Qura' }: FeedInfo): string {
  const events = occurrences.map((event) => {
    const night = event.observed === 'night_before' && event.night_begins_gregorian;
    const day = night ? event.night_begins_gregorian! : event.gregorian;
    const description = night
      ? `The night of ${event.hijri} AH (${calendarName}), which begins at sunset on the evening of ${day}; the Hijri day itself is ${event.gregorian}. ${event.description}`
      : `${event.hijri} AH (${calendarName}). ${event.description}`;
    return [
      `UID:${event.id}-${event.hijri}${uidSuffix}@islamic-tools`,
      // Fixed, not the build time: the same feed gives the same bytes in every build.
      `DTSTAMP:${dateValue(event.gregorian)}T000000Z`,
      `DTSTART;VALUE=DATE:${dateValue(day)}`,
      `DTEND;VALUE=DATE:${dateValue(nextDay(day))}`,
      `SUMMARY:${text(`${event.name_english} / ${event.name_arabic}`)}`,
      `DESCRIPTION:${text(description)}`,
      'TRANSP:TRANSPARENT',
      `CATEGORIES:${night ? 'Islamic night' : 'Islamic day'}`,
    ];
  });
  return writeFeed({ product: 'Hijri events', name, timezone: 'UTC', events });
}
