/** The one match of an API request against the route table: it names the route, its arguments and its file. */
import { matchApiRequest } from '../../src/api/dispatch';
import { ApiError } from '../../src/api/problem';
import { DAY_SECONDS, cacheControlFor } from '../../src/api/json';
import type { StaticFile } from '../static-files';
import type { EdgeResponse, RequestContext } from '../context';
import { fileRepresentation } from '../representation';
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
 * again (`seenOnce`): a target asked once (a page of a search never asked before) is matched and
 * dropped young, not kept until the map is cleared, by which time it had reached the old generation.
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

/**
 * Targets matched once and not kept, by a 30-bit hash of their text (a small integer: nothing
 * allocated): two sets of at most 4,096, the older dropped when the newer is full, so a target asked
 * again within about 4,096 to 8,192 other new targets is known. A hash shared by two targets only
 * keeps the second one's match a request early.
 */
export class SeenOnce {
  private recent = new Set<number>();
  private older = new Set<number>();

  constructor(private readonly window: number) {}

  /** True when the target was seen before (and forgets it); else notes it. */
  again(target: string): boolean {
    const hash = targetHash(target);
    if (this.recent.delete(hash) || this.older.delete(hash)) return true;
    if (this.recent.size >= this.window) {
      this.older = this.recent;
      this.recent = new Set();
    }
    this.recent.add(hash);
    return false;
  }
}

const seenOnce = new SeenOnce(4096);

/** FNV-1a of a target's UTF-16 units, in 30 bits. */
function targetHash(target: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < target.length; i++) hash = Math.imul(hash ^ target.charCodeAt(i), 0x01000193);
  return hash & 0x3fffffff;
}

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
