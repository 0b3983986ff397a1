/**
 * The one iCalendar (RFC 5545) writer of the API's feeds, the Hijri events' and the prayer times':
 * a feed is its calendar's name, description and zone and its events' property lines; the writer
 * adds the frame and folds long lines. TEXT values are escaped by `text`, where a caller writes them.
 */

export interface Feed {
  /** What PRODID names after the API, e.g. `Hijri events`. */
  product: string;
  /** X-WR-CALNAME: the calendar's name shown by clients. */
  name: string;
  /** X-WR-CALDESC, when the feed has one. */
  description?: string;
  /** X-WR-TIMEZONE: an IANA zone, or UTC. */
  timezone: string;
  /** Each event's property lines (`UID:...`, `DTSTART:...`), without BEGIN:VEVENT and END:VEVENT. */
  events: Iterable<readonly string[]>;
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newline are escaped in TEXT values. */
export function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A DATE value: `2025-03-01` → `20250301`. */
export const dateValue = (iso: string) => iso.replace(/-/g, '');

/** A DATE-TIME value in UTC: `20250301T051200Z`. */
export const utcValue = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8
 * sequence; Arabic letters are two octets each, so the cut is counted in bytes.
 */
export function foldLine(line: string): string {
  // Most lines are short ASCII: only a line that may pass 75 bytes is walked character by character.
  if (line.length * 3 <= 75 || (line.length <= 75 && Buffer.byteLength(line) <= 75)) return line;
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

/** The feed as iCalendar text, CRLF line ends, long lines folded. */
export function writeFeed(feed: Feed): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Islamic Tools API//${feed.product}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(feed.name)}`,
    ...(feed.description === undefined ? [] : [`X-WR-CALDESC:${text(feed.description)}`]),
    `X-WR-TIMEZONE:${feed.timezone}`,
  ];
  for (const event of feed.events) lines.push('BEGIN:VEVENT', ...event, 'END:VEVENT');
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
