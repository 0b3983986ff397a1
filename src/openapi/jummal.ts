import type { OpenApiFragment } from './shared';
import { ABJAD_LETTERS } from '../jummal/letters';
import { DEFAULT_OPTIONS, JUMMAL_OPTIONS, OPTION_NAMES, type OptionName } from '../jummal/options';
import { MAX_TEXT_LENGTH, jummalResponse } from '../jummal/response';

const problems = {
  '400': { $ref: '#/components/responses/BadRequest' },
  '401': { $ref: '#/components/responses/Unauthorized' },
  '429': { $ref: '#/components/responses/TooManyRequests' },
};

const isNumeric = (name: OptionName) => typeof JUMMAL_OPTIONS[name].values[0] === 'number';
const describeOption = (name: OptionName) => {
  const spec = JUMMAL_OPTIONS[name];
  const values = spec.values.map(String);
  return `${spec.summary} ${values.map((value) => `\`${value}\`: ${spec.meanings[value]}`).join(' ')} Default \`${values[0]}\`.`;
};
const optionSchema = (name: OptionName) =>
  isNumeric(name)
    ? { type: 'integer', enum: [...JUMMAL_OPTIONS[name].values], default: JUMMAL_OPTIONS[name].values[0] }
    : { type: 'string', enum: [...JUMMAL_OPTIONS[name].values], default: JUMMAL_OPTIONS[name].values[0] };

const mashriqiTable = ABJAD_LETTERS.map((entry) => `${entry.letter}=${entry.mashriqi}`).join(' ');

export const jummalSchemas = {
  JummalLetter: {
    type: 'object',
    description: 'One counted letter, in text order.',
    additionalProperties: false,
    required: ['letter', 'value'],
    properties: {
      letter: {
        type: 'string',
        minLength: 1,
        maxLength: 1,
        description: 'The letter, one code point, in its standard form: ا + U+0654 is listed as أ, ﻻ as ل then ا, ﷲ as ا ل ل ه.',
        examples: ['م'],
      },
      value: { type: 'integer', minimum: 0, maximum: 1000, description: 'Its abjad value under the chosen options.' },
      written: {
        type: 'string',
        minLength: 1,
        description:
          'Present only when the text writes this letter differently from `letter`: the characters it was read from (a decomposed letter such as ا + U+0654, a presentation form such as ﺏ, or a ligature such as ﻻ, ﷲ, ﷽, which then appears on each of its letters).',
        examples: ['ﷲ'],
      },
      shadda: {
        const: true,
        description: 'Present only under `shadda=double`, on the second entry of a letter carrying shadda (the letter is listed twice).',
      },
    },
  },
  JummalWord: {
    type: 'object',
    additionalProperties: false,
    required: ['word', 'total'],
    properties: {
      word: { type: 'string', minLength: 1, description: 'The word as written in the text (words are separated by anything that is not a letter, mark, tatweel or ZWNJ).' },
      total: { type: 'integer', minimum: 0 },
    },
  },
  JummalOptions: {
    type: 'object',
    description: 'The options used, defaults included, so that an answer says exactly how it was counted.',
    additionalProperties: false,
    required: [...OPTION_NAMES],
    properties: Object.fromEntries(OPTION_NAMES.map((name) => [name, { enum: [...JUMMAL_OPTIONS[name].values] }])),
  },
  JummalResult: {
    type: 'object',
    additionalProperties: false,
    required: ['text', 'breakdown', 'total', 'words', 'options'],
    properties: {
      text: { type: 'string', minLength: 1, maxLength: MAX_TEXT_LENGTH, description: 'The text as received, after URL decoding.' },
      breakdown: {
        type: 'array',
        minItems: 1,
        items: { $ref: '#/components/schemas/JummalLetter' },
        description: 'Every counted letter in text order; marks, tatweel, ZWNJ, spaces, digits, punctuation and other scripts are left out.',
      },
      total: { type: 'integer', minimum: 0, description: 'The sum of `breakdown[].value`.' },
      words: { type: 'array', minItems: 1, items: { $ref: '#/components/schemas/JummalWord' }, description: 'Each word that has a letter, with its total; the totals add up to `total`.' },
      options: { $ref: '#/components/schemas/JummalOptions' },
    },
  },
};

export const jummalOpenApi: OpenApiFragment = {
  tag: {
    name: 'jummal',
    description: 'Abjad (Jummal) calculator (base path /v1): the value of each letter and of the whole text, under the convention you choose.',
  },
  schemas: jummalSchemas,
  paths: {
    '/v1/jummal': {
      get: {
        tags: ['jummal'],
        operationId: 'countJummal',
        summary: 'Abjad value of an Arabic text, letter by letter.',
        description:
          `Counts each written letter once (Mashriqi by default: ${mashriqiTable}). ` +
          'Vowel signs, tanween, sukun, shadda, dagger alif, Quranic marks, tatweel, ZWNJ and other format characters, spaces, digits, ' +
          'punctuation and other scripts count nothing. Persian, Urdu and other Arabic-script letters count as the Arabic letter they are ' +
          'built on (پ=2, چ=3, ژ=7, گ=20, ک=20, ی=10). Decomposed letters (ا + U+0653/U+0654/U+0655, ی + U+0654) count as the composed letter; ' +
          'presentation forms and ligatures count as their letters (ﻻ = ل + ا, ﷲ = الله, ﷽ = بسم الله الرحمن الرحيم = 786). ' +
          'Deterministic: cached for a day. Full rules and tables: /docs/jummal/.',
        parameters: [
          {
            name: 'text',
            in: 'query',
            required: true,
            description: `The text, URL-encoded; at most ${MAX_TEXT_LENGTH} characters counted as Unicode code points after decoding. Empty or absent: 400 missing_parameter; longer: 400 text_too_long; no Arabic letter: 400 no_arabic_letters.`,
            schema: { type: 'string', minLength: 1, maxLength: MAX_TEXT_LENGTH },
            examples: { basmala: { value: 'بسم الله الرحمن الرحيم' }, name: { value: 'محمد' } },
          },
          ...OPTION_NAMES.map((name) => ({
            name,
            in: 'query',
            required: false,
            description: `${describeOption(name)} Any other value: 400 invalid_option.`,
            schema: optionSchema(name),
          })),
        ],
        responses: {
          '200': {
            description: 'The letters, their values and the total.',
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/JummalResult' },
                example: jummalResponse('محمد', DEFAULT_OPTIONS),
              },
            },
          },
          ...problems,
        },
      },
    },
  },
};
