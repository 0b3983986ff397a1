import { describe, expect, it } from 'vitest';
import { InvalidValue } from '../shared/input-error';
import { hijriToday } from './responses';
import { resolveTimeZone, secondsUntilNextMidnight, zonedDate, zonedDayAndSecondsLeft, zonedDayNumber } from './today';

const at = (iso: string) => Date.parse(iso);

describe('hijriToday on either side of midnight', () => {
  // Riyadh is UTC+3 all year: its midnight is 21:00 UTC. New York is UTC-4 on 2024-03-10 (DST
  // began at 07:00 UTC that day), so that evening is still 10 March there.
  it('gives 29 Shaban 1445 in Riyadh one second before its midnight, cacheable for one second', () => {
    const { body, maxAge } = hijriToday(at('2024-03-10T20:59:59Z'), 'Asia/Riyadh');
    expect(body).toMatchObject({ hijri: '1445-08-29', gregorian: '2024-03-10', day_of_week_english: 'Sunday', timezone: 'Asia/Riyadh' });
    expect(maxAge).toBe(1);
  });

  it('gives 1 Ramadan 1445 in Riyadh at its midnight, cacheable for a whole day', () => {
    const { body, maxAge } = hijriToday(at('2024-03-10T21:00:00Z'), 'Asia/Riyadh');
    expect(body).toMatchObject({ hijri: '1445-09-01', gregorian: '2024-03-11', day_of_week_english: 'Monday', timezone: 'Asia/Riyadh' });
    expect(maxAge).toBe(86400);
  });

  it('still gives 29 Shaban 1445 in New York at both instants, cacheable until 04:00 UTC', () => {
    for (const [instant, seconds] of [
      ['2024-03-10T20:59:59Z', 7 * 3600 + 1],
      ['2024-03-10T21:00:00Z', 7 * 3600],
    ] as const) {
      const { body, maxAge } = hijriToday(at(instant), 'America/New_York');
      expect(body).toMatchObject({ hijri: '1445-08-29', gregorian: '2024-03-10', timezone: 'America/New_York' });
      expect(maxAge).toBe(seconds);
    }
  });

  it('answers with the nine day fields in order, then timezone', () => {
    const { body } = hijriToday(at('2024-03-10T21:00:00Z'), 'Asia/Jakarta');
    expect(Object.keys(body)).toEqual([
      'hijri',
      'year',
      'month',
      'day',
      'month_name_arabic',
      'month_name_english',
      'gregorian',
      'day_of_week_arabic',
      'day_of_week_english',
      'timezone',
    ]);
  });

  it('rounds a cache lifetime down, so that no cache keeps today past midnight', () => {
    expect(secondsUntilNextMidnight('Asia/Riyadh', at('2024-03-10T20:59:59.500Z'))).toBe(0);
    expect(secondsUntilNextMidnight('Asia/Riyadh', at('2024-03-10T20:59:58.001Z'))).toBe(1);
  });

  it('refuses a day outside the table with date_out_of_range', () => {
    expect(() => hijriToday(at('2077-11-16T21:00:00Z'), 'Asia/Riyadh')).toThrow(InvalidValue);
    expect(hijriToday(at('2077-11-16T20:59:59Z'), 'Asia/Riyadh').body.hijri).toBe('1500-12-30');
  });
});

