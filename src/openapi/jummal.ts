import type { OpenApiFragment } from './shared';
import { ABJAD_LETTERS } from '../jummal/letters';
import { DEFAULT_OPTIONS, JUMMAL_OPTIONS, OPTION_NAMES } from '../jummal/options';
import { MAX_TEXT_LENGTH, jummalResponse } from '../jummal/response';

const problems = {
  '400': { $ref: '#/components/responses/BadRequest' },
  '401': { $ref: '#/components/responses/Unauthorized' },
  '429': { $ref: '#/components/responses/TooManyRequests' },
};

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
      seated: {
        const: true,
        description: 'Present only under `seated_hamza=seat_and_hamza`: this ء is the hamza of the seated hamza listed just before it (ؤ ئ ۓ ۂ), counted apart from its seat.',
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
  AyahJummal: {
    type: 'object',
    description: 'The `/v1/jummal` answer for one ayah\'s Uthmani text (no length limit), and where the ayah is.',
    additionalProperties: false,
    required: ['surah_number', 'ayah_number', 'text', 'breakdown', 'total', 'words', 'options', 'sources'],
    properties: {
      surah_number: { type: 'integer', minimum: 1, maximum: 114 },
      ayah_number: { type: 'integer', minimum: 1, maximum: 286 },
      text: { type: 'string', minLength: 1, description: 'The Uthmani text, exactly as `/api/v1/ayah/{surah}/{ayah}` gives it in `arabic_text`.' },
      breakdown: { type: 'array', minItems: 1, items: { $ref: '#/components/schemas/JummalLetter' } },
      total: { type: 'integer', minimum: 0 },
      words: { type: 'array', minItems: 1, items: { $ref: '#/components/schemas/JummalWord' } },
      options: { $ref: '#/components/schemas/JummalOptions' },
      sources: { $ref: '#/components/schemas/TextSources' },
    },
  },
  SurahJummal: {
    type: 'object',
    description: 'A surah\'s abjad total and each ayah\'s, under the chosen options.',
    additionalProperties: false,
    required: ['surah_number', 'name', 'total', 'ayahs', 'options'],
    properties: {
      surah_number: { type: 'integer', minimum: 1, maximum: 114 },
      name: { type: 'string', description: 'Arabic surah name with diacritics.' },
      total: { type: 'integer', minimum: 0, description: 'The sum of `ayahs[].total`.' },
      ayahs: {
        type: 'array',
        minItems: 3,
        maxItems: 286,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['ayah_number', 'total'],
          properties: { ayah_number: { type: 'integer', minimum: 1 }, total: { type: 'integer', minimum: 0 } },
        },
      },
      options: { $ref: '#/components/schemas/JummalOptions' },
    },
  },
};



const uthmaniRules =
  'The Uthmani text counts by the same rules as /v1/jummal: ٱ (alif wasla) is an alif (1); the dagger alif (U+0670) and the small waw and ya ' +
  '(U+06E5, U+06E6) are marks, not written letters, and count nothing (ٱلرَّحۡمَٰنِ = 329); a seatless hamza ء counts as ء; a hamza sign on a ' +
  'tatweel (شَيۡـًٔا) counts as ئ.';

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
    '/v1/jummal/quran/{surah}/{ayah}': {
      get: {
        tags: ['jummal'],
        operationId: 'ayahJummal',
        summary: 'Abjad value of one ayah. Static file (default options): /v1/jummal/quran/{surah}/{ayah}.json',
        description: `The /v1/jummal answer for the ayah's Uthmani text, with no length limit (2:282 included), plus its surah and ayah numbers. ${uthmaniRules} Every option of /v1/jummal applies; with none given the answer is a static file.`,
        responses: {
          '200': { description: 'The ayah\'s letters, values and total.', content: { 'application/json': { schema: { $ref: '#/components/schemas/AyahJummal' } } } },
          ...problems,
          '404': { $ref: '#/components/responses/NotFound' },
        },
      },
    },
    '/v1/jummal/quran/{surah}': {
      get: {
        tags: ['jummal'],
        operationId: 'surahJummal',
        summary: 'Abjad total of a surah and of each of its ayahs. Static file (default options): /v1/jummal/quran/{surah}.json',
        description: `Each ayah's total as /v1/jummal/quran/{surah}/{ayah} gives it, and their sum. ${uthmaniRules}`,
        responses: {
          '200': { description: 'The totals.', content: { 'application/json': { schema: { $ref: '#/components/schemas/SurahJummal' } } } },
          ...problems,
          '404': { $ref: '#/components/responses/NotFound' },
        },
      },
    },
  },
};
