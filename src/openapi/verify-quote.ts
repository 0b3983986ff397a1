/** OpenAPI 3.1 for `GET /api/v1/verify-quote` and the MCP endpoint `POST /mcp`. */
import { MAX_CLOSE_WORDS, MAX_QUOTE_LENGTH } from '../quran/verify-quote';
import { problemResponse, type OpenApiFragment } from './shared';

const key = { type: 'string', pattern: '^[0-9]{1,3}:[0-9]{1,3}$', examples: ['112:1'] };

/** The answer of the quotation checker (src/quran/verify-quote.ts), also the MCP tool's output schema. */
export const QUOTE_VERDICT_SCHEMA = {
  type: 'object',
  required: ['match', 'ayahs', 'quran', 'words'],
  properties: {
    match: {
      enum: ['exact', 'part', 'close', 'none'],
      description:
        'exact: the words are one ayah, or consecutive ayahs, whole. part: a contiguous run of an ayah (or across the end of one and the start of the next), not whole. ' +
        'close: no run of the Quran is these words; `ayahs` are the nearest and `differences` the words that differ. none: nothing near. Letters are compared, not diacritics.',
    },
    ayahs: { type: 'array', items: key, description: 'The ayahs, as "surah:ayah", in order; empty for none.' },
    quran: {
      type: 'array',
      items: {
        type: 'object',
        required: ['key', 'surah_number', 'ayah_number', 'surah_name', 'arabic_text', 'url', 'reader_url'],
        properties: {
          key,
          surah_number: { type: 'integer', minimum: 1, maximum: 114 },
          ayah_number: { type: 'integer', minimum: 1 },
          surah_name: { type: 'string' },
          arabic_text: { type: 'string', description: 'The ayah in the Uthmani script (quran-json).' },
          url: { type: 'string', description: 'The ayah on this API.', examples: ['/api/v1/ayah/112/1'] },
          reader_url: { type: 'string', description: "The ayah in the site's reader.", examples: ['/quran/112/#1'] },
        },
      },
    },
    differences: {
      type: 'array',
      description: 'For close: each word that differs. position: the word of the quotation (1-based); quoted null: a word of the Quran the quotation drops; quran null: a word the quotation adds.',
      items: {
        type: 'object',
        required: ['position', 'quoted', 'quran'],
        properties: { position: { type: 'integer', minimum: 1 }, quoted: { type: ['string', 'null'] }, quran: { type: ['string', 'null'] } },
      },
    },
    places: { type: 'integer', minimum: 1, description: 'For exact and part: how many places of the Quran have these words.' },
    other_places: { type: 'array', maxItems: 20, items: { type: 'array', items: key }, description: 'For exact and part: the other places (at most 20).' },
    words: { type: 'integer', minimum: 1, description: 'How many words of the quotation were compared.' },
    sources: { $ref: '#/components/schemas/TextSources' },
  },
};

export const verifyQuoteOpenApi: OpenApiFragment = {
  tag: { name: 'tools for assistants', description: 'The quotation checker, and the same API as tools of the Model Context Protocol (/docs/mcp).' },
  schemas: { QuoteVerdict: QUOTE_VERDICT_SCHEMA },
  paths: {
    '/api/v1/verify-quote': {
      get: {
        tags: ['tools for assistants'],
        operationId: 'verifyQuranQuote',
        summary: 'Whether an Arabic quotation is the Quran (exact, part, close or none), which ayahs, and the words that differ.',
        description: `The quotation (with or without diacritics, Uthmani or typed spelling, at most ${MAX_QUOTE_LENGTH} characters) and every ayah are normalized as the search normalizes them and compared word by word. exact and part are never said of words the Quran does not have; close is looked for in quotations of up to ${MAX_CLOSE_WORDS} words. Measured accuracy: /docs/mcp.`,
        responses: {
          '200': { description: 'The verdict.', content: { 'application/json': { schema: { $ref: '#/components/schemas/QuoteVerdict' } } } },
          '400': { $ref: '#/components/responses/BadRequest' },
          '401': { $ref: '#/components/responses/Unauthorized' },
          '429': { $ref: '#/components/responses/TooManyRequests' },
        },
      },
    },
    '/mcp': {
      post: {
        tags: ['tools for assistants'],
        operationId: 'mcp',
        summary: 'The API as tools of the Model Context Protocol (Streamable HTTP, stateless): tools/list, tools/call.',
        description:
          'One JSON-RPC message of the Model Context Protocol per POST (at most 64 KiB), answered as JSON; no session and no event stream (GET is 405). ' +
          'Each tool call is a request of the API for the URL its result names (`url`), under the same API key, rate limits and budget of work as that URL asked directly: ' +
          'a call refused by them is a tool result with `isError: true` whose text starts with `rate_limited`. The tools and their arguments: /docs/mcp.',
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', required: ['jsonrpc', 'method'], properties: { jsonrpc: { const: '2.0' }, id: { type: ['string', 'integer'] }, method: { type: 'string', examples: ['tools/call'] }, params: { type: 'object' } } } } } },
        responses: {
          '200': { description: 'The JSON-RPC answer: the tools, or a tool result (`structuredContent` with `answer`, `url` and `sources`, and a short text).', content: { 'application/json': { schema: { type: 'object' } } } },
          '202': { description: 'A notification or a response was accepted; no body.' },
          '400': { description: 'Not a JSON-RPC message the server can read, as a JSON-RPC error.', content: { 'application/json': { schema: { type: 'object' } } } },
          '401': { $ref: '#/components/responses/Unauthorized' },
          '405': problemResponse('A method other than POST and OPTIONS: the endpoint is stateless, without an event stream.'),
          '406': { description: 'The Accept header does not accept application/json and text/event-stream, as the protocol asks of clients.' },
          '413': problemResponse('The message is larger than 64 KiB (code mcp_message_too_large).'),
        },
      },
    },
  },
};
