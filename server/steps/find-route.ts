/** The one match of an API request against the route table: it names the route, its arguments and its file. */
import { matchApiRequest } from '../../src/api/dispatch';
import { ApiError } from '../../src/api/problem';
import { DAY_SECONDS, cacheControlFor } from '../../src/api/json';
import type { StaticFile } from '../files/static-files';
import type { EdgeResponse, RequestContext } from '../context';
import { fileRepresentation } from '../representation';
import { SeenOnce } from '../limits/seen-once';
import type { RouteMatch } from '../../src/api/match';

export function findRoute(ctx: RequestContext): EdgeResponse | undefined {
  if (!ctx.api) return undefined;
  try {
    ctx.match = ctx.query === '' ? matchOfPath(ctx.path) : matchOfQuery(ctx.target, ctx.path, ctx.query);
  } catch (error) {
    // A file the build wrote under an API path that no route declares (the manifest, archives).
    const written = error instanceof ApiError && error.code === 'not_found' ? buildArtifact(ctx, ctx.path) : null;
    if (written) return ctx.send(fileRepresentation(ctx, written, cacheControlFor(DAY_SECONDS)));
    return ctx.problem(error);
  }
  ctx.facts.route = ctx.match.route.id;
  ctx.facts.group = ctx.match.route.group;
  return undefined;
}

/**
 * The match of a path without a query (a file's path, the static path), remembered for the paths
 * asked most: splitting, decoding and matching was the largest cost of a file answer of our own.
 * A match depends on the path alone and is never changed by its users (frozen to be sure). At most
 * 4,096 paths of at most 200 characters, forgotten all at once when full, so a client sending
 * endless distinct paths costs a match each, never memory. Paths that match nothing are not kept.
 */
const pathMatches = new Map<string, RouteMatch>();
function matchOfPath(pathname: string): RouteMatch {
  let match = pathMatches.get(pathname);
  if (match !== undefined) return match;
  match = matchApiRequest(pathname, '');
  if (pathname.length <= 200) {
    if (pathMatches.size >= 4096) pathMatches.clear();
    Object.freeze(match.args);
    pathMatches.set(pathname, Object.freeze(match));
  }
  return match;
}

/**
 * The match of a target with a query, remembered the same way in a map of its own (so that a flood
 * of distinct searches never pushes the files' paths out): parsing and decoding a query is the
 * largest cost of a cached live answer after the bytes' own (a search asked again, a hijri date).
 * Targets of at most 300 characters: long jummal texts are matched each time. Kept only once asked
 * again (server/limits/seen-once.ts).
 */
const queryMatches = new Map<string, RouteMatch>();
export function matchOfQuery(target: string, pathname: string, query: string): RouteMatch {
  let match = queryMatches.get(target);
  if (match !== undefined) return match;
  match = matchApiRequest(pathname, query);
  if (target.length <= 300 && seenOnce.again(target)) {
    if (queryMatches.size >= 4096) queryMatches.clear();
    Object.freeze(match.args);
    queryMatches.set(target, Object.freeze(match));
  }
  return match;
}

const seenOnce = new SeenOnce(4096);

function buildArtifact(ctx: RequestContext, rawPath: string): StaticFile | null {
  // A precompressed variant (.br, .gz) is sent only as the encoding of its file, under the file's
  // rate limit: never as a file of its own.
  if (!/\.[a-z0-9]+$/.test(rawPath) || /\.(br|gz)$/.test(rawPath)) return null;
  try {
    return ctx.edge.files.read(decodeURI(rawPath));
  } catch {
    return null;
  }
}
