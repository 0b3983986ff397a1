/**
 * What the reader plays next: from an ayah to the end of its surah and on into the next surah, each
 * ayah repeated a chosen number of times, a range repeated as a whole. Pure, so the player script
 * (the reader page) and its tests share it.
 */

export interface Place {
  surah: number;
  ayah: number;
}

export interface PlaybackPlan {
  /** Where the range starts and ends; `to` null plays on to the end of the Quran. */
  from: Place;
  to: Place | null;
  /** Times each ayah is played (1 plays it once). */
  eachTimes: number;
  /** Times the range is played as a whole (1 plays it once). */
  rangeTimes: number;
}

export interface PlaybackState {
  place: Place;
  /** Plays of the current ayah so far, this one included. */
  ayahPlay: number;
  /** Passes over the range so far, this one included. */
  rangePass: number;
}

const before = (a: Place, b: Place) => a.surah < b.surah || (a.surah === b.surah && a.ayah < b.ayah);

/** The ayah after `place`, crossing into the next surah; null after the last ayah of the Quran. `counts[s - 1]` is surah s's ayah count. */
export function nextAyah(place: Place, counts: readonly number[]): Place | null {
  if (place.ayah < counts[place.surah - 1]!) return { surah: place.surah, ayah: place.ayah + 1 };
  if (place.surah < counts.length) return { surah: place.surah + 1, ayah: 1 };
  return null;
}

/** The ayah before `place`, crossing into the previous surah; null before 1:1. */
export function previousAyah(place: Place, counts: readonly number[]): Place | null {
  if (place.ayah > 1) return { surah: place.surah, ayah: place.ayah - 1 };
  if (place.surah > 1) return { surah: place.surah - 1, ayah: counts[place.surah - 2]! };
  return null;
}

/** A bounded count of plays: a whole number from 1 to 99, else 1. */
export function playCount(value: unknown): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= 99 ? number : 1;
}

export function startPlayback(plan: PlaybackPlan): PlaybackState {
  return { place: plan.from, ayahPlay: 1, rangePass: 1 };
}

/** What plays when the current ayah ends; null when the plan is done. */
export function afterEnded(state: PlaybackState, plan: PlaybackPlan, counts: readonly number[]): PlaybackState | null {
  if (state.ayahPlay < plan.eachTimes) return { ...state, ayahPlay: state.ayahPlay + 1 };
  const next = nextAyah(state.place, counts);
  const pastRange = next === null || (plan.to !== null && before(plan.to, next));
  if (!pastRange) return { place: next, ayahPlay: 1, rangePass: state.rangePass };
  if (state.rangePass < plan.rangeTimes) return { place: plan.from, ayahPlay: 1, rangePass: state.rangePass + 1 };
  return null;
}

/**
 * The plan the reader's controls describe: from an ayah, up to `toAyah` of the same surah when it is
 * one at or after it (else on to the end of the Quran), with the counts of plays bounded.
 */
export function readerPlan(from: Place, toAyah: unknown, eachTimes: unknown, rangeTimes: unknown, counts: readonly number[]): PlaybackPlan {
  const to = toAyah === '' || toAyah === null ? NaN : Number(toAyah);
  const within = Number.isInteger(to) && to >= from.ayah && to <= counts[from.surah - 1]!;
  return { from, to: within ? { surah: from.surah, ayah: to } : null, eachTimes: playCount(eachTimes), rangeTimes: playCount(rangeTimes) };
}
