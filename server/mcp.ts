/**
 * `POST /mcp`: the MCP tools over Streamable HTTP, stateless (a server and transport per request,
 * plain JSON answers, no session, no stream). Each tool call is a request of the API through this
 * server's own edge (app.request), carrying the client's key and address: it is answered from the
 * same files and caches and counted against the same rate limits and budget of work as the same URL
 * asked directly. A key that is sent must be valid for the envelope too. The body is read up to
 * 64 KiB; a larger one is refused unread.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { ApiError, problemBody } from '../src/api/problem';
import { PROBLEM_TYPE, toJson } from '../src/api/json';
import { createMcpServer } from '../src/mcp/server';
import type { ApiAnswer } from '../src/mcp/call';
import type { App } from './context';
import type { RequestFacts } from './observability/observability';
import { isDiskBody } from './files/static-files';
import { CORS_HEADERS, SECURITY_HEADERS } from './headers';
// Imported, not the global: the global `performance` is a getter Node runs on every use.
import { performance } from 'node:perf_hooks';

export const MCP_PATH = '/mcp';
const MAX_BODY_BYTES = 64 * 1024;
const MCP_METHODS = 'POST, OPTIONS';
const MCP_CORS = {
  ...CORS_HEADERS,
  'Access-Control-Expose-Headers': 'Mcp-Session-Id, Mcp-Protocol-Version, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After',
};
/** The headers of a request passed on to its tool calls: the key, and the address as a proxy gave it. */
const PASSED_ON = ['x-api-key', 'authorization', 'x-forwarded-for'] as const;

export function isMcpTarget(target: string | undefined): boolean {
  return target === MCP_PATH || target?.startsWith(`${MCP_PATH}?`) === true;
}

/**
 * Answers a request at /mcp; `logged` is called once its answer is written (the access log and
 * metrics). The envelope's own work (the MCP server, the tool list, the JSON-RPC) is charged to the
 * client's budget like a live answer's; each tool call is charged as its own request.
 */
export function answerMcp(req: IncomingMessage, res: ServerResponse, app: App, logged: (facts: RequestFacts) => void = () => {}): void {
  const account = app.clientOf(req.headers, req.socket.remoteAddress ?? 'unknown');
  const facts: RequestFacts = { route: MCP_PATH, group: 'mcp', client: account?.client };
  res.once('finish', () => logged(facts));
  if (req.method === 'OPTIONS') {
    return send(res, 204, { ...MCP_CORS, 'Access-Control-Allow-Methods': MCP_METHODS, 'Access-Control-Allow-Headers': 'Authorization, X-API-Key, Content-Type, Accept, Mcp-Protocol-Version, Mcp-Session-Id', 'Access-Control-Max-Age': '86400', Allow: MCP_METHODS });
  }
  if (req.method !== 'POST') {
    req.resume();
    return problem(res, new ApiError('method_not_allowed', `method ${req.method} is not allowed at /mcp; send MCP messages with POST (stateless Streamable HTTP: no session, no event stream)`), { Allow: MCP_METHODS });
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) return tooLarge(req, res);
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      req.removeAllListeners('data');
      tooLarge(req, res);
      return;
    }
    chunks.push(chunk);
  });
  req.on('end', () => {
    if (size > MAX_BODY_BYTES || res.headersSent) return;
    const wait = account === null ? 0 : app.shared.costOverdrawnFor(account.client, account.multiplier);
    if (wait > 0) return refuseOverBudget(res, Buffer.concat(chunks).toString('utf8'), wait);
    answerMessage(req, res, app, Buffer.concat(chunks).toString('utf8'), account).catch((error: unknown) => {
      console.error('unexpected error at /mcp:', error);
      if (!res.headersSent) problem(res, new ApiError('internal_error', 'the MCP request could not be answered; please report it'));
    });
  });
}

