/** The rate limit of the route's group, per client (a key, else the address), with its headers and 429. */
import { ApiError } from '../../src/api/problem';
import { clientAddressOf } from '../client-address';
import { clientLimitKey } from '../rate-limit';
import type { EdgeResponse, RequestContext } from '../context';

export async function rateLimit(ctx: RequestContext): Promise<EdgeResponse | undefined> {
  const { config, shared } = ctx.edge;
  if (!ctx.match || !config.rateLimits) return undefined;
  const group = ctx.match.route.group;
  const client = ctx.key ? `key:${ctx.key.id}` : clientLimitKey(clientAddressOf(ctx.request.remoteAddress, ctx.request.headers['x-forwarded-for'], config));
  ctx.facts.client = client;
  const decision = await shared.check(client, group, ctx.key?.multiplier ?? 1);
  if (!decision) return undefined;
  ctx.setHeaders({
    'RateLimit-Limit': String(decision.limit),
    'RateLimit-Remaining': String(decision.remaining),
    'RateLimit-Reset': String(decision.reset),
    'RateLimit-Policy': decision.policy,
  });
  if (decision.allowed) return undefined;
  const wait = Math.max(1, decision.reset);
  const error = new ApiError('rate_limited', `more than ${decision.limit} requests in one second to the ${group} endpoints; retry after ${wait} s, or use an API key for higher limits`);
  return ctx.problem(error, { 'Retry-After': String(wait) });
}
