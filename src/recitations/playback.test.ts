import { describe, expect, it } from 'vitest';
import { corpus } from '../quran/corpus';
import { afterEnded, nextAyah, playCount, previousAyah, readerPlan, startPlayback, type PlaybackPlan, type PlaybackState } from './playback';

const counts = corpus().map((surah) => surah.ayahs.length);

function played(plan: PlaybackPlan, limit = 10_000): string[] {
  const out: string[] = [];
  let state: PlaybackState | null = startPlayback(plan);
  while (state && out.length < limit) {
    out.push(`${state.place.surah}:${state.place.ayah}`);
    state = afterEnded(state, plan, counts);
  }
  return out;
}

describe('the reader plays', () => {
  it('al-Fatihah through and on into al-Baqarah when no end is set', () => {
    expect(played({ from: { surah: 1, ayah: 1 }, to: null, eachTimes: 1, rangeTimes: 1 }, 9)).toEqual(['1:1', '1:2', '1:3', '1:4', '1:5', '1:6', '1:7', '2:1', '2:2']);
  });

  it('to the end of the Quran and stops after 114:6', () => {
    expect(played({ from: { surah: 114, ayah: 4 }, to: null, eachTimes: 1, rangeTimes: 1 })).toEqual(['114:4', '114:5', '114:6']);
  });

  it('an ayah three times', () => {
    const ayah = { surah: 2, ayah: 255 };
    expect(played({ from: ayah, to: ayah, eachTimes: 3, rangeTimes: 1 })).toEqual(['2:255', '2:255', '2:255']);
  });

  it('a range across two surahs twice, each ayah twice', () => {
    expect(played({ from: { surah: 113, ayah: 5 }, to: { surah: 114, ayah: 1 }, eachTimes: 2, rangeTimes: 2 })).toEqual(['113:5', '113:5', '114:1', '114:1', '113:5', '113:5', '114:1', '114:1']);
  });

  it('steps forward and back across surahs, and stops at the ends', () => {
    expect(nextAyah({ surah: 2, ayah: 286 }, counts)).toEqual({ surah: 3, ayah: 1 });
    expect(previousAyah({ surah: 3, ayah: 1 }, counts)).toEqual({ surah: 2, ayah: 286 });
    expect(previousAyah({ surah: 1, ayah: 1 }, counts)).toBeNull();
    expect(nextAyah({ surah: 114, ayah: 6 }, counts)).toBeNull();
  });

  it('reads a count of plays from 1 to 99, anything else as 1', () => {
    expect([playCount('3'), playCount(99), playCount('100'), playCount('0'), playCount('2.5'), playCount('x')]).toEqual([3, 99, 1, 1, 1, 1]);
  });

  it('takes the reader\'s controls as a plan: an end in the same surah at or after the start, else on to the end', () => {
    const from = { surah: 2, ayah: 255 };
    expect(readerPlan(from, '257', '3', '2', counts)).toEqual({ from, to: { surah: 2, ayah: 257 }, eachTimes: 3, rangeTimes: 2 });
    for (const to of ['', '254', '287', 'x', null]) expect(readerPlan(from, to, '1', '1', counts).to).toBeNull();
    expect(readerPlan(from, '255', '0', '1000', counts)).toMatchObject({ to: from, eachTimes: 1, rangeTimes: 1 });
    expect(played(readerPlan({ surah: 1, ayah: 1 }, '2', '2', '2', counts))).toEqual(['1:1', '1:1', '1:2', '1:2', '1:1', '1:1', '1:2', '1:2']);
  });
});
