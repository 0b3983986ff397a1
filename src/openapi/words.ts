import type { OpenApiFragment } from './shared';

const problems = { '400': { $ref: '#/components/responses/BadRequest' }, '404': { $ref: '#/components/responses/NotFound' } };
const json = (schema: unknown, example?: unknown) => ({ content: { 'application/json': { schema, ...(example === undefined ? {} : { example }) } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const text = (description: string, examples?: string[]) => ({ type: 'string', description, ...(examples ? { examples } : {}) });
const count = { type: 'integer', minimum: 0 };
const nullable = (description: string, examples?: string[]) => ({ type: ['string', 'null'], description, ...(examples ? { examples } : {}) });

const source = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'author', 'url', 'notice', 'via', 'mapped_onto'],
  description: "The Quranic Arabic Corpus, whose terms ask that its source be named, linked and its notice reproduced: pass this object on with the data.",
  properties: {
    name: text('The corpus and its version.', ['Quranic Arabic Corpus (morphology, version 0.4)']),
    author: text('Its author.', ['Kais Dukes']),
    url: { type: 'string', format: 'uri', examples: ['https://corpus.quran.com'] },
    notice: text("The corpus's notice."),
    via: {
      type: 'object',
      additionalProperties: false,
      required: ['repository', 'commit', 'folder', 'license'],
      description: 'The Text-Fabric conversion the files were copied from, verbatim.',
      properties: { repository: { type: 'string', format: 'uri' }, commit: { type: 'string', pattern: '^[0-9a-f]{40}$' }, folder: { type: 'string' }, license: { type: 'string' } },
    },
    mapped_onto: text('The text the words are mapped onto.'),
  },
};

const segment = {
  type: 'object',
  required: ['kind', 'text', 'pos', 'name', 'name_ar', 'terms_ar'],
  description: "A prefix, stem or suffix with the corpus's part-of-speech tag and its features spelled out in English; `terms_ar` spells the same features in Arabic grammatical terms.",
  properties: {
    kind: { enum: ['prefix', 'stem', 'suffix'] },
    text: text("The segment as the corpus writes it (the corpus's spelling, Tanzil Uthmani)."),
    pos: text('The tag of the corpus tagset (https://corpus.quran.com/documentation/tagset.jsp).', ['V', 'N', 'PN', 'P', 'PRON']),
    name: text('The tag in English.', ['verb']),
    name_ar: text('The tag in Arabic grammatical terms.', ['فعل']),
    tense: { enum: ['perfect', 'imperfect', 'imperative'] },
    derivation: { enum: ['active participle', 'passive participle', 'verbal noun'] },
    form: { enum: ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'], description: 'Verb form (I when the corpus marks none, for verbs).' },
    voice: { enum: ['active', 'passive'] },
    mood: { enum: ['indicative', 'subjunctive', 'jussive'], description: 'Imperfect verbs only; indicative when the corpus marks none.' },
    person: { type: 'integer', minimum: 1, maximum: 3 },
    gender: { enum: ['masculine', 'feminine'] },
    number: { enum: ['singular', 'dual', 'plural'] },
    case: { enum: ['nominative', 'accusative', 'genitive'] },
    indefinite: { const: true },
    special: text("The group of the particle or verb (kāna, inna, kāda and their sisters).", ['inna and its sisters']),
    terms_ar: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

const word = {
  type: 'object',
  additionalProperties: false,
  required: ['position', 'text', 'root', 'lemma', 'segments', 'corpus'],
  properties: {
    position: { type: 'integer', minimum: 1, description: 'Place of the word in the ayah text we serve (split at its spaces).' },
    text: text('The word as /api/v1/ayah serves it (KFGQPC text).'),
    root: nullable('The root in Arabic letters (ء for a hamza); null for particles and pronouns.', ['رحم']),
    lemma: nullable('The lemma as the corpus writes it, in Arabic.', ['رَّحْمَٰن']),
    segments: { type: 'array', items: ref('WordSegment') },
    corpus: {
      type: 'array',
      description: 'The corpus word(s) this word carries (two where the texts divide words differently), with their page on corpus.quran.com.',
      items: { type: 'object', additionalProperties: false, required: ['location', 'url'], properties: { location: text('surah:ayah:word in the corpus.', ['1:1:3']), url: { type: 'string', format: 'uri' } } },
    },
    note: text('Where the two texts divide this word differently: how it is resolved.'),
  },
};

const occurrence = {
  type: 'object',
  additionalProperties: false,
  required: ['surah', 'ayah', 'position', 'text', 'location'],
  properties: { surah: { type: 'integer', minimum: 1, maximum: 114 }, ayah: { type: 'integer', minimum: 1 }, position: { type: 'integer', minimum: 1 }, text: text('The word as we serve it.'), location: text('The corpus location.') },
};

/** The answer of GET /api/v1/search with root= or lemma=: the search answer plus the root or lemma and the corpus's source. */
export const rootSearchSchemas = {
  RootSearchResponse: {
    type: 'object',
    additionalProperties: false,
    required: ['query', 'lang', 'normalized_query', 'surah', 'count', 'limit', 'offset', 'results', 'searched', 'sources', 'source'],
    properties: {
      query: { type: 'string', description: 'q as received; empty when q was left out.' },
      lang: { const: 'ar' },
      normalized_query: { type: 'string', description: 'q as compared; empty when q was left out.' },
      root: { type: 'string', description: 'The root searched, in Arabic letters.', examples: ['رحم'] },
      lemma: { type: 'string', description: 'The lemma searched, as the corpus writes it.', examples: ['رَحْمَة'] },
      surah: { type: ['integer', 'null'], minimum: 1, maximum: 114 },
      count: { type: 'integer', minimum: 0 },
      limit: { type: 'integer', minimum: 1 },
      offset: { type: 'integer', minimum: 0 },
      results: { type: 'array', items: { $ref: '#/components/schemas/SearchResult' } },
      searched: { $ref: '#/components/schemas/SearchResponse/properties/searched' },
      sources: { $ref: '#/components/schemas/TextSources' },
      source: { $ref: '#/components/schemas/WordsSource' },
    },
  },
};


export const wordsOpenApi: OpenApiFragment = {
  tag: { name: 'words', description: 'Every word of the Quran with its root, lemma and grammar (Quranic Arabic Corpus 0.4), and its roots and lemmas.' },
  schemas: {
    ...rootSearchSchemas,
    WordsSource: source,
    WordSegment: segment,
    Word: word,
    WordOccurrence: occurrence,
    AyahWords: {
      type: 'object',
      additionalProperties: false,
      required: ['surah', 'ayah', 'count', 'words', 'sources', 'source'],
      properties: { surah: { type: 'integer' }, ayah: { type: 'integer' }, count: count, words: { type: 'array', items: ref('Word') }, sources: ref('TextSources'), source: ref('WordsSource') },
    },
    RootList: {
      type: 'object',
      additionalProperties: false,
      required: ['count', 'roots', 'source'],
      properties: {
        count: count,
        roots: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['root', 'spaced', 'buckwalter', 'occurrences', 'lemmas', 'first_ayah', 'url'],
            properties: { root: text('Arabic letters.', ['رحم']), spaced: text('Letters apart.', ['ر ح م']), buckwalter: text('As the corpus writes it.', ['rHm']), occurrences: count, lemmas: count, first_ayah: text('surah:ayah', ['1:1']), url: text('Its page.') },
          },
        },
        source: ref('WordsSource'),
      },
    },
    Root: {
      type: 'object',
      additionalProperties: false,
      required: ['root', 'spaced', 'buckwalter', 'occurrences', 'corpus_url', 'lemmas', 'sources', 'source'],
      properties: {
        root: text('Arabic letters.', ['رحم']),
        spaced: text('Letters apart.'),
        buckwalter: text('As the corpus writes it.'),
        occurrences: count,
        corpus_url: { type: 'string', format: 'uri' },
        lemmas: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['lemma', 'buckwalter', 'occurrences', 'url', 'words'],
            properties: { lemma: text('Arabic.'), buckwalter: text('As the corpus writes it.'), occurrences: count, url: text('Its page.'), words: { type: 'array', items: ref('WordOccurrence') } },
          },
        },
        sources: ref('TextSources'),
        source: ref('WordsSource'),
      },
    },
    Lemma: {
      type: 'object',
      additionalProperties: false,
      required: ['lemma', 'buckwalter', 'root', 'root_url', 'occurrences', 'words', 'sources', 'source'],
      properties: { lemma: text('Arabic.'), buckwalter: text('As the corpus writes it.'), root: nullable('Arabic letters.'), root_url: nullable('Its page.'), occurrences: count, words: { type: 'array', items: ref('WordOccurrence') }, sources: ref('TextSources'), source: ref('WordsSource') },
    },
  },
  paths: {
    '/api/v1/words/{surah}/{ayah}': {
      get: {
        tags: ['words'],
        operationId: 'getAyahWords',
        summary: 'Every word of an ayah with its segments, root, lemma and grammar. Static file: /api/v1/words/{surah}/{ayah}.json',
        responses: { '200': { description: 'The words.', ...json(ref('AyahWords')) }, ...problems },
      },
    },
    '/api/v1/roots': {
      get: { tags: ['words'], operationId: 'listRoots', summary: 'Every root with its occurrences, lemmas and first ayah. Static file: /api/v1/roots.json', responses: { '200': { description: 'The roots.', ...json(ref('RootList')) } } },
    },
    '/api/v1/roots/{root}': {
      get: {
        tags: ['words'],
        operationId: 'getRoot',
        summary: 'A root: its lemmas and every occurrence, grouped by lemma. Static file: /api/v1/roots/{root}.json (the root in Arabic letters, not spaced)',
        responses: { '200': { description: 'The root.', ...json(ref('Root')) }, ...problems },
      },
    },
    '/api/v1/lemmas/{lemma}': {
      get: {
        tags: ['words'],
        operationId: 'getLemma',
        summary: 'A lemma and every occurrence. Static file: /api/v1/lemmas/{lemma}.json (the lemma as the corpus writes it, with its diacritics)',
        responses: { '200': { description: 'The lemma.', ...json(ref('Lemma')) }, ...problems },
      },
    },
  },
};