describe('secondsUntilNextMidnight across clock changes', () => {
  it('counts a 23-hour day when the clock jumps from 23:59:59 to 01:00 (Asuncion, 2023-10-01)', () => {
    expect(zonedDate('America/Asuncion', at('2023-10-01T03:59:59Z'))).toEqual({ year: 2023, month: 9, day: 30 });
    expect(secondsUntilNextMidnight('America/Asuncion', at('2023-10-01T03:00:00Z'))).toBe(3600);
    expect(secondsUntilNextMidnight('America/Asuncion', at('2023-09-30T04:00:00Z'))).toBe(24 * 3600);
  });

  it('counts a 25-hour day when the clock falls back from 23:59:59 to 23:00 (Santiago, 2024-04-06)', () => {
    expect(secondsUntilNextMidnight('America/Santiago', at('2024-04-06T03:00:00Z'))).toBe(25 * 3600);
    expect(secondsUntilNextMidnight('America/Santiago', at('2024-04-07T02:30:00Z'))).toBe(90 * 60);
  });

  it('counts a 25-hour day when the clock falls back after midnight (Havana, 2024-11-03)', () => {
    // 00:59:59 -> 00:00 on 3 November: the date does not change back, so that day has 25 hours.
    expect(secondsUntilNextMidnight('America/Havana', at('2024-11-03T04:00:00Z'))).toBe(25 * 3600);
  });

  it('agrees with a scan of every date change of 2023 in zones with DST, half-hour and 45-minute offsets', () => {
    const failures: string[] = [];
    const dateKey = (zone: string, instant: number) => JSON.stringify(zonedDate(zone, instant));
    for (const zone of ['Asia/Riyadh', 'America/New_York', 'America/Asuncion', 'America/Santiago', 'Australia/Lord_Howe', 'Asia/Kathmandu']) {
      // Reference: scan the year in 15-minute steps, and pin each date change to its second.
      const changes: number[] = [];
      const start = at('2023-01-01T00:00:00Z');
      let key = dateKey(zone, start);
      for (let instant = start; instant < at('2024-01-02T00:00:00Z'); instant += 900_000) {
        const nextKey = dateKey(zone, instant + 900_000);
        if (nextKey === key) continue;
        key = nextKey;
        let low = instant;
        let high = instant + 900_000;
        while (high - low > 1000) {
          const middle = low + Math.floor((high - low) / 2000) * 1000;
          if (dateKey(zone, middle) === dateKey(zone, low)) low = middle;
          else high = middle;
        }
        changes.push(high);
      }
      expect(changes.length).toBeGreaterThanOrEqual(365);
      for (let instant = start + 1_234; instant < at('2024-01-01T00:00:00Z'); instant += 3600_000 * 5 + 7_000) {
        const next = changes.find((change) => change > instant)!;
        const expected = Math.floor((next - instant) / 1000);
        const got = secondsUntilNextMidnight(zone, instant);
        if (got !== expected) failures.push(`${zone} ${new Date(instant).toISOString()}: ${got}, expected ${expected}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('resolveTimeZone', () => {
  it('uses the default zone when no tz is sent', () => {
    expect(resolveTimeZone(undefined, 'Asia/Riyadh')).toEqual({ zone: 'Asia/Riyadh', name: 'Asia/Riyadh' });
  });

  it('returns the zone as the caller wrote it', () => {
    expect(resolveTimeZone('Asia/Kolkata', 'Asia/Riyadh').name).toBe('Asia/Kolkata');
    expect(resolveTimeZone('UTC', 'Asia/Riyadh').name).toBe('UTC');
  });

  it.each(['Mars/Olympus', '+03:30', 'GMT+3:00', 'Asia/Riyadh ', '../etc/passwd', 'Asia\u0000Riyadh', 'x'.repeat(200), ''])(
    'rejects %j as invalid_timezone on tz',
    (tz) => {
      let caught: unknown;
      try {
        resolveTimeZone(tz, 'Asia/Riyadh');
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(InvalidValue);
      const named = (caught as InvalidValue).named('tz');
      expect(named).toMatchObject({ code: 'invalid_timezone', param: 'tz' });
      expect(named.detail).toContain('IANA');
    },
  );

  it('fails loudly (not as a caller error) when the operator configured an unknown default zone', () => {
    expect(() => resolveTimeZone(undefined, 'Nowhere/Land')).toThrow(/HIJRI_DEFAULT_TZ/);
  });
});

describe('zonedDayAndSecondsLeft', () => {
  it('gives the same date and seconds as computing them afresh, at any instant, across midnights and DST changes', () => {
    const zones = ['Asia/Riyadh', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Pacific/Apia', 'Asia/Kathmandu', 'America/Santiago'];
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (const zone of zones) {
      // Walk forward in uneven steps (with sub-second parts) through 2024, where every listed zone with DST changes it.
      let at = Date.parse('2024-01-01T00:00:00Z');
      const end = Date.parse('2025-01-01T00:00:00Z');
      while (at < end) {
        const memo = zonedDayAndSecondsLeft(zone, at);
        expect(memo, `${zone} at ${new Date(at).toISOString()}`).toMatchObject({ dayNumber: zonedDayNumber(zone, at), secondsLeft: secondsUntilNextMidnight(zone, at) });
        // untilMs is the instant the zone's date changes: the same date a millisecond before, the next one at it.
        expect(zonedDayNumber(zone, memo.untilMs - 1), `${zone} at ${new Date(at).toISOString()}`).toBe(memo.dayNumber);
        expect(zonedDayNumber(zone, memo.untilMs), `${zone} at ${new Date(at).toISOString()}`).toBe(memo.dayNumber + 1);
        at += Math.floor(random() * 7 * 3600 * 1000) + 1;
      }
    }
  });

  it('recomputes when asked about an earlier instant', () => {
    const later = Date.parse('2024-03-11T12:00:00Z');
    const earlier = Date.parse('2024-03-09T12:00:00Z');
    expect(zonedDayAndSecondsLeft('Asia/Riyadh', later).dayNumber - zonedDayAndSecondsLeft('Asia/Riyadh', earlier).dayNumber).toBe(2);
  });
});

describe('time zones as users write them', () => {
  it.each([
    ['asia/jakarta', 'Asia/Jakarta', 'Asia/Jakarta'],
    ['AMERICA/NEW_YORK', 'America/New_York', 'America/New_York'],
    // Computed in the runtime's id of the zone (ICU's Asia/Calcutta on Node 20), named as written.
    ['Asia/Kolkata', new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata' }).resolvedOptions().timeZone, 'Asia/Kolkata'],
    ['+03:00', 'Etc/GMT-3', '+03:00'],
    ['-0500', 'Etc/GMT+5', '-05:00'],
    ['+00:00', 'UTC', '+00:00'],
  ])('reads %s as the zone %s, named %s ', (tz, zone, name) => {
    expect(resolveTimeZone(tz, 'Asia/Riyadh')).toEqual({ zone, name });
  });

  it.each([
    [' 03:00', '%2B03:00'],
    ['+05:30', 'Asia/Kolkata'],
    ['+15:00', 'whole hours'],
    ['Mars/Olympus', 'IANA'],
  ])('refuses %s with a detail naming %s', (tz, hint) => {
    expect(() => resolveTimeZone(tz, 'Asia/Riyadh')).toThrow(InvalidValue);
    try {
      resolveTimeZone(tz, 'Asia/Riyadh');
    } catch (error) {
      expect((error as InvalidValue).named('tz')).toMatchObject({ code: 'invalid_timezone', detail: expect.stringContaining(hint) });
    }
  });

  it('gives the date of a fixed offset: 2024-03-10T21:30Z is already 11 March at +03:00, still 10 March at -05:00', () => {
    const at = Date.parse('2024-03-10T21:30:00Z');
    expect(zonedDate(resolveTimeZone('+03:00', 'UTC').zone, at)).toEqual({ year: 2024, month: 3, day: 11 });
    expect(zonedDate(resolveTimeZone('-05:00', 'UTC').zone, at)).toEqual({ year: 2024, month: 3, day: 10 });
  });
});
