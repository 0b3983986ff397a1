import { sharedComponents, type OpenApiFragment } from './shared';
import { quranOpenApi } from './quran';
import { hijriOpenApi } from './hijri';
import { jummalOpenApi } from './jummal';
import { prayerOpenApi } from './prayer';
import { distributionOpenApi } from './distribution';
import { operationsOpenApi } from './operations';
import { wordsOpenApi } from './words';
import { verifyQuoteOpenApi } from './verify-quote';
import { recitationsOpenApi } from './recitations';
import { allRoutes } from '../api/routes';
import { filePattern, type RateGroup } from '../api/route';
import { RATE_LIMITS } from '../api/rate-limits';
import { routePathParameters, toTemplate } from './parameters';

/**
 * Every static file form (contract §6) as a path of its own, answering what the contract
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
          // On a plain CDN a bad argument is a 404; our server answers it as the contract form does.
          responses: { ...contract.responses, '404': { $ref: '#/components/responses/NotFound' } },
        },
      };
    }
  }
  return result;
}

const fragments: OpenApiFragment[] = [hijriOpenApi, jummalOpenApi, prayerOpenApi, quranOpenApi, wordsOpenApi, verifyQuoteOpenApi, recitationsOpenApi, distributionOpenApi, operationsOpenApi];

/** The OpenAPI 3.1 document of the whole API, written by the build to /openapi.json. */
export function openApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Islamic Tools API',
      // Minor for additions (contract §1): 1.1.0 adds the calendars, editions, divisions and the
      // typed parameters (integer path parameters with their ranges) to 1.0.0's paths.
      version: '1.1.0',
      description:
        'Free, public, read-only JSON API: Umm al-Qura Hijri calendar, Jummal (Abjad) calculator, Quran lookup and search. ' +
        'Every deterministic answer is also a static JSON file.',
      license: { name: 'MIT (code); see /docs/sources for the data licences', identifier: 'MIT' },
    },
    // Relative: the document describes whichever host serves it (this server, a mirror, a CDN).
    servers: [{ url: '/', description: 'The host that serves this document' }],
    // No key is needed; a key raises the limits (contract §7). `{}` makes each scheme optional.
    security: [{}, { ApiKey: [] }, { BearerKey: [] }],
    tags: fragments.map((fragment) => fragment.tag),
    paths: withEveryStatus(withRouteParameters(withStaticFiles(Object.assign({}, ...fragments.map((fragment) => fragment.paths))))),
    components: {
      schemas: Object.assign({}, sharedComponents.schemas, ...fragments.map((fragment) => fragment.schemas)),
      responses: sharedComponents.responses,
      securitySchemes: {
        ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'An API key raises the rate limits (tenfold unless the key says otherwise).' },
        BearerKey: { type: 'http', scheme: 'bearer', description: 'The same API key, sent as `Authorization: Bearer <key>`.' },
      },
    },
  };
}

/** Sets the parameters of every route's paths from the route table and the vocabulary. */
function withRouteParameters(paths: Record<string, any>): Record<string, unknown> {
  const result: Record<string, any> = { ...paths };
  for (const route of allRoutes) {
    for (const [template, parameters] of routePathParameters(route)) {
      const item = result[template];
      if (!item?.get) throw new Error(`the OpenAPI fragments do not describe ${template} (route ${route.id})`);
      result[template] = { ...item, get: { ...item.get, parameters } };
    }
  }
  return result;
}

function withStaticFiles(paths: Record<string, unknown>): Record<string, unknown> {
  return { ...paths, ...staticFilePaths(paths) };
}

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

/**
 * Adds the statuses every API path can answer whatever its own parameters: 400 (an unknown or
 * repeated parameter, bad encoding), 401 (a bad key), 304 (If-None-Match) on cacheable answers,
 * 404 on paths with captures, and 429 on rate-limited paths. A response whose status is not
 * documented for its path fails the HTTP tests.
 */
function withEveryStatus(paths: Record<string, any>): Record<string, unknown> {
  const groupOf = new Map<string, RateGroup>();
  for (const route of allRoutes) {
    groupOf.set(toTemplate(route.path), route.group);
    for (const files of route.files ?? []) groupOf.set(toTemplate(filePattern(route, files)), route.group);
  }
  const result: Record<string, unknown> = {};
  for (const [template, item] of Object.entries(paths)) {
    const operation = item.get;
    // POST /mcp documents its own answers (src/openapi/verify-quote.ts).
    if (!operation) {
      result[template] = item;
      continue;
    }
    // The operations endpoints take no parameters or keys: they answer only what they list.
    if (operation['x-operations']) {
      result[template] = item;
      continue;
    }
    const responses = { ...operation.responses };
    responses['400'] ??= ref('BadRequest');
    responses['401'] ??= ref('Unauthorized');
    if (template.includes('{')) responses['404'] ??= ref('NotFound');
    if (responses['200'] && !operation['x-no-store']) responses['304'] ??= { description: 'Not modified: the ETag sent in If-None-Match is current. No body.' };
    const group = groupOf.get(template);
    if (group && RATE_LIMITS[group] !== null) responses['429'] ??= ref('TooManyRequests');
    result[template] = { ...item, get: { ...operation, responses } };
  }
  return result;
}
