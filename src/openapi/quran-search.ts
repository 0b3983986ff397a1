/**
 * OpenAPI 3.1 for `GET /api/v1/search`: the path and its schemas, merged into the quran fragment
 * (src/openapi/quran.ts) by the lead. The result schema refers to `Ayah` from that fragment.
 */
import { MAX_LIMIT, MAX_QUERY_LENGTH, SEARCH_LANGS } from '../quran/search';
import { DEFAULT_SEARCH_EDITIONS } from '../quran/search/translations';
import { ayahObjectSources } from '../quran/credits';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const arabicExample = {
  query: 'قل هو الله أحد',
  lang: 'ar',
  normalized_query: 'قل هو الله احد',
  surah: null,
  count: 1,
  limit: 50,
  offset: 0,
  results: [
    {
      surah_number: 112,
      surah_name: 'الْإِخْلَاص',
      ayah_number: 1,
      arabic_text: 'قُلۡ هُوَ ٱللَّهُ أَحَدٌ',
      english_text: 'Say, "He is Allah, [who is] One,',
      juz: 30,
      page: 604,
      hizb_quarter: 240,
      ruku: 554,
      manzil: 7,
      sajda: false,
      matched_words: [0, 1, 2, 3],
    },
  ],
  searched: { lang: 'ar', field: 'arabic_text', editions: ['quran-json'] },
  sources: ayahObjectSources(),
};

const englishExample = {
  query: 'ever living',
  lang: 'en',
  normalized_query: 'ever living',
  surah: 3,
  edition: 'en-sahih',
  count: 1,
  limit: 50,
  offset: 0,
  results: [
    {
      surah_number: 3,
      surah_name: 'آلِ عِمْرَان',
      ayah_number: 2,
      arabic_text: 'ٱللَّهُ لَآ إِلَٰهَ إِلَّا هُوَ ٱلۡحَيُّ ٱلۡقَيُّومُ',
      english_text: 'Allah - there is no deity except Him, the Ever-Living, the Sustainer of existence.',
      juz: 3,
      page: 50,
      hizb_quarter: 20,
      ruku: 42,
      manzil: 1,
      sajda: false,
      matched_words: [9],
    },
  ],
  searched: { lang: 'en', field: 'english_text', editions: ['en-sahih'] },
  sources: ayahObjectSources(),
};

export const searchSchemas = {
  SearchResult: {
    description:
      'An ayah object (as from GET /api/v1/ayah/{surah}/{ayah}) plus the words that hold the match.',
    allOf: [
      ref('Ayah'),
      {
        type: 'object',
        required: ['matched_words'],
        properties: {
          text: {
            type: 'string',
            description: "Only for a language other than Arabic and English: the ayah's text in the edition searched, which `matched_words` index into (split on spaces).",
          },
          matched_words: {
            type: 'array',
            items: { type: 'integer', minimum: 0 },
            uniqueItems: true,
            description:
              "0-based indices, ascending, of the words that hold a match: into `arabic_text.split(' ')` for lang=ar, " +
              "into `english_text.split(' ')` for lang=en (a word there keeps its punctuation, e.g. `Ever-Living,`). " +
              'Every occurrence in the ayah is marked; an Arabic match inside a word marks the whole word.',
          },
        },
      },
    ],
    unevaluatedProperties: false,
  },
  SearchResponse: {
    type: 'object',
    additionalProperties: false,
    required: ['query', 'lang', 'normalized_query', 'surah', 'count', 'limit', 'offset', 'results', 'searched', 'sources'],
    properties: {
      query: { type: 'string', minLength: 1, maxLength: MAX_QUERY_LENGTH, description: 'q as received.' },
      lang: { enum: [...SEARCH_LANGS], description: 'The language searched: the lang parameter in lower case, or detected from q.' },
      edition: { type: 'string', description: 'For any language but Arabic: the edition searched (GET /api/v1/editions).', examples: ['fr-hamidullah', 'en-sahih'] },
      normalized_query: {
        type: 'string',
        minLength: 1,
        description: 'The query as compared: the normalized Arabic, or the words (characters, for a script written without spaces) of the translation joined by spaces.',
        examples: ['يا ايها الذين امنوا', 'ever living'],
      },
      surah: {
        type: ['integer', 'null'],
        minimum: 1,
        maximum: 114,
        description: 'The surah searched (the surah parameter), or null for the whole Quran.',
      },
      count: { type: 'integer', minimum: 0, description: 'Number of matching ayahs in all, before limit and offset.' },
      limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT },
      offset: { type: 'integer', minimum: 0 },
      results: {
        type: 'array',
        maxItems: MAX_LIMIT,
        items: ref('SearchResult'),
        description: 'The page of matching ayahs, in mushaf order (surah, then ayah).',
      },
      searched: {
        type: 'object',
        additionalProperties: false,
        required: ['lang', 'field', 'editions'],
        description: 'What was searched: the language, the field of each result holding the text searched, and its id (an edition of /api/v1/editions, or `quran-json` for the Arabic).',
        properties: {
          lang: { enum: [...SEARCH_LANGS] },
          field: { enum: ['arabic_text', 'english_text', 'text'] },
          editions: { type: 'array', minItems: 1, items: { type: 'string' }, examples: [['en-sahih']] },
        },
      },
      hint: { type: 'string', description: 'Only when a query without lang or edition was searched as English and found nothing: the lang values written in its script.' },
      sources: ref('TextSources'),
    },
  },
};

