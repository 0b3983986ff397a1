import type { OpenApiFragment } from './shared';
import { searchPaths, searchSchemas } from './quran-search';
import { DIVISION_COUNTS } from '../quran/divisions';

const problemResponses = {
  '400': { $ref: '#/components/responses/BadRequest' },
  '404': { $ref: '#/components/responses/NotFound' },
};
const json = (schema: unknown, example?: unknown) => ({
  content: { 'application/json': { schema, ...(example === undefined ? {} : { example }) } },
});
const positiveInteger = { type: 'integer', minimum: 1 };
/** Where an ayah sits in the mushaf's divisions (quran-meta, Hafs). */
export const structureProperties = {
  juz: { type: 'integer', minimum: 1, maximum: 30 },
  page: { type: 'integer', minimum: 1, maximum: 604, description: 'Page of the Madinah mushaf (604 pages).' },
  hizb_quarter: { type: 'integer', minimum: 1, maximum: 240, description: "Rub' al-hizb: the 60 hizbs in quarters, 1-240." },
  ruku: { type: 'integer', minimum: 1, maximum: 556, description: 'Ruku (section) number over the whole Quran, 1-556.' },
  manzil: { type: 'integer', minimum: 1, maximum: 7, description: 'Manzil, the seven parts for a weekly reading.' },
  sajda: { type: 'boolean', description: 'True for the 15 ayahs of prostration.' },
};

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

const editionLicenseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'url', 'commercial_use', 'modification', 'attribution'],
  description: "The publisher's terms for this text, machine-readable: pass them on with the text.",
  properties: {
    name: { type: 'string', examples: ['Tanzil translation terms'] },
    url: { type: 'string', format: 'uri', description: 'Where the publisher states the terms.' },
    commercial_use: { type: 'boolean', description: 'Whether the terms allow commercial use (Tanzil: no; QuranEnc: not forbidden).' },
    modification: { type: 'boolean', description: 'Whether the text may be changed (never, for any edition).' },
    attribution: { type: 'string', description: 'The credit to show with the text.' },
  },
};

const editionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'language', 'name', 'translator', 'direction', 'kind', 'source', 'publisher', 'release', 'footnotes', 'license'],
  properties: {
    id: { type: 'string', pattern: '^[a-z]{2,3}-[a-z]+$', examples: ['fr-hamidullah'] },
    language: { type: 'string', description: 'ISO 639-1 code.', examples: ['fr'] },
    name: { type: 'string' },
    translator: { type: 'string' },
    direction: { enum: ['ltr', 'rtl'], description: 'Writing direction of the text (Urdu is rtl).' },
    kind: { enum: ['translation', 'transliteration', 'tafsir'] },
    source: { type: 'string', format: 'uri', description: "The publisher's page for this edition." },
    publisher: { enum: ['Tanzil.net', 'QuranEnc.com'] },
    release: { type: 'string', format: 'date', description: 'The date the publisher gave the release we copied.' },
    footnotes: { type: 'boolean', description: 'True when the publisher has footnotes for this text: then every ayah carries `footnotes`.' },
    unplaced_notes: {
      type: 'array',
      description: "The publisher's notes whose place the copy we serve lost (no marker in the text points to them): served on no ayah, listed here with what is known of their place and why.",
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['number', 'footnote', 'why'],
        properties: {
          number: { type: 'integer', description: "The note's number in the copy." },
          footnote: { type: 'string', description: "The note's text." },
          between: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2, description: 'The ayahs (surah:ayah) whose markers are numbered just before and after it.' },
          belongs_to: { type: 'string', description: 'The ayah (surah:ayah) its text explains.' },
          marker_in_mirror: { type: 'string', description: 'The marker the copy wrongly linked it to (surah:ayah [^n]).' },
          why: { type: 'string' },
        },
      },
    },
    license: editionLicenseSchema,
  },
};
const footnotes = {
  type: 'array',
  description: "The publisher's footnotes of this ayah, in the order of their markers; `marker` stands in `text` exactly as written. A marker whose note the copy lost has none here (the edition's `unplaced_notes` lists those notes). Only on editions with footnotes.",
  items: { type: 'object', additionalProperties: false, required: ['marker', 'text'], properties: { marker: { type: 'string', examples: ['[^6]'] }, text: { type: 'string' } } },
};
const sharedWith = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  description: "Present when the publisher translated this ayah together with its neighbours: the group's first and last ayah of this surah. The publisher's file repeats the group's text under each ayah, and so does `text`; show it once for the group.",
  properties: { from: positiveInteger, to: positiveInteger },
  examples: [{ from: 1, to: 2 }],
};
const place = { type: 'object', additionalProperties: false, required: ['surah', 'ayah'], properties: { surah: { type: 'integer', minimum: 1, maximum: 114 }, ayah: positiveInteger } };

