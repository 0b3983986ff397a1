/**
 * What every step of the edge (server/app.ts) takes: one request, what earlier steps learned about
 * it, and the server's shared resources. A step answers by returning an EdgeResponse, or returns
 * nothing to let the next step go on.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { errorResponse, type ApiResponse } from '../src/api/dispatch';
import type { ApiConfig } from '../src/api/config';
import type { RouteMatch } from '../src/api/match';
import type { AnswerCache, CachedAnswer } from './answer-cache';
import type { ApiKeyRecord, KeyStore } from './limits/api-keys';
import type { ServerConfig } from './process/config';
import type { Observability, RequestFacts } from './observability/observability';
import type { SharedState } from './limits/shared-state';
import type { TimedAnswers } from './timed-answers';
import { bodySize, type DiskBody, type StaticFile, type StaticFiles } from './files/static-files';
import { MERGED, STANDARD_HEADER_SETS, type FixedLengthHeaders, type Merged } from './headers';
import type { RateLimitHeaders } from './limits/rate-limit';

/** A request as the edge reads it: from Node's IncomingMessage, or made in process (tests, warm-up). */
export interface EdgeRequest {
  method: string;
  /** The request target as sent: a path with its query, `*`, or an absolute URL. */
  target: string;
  /** Lower-case names, as Node gives them. */
  headers: IncomingHttpHeaders;
  /** The connection's peer. */
  remoteAddress: string;
  /** `1.1` or `1.0` from a socket; absent in process (where no Host rule applies). */
  httpVersion?: string;
}

/** The answer to write: headers in the order they are sent; no body for HEAD, 304 and 204. */
export interface EdgeResponse {
  status: number;
  headers: Readonly<Record<string, string | number>>;
  /** A large file is a DiskBody: app.ts streams it from disk. */
  body?: Buffer | string | DiskBody;
}

/** One representation of an answer (a file, a generated answer, a problem), before HEAD and length. */
export interface Representation {
  status: number;
  headers: Readonly<Record<string, string>>;
  body: Buffer | string | DiskBody;
}

/** Whether the server is ready: live routes warmed, no SIGTERM yet. */
export interface ServerState {
  warm: boolean;
  stopping?: boolean;
}

/** What the steps share across requests, made once by createApp. */
export interface Edge {
  config: ServerConfig;
  state: ServerState;
  files: StaticFiles;
  keys: KeyStore;
  answers: AnswerCache;
  /** Answers about today, kept until the day ends in their zone (server/timed-answers.ts). */
  timedAnswers: TimedAnswers;
  apiConfig: ApiConfig;
  /** The build's inputs hash (dist/build-stamp.json) the process started with, naming its live answers' ETags; null without a stamp. */
  buildInputs: string | null;
  shared: SharedState;
  observability: Observability | null;
}

export class RequestContext {
  /** The header sets earlier steps decided every answer carries (security, CORS, limits), in the order set. */
  private readonly headerSets: Readonly<Record<string, string>>[] = [];
  /** What the log line and metrics say about this request, and when it came (performance.now(), from a socket). */
  readonly facts: RequestFacts = {};
  started = 0;
  /** The target as a path with its query (an absolute-form target's path); then split, still percent-encoded. */
  target = '';
  path = '';
  query = '';
  /** True for `/v1/...` and `/api/v1/...` paths: the API steps answer them, the site step the rest. */
  api = false;
  key: ApiKeyRecord | null = null;
  match: RouteMatch | null = null;
  /** Looked up by the limit step (undefined before): the matched route's prebuilt file (null: none), else its answer if the answer cache holds it. */
  prebuilt: StaticFile | null | undefined = undefined;
  keptAnswer: CachedAnswer | undefined = undefined;
  /** When the lookup of a prebuilt file began that had to read the disk (a cache miss), charged with its answer. */
  fileMissAt: number | undefined = undefined;
  /** ms of the client's budget reserved when the limit step admitted this request (server/limits/cost-budget.ts). */
  costReserved = 0;
  /** ms the connection is not read after this answer: a client refused for its work (server/steps/limit-hold.ts). */
  holdReadingMs = 0;

  constructor(
    readonly request: EdgeRequest,
    readonly edge: Edge,
  ) {}

  get method(): string {
    return this.request.method;
  }

  /** A request header's (first) value. */
  header(name: string): string | undefined {
    const value = this.request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  }

