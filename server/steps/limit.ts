/**
 * The two limits of a client (a key, else the address): the count of requests of the route's group
 * in the last second, with its headers and 429, and its budget of work (server/limits/cost-budget.ts),
 * reserved here and charged by the answer step with the time each live answer took to make; a file
 * read from disk (a miss of the file cache) is charged here. A client refused for its work is not
 * read again until its Retry-After is over (server/steps/limit-hold.ts).
 */
import { ApiError } from '../../src/api/problem';
import { clientAddressOf } from '../limits/client-address';
import { clientLimitKey, rateLimitHeadersOf, type RateDecision } from '../limits/rate-limit';
import type { RateGroup } from '../../src/api/route';
import type { ApiKeyRecord } from '../limits/api-keys';
import type { ServerConfig } from '../process/config';
import type { EdgeResponse, RequestContext } from '../context';
import { cachedPrebuiltFileOf, prebuiltFileOf } from './answer';
import { BURST_SECONDS } from '../limits/cost-budget';
import { keptAnswerOf } from '../representation';
import { WARM_UP_CLIENT } from '../process/warm-up';
import { CORS_HEADERS, isApiPath } from '../headers';
import { holdAfterRefusal } from './limit-hold';
// Imported, not the global: the global `performance` is a getter Node runs on every use.
import { performance } from 'node:perf_hooks';

/**
 * Before the request is read further: a client without a key that its budget of work refused a
 * moment ago is refused again at once, for a target with a query. Parsing, matching and reading its parameters (a 9 KB jummal
 * text) cost more than the 429 itself: 80 connections of refused clients took the core that way.
 */
export function refuseEarly(ctx: RequestContext): EdgeResponse | undefined {
  const { config, shared } = ctx.edge;
  const headers = ctx.request.headers;
  // Only a target with a query (every costly live answer has one): paths without stay served from files.
  if (!config.rateLimits || !ctx.request.target.includes('?') || headers['x-api-key'] !== undefined || headers.authorization !== undefined || !isApiPath(ctx.target)) return undefined;
  if (ctx.request.remoteAddress === WARM_UP_CLIENT) return undefined;
  const wait = shared.costRefusedFor(addressClientOf(ctx));
  if (wait === 0) return undefined;
  const error = new ApiError('rate_limited', `this client is over its budget of work or among the heaviest while the server is at its ceiling; retry after ${wait} s, or use an API key for a larger budget`);
  holdAfterRefusal(ctx, wait);
  return ctx.problem(error, { ...CORS_HEADERS, 'Retry-After': String(wait) });
}

