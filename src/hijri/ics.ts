/**
 * Events as an RFC 5545 iCalendar feed (contract §9): one all-day VEVENT per occurrence, with a
 * UID that stays the same across builds (`<event id>-<hijri date>@islamic-tools`), so a subscribed
 * calendar updates in place instead of duplicating. A night event (Laylat al-Qadr, ...) is placed
 * on the Gregorian day whose evening begins it, and its description says so.
 */
import type { EventOccurrence } from './reckoned-events';

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newline are escaped in TEXT values. */
function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8
 * sequence; Arabic letters are two octets each, so the cut is counted in bytes.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of line) {
    const bytes = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (currentBytes + bytes > limit) {
      out.push(current);
      current = '';
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  out.push(current);
  return out.join('\r\n ');
}

const compactDate = (iso: string) => iso.replace(/-/g, '');
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
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Islamic Tools API//Hijri events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:UTC',
  ];
  for (const event of occurrences) {
    const night = event.observed === 'night_before' && event.night_begins_gregorian;
    const day = night ? event.night_begins_gregorian! : event.gregorian;
    const description = night
      ? `The night of ${event.hijri} AH (${calendarName}), which begins at sunset on the evening of ${day}; the Hijri day itself is ${event.gregorian}. ${event.description}`
      : `${event.hijri} AH (${calendarName}). ${event.description}`;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.id}-${event.hijri}${uidSuffix}@islamic-tools`,
      // Fixed, not the build time: the same feed gives the same bytes in every build.
      `DTSTAMP:${compactDate(event.gregorian)}T000000Z`,
      `DTSTART;VALUE=DATE:${compactDate(day)}`,
      `DTEND;VALUE=DATE:${compactDate(nextDay(day))}`,
      `SUMMARY:${escapeText(`${event.name_english} / ${event.name_arabic}`)}`,
      `DESCRIPTION:${escapeText(description)}`,
      'TRANSP:TRANSPARENT',
      `CATEGORIES:${night ? 'Islamic night' : 'Islamic day'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
