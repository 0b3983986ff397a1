/** Counting helpers shared by the Abjad count tests (src/jummal/count*.test.ts). */
import { countAbjad, type AbjadCount } from '../../src/jummal/count';
import { DEFAULT_OPTIONS, type JummalOptions } from '../../src/jummal/options';

export const total = (text: string, options: Partial<JummalOptions> = {}) => countAbjad(text, { ...DEFAULT_OPTIONS, ...options }).total;
export const letters = (text: string, options: Partial<JummalOptions> = {}) =>
  countAbjad(text, { ...DEFAULT_OPTIONS, ...options }).breakdown.map((entry) => entry.letter).join('');
export const doubled = { shadda: 'double' } as const;

/** Every combination of the options, to check that a rule holds under all of them. */
export const everyConvention: JummalOptions[] = (['mashriqi', 'maghribi'] as const).flatMap((system) =>
  ([1, 0] as const).flatMap((hamza) =>
    ([1, 2] as const).flatMap((madda) =>
      ([5, 400] as const).flatMap((ta_marbuta) =>
        ([10, 1] as const).flatMap((alef_maqsura) =>
          (['once', 'double'] as const).flatMap((shadda) =>
            (['seat', 'seat_and_hamza'] as const).map((seated_hamza) => ({ system, hamza, madda, ta_marbuta, alef_maqsura, shadda, seated_hamza })),
          ),
        ),
      ),
    ),
  ),
);

/** What is wrong with a result's arithmetic: empty when the breakdown, the words and the total agree. */
export function inconsistencies(result: AbjadCount): string[] {
  const problems: string[] = [];
  const breakdownSum = result.breakdown.reduce((sum, entry) => sum + entry.value, 0);
  const wordSum = result.words.reduce((sum, word) => sum + word.total, 0);
  if (breakdownSum !== result.total) problems.push(`breakdown adds up to ${breakdownSum}, total is ${result.total}`);
  if (wordSum !== result.total) problems.push(`words add up to ${wordSum}, total is ${result.total}`);
  for (const entry of result.breakdown) {
    if (!Number.isInteger(entry.value) || entry.value < 0) problems.push(`value ${entry.value} of ${entry.letter}`);
    if ([...entry.letter].length !== 1) problems.push(`letter '${entry.letter}' is not one code point`);
  }
  return problems;
}
