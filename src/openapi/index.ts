import { sharedComponents, type OpenApiFragment } from './shared';
import { quranOpenApi } from './quran';
import { hijriOpenApi } from './hijri';
import { jummalOpenApi } from './jummal';
import { allRoutes } from '../api/routes';
import { filePattern, patternParams } from '../api/route';

/** `/api/v1/ayah/:surah/:ayah.json` → `/api/v1/ayah/{surah}/{ayah}.json` */
const toTemplate = (pattern: string) => pattern.replace(/:([a-z_]+)/g, '{$1}');

/**
 * Every static file form (contract section 6) as a path of its own, answering what the contract
 * form answers, so that a CDN mirror's URLs are documented too.
 */
function staticFilePaths(paths: Record<string, any>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const route of allRoutes) {
    const contract = paths[toTemplate(route.path)]?.get;
    if (!contract) continue;
    for (const [index, files] of (route.files ?? []).entries()) {
      const pattern = filePattern(route, files);
      result[toTemplate(pattern)] = {
        get: {
          tags: contract.tags,
          operationId: `${contract.operationId}StaticFile${index || ''}`,
          summary: `Static file of ${toTemplate(route.path)}: the same bytes, servable by any CDN or mirror.`,
          parameters: patternParams(pattern).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
          // On a plain CDN a bad argument is a 404; our server answers it as the contract form does.
          responses: { ...contract.responses, '404': { $ref: '#/components/responses/NotFound' } },
        },
      };
    }
  }
  return result;
}

const fragments: OpenApiFragment[] = [hijriOpenApi, jummalOpenApi, quranOpenApi];

/** The OpenAPI 3.1 document of the whole API, written by the build to /openapi.json. */
export function openApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Islamic Tools API',
      version: '1.0.0',
      description:
        'Free, public, read-only JSON API: Umm al-Qura Hijri calendar, Jummal (Abjad) calculator, Quran lookup and search. ' +
        'Every deterministic answer is also a static JSON file.',
      license: { name: 'MIT (code); see /docs/sources for the data licences', identifier: 'MIT' },
    },
    servers: [{ url: 'http://localhost:4321' }],
    tags: fragments.map((fragment) => fragment.tag),
    paths: withStaticFiles(Object.assign({}, ...fragments.map((fragment) => fragment.paths))),
    components: {
      schemas: Object.assign({}, sharedComponents.schemas, ...fragments.map((fragment) => fragment.schemas)),
      responses: sharedComponents.responses,
    },
  };
}

function withStaticFiles(paths: Record<string, unknown>): Record<string, unknown> {
  return { ...paths, ...staticFilePaths(paths) };
}