async function answerMessage(req: IncomingMessage, res: ServerResponse, app: App, body: string, account: ReturnType<App['clientOf']>): Promise<void> {
  const started = performance.now();
  // The tool calls' time, charged by the edge as their own requests: not charged twice.
  let toolMs = 0;
  const headers: Record<string, string> = {};
  for (const name of PASSED_ON) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const remoteAddress = req.socket.remoteAddress ?? 'unknown';
  if (headers['x-api-key'] !== undefined || headers.authorization !== undefined) {
    // The edge's own key check (server/steps/api-key.ts), on the cheapest answer it has: a file, no rate limit.
    const checked = await app.request('/api/v1/surah', { method: 'HEAD', headers, remoteAddress });
    if (checked.status === 401) return problem(res, new ApiError('invalid_api_key', 'the API key sent is unknown or revoked; send a valid key, or no key for the anonymous limits'), { 'WWW-Authenticate': 'Bearer' });
  }
  const host = req.headers.host ?? 'localhost';
  const origin = `${req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http'}://${host}`;
  const server = createMcpServer(async (target): Promise<ApiAnswer> => {
    const called = performance.now();
    const answer = await app.request(target, { headers, remoteAddress });
    toolMs += performance.now() - called;
    const bytes = answer.body === undefined ? '' : isDiskBody(answer.body) ? readFileSync(answer.body.path) : answer.body;
    return { status: answer.status, body: typeof bytes === 'string' ? bytes : bytes.toString('utf8') };
  }, origin);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    const request = new Request(`${origin}${MCP_PATH}`, {
      method: 'POST',
      headers: envelopeHeaders(req),
      body,
    });
    const response = await transport.handleRequest(request);
    const answered: Record<string, string> = { ...SECURITY_HEADERS, ...MCP_CORS, 'Cache-Control': 'no-store' };
    response.headers.forEach((value, name) => (answered[name] = value));
    const text = await response.text();
    send(res, response.status, answered, text);
  } finally {
    await server.close();
    if (account !== null) app.shared.chargeCost(account.client, Math.min(Math.max(0, performance.now() - started - toolMs), app.shared.costBurstMs), account.multiplier);
  }
}

/**
 * A client past its budget of work is refused before any work: a tool call as the tool's own refusal
 * (`rate_limited: …`, as a tool's request refused by the edge reads), any other message with 429.
 */
function refuseOverBudget(res: ServerResponse, body: string, wait: number): void {
  const detail = `this client used its budget of work (the server's processing time per second); retry after ${wait} s, or use an API key for a larger budget`;
  let message: unknown;
  try {
    message = JSON.parse(body);
  } catch {
    message = null;
  }
  const call = message as { jsonrpc?: unknown; id?: unknown; method?: unknown } | null;
  if (call !== null && typeof call === 'object' && call.method === 'tools/call' && (typeof call.id === 'string' || typeof call.id === 'number')) {
    const result = { isError: true, content: [{ type: 'text', text: `rate_limited: ${detail}` }] };
    return send(res, 200, { ...SECURITY_HEADERS, ...MCP_CORS, 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Retry-After': String(wait) }, JSON.stringify({ jsonrpc: '2.0', id: call.id, result }));
  }
  problem(res, new ApiError('rate_limited', detail), { 'Retry-After': String(wait) });
}

/** The headers the transport reads; a version left out is the protocol's default, not an empty one. */
function envelopeHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': String(req.headers['content-type'] ?? ''), accept: String(req.headers.accept ?? '') };
  const version = req.headers['mcp-protocol-version'];
  if (typeof version === 'string' && version !== '') headers['mcp-protocol-version'] = version;
  return headers;
}

function tooLarge(req: IncomingMessage, res: ServerResponse): void {
  problem(res, new ApiError('mcp_message_too_large', `an MCP message at /mcp is at most ${MAX_BODY_BYTES / 1024} KiB; send a smaller one`), { Connection: 'close' });
  req.resume();
}

function problem(res: ServerResponse, error: ApiError, headers: Record<string, string> = {}): void {
  send(res, error.status, { ...SECURITY_HEADERS, ...MCP_CORS, 'Content-Type': PROBLEM_TYPE, 'Cache-Control': 'no-store', ...headers }, toJson(problemBody(error)));
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body?: string): void {
  if (res.headersSent) return;
  res.writeHead(status, headers);
  res.end(body);
}
