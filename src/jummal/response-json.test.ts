/**
 * The JSON writer of `GET /v1/jummal` against the answer it replaces: JSON.stringify of the
 * JummalResponse object, byte for byte, over every letter, every folded character, the Quran's
 * text, the longest texts, mixed scripts, random texts of letters and signs, under every option.
 */
import { describe, expect, it } from 'vitest';
import quran from 'quran-json/dist/quran_en.json' with { type: 'json' };
import { InvalidValue } from '../shared/input-error';
import { JUMMAL_OPTIONS, OPTION_NAMES, DEFAULT_OPTIONS, type JummalOptions } from './options';
import { FOLDED_RANGES, SPELLED_LIGATURES } from './presentation-forms';
import { jummalResponse, MAX_TEXT_LENGTH } from './response';
import { jummalResponseBytes, jummalResponseJson } from './response-json';
import { UNSUPPORTED_LETTERS, WRITTEN_LETTERS } from './written-letters';

/** Every combination of every option's documented values. */
const everyOptionSet: JummalOptions[] = OPTION_NAMES.reduce<JummalOptions[]>(
  (sets, name) => sets.flatMap((set) => (JUMMAL_OPTIONS[name].values as readonly unknown[]).map((value) => ({ ...set, [name]: value }))),
  [{ ...DEFAULT_OPTIONS }],
);

/** What the object answer gives: its JSON, or the error it throws. */
function viaObject(text: string, options: JummalOptions): string {
  try {
    return JSON.stringify(jummalResponse(text, options));
  } catch (error) {
    return refusal(error);
  }
}

/** The writer's bytes, or the error it throws. */
function viaWriter(text: string, options: JummalOptions): Buffer | string {
  try {
    return jummalResponseBytes(text, options);
  } catch (error) {
    return refusal(error);
  }
}

function refusal(error: unknown): string {
  if (!(error instanceof InvalidValue)) throw error;
  const named = error.named('text');
  return `refused ${named.code} (${named.param}): ${named.detail} ${JSON.stringify(named.extra)}`;
}

/** The texts whose answers differ from the object's, with the first difference of each. */
function differences(texts: readonly string[], optionSets: readonly JummalOptions[]): string[] {
  const found: string[] = [];
  for (const options of optionSets) {
    for (const text of texts) {
      const expected = viaObject(text, options);
      const answer = viaWriter(text, options);
      const same = typeof answer === 'string' ? answer === expected : answer.equals(Buffer.from(expected, 'utf8'));
      if (!same) {
        const written = answer.toString();
        let at = 0;
        while (written[at] === expected[at]) at++;
        found.push(`${JSON.stringify(text.slice(0, 40))} ${JSON.stringify(options)}: at ${at} ${JSON.stringify(written.slice(at, at + 40))} instead of ${JSON.stringify(expected.slice(at, at + 40))}`);
      }
    }
  }
  return found;
}

