import type { OpenApiFragment } from './shared';

const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const problemResponses = { '400': { $ref: '#/components/responses/BadRequest' }, '404': { $ref: '#/components/responses/NotFound' } };
const url = { type: 'string', format: 'uri' };
const template = { type: 'string', description: 'A URL template: {surah}, {ayah}, {surah:3} and {ayah:3} (padded to three digits), {number} (the ayah in the whole Quran, 1-6236).' };
const hostFiles = { bitrate: { type: 'integer', description: 'kbps' }, ayah_url: template, surah_url: { anyOf: [template, { type: 'null' }] } };
const hostNames = { enum: ['everyayah.com', 'cdn.islamic.network'] };
const nullSegments = { type: 'null', description: 'Word timings: none yet (no timing set is published with these files); a later version may give an array here.' };

const recitationSchemas = {
  AyahAudio: {
    type: 'object',
    additionalProperties: false,
    required: ['url', 'alternates', 'segments'],
    description: "The ayah's recitation by the reciter of `reciter=`: a link to the host's file, never the audio itself.",
    properties: { url, alternates: { type: 'array', items: url, description: 'The same recording on the other hosts.' }, segments: nullSegments },
  },
  ReciterSummary: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'name', 'style', 'language', 'riwayah', 'hosts'],
    properties: {
      id: { type: 'string', examples: ['alafasy'] },
      name: { type: 'object', additionalProperties: false, required: ['ar', 'en'], properties: { ar: { type: 'string' }, en: { type: 'string' } } },
      style: { enum: ['murattal', 'mujawwad', 'muallim', 'translation'] },
      language: { type: 'string', description: 'The language recited: ar, or the language of a translation read aloud.' },
      riwayah: { enum: ['hafs', 'warsh', null] },
      hosts: {
        type: 'array',
        items: { type: 'object', additionalProperties: false, required: ['host', 'host_id', 'bitrate', 'terms'], properties: { host: hostNames, host_id: { type: 'string' }, bitrate: { type: 'integer' }, terms: { type: 'string' } } },
      },
    },
  },
  Reciter: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'name', 'style', 'language', 'riwayah', 'bitrates', 'hosts'],
    properties: {
      id: { type: 'string' },
      name: { type: 'object', additionalProperties: false, required: ['ar', 'en'], properties: { ar: { type: 'string' }, en: { type: 'string' } } },
      style: { enum: ['murattal', 'mujawwad', 'muallim', 'translation'] },
      language: { type: 'string' },
      riwayah: { enum: ['hafs', 'warsh', null] },
      bitrates: { type: 'array', items: { type: 'integer' } },
      hosts: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['host', 'host_id', 'bitrate', 'ayah_url', 'surah_url', 'files', 'index', 'terms'],
          properties: {
            host: hostNames,
            host_id: { type: 'string', description: "The host's own name: a folder under everyayah.com/data/, or an islamic.network edition." },
            ...hostFiles,
            files: { type: 'array', items: { type: 'object', additionalProperties: false, required: ['bitrate', 'ayah_url', 'surah_url'], properties: hostFiles } },
            index: { type: 'string', description: 'The pinned index it comes from (a key of `sources`).' },
            terms: { type: 'string', description: 'What the host states about use, or that it states nothing.' },
          },
        },
      },
    },
  },
  ReciterList: {
    type: 'object',
    additionalProperties: false,
    required: ['count', 'hosts', 'templates', 'segments', 'reciters', 'sources'],
    properties: {
      count: { type: 'integer' },
      hosts: { type: 'object', additionalProperties: { type: 'integer' }, description: 'How many reciters each host serves.' },
      templates: { type: 'object', additionalProperties: { type: 'string' } },
      segments: { type: 'string' },
      reciters: { type: 'array', items: { $ref: '#/components/schemas/Reciter' } },
      sources: { type: 'object', description: 'The pinned indexes: repository, commit, path, sha256, date read, and what each host states about use.' },
    },
  },
  SurahAudio: {
    type: 'object',
    additionalProperties: false,
    required: ['reciter', 'surah', 'surah_urls', 'segments', 'ayahs'],
    properties: {
      reciter: { $ref: '#/components/schemas/ReciterSummary' },
      surah: { type: 'object', additionalProperties: false, required: ['number', 'name', 'transliteration', 'ayah_count'], properties: { number: { type: 'integer' }, name: { type: 'string' }, transliteration: { type: 'string' }, ayah_count: { type: 'integer' } } },
      surah_urls: { type: 'array', items: url, description: 'The whole surah as one file, where a host has it.' },
      segments: nullSegments,
      ayahs: {
        type: 'array',
        minItems: 3,
        maxItems: 286,
        items: { type: 'object', additionalProperties: false, required: ['ayah_number', 'url', 'alternates'], properties: { ayah_number: { type: 'integer', minimum: 1 }, url, alternates: { type: 'array', items: url } } },
      },
    },
  },
};

export const recitationsOpenApi: OpenApiFragment = {
  tag: { name: 'recitations', description: 'Reciters and links to the recitation of each ayah on their hosts (base path /api/v1). No audio is served.' },
  schemas: recitationSchemas,
  paths: {
    '/api/v1/reciters': {
      get: {
        tags: ['recitations'],
        operationId: 'listReciters',
        summary: "Every reciter the hosts offer verse by verse: names, style, riwayah, bitrates, and each host's URL templates and terms. Static file: /api/v1/reciters.json",
        responses: { '200': { description: 'The reciters.', ...json({ $ref: '#/components/schemas/ReciterList' }) } },
      },
    },
    '/api/v1/audio/{reciter}/surah/{number}': {
      get: {
        tags: ['recitations'],
        operationId: 'getSurahAudio',
        summary: "The link to every ayah's recitation of a surah by one reciter. Static file: /api/v1/audio/{reciter}/surah/{number}.json",
        responses: { '200': { description: 'The links.', ...json({ $ref: '#/components/schemas/SurahAudio' }) }, ...problemResponses },
      },
    },
  },
};
