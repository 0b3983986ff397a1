/** An API key, when one is sent, must be known and not revoked: it raises the client's limits (contract §7). */
import { ApiError } from '../../src/api/problem';
import { hashKey, keyFromHeaders, type ApiKeyRecord } from '../api-keys';
import type { Edge, EdgeResponse, RequestContext } from '../context';

export function apiKey(ctx: RequestContext): EdgeResponse | undefined {
  if (!ctx.api) return undefined;
  const sent = keyFromHeaders(ctx.header('authorization'), ctx.header('x-api-key'));
  if (sent === null) return undefined;
  ctx.key = lookupKey(ctx.edge, sent);
  if (ctx.key) return undefined;
  const error = new ApiError('invalid_api_key', 'the API key sent is unknown or revoked; send a valid key, or no key for the anonymous limits');
  return ctx.problem(error, { 'WWW-Authenticate': 'Bearer' });
}

/** A key's record: from Redis when limits and keys are shared, else from the key file. */
function lookupKey(edge: Edge, sentKey: string): ApiKeyRecord | null {
  const sha256 = hashKey(sentKey);
  const inRedis = edge.shared.keyRecord(sha256);
  if (inRedis) return inRedis.revoked_at === null ? inRedis : null;
  return edge.keys.lookupHash(sha256);
}
