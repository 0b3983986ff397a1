/** The operations endpoints: /metrics (METRICS=on), /healthz and /readyz. */
import type { EdgeResponse, RequestContext } from '../context';
import { addressList, clientAddressOf, forwardedClientOf, inAddressList, isPrivateAddress } from '../limits/client-address';
import { ApiError } from '../../src/api/problem';

const NO_STORE_JSON = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

/**
 * Prometheus metrics, first of all steps: its answer carries none of the site's or the API's headers.
 * Only for the clients the operator allows (server/process/config.ts `metricsAllow`); anyone else gets the
 * site's 404, as with METRICS=off: gathering them is work no public client may ask for at will.
 */
export function metrics(ctx: RequestContext): Promise<EdgeResponse> | undefined {
  const { observability, config } = ctx.edge;
  if (!observability?.metrics || ctx.request.target !== '/metrics') return undefined;
  if (!metricsAllowed(ctx)) return undefined;
  return observability.metricsText().then(
    (text) => ctx.plain(200, { 'Content-Type': observability.metrics!.contentType, 'Cache-Control': 'no-store' }, text),
    (error: Error) => {
      const body = JSON.stringify({ type: '/docs/errors#unavailable', title: 'Service Unavailable', status: 503, code: 'unavailable', detail: `metrics could not be gathered: ${error.message}; try again` });
      return ctx.plain(503, { 'Content-Type': 'application/problem+json; charset=utf-8', 'Cache-Control': 'no-store' }, body);
    },
  );
}

const OPERATIONS = ['/healthz', '/readyz'];

/**
 * /healthz: the process answers. /readyz: whether a load balancer should send it traffic. Another
 * spelling of them (a query, a trailing slash, capitals) is a JSON problem naming the exact path,
 * never the site's HTML page.
 */
export function health(ctx: RequestContext): EdgeResponse | undefined {
  if (ctx.target !== '/healthz' && ctx.target !== '/readyz') return misspelledOperation(ctx);
  const answer = ctx.target === '/healthz' ? { status: 'ok' } : readiness(ctx);
  const ok = answer.status === 'ok' || answer.status === 'ready' || answer.status === 'degraded';
  return ctx.send({ status: ok ? 200 : 503, headers: NO_STORE_JSON, body: JSON.stringify(answer) });
}

function misspelledOperation(ctx: RequestContext): EdgeResponse | undefined {
  // Only a path starting /h or /r (either case) can be one: the rest pass with one comparison.
  const second = ctx.path.charCodeAt(1) | 0x20;
  if (second !== 0x68 && second !== 0x72) return undefined;
  const meant = ctx.path.toLowerCase().replace(/\/+$/, '');
  if (!OPERATIONS.includes(meant)) return undefined;
  const headers = { 'Cache-Control': 'no-store' };
  if (meant !== ctx.path) return ctx.problem(new ApiError('not_found', `there is no endpoint at ${ctx.path.slice(0, 40)}; request ${meant} exactly (no trailing slash, lower case)`), headers);
  return ctx.problem(new ApiError('unknown_parameter', `${meant} takes no parameters; request ${meant} without a query string`, ctx.query.split(/[=&]/)[0]!.slice(0, 40) || undefined), headers);
}

/** What /readyz says of a key file that cannot be read: public, so no path and no parse error (those go to the log). */
const KEYS_UNREADABLE = 'the key file cannot be read: the last good set of keys is in use (the server log says why)';

/**
 * What /readyz reports: the build is there, the live routes were warmed, and no SIGTERM has come.
 * Only `ready` and `degraded` (serving, on per-process limits, or on the last good key set while the
 * key file cannot be read) answer 200.
 */
function readiness(ctx: RequestContext): { status: 'ready' | 'unavailable' | 'warming' | 'degraded' | 'stopping'; build: boolean; warm: boolean; rate_limits: string; redis: string; keys: string } {
  const { files, shared, state, config, keys } = ctx.edge;
  keys.revoked('');
  const build = files.read('/index.html') !== null && files.read('/api/v1/surah.json') !== null;
  const redis = shared.state();
  const status = !build ? 'unavailable' : state.stopping ? 'stopping' : !state.warm ? 'warming' : redis === 'unreachable' || redis === 'stalled' || keys.problem ? 'degraded' : 'ready';
  const rateLimits = !config.rateLimits ? 'off' : redis === 'connected' ? 'shared (redis)' : 'memory (per process)';
  return { status, build, warm: state.warm, rate_limits: rateLimits, redis, keys: keys.problem ? KEYS_UNREADABLE : 'ok' };
}

const allowLists = new WeakMap<readonly string[], ReturnType<typeof addressList>>();

/**
 * METRICS_ALLOW when the operator set it (the client as resolved, the peer itself when no proxy
 * names one). Unset: loopback and private networks; behind TRUST_PROXY the client must be named by
 * the proxy, since a local proxy that forwards a public request without X-Forwarded-For would
 * otherwise make it look local.
 */
function metricsAllowed(ctx: RequestContext): boolean {
  const { config } = ctx.edge;
  const peer = ctx.request.remoteAddress;
  const forwarded = ctx.request.headers['x-forwarded-for'];
  if (config.metricsAllow) {
    let list = allowLists.get(config.metricsAllow);
    if (!list) allowLists.set(config.metricsAllow, (list = addressList(config.metricsAllow)));
    return inAddressList(list, clientAddressOf(peer, forwarded, config));
  }
  if (config.trustProxy) {
    const named = forwardedClientOf(peer, forwarded, config);
    return named !== null && isPrivateAddress(named);
  }
  return isPrivateAddress(clientAddressOf(peer, forwarded, config));
}
