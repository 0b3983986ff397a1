/** The one match of an API request against the route table: it names the route, its arguments and its file. */
import { matchApiRequest } from '../../src/api/dispatch';
import { ApiError } from '../../src/api/problem';
import { DAY_SECONDS, cacheControlFor } from '../../src/api/json';
import type { StaticFile } from '../static-files';
import type { EdgeResponse, RequestContext } from '../context';
import { fileRepresentation } from '../representation';

export function findRoute(ctx: RequestContext): EdgeResponse | undefined {
  if (!ctx.api) return undefined;
  try {
    ctx.match = matchApiRequest(ctx.path, ctx.query);
  } catch (error) {
    // A file the build wrote under an API path that no route declares (the manifest, archives).
    const written = error instanceof ApiError && error.code === 'not_found' ? buildArtifact(ctx, ctx.path) : null;
    if (written) return ctx.send(fileRepresentation(ctx, written, cacheControlFor(DAY_SECONDS)));
    return ctx.problem(error);
  }
  Object.assign(ctx.facts, { route: ctx.match.route.id, group: ctx.match.route.group });
  return undefined;
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