const textSource = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'license'],
  properties: {
    id: { type: 'string', description: 'An edition id (`en-sahih`, see /api/v1/editions) or a source id of /api/v1/manifest.json (`quran-json`).', examples: ['en-sahih'] },
    name: { type: 'string' },
    license: editionLicenseSchema,
  },
};

export const quranSchemas = {
  TextSources: {
    type: 'object',
    additionalProperties: false,
    description: 'For each field of the answer that holds a text we pass on (`arabic_text`, `english_text`, `text`, wherever they stand in the answer): which text it is and its terms. Show the `attribution` with the text.',
    properties: { arabic_text: textSource, english_text: textSource, text: textSource },
  },
  Edition: editionSchema,
  EditionList: {
    type: 'object',
    additionalProperties: false,
    required: ['count', 'editions'],
    properties: { count: { type: 'integer' }, editions: { type: 'array', items: { $ref: '#/components/schemas/Edition' } } },
  },
  EditionSurah: {
    type: 'object',
    additionalProperties: false,
    required: [...surahEntryRequired, 'edition', 'ayahs'],
    properties: {
      ...surahEntryProperties,
      edition: { $ref: '#/components/schemas/Edition' },
      reciter: { $ref: '#/components/schemas/ReciterSummary' },
      ayahs: {
        type: 'array',
        minItems: 3,
        maxItems: 286,
        items: { type: 'object', additionalProperties: false, required: ['ayah_number', 'text'], properties: { ayah_number: positiveInteger, text: { type: 'string', minLength: 1 }, footnotes, shared_with: sharedWith, audio: { $ref: '#/components/schemas/AyahAudio' } } },
      },
    },
  },
  EditionAyah: {
    type: 'object',
    additionalProperties: false,
    required: ['surah_number', 'surah_name', 'ayah_number', 'edition', 'text'],
    properties: {
      surah_number: { type: 'integer', minimum: 1, maximum: 114 },
      surah_name: { type: 'string' },
      ayah_number: positiveInteger,
      edition: { $ref: '#/components/schemas/Edition' },
      text: { type: 'string', minLength: 1 },
      footnotes,
      shared_with: sharedWith,
      audio: { $ref: '#/components/schemas/AyahAudio' },
      reciter: { $ref: '#/components/schemas/ReciterSummary' },
    },
  },
  Division: {
    type: 'object',
    additionalProperties: false,
    required: ['kind', 'number', 'first', 'last', 'ayah_count', 'ayahs', 'sources'],
    properties: {
      kind: { enum: ['juz', 'page', 'hizb', 'ruku', 'manzil'] },
      number: positiveInteger,
      first: place,
      last: place,
      ayah_count: positiveInteger,
      ayahs: { type: 'array', minItems: 1, items: { $ref: '#/components/schemas/Ayah' } },
      sources: { $ref: '#/components/schemas/TextSources' },
      reciter: { $ref: '#/components/schemas/ReciterSummary' },
    },
  },
  SajdaList: {
    type: 'object',
    additionalProperties: false,
    required: ['count', 'ayahs', 'sources'],
    properties: { count: { const: 15 }, ayahs: { type: 'array', minItems: 15, maxItems: 15, items: { $ref: '#/components/schemas/Ayah' } }, sources: { $ref: '#/components/schemas/TextSources' } },
  },
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
    required: ['ayah_number', 'arabic_text', 'english_text', 'juz', 'page', 'hizb_quarter', 'ruku', 'manzil', 'sajda'],
    properties: {
      ayah_number: positiveInteger,
      arabic_text: { type: 'string', minLength: 1 },
      english_text: { type: 'string', minLength: 1 },
      ...structureProperties,
      audio: { $ref: '#/components/schemas/AyahAudio' },
    },
  },
  Surah: {
    type: 'object',
    additionalProperties: false,
    required: [...surahEntryRequired, 'ayahs', 'sources'],
    properties: {
      ...surahEntryProperties,
      ayahs: { type: 'array', minItems: 3, maxItems: 286, items: { $ref: '#/components/schemas/SurahAyah' } },
      sources: { $ref: '#/components/schemas/TextSources' },
      reciter: { $ref: '#/components/schemas/ReciterSummary' },
    },
  },
  Ayah: {
    type: 'object',
    required: ['surah_number', 'surah_name', 'ayah_number', 'arabic_text', 'english_text', 'juz', 'page', 'hizb_quarter', 'ruku', 'manzil', 'sajda'],
    properties: {
      surah_number: { type: 'integer', minimum: 1, maximum: 114 },
      surah_name: { type: 'string', description: 'Arabic surah name with diacritics.' },
      ayah_number: positiveInteger,
      arabic_text: { type: 'string', minLength: 1, description: 'Uthmani text with full diacritics.' },
      english_text: { type: 'string', minLength: 1, description: 'Saheeh International.' },
      ...structureProperties,
      sources: { $ref: '#/components/schemas/TextSources', description: 'On the ayah and random ayah answers (not on the ayahs inside a list, whose answer carries it once).' },
      audio: { $ref: '#/components/schemas/AyahAudio' },
      reciter: { $ref: '#/components/schemas/ReciterSummary' },
    },
  },
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
        responses: { '200': { description: 'The surah.', ...json({ $ref: '#/components/schemas/Surah' }) }, ...problemResponses },
      },
    },
    '/api/v1/ayah/{surah}/{ayah}': {
      get: {
        tags: ['quran'],
        operationId: 'getAyah',
        summary: 'One ayah. Static file: /api/v1/ayah/{surah}/{ayah}.json',
        responses: { '200': { description: 'The ayah.', ...json({ $ref: '#/components/schemas/Ayah' }) }, ...problemResponses },
      },
    },

    '/api/v1/ayah/random': {
      get: {
        tags: ['quran'],
        operationId: 'randomAyah',
        summary: 'One ayah chosen uniformly at random (of the whole Quran, or of `surah`). Cache-Control: no-store.',
        responses: { '200': { description: 'An ayah.', ...json({ $ref: '#/components/schemas/Ayah' }) }, ...problemResponses },
      },
    },
    '/api/v1/sajda': {
      get: {
        tags: ['quran'],
        operationId: 'sajdaAyahs',
        summary: 'The 15 ayahs of prostration, in order. Static file: /api/v1/sajda.json',
        responses: { '200': { description: 'The sajda ayahs.', ...json({ $ref: '#/components/schemas/SajdaList' }) } },
      },
    },
    '/api/v1/editions': {
      get: {
        tags: ['quran'],
        operationId: 'listEditions',
        summary: 'Every translation, the transliteration and the two tafsirs, with id, language, translator, direction, publisher, release and licence. Static file: /api/v1/editions.json',
        responses: { '200': { description: 'The editions.', ...json({ $ref: '#/components/schemas/EditionList' }) } },
      },
    },
    '/api/v1/editions/{id}/surah/{number}': {
      get: {
        tags: ['quran'],
        operationId: 'getEditionSurah',
        summary: "A surah in one edition: the list entry, the edition and each ayah's text. Static file: /api/v1/editions/{id}/surah/{number}.json",
        responses: { '200': { description: 'The surah in the edition.', ...json({ $ref: '#/components/schemas/EditionSurah' }) }, ...problemResponses },
      },
    },
    '/api/v1/editions/{id}/ayah/{surah}/{ayah}': {
      get: {
        tags: ['quran'],
        operationId: 'getEditionAyah',
        summary: 'One ayah in one edition. Static file: /api/v1/editions/{id}/ayah/{surah}/{ayah}.json',
        responses: { '200': { description: 'The ayah in the edition.', ...json({ $ref: '#/components/schemas/EditionAyah' }) }, ...problemResponses },
      },
    },
    ...Object.fromEntries(
      (['juz', 'page', 'hizb', 'ruku', 'manzil'] as const).map((kind) => [
        `/api/v1/${kind}/{number}`,
        {
          get: {
            tags: ['quran'],
            operationId: `get${kind[0]!.toUpperCase()}${kind.slice(1)}`,
            summary: `The ayahs of one ${kind} (1-${DIVISION_COUNTS[kind]}), with its first and last ayah. Static file: /api/v1/${kind}/{number}.json`,
            responses: { '200': { description: `The ${kind}.`, ...json({ $ref: '#/components/schemas/Division' }) }, ...problemResponses },
          },
        },
      ]),
    ),
  },
};
