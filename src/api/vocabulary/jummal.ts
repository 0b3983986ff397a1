/** The Jummal parameters: the text to count and the seven counting options. */
import { JUMMAL_OPTIONS, OPTION_NAMES, type JummalOptions, type OptionName } from '../../jummal/options';
import { MAX_TEXT_LENGTH, readJummalText } from '../../jummal/response';
import { defineParam, readParams, type Param } from './param';
import { oneOf } from './kinds';

/** The text to count: 400 missing_parameter, invalid_text (a control character) or text_too_long. */
export const JUMMAL_TEXT = defineParam({
  description: `the Arabic text to count, at most ${MAX_TEXT_LENGTH} characters, URL-encoded`,
  example: '%D9%85%D8%AD%D9%85%D8%AF',
  schema: { type: 'string', minLength: 1, maxLength: MAX_TEXT_LENGTH },
  codes: ['invalid_text', 'text_too_long', 'no_arabic_letters'],
  required: true,
  read: (raw) => readJummalText(raw),
});

const optionParam = <K extends OptionName>(name: K): Param<JummalOptions[K]> =>
  oneOf<JummalOptions[K]>({ description: lowerFirst(JUMMAL_OPTIONS[name].summary), values: JUMMAL_OPTIONS[name].values, meanings: JUMMAL_OPTIONS[name].meanings, code: 'invalid_option' });

const lowerFirst = (text: string) => text[0]!.toLowerCase() + text.slice(1);

/** The seven options, each one of its listed values; absent, its default (400 invalid_option otherwise). */
export const JUMMAL_OPTION_PARAMS = Object.fromEntries(OPTION_NAMES.map((name) => [name, optionParam(name)])) as unknown as {
  readonly [K in OptionName]: Param<JummalOptions[K]>;
};

/** The options of a query's arguments, read as a route reads them. */
export function readJummalOptions(args: Readonly<Record<string, string | undefined>>): JummalOptions {
  return jummalOptionsOf(readParams(JUMMAL_OPTION_PARAMS, args));
}

/** The seven options out of a route's typed values. */
export function jummalOptionsOf(values: JummalOptions): JummalOptions {
  return Object.fromEntries(OPTION_NAMES.map((name) => [name, values[name]])) as unknown as JummalOptions;
}
