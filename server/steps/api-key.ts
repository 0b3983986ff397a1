/** An API key, when one is sent, must be known and not revoked: it raises the client's limits (contract §7). */
import { ApiError } from '../../src/api/problem';
import { hashKey, keyFromHeaders, type ApiKeyRecord } from '../limits/api-keys';
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

/**
 * A key's record: known to Redis (keys made on another host) or to the key file, and revoked in
 * neither. A Redis restarted empty cannot bring back a key the file revoked.
 */
export function lookupKey(edge: Edge, sentKey: string): ApiKeyRecord | null {
  const sha256 = hashOfSent(sentKey);
  const inRedis = edge.shared.keyRecord(sha256);
  // Without a record in Redis the file's lookup alone says it (null for a key the file revoked).
  if (!inRedis) return edge.keys.lookupHash(sha256);
  return inRedis.revoked_at !== null || edge.keys.revoked(sha256) ? null : inRedis;
}

/**
 * The sha256 of a sent key, remembered for the keys sent most (a hash per request was a twentieth
 * of a static answer's time). Bounded: at most 1,024 keys of at most 128 characters, forgotten all
 * at once when full, so a client sending endless made-up keys costs a hash each, never memory.
 */
const sentKeyHashes = new Map<string, string>();
/** The last key sent and its sha256: a client's next request usually sends the same (a compare, no string hash). */
let lastSent: string | null = null;
let lastSha256 = '';
function hashOfSent(sentKey: string): string {
  if (sentKey === lastSent) return lastSha256;
  let sha256 = sentKeyHashes.get(sentKey);
  if (sha256 !== undefined) return ((lastSent = sentKey), (lastSha256 = sha256));
  sha256 = hashKey(sentKey);
  if (sentKey.length <= 128) {
    if (sentKeyHashes.size >= 1024) sentKeyHashes.clear();
    sentKeyHashes.set(sentKey, sha256);
  }
  return sha256;
}
