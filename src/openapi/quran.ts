import type { OpenApiFragment } from './shared';
import { searchPaths, searchSchemas } from './quran-search';

const problemResponses = {
  '400': { $ref: '#/components/responses/BadRequest' },
  '404': { $ref: '#/components/responses/NotFound' },
};
const json = (schema: unknown, example?: unknown) => ({
  content: { 'application/json': { schema, ...(example === undefined ? {} : { example }) } },
});
const positiveInteger = { type: 'integer', minimum: 1 };

const surahEntryRequired = ['number', 'name', 'english_name', 'transliteration', 'revelation_type', 'ayah_count', 'revelation_order'];
const surahEntryProperties = {
  number: { type: 'integer', minimum: 1, maximum: 114 },
  name: { type: 'string', description: 'Arabic name with full diacritics, without the word سورة.', examples: ['الْفَاتِحَة'] },
  english_name: { type: 'string', description: 'Meaning of the name.', examples: ['The Opening'] },
  transliteration: { type: 'string', examples: ['Al-Fatihah'] },
  revelation_type: { enum: ['Meccan', 'Medinan'] },
  ayah_count: positiveInteger,
  revelation_order: { type: 'integer', minimum: 1, maximum: 114, description: 'Traditional order of revelation (quran-meta).' },
};

export const quranSchemas = {
  SurahEntry: {
    type: 'object',
    additionalProperties: false,
    required: surahEntryRequired,
    properties: surahEntryProperties,
  },
  SurahList: {
    type: 'object',
    additionalProperties: false,
    required: ['count', 'surahs'],
    properties: {
      count: { type: 'integer', const: 114 },
      surahs: { type: 'array', minItems: 114, maxItems: 114, items: { $ref: '#/components/schemas/SurahEntry' } },
    },
  },
  SurahAyah: {
    type: 'object',
    additionalProperties: false,
    required: ['ayah_number', 'arabic_text', 'english_text', 'juz', 'page', 'sajda'],
    properties: {
      ayah_number: positiveInteger,
      arabic_text: { type: 'string', minLength: 1 },
      english_text: { type: 'string', minLength: 1 },
      juz: { type: 'integer', minimum: 1, maximum: 30 },
      page: { type: 'integer', minimum: 1, maximum: 604, description: 'Page of the Madinah mushaf (604 pages).' },
      sajda: { type: 'boolean', description: 'True for the 15 ayahs of prostration.' },
    },
  },
  Surah: {
    type: 'object',
    additionalProperties: false,
    required: [...surahEntryRequired, 'ayahs'],
    properties: {
      ...surahEntryProperties,
      ayahs: { type: 'array', minItems: 3, maxItems: 286, items: { $ref: '#/components/schemas/SurahAyah' } },
    },
  },
  Ayah: {
    type: 'object',
    required: ['surah_number', 'surah_name', 'ayah_number', 'arabic_text', 'english_text', 'juz', 'page', 'sajda'],
    properties: {
      surah_number: { type: 'integer', minimum: 1, maximum: 114 },
      surah_name: { type: 'string', description: 'Arabic surah name with diacritics.' },
      ayah_number: positiveInteger,
      arabic_text: { type: 'string', minLength: 1, description: 'Uthmani text with full diacritics.' },
      english_text: { type: 'string', minLength: 1, description: 'Saheeh International.' },
      juz: { type: 'integer', minimum: 1, maximum: 30 },
      page: { type: 'integer', minimum: 1, maximum: 604 },
      sajda: { type: 'boolean' },
    },
  },
};

const surahNumber = {
  name: 'number',
  in: 'path',
  required: true,
  description: 'Surah number 1 to 114. Not a whole number: 400 invalid_surah; outside 1..114: 404 surah_not_found.',
  schema: { type: 'string', examples: ['1'] },
};

export const quranOpenApi: OpenApiFragment = {
  tag: { name: 'quran', description: 'Quran lookup and search (base path /api/v1).' },
  schemas: { ...quranSchemas, ...searchSchemas },
  paths: {
    ...searchPaths,
    '/api/v1/surah': {
      get: {
        tags: ['quran'],
        operationId: 'listSurahs',
        summary: 'List all 114 surahs. Static file: /api/v1/surah.json',
        responses: { '200': { description: 'The surah list.', ...json({ $ref: '#/components/schemas/SurahList' }) } },
      },
    },
    '/api/v1/surah/{number}': {
      get: {
        tags: ['quran'],
        operationId: 'getSurah',
        summary: 'One surah with all its ayahs. Static file: /api/v1/surah/{number}.json',
        parameters: [surahNumber],
        responses: { '200': { description: 'The surah.', ...json({ $ref: '#/components/schemas/Surah' }) }, ...problemResponses },
      },
    },
    '/api/v1/ayah/{surah}/{ayah}': {
      get: {
        tags: ['quran'],
        operationId: 'getAyah',
        summary: 'One ayah. Static file: /api/v1/ayah/{surah}/{ayah}.json',
        parameters: [
          { ...surahNumber, name: 'surah' },
          {
            name: 'ayah',
            in: 'path',
            required: true,
            description: 'Ayah number within the surah. Past the end: 404 ayah_not_found.',
            schema: { type: 'string', examples: ['255'] },
          },
        ],
        responses: { '200': { description: 'The ayah.', ...json({ $ref: '#/components/schemas/Ayah' }) }, ...problemResponses },
      },
    },
  },
};