export const searchPaths = {
  '/api/v1/search': {
    get: {
      tags: ['quran'],
      operationId: 'searchAyahs',
      summary: 'Search the ayahs in Arabic (diacritics and Uthmani spelling ignored), English, or the language of any translation (whole words).',
      description: [
        '**Arabic** (`lang=ar`): the query and every ayah are normalized the same way, and an ayah matches when the',
        'normalized query occurs in its normalized text, as a phrase within the one ayah; word boundaries are not',
        'required (نوح also finds نوحي). Normalization removes diacritics, Quranic marks and tatweel; folds أ إ آ ٱ to ا,',
        'ة to ه, ى to ي, and ؤ ئ to ء; and maps the Uthmani spelling to the modern one: ٱلصَّلَوٰةَ matches الصلاة,',
        'ٱلۡعَٰلَمِينَ matches العالمين, ٱلرَّحۡمَٰنِ matches الرحمن and الرحمان, يَٰٓأَيُّهَا matches يا أيها, دَاوُۥدَ matches',
        'داود and داوود. A query pasted with diacritics or in Uthmani script works the same. Every rule, with examples:',
        '/docs/search.',
        '',
        '**English** (`lang=en`, Saheeh International): case-insensitive, whole words, as a phrase. Punctuation,',
        "hyphens, apostrophes and the brackets of translator insertions do not break a phrase: `ever living` finds",
        "`Ever-Living`, `quran` finds `Qur'an`, `allah's` finds `Allah`; `man` does not find `mankind`. A phrase may",
        'use the words of an insertion (`Sustainer of all existence`, from `[all]`) or skip it (`He is Allah One`, from',
        '`He is Allah, [who is] One`).',
        '',
        '**Other translations** (`lang` = the language of any translation, or `edition` = any edition id): the edition named,',
        `or the language's default edition (${DEFAULT_SEARCH_EDITIONS.join(', ')}; for another language its first translation by id),`,
        'named in the answer\'s `edition`. A case-insensitive whole-word phrase; words are found with Intl.Segmenter and cut at',
        "apostrophes (`Allah` finds `d’Allah` and `Allah'ın`; ' and ’ alike; `dallah` finds `d'Allah` too); footnote markers are",
        'never part of a word; Latin, Greek, Cyrillic and Arabic-script letters ignore accents and diacritics (`priere` finds `prière`,',
        '`Ibrahim` finds `İbrahim`, `sukur` finds `şükür`); scripts written without spaces (Chinese, Japanese, Thai, Khmer...)',
        "match by characters, and a phrase does not run across punctuation. Each result carries the edition's `text`. The rules",
        'per language: /docs/search.',
        'A query whose letters are all of another script than `lang` (Arabic letters with `lang=en`) is 400 lang_mismatch.',
        '',
        'Characters other than letters and digits (including `.*`, `(`, `\\`) are never operators: they separate words.',
        'Results are in mushaf order; `count` is the total before paging; no match is 200 with `count: 0`.',
      ].join('\n'),
      responses: {
        '200': {
          description: 'The matching ayahs, one page of them, and their total count.',
          content: {
            'application/json': {
              schema: { anyOf: [ref('SearchResponse'), ref('RootSearchResponse')] },
              examples: { arabic: { value: arabicExample }, english: { value: englishExample } },
            },
          },
        },
        '400': { $ref: '#/components/responses/BadRequest' },
        '401': { $ref: '#/components/responses/Unauthorized' },
        '404': { $ref: '#/components/responses/NotFound' },
        '429': { $ref: '#/components/responses/TooManyRequests' },
      },
    },
  },
};