/** A small seeded generator, so that a failure names texts that can be made again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const SIGNS = ['\u064E', '\u064F', '\u0650', '\u0651', '\u0652', '\u064B', '\u0653', '\u0654', '\u0655', '\u0670', '\u0674', '\u0640', '\u200C', '\u200D', '\u06E5', ' ', '.', '7', '٣'];
const foldedChars = FOLDED_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)));
const letterChars = WRITTEN_LETTERS.map((letter) => letter.char);

describe('the JSON of GET /v1/jummal, written from the letters', () => {
  it('is the object answer, byte for byte, for every letter alone, doubled and in a word, under every option set', () => {
    expect(everyOptionSet.length).toBe(OPTION_NAMES.reduce((n, name) => n * JUMMAL_OPTIONS[name].values.length, 1));
    const texts = letterChars.flatMap((char) => [char, `${char}\u0651`, `ب${char}\u0651\u064E ${char}ا`, `ل${char}\u0654\u0651 ـ${char}`]);
    expect(differences(texts, everyOptionSet)).toEqual([]);
  });

  it('is the object answer for every character of the folded blocks (presentation forms and ligatures), refusals included', () => {
    const texts = foldedChars.flatMap((char) => [char, `ب${char}\u0651`, `${char}\u0654 ${char}`]);
    expect(differences(texts, [DEFAULT_OPTIONS, everyOptionSet.at(-1)!])).toEqual([]);
  });

  it('is the object answer for the longest texts: every spelled ligature 1,000 times, and 1,000 letters with shadda', () => {
    const texts = [
      ...SPELLED_LIGATURES.map((ligature) => ligature.char.repeat(MAX_TEXT_LENGTH)),
      'ئّ'.repeat(MAX_TEXT_LENGTH / 2),
      '\uFDFD'.repeat(995) + 'ابجده',
    ];
    expect(differences(texts, [DEFAULT_OPTIONS, { ...DEFAULT_OPTIONS, shadda: 'double', seated_hamza: 'seat_and_hamza' }])).toEqual([]);
  });

  it('is the object answer for mixed scripts, symbols, escapes and the refusals', () => {
    const texts = [
      'محمد Muhammad 123 ١٢٣ 😀 "quoted" \\ back\tslash\nline',
      'שלום محمد мир 世界',
      'ب\uD800ب \uDC00',
      'ABC 123',
      '\u200Cب\u200D',
      ...UNSUPPORTED_LETTERS.map((letter) => `ب${letter.char}`),
      'ᐁ ب',
    ];
    expect(differences(texts, everyOptionSet)).toEqual([]);
  });

  it("is the object answer for every ayah of the Quran's Uthmani text", () => {
    const surahs = quran as unknown as { verses: { text: string }[] }[];
    const texts = surahs.flatMap((surah) => surah.verses.map((verse) => verse.text));
    expect(texts.length).toBe(6236);
    expect(differences(texts, [DEFAULT_OPTIONS, { system: 'maghribi', hamza: 0, madda: 2, ta_marbuta: 400, alef_maqsura: 1, shadda: 'double', seated_hamza: 'seat_and_hamza' }])).toEqual([]);
  });

  it('is the object answer for 3,000 random texts of letters, signs, ligatures and spaces', () => {
    const next = random(38);
    const pick = <T>(from: readonly T[]) => from[Math.floor(next() * from.length)]!;
    const alphabet = [...letterChars, ...SIGNS, ...SIGNS, ...foldedChars.filter((_, i) => i % 7 === 0)];
    const texts = Array.from({ length: 3000 }, () => Array.from({ length: 1 + Math.floor(next() * 40) }, () => pick(alphabet)).join(''));
    expect(differences(texts, [pick(everyOptionSet), DEFAULT_OPTIONS, everyOptionSet.at(-1)!])).toEqual([]);
  });

  it('gives the same answer when called again after a larger one (the buffer it reuses holds nothing over)', () => {
    const large = jummalResponseJson('\uFDFD'.repeat(MAX_TEXT_LENGTH), DEFAULT_OPTIONS);
    expect(large.length).toBeGreaterThan(700_000);
    expect(jummalResponseJson('اب', DEFAULT_OPTIONS)).toBe(JSON.stringify(jummalResponse('اب', DEFAULT_OPTIONS)));
    expect(JSON.parse(jummalResponseJson('اب', DEFAULT_OPTIONS))).toEqual({ text: 'اب', breakdown: [{ letter: 'ا', value: 1 }, { letter: 'ب', value: 2 }], total: 3, words: [{ word: 'اب', total: 3 }], options: DEFAULT_OPTIONS });
  });

  it('hands out bytes of their own, which the next answer leaves as they were', () => {
    const first = jummalResponseBytes('بسم الله', DEFAULT_OPTIONS);
    const copy = Buffer.from(first);
    const second = jummalResponseBytes('\uFDFD'.repeat(500), DEFAULT_OPTIONS);
    expect(first.equals(copy)).toBe(true);
    for (const bytes of [first, second]) {
      expect(bytes.byteOffset).toBe(0);
      expect(bytes.buffer.byteLength).toBe(bytes.length);
    }
    expect(second.equals(Buffer.from(JSON.stringify(jummalResponse('\uFDFD'.repeat(500), DEFAULT_OPTIONS))))).toBe(true);
  });
});