  /** The ids of the standard sets set so far (headers.ts), in order, three bits each; -1 once a set of this request alone is. */
  private standardSets = 0;

  setHeaders(headers: Record<string, string>): void {
    // Merged only when an answer needs them merged (most reuse what send kept): no copy per request.
    this.headerSets.push(headers);
    if (this.standardSets < 0) return;
    const id = STANDARD_HEADER_SETS.get(headers);
    this.standardSets = id === undefined || this.standardSets >= 2 ** 24 ? -1 : this.standardSets * 8 + id;
  }

  /** The four RateLimit headers of this request: their names always the same, so send keeps where they go and fills in their values. */
  private rateLimit: RateLimitHeaders | null = null;

  setRateLimitHeaders(headers: RateLimitHeaders): void {
    this.headerSets.push(headers);
    this.rateLimit = headers;
    if (this.standardSets >= 0) this.standardSets = this.standardSets >= 2 ** 24 ? -1 : this.standardSets * 8 + 7;
  }

  /** A representation with its Content-Length, after the headers set so far; its body unless HEAD or 304. */
  send(answer: Representation | ApiResponse): EdgeResponse {
    const body = this.method === 'HEAD' || answer.status === 304 ? undefined : answer.body;
    // A prebuilt file's headers with standard sets only: the same merged object every time.
    const kept = this.standardSets < 0 ? undefined : (answer.headers as FixedLengthHeaders)[MERGED];
    if (kept) {
      const key = answer.status === 304 ? -1 - this.standardSets : this.standardSets;
      let merged = kept.first;
      while (merged !== null && merged.key !== key) merged = merged.next;
      if (merged === null) kept.first = merged = { key, headers: Object.freeze(this.mergedHeaders(answer)), open: null, next: kept.first };
      const rateLimit = this.rateLimit;
      if (rateLimit === null) return { status: answer.status, headers: merged.headers, body };
      // The kept headers with this request's RateLimit values: one copy of an unfrozen twin (V8 copies a frozen object 10x slower).
      const headers: Record<string, string | number> = { ...(merged.open ??= { ...merged.headers }) };
      headers['RateLimit-Limit'] = rateLimit['RateLimit-Limit'];
      headers['RateLimit-Remaining'] = rateLimit['RateLimit-Remaining'];
      headers['RateLimit-Reset'] = rateLimit['RateLimit-Reset'];
      headers['RateLimit-Policy'] = rateLimit['RateLimit-Policy'];
      return { status: answer.status, headers, body };
    }
    return { status: answer.status, headers: this.mergedHeaders(answer), body };
  }

  private mergedHeaders(answer: Representation | ApiResponse): Record<string, string | number> {
    const headers: Record<string, string | number> = Object.assign(this.headers, answer.headers);
    if (answer.status !== 304) headers['Content-Length'] = typeof answer.body === 'string' ? Buffer.byteLength(answer.body) : bodySize(answer.body);
    return headers;
  }

  /** The headers set so far, merged in order (a later set's value of a name wins). */
  get headers(): Record<string, string> {
    const merged: Record<string, string> = {};
    for (const set of this.headerSets) Object.assign(merged, set);
    return merged;
  }

  /** The problem document for an error (ApiError, InputError, or a bug as 500). */
  problem(error: unknown, extraHeaders: Record<string, string> = {}): EdgeResponse {
    return this.send(errorResponse(error, extraHeaders));
  }

  /** An answer sent as given: Node adds the length of a body itself. */
  plain(status: number, headers: Record<string, string | number>, body?: string): EdgeResponse {
    return { status, headers: Object.assign(this.headers, headers), body };
  }
}

/** A step of the edge: an answer ends the request; undefined hands it to the next step. */
export type Step = (ctx: RequestContext) => EdgeResponse | undefined | Promise<EdgeResponse | undefined>;

/** The edge (server/app.ts): Node's requests, or one in process. */
export interface App {
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** One request through the edge in process: `target` as a client sends it (`/v1/...`, `*`, `http://host/...`). */
  request(target: string, init?: { method?: string; headers?: Record<string, string>; remoteAddress?: string }): Promise<EdgeResponse>;
  /**
   * The client whose limits a request is counted against (its valid key, else its address) with the
   * key's multiplier, for work done outside the route table (the MCP envelope); null when limits are off.
   */
  clientOf(headers: IncomingHttpHeaders, remoteAddress: string): { client: string; multiplier: number } | null;
  readonly shared: SharedState;
}
