import type { OpenApiFragment } from './shared';

const sha256 = { type: 'string', pattern: '^[0-9a-f]{64}$' };

/** The manifest the build writes (scripts/lib/distribution.ts): what a copy of the data holds. */
export const distributionOpenApi: OpenApiFragment = {
  tag: { name: 'data', description: 'The data folder as a whole: what a copy holds, and where to download it (/docs/static-files/).' },
  schemas: {
    Manifest: {
      type: 'object',
      additionalProperties: false,
      required: ['api', 'version', 'commit', 'notice', 'sources', 'files', 'hijri_range', 'archive', 'data_packages', 'package_of'],
      properties: {
        api: { const: 'islamic-tools-api' },
        version: { type: 'string', description: 'The API version the data was built with (package.json).', examples: ['0.1.0'] },
        commit: { type: ['string', 'null'], description: 'The git commit built, or null when built outside a git checkout.' },
        notice: { const: '/NOTICE.md', description: 'The terms of every text passed on, also at the root of the archive and of every npm data package.' },
        sources: {
          type: 'array',
          description: 'Everything passed on from others: the packages, and every edition with the copy it was taken from, its sha256 (the build fails when one differs) and its terms.',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'provides', 'from', 'publisher_url', 'terms', 'reads'],
            properties: {
              id: { type: 'string', examples: ['quran-json', 'edition:en-sahih'] },
              provides: { type: 'string' },
              from: {
                type: 'object',
                additionalProperties: false,
                required: ['path', 'sha256'],
                properties: {
                  package: { type: 'string' },
                  version: { type: 'string' },
                  repository: { type: 'string', format: 'uri' },
                  commit: { type: 'string', pattern: '^[0-9a-f]{40}$' },
                  path: { type: 'string' },
                  sha256: { anyOf: [sha256, { type: 'null' }], description: 'null where the source is facts taken by reading, not a file we copy.' },
                },
              },
              publisher_url: { type: 'string', format: 'uri' },
              reads: { type: 'array', items: { type: 'string' }, description: "What of it the build and the server read: files or folders under the repository's data/ (a trailing / or . is a prefix), or npm packages (npm:name)." },
              terms: {
                type: 'object',
                additionalProperties: false,
                required: ['name', 'url', 'commercial_use', 'modification', 'conditions'],
                properties: { name: { type: 'string' }, url: { type: 'string', format: 'uri' }, commercial_use: { type: 'boolean' }, modification: { type: 'boolean' }, conditions: { type: 'array', items: { type: 'string' } } },
              },
            },
          },
        },
        files: {
          type: 'object',
          additionalProperties: false,
          required: ['total', 'bytes', 'by_kind', 'compressed_variants'],
          properties: {
            total: { type: 'integer', description: 'Files in the data tree (what the archive holds).' },
            bytes: { type: 'integer' },
            by_kind: { type: 'object', additionalProperties: { type: 'integer' }, description: 'Files per route id (e.g. `quran.ayah`), plus `openapi`, `static-host` and `folder-index`.' },
            compressed_variants: { type: 'integer', description: 'Precompressed .br and .gz files written beside large answers (served folder only, not in the archive).' },
          },
        },
        hijri_range: {
          type: 'object',
          additionalProperties: false,
          required: ['hijri_first', 'hijri_last', 'gregorian_first', 'gregorian_last'],
          properties: {
            hijri_first: { type: 'string', format: 'date' },
            hijri_last: { type: 'string', format: 'date' },
            gregorian_first: { type: 'string', format: 'date' },
            gregorian_last: { type: 'string', format: 'date' },
          },
        },
        archive: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'url', 'bytes', 'sha256', 'files'],
          description: 'The archive of the data tree; it holds this manifest as manifest.json at its root, with bytes and sha256 null there (it cannot hold its own).',
          properties: { name: { type: 'string' }, url: { type: 'string' }, bytes: { type: ['integer', 'null'] }, sha256: { anyOf: [sha256, { type: 'null' }] }, files: { type: 'integer' } },
        },
        data_packages: {
          type: 'array',
          description: 'The npm packages that hold the data tree between them (the translations are a package of their own, to stay under the 100 MB that npm CDNs serve).',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['name', 'version', 'files', 'bytes', 'npm', 'cdn_example', 'editions', 'kinds'],
            properties: {
              name: { type: 'string' },
              version: { type: 'string' },
              files: { type: 'integer' },
              bytes: { type: 'integer' },
              npm: { type: 'string' },
              cdn_example: { type: 'string', description: 'The jsDelivr URL of a file this package holds.' },
              editions: { type: 'array', items: { type: 'string' }, description: 'The editions whose files it holds.' },
              kinds: { type: 'array', items: { type: 'string' }, description: 'The kinds of file it holds (route ids, `notice`, `package`, `manifest`, ...).' },
            },
          },
        },
        package_of: {
          type: 'object',
          additionalProperties: false,
          required: ['editions', 'kinds'],
          description: 'Where to find a file: the package of every edition, and the packages of every kind of file.',
          properties: {
            editions: { type: 'object', additionalProperties: { type: 'string' }, examples: [{ 'id-affairs': 'islamic-tools-api-editions-f-j' }] },
            kinds: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          },
        },
      },
    },
  },
  paths: {
    '/api/v1/manifest.json': {
      get: {
        tags: ['data'],
        operationId: 'getManifest',
        summary: 'What this copy of the data holds: version, commit, sources with checksums, file counts, the Hijri range, the archive.',
        responses: { '200': { description: 'The manifest.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Manifest' } } } } },
      },
    },
  },
};