export function rateLimit(ctx: RequestContext): EdgeResponse | undefined | Promise<EdgeResponse | undefined> {
  const { config, shared } = ctx.edge;
  if (!ctx.match || !config.rateLimits || ctx.request.remoteAddress === WARM_UP_CLIENT) return undefined;
  const group = ctx.match.route.group;
  const client = ctx.key ? keyClientOf(ctx.key) : addressClientOf(ctx);
  ctx.facts.client = client;
  const multiplier = ctx.key?.multiplier ?? 1;
  // A prebuilt file from the cache costs next to nothing; a miss (reading, hashing, compressing and
  // answering a file not read lately) is work like any other, charged to the client that caused it
  // (server/steps/answer.ts). A client past its budget is still answered from the cache, never from disk.
  const lookup = performance.now();
  const files = ctx.edge.files;
  const misses = files.misses;
  const overdrawn = shared.costOverdrawnFor(client, multiplier);
  ctx.prebuilt = overdrawn === 0 ? prebuiltFileOf(ctx) : cachedPrebuiltFileOf(ctx);
  if (ctx.prebuilt === undefined) {
    const error = new ApiError('rate_limited', `this client used its budget of work: ${shared.costBurstMs / BURST_SECONDS * multiplier} ms of the server's processing time per second, and files not asked lately are read from disk, which is work; retry after ${overdrawn} s${ctx.key ? '' : ', or use an API key for a larger budget'}`);
    holdAfterRefusal(ctx, overdrawn);
    return ctx.problem(error, { 'Retry-After': String(overdrawn) });
  }
  if (ctx.prebuilt && files.misses !== misses) ctx.fileMissAt = lookup;
  // An answer the cache holds costs what a file does: neither reserved nor charged (server/steps/answer.ts).
  if (!ctx.prebuilt) ctx.keptAnswer = keptAnswerOf(ctx, ctx.match);
  // Admitted with its typical cost reserved at once: charged before the work, and before any await.
  const cost = ctx.prebuilt || ctx.keptAnswer ? null : shared.admitCost(client, multiplier);
  if (cost && cost.wait > 0) {
    const why =
      cost.refusedBy === 'process'
        ? `the server is at its ceiling of work and this client is among the heaviest (it used over half of its budget of ${cost.budget} ms of processing time per second); retry after ${cost.wait} s`
        : cost.refusedBy === 'in-flight'
          ? `this client has too many costly requests in progress at once; wait for their answers, retry after ${cost.wait} s`
          : `this client used its budget of work: ${cost.budget} ms of the server's processing time per second (long jummal texts and large searches cost the most); retry after ${cost.wait} s`;
    const error = new ApiError('rate_limited', `${why}${ctx.key ? '' : ', or use an API key for a larger budget'}`);
    holdAfterRefusal(ctx, cost.wait);
    return ctx.problem(error, { 'Retry-After': String(cost.wait) });
  }
  ctx.costReserved = cost?.reserved ?? 0;
  // In memory the decision is made at once (no promise, no turn of the event loop); through Redis it is awaited.
  const decision = shared.check(client, group, multiplier);
  return decision instanceof Promise ? decision.then((settled) => applyDecision(ctx, group, settled)) : applyDecision(ctx, group, decision);
}

/** The client a key's requests are counted as; the last one made is kept, so a run of one key's requests makes none. */
function keyClientOf(key: ApiKeyRecord): string {
  if (key !== lastKey) {
    lastKey = key;
    lastKeyClient = `key:${key.id}`;
  }
  return lastKeyClient;
}
let lastKey: ApiKeyRecord | null = null;
let lastKeyClient = '';

/**
 * The client a request without a key is counted as (server/limits/client-address.ts: every spelling of one
 * address is one client), kept for the last peer and X-Forwarded-For seen: the same inputs, the same client.
 */
function addressClientOf(ctx: RequestContext): string {
  const peer = ctx.request.remoteAddress;
  const forwarded = ctx.request.headers['x-forwarded-for'];
  const config = ctx.edge.config;
  if (peer !== lastPeer || forwarded !== lastForwarded || config !== lastConfig) {
    lastAddressClient = clientLimitKey(clientAddressOf(peer, forwarded, config));
    lastPeer = peer;
    lastForwarded = forwarded;
    lastConfig = config;
  }
  return lastAddressClient;
}
let lastPeer = '';
let lastForwarded: string | string[] | undefined;
let lastConfig: ServerConfig | null = null;
let lastAddressClient = '';

/** The RateLimit headers of a counted request, and its 429 when over the limit. */
function applyDecision(ctx: RequestContext, group: RateGroup, decision: RateDecision | null): EdgeResponse | undefined {
  if (!decision) return undefined;
  ctx.setRateLimitHeaders(rateLimitHeadersOf(decision));
  if (decision.allowed) return undefined;
  // Refused by the count: no work is done, its reservation is given back.
  if (ctx.costReserved > 0 && ctx.facts.client) ctx.edge.shared.releaseCost(ctx.facts.client, ctx.costReserved);
  ctx.costReserved = 0;
  const wait = Math.max(1, decision.reset);
  const advice = ctx.key ? 'or ask for a key with a higher multiplier' : 'or use an API key for higher limits';
  const error = new ApiError('rate_limited', `more than ${decision.limit} requests in one second to the ${group} endpoints; retry after ${wait} s, ${advice}`);
  return ctx.problem(error, { 'Retry-After': String(wait) });
}
