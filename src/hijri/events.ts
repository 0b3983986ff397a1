/**
 * The curated events list (data/hijri-events.json), checked once when first read: a malformed
 * entry fails loudly at start-up or build time instead of reaching a caller.
 */
import eventsFile from '../../data/hijri-events.json' with { type: 'json' };

export type Observance = 'day' | 'night_before';

/** One event as curated: a fixed Hijri month and day, the same in every year. */
export interface HijriEvent {
  id: string;
  month: number;
  day: number;
  name_english: string;
  name_arabic: string;
  description: string;
  observed: Observance;
}

const OBSERVANCES: readonly string[] = ['day', 'night_before'];
const ARABIC_LETTER = /[\u0621-\u064A]/;

/** Validates the raw file; throws Error naming the first bad entry. Exported for tests. */
export function validateEvents(raw: unknown): HijriEvent[] {
  const list = (raw as { events?: unknown } | null)?.events;
  if (!Array.isArray(list)) throw new Error('data/hijri-events.json: `events` must be an array');
  const ids = new Set<string>();
  let previous = 0;
  return list.map((entry: Record<string, unknown>, index): HijriEvent => {
    const where = `data/hijri-events.json: events[${index}]`;
    const keys = Object.keys(entry).sort().join(',');
    if (keys !== 'day,description,id,month,name_arabic,name_english,observed') {
      throw new Error(`${where} has fields ${keys}; expected id, month, day, name_english, name_arabic, description, observed`);
    }
    const { id, month, day, name_english, name_arabic, description, observed } = entry;
    if (typeof id !== 'string' || !/^[a-z][a-z0-9_]*$/.test(id) || ids.has(id)) throw new Error(`${where}: id must be a unique snake_case name`);
    ids.add(id);
    if (!Number.isInteger(month) || (month as number) < 1 || (month as number) > 12) throw new Error(`${where}: month must be 1-12`);
    // Day 30 is allowed in the data (it exists in some years); 31 exists only in two early months.
    if (!Number.isInteger(day) || (day as number) < 1 || (day as number) > 30) throw new Error(`${where}: day must be 1-30`);
    const order = (month as number) * 100 + (day as number);
    if (order <= previous) throw new Error(`${where}: events must be sorted by month and day, one per day`);
    previous = order;
    for (const [name, value] of [['name_english', name_english], ['description', description]] as const) {
      if (typeof value !== 'string' || value.trim() === '' || value !== value.trim()) throw new Error(`${where}: ${name} must be trimmed text`);
    }
    if (typeof name_arabic !== 'string' || !ARABIC_LETTER.test(name_arabic)) throw new Error(`${where}: name_arabic must be Arabic text`);
    if (typeof observed !== 'string' || !OBSERVANCES.includes(observed)) throw new Error(`${where}: observed must be day or night_before`);
    return {
      id,
      month: month as number,
      day: day as number,
      name_english: name_english as string,
      name_arabic,
      description: description as string,
      observed: observed as Observance,
    };
  });
}

let byMonth: HijriEvent[][] | undefined;

/**
 * The events of one Hijri month (1..12), sorted by day; an empty array for a month without events.
 * @example eventsOfMonth(9).map((event) => event.day) //=> [1, 17, 21, 23, 25, 27, 29]
 */
export function eventsOfMonth(month: number): readonly HijriEvent[] {
  if (!byMonth) {
    const months: HijriEvent[][] = Array.from({ length: 12 }, () => []);
    for (const event of validateEvents(eventsFile)) months[event.month - 1]!.push(event);
    byMonth = months;
  }
  const events = byMonth[month - 1];
  if (!events) throw new RangeError(`no Hijri month ${month}`);
  return events;
}
