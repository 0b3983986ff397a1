import { describe, expect, it } from 'vitest';
import { chooseMethod, locate } from './location';
import { placeById } from './places';
import { dayTimes } from './times';
import { yearFeed } from './year';

const defaults = { madhab: 'shafi', highLatitudeRule: 'recommended', polar: 'unresolved', adjustments: {}, imsakMinutes: 10 } as const;

describe('a year of prayer times as iCalendar', () => {
  const oslo = locate({ place: placeById('3143244')! });
  const method = chooseMethod(defaults, oslo.country);
  const feed = yearFeed(2028, oslo, defaults);
  const events = feed.split('BEGIN:VEVENT\r\n').slice(1);

  it('has the five prayers of every day of the year, a leap year too', () => {
    expect(events).toHaveLength(5 * 366);
    expect(new Set(events.map((event) => /^UID:(.+)$/m.exec(event)![1])).size).toBe(5 * 366);
    expect(feed.startsWith('BEGIN:VCALENDAR\r\n') && feed.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('gives each prayer at the instant of the day answer, across the changes of summer time', () => {
    for (const [month, day] of [[1, 1], [3, 26], [6, 21], [10, 29], [12, 31]] as const) {
      const times = dayTimes(oslo.lat, oslo.lng, 2028, month, day, method.choice, { zone: oslo.zone });
      const date = `2028-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      for (const prayer of ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const) {
        const event = events.find((each) => each.includes(`UID:${date}-${prayer}-`))!;
        const start = /^DTSTART:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})00Z$/m.exec(event)!;
        expect(Date.UTC(+start[1]!, +start[2]! - 1, +start[3]!, +start[4]!, +start[5]!), `${date} ${prayer}`).toBe(Math.floor(times.times[prayer] / 60_000) * 60_000);
        expect(event).toContain(`rule: ${times.applied[prayer].rule}`);
      }
    }
  });

  it('keeps every line within 75 bytes, folded as RFC 5545 says', () => {
    for (const line of feed.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});
