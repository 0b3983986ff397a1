/**
 * The shape of one API route. Every route is declared once, in src/api/routes/<domain>.ts, and that
 * one declaration serves the live server (src/api/dispatch.ts), the static build (scripts/build.ts
 * writes every file the route declares) and the OpenAPI document, so a file and a live answer cannot
 * drift apart.
 */
import { answerAbout, flatParams, readParams, type Param, type ParamNames, type ParamSet, type ParamValues } from './vocabulary/param';
import { isShape, type Shape } from './vocabulary/shape';

/** Which rate limit applies (contract §7, src/api/rate-limits.ts). `quran` and `words` lookups have none. */
export type RateGroup = 'hijri' | 'prayer' | 'qibla' | 'places' | 'jummal' | 'search' | 'quran' | 'words';

export interface RouteContext {
  /** The request time; injected so that `/hijri/today` can be tested across midnight. */
  now: Date;
  /** Operator settings read from the environment at start-up. */
  config: { defaultTimeZone: string };
  /** Random numbers in [0, 1); injected so that random answers can be tested. */
  random?: () => number;
}

/**
 * What a route answers: a JSON body (serialized by src/api/json.ts), a text of another type, or
 * bytes already written (UTF-8 JSON written from kept fragments: a search, a jummal text, sent as
 * they are, never made a JS string).
 */
export type Answer = (
  | { body: unknown; text?: undefined; bytes?: undefined }
  | { text: string; contentType: string; body?: undefined; bytes?: undefined }
  | { bytes: Buffer; contentType: string; body?: undefined; text?: undefined }
) & {
  /** Seconds a cache may keep this answer; default one day. */
  maxAge?: number;
  /**
   * The instant (epoch ms) this answer stops holding, for an answer about today (the end of the day
   * in its zone): max-age counts down to it, in place of `maxAge`, and a route declared
   * `cacheable: 'until'` may have its bytes kept until then.
   */
  until?: number;
  /** Never cache (a random answer). */
  noStore?: boolean;
};

export type Args<P extends string> = Partial<Record<P, string>>;

/** A set of prebuilt files of one route. */
export interface StaticFiles<P extends string = string> {
  /**
   * The query parameters that become path segments of the file, in order: `/v1/hijri/month` with
   * `['year', 'month']` is `/v1/hijri/month/:year/:month.json`. A request whose arguments are
   * exactly the path's captures plus these parameters is answered from the file.
   */
  params: readonly P[];
  /** File pattern when it does not follow that rule, e.g. `/v1/hijri/events/gregorian/:gregorian_year.json`. */
  at?: string;
  /** Every argument set the build writes a file for. */
  each: () => Iterable<Record<string, string>>;
  /**
   * The only values a path segment of the file can take, when fewer than its parameter accepts
   * (the calendars that have files): any other value is no file, 404 on every host.
   */
  only?: Readonly<Partial<Record<P, readonly string[]>>>;
  /**
   * For a set the build writes for some argument sets only (prayer years of the capitals): whether it
   * writes one for these. The file form of any other is 404 `no_file` on the server too, as on every
   * static host, pointing to the query form (contract: a path URL is answered only where the static
   * tree has its file).
   */
  has?: (args: Readonly<Record<string, string>>) => boolean;
}

export interface Route<P extends string = string> {
  /** Stable name, e.g. `quran.ayah`; used in logs, metrics, tests and the OpenAPI document. */
  id: string;
  group: RateGroup;
  /** The contract path; `:name` captures one path segment, e.g. `/api/v1/ayah/:surah/:ayah`. */
  path: string;
  /** Query parameters accepted besides the path's captures. Anything else is 400 unknown_parameter. */
  query: readonly P[];
  files?: readonly StaticFiles<P>[];
  /**
   * False when equal arguments do not always give equal bytes (a clock or a random number), so the
   * server must not keep a generated answer for the next caller. Default true. A function when that
   * depends on the arguments, made by defineTypedRoute from a declaration on their read values: a
   * day's prayer times are cacheable when the day is given, not when it is today's. `'until'`: equal
   * arguments give equal bytes until the instant the answer states (Answer.until, today's end in
   * its zone), and only max-age changes meanwhile: the server keeps such an answer until then
   * (server/timed-answers.ts), never longer.
   */
  cacheable?: boolean | 'until' | ((args: Args<string>) => boolean);
  /**
   * Requests (path and query, as a client sends them) the server makes in process before it says
   * ready, for a live route whose first answer is slow: an index built on first use, code V8
   * compiles on first call. They keep that cost off the first caller.
   */
  warmUp?: readonly string[];
  /**
   * What the answer to these arguments must wait for while the server loads its data after saying
   * ready (a search index read a slice at a time), or undefined when it can be answered at once; made
   * by defineTypedRoute from a declaration on their read values. The wait is not the client's work:
   * it is not charged.
   */
  loading?: (args: Args<string>) => Promise<void> | undefined;
  /**
   * The data its answers read, which the server loads (server/process/route-data.ts): no answer
   * ever builds an index on a request. Routes that read the same data share one declaration.
   */
  data?: RouteData;
  /**
   * Every parameter, the path's captures and the query parameters alike, as declared in the
   * vocabulary (src/api/vocabulary/), in the order they are read.
   */
  params?: Readonly<Record<string, Param<unknown>>>;
  /** The shapes among them: how some of the parameters combine (required, exclusive, together). */
  shapes?: readonly Shape<unknown>[];
  /** `args` holds the path's captures and the query parameters, decoded, as strings. */
  handle(args: Args<P> & Args<string>, ctx: RouteContext): Answer;
}

/** Whether the server may keep a route's generated answer to these arguments for the next caller. */
export function isCacheable(route: Pick<Route, 'cacheable'>, args: Args<string>): boolean {
  return typeof route.cacheable === 'function' ? route.cacheable(args) : route.cacheable === undefined || route.cacheable === true;
}

/** A route as it is declared: its parameters from the vocabulary, its handler on their typed values. */
export interface TypedRouteSpec<S extends ParamSet> extends Omit<Route, 'query' | 'handle' | 'files' | 'params' | 'cacheable' | 'loading'> {
  /**
   * Every parameter, the path's captures and the query parameters alike, in the order they are
   * read. The query parameters are those the path does not capture.
   */
  params: S;
  files?: readonly StaticFiles<ParamNames<S>>[];
  /**
   * The parameter each input of the route's domain calls came from, by the name the domain gives
   * it (InvalidValue.about): a day the domain refuses is about `date` in one route, `tz` in another.
   */
  inputs?: Readonly<Record<string, string>>;
  /** As Route.cacheable, a function of the values read; arguments that do not read are not kept. */
  cacheable?: boolean | 'until' | ((values: ParamValues<S>) => boolean);
  /** As Route.loading, on the values read; arguments that do not read wait for nothing (their answer is the refusal). */
  loading?: (values: ParamValues<S>) => Promise<void> | undefined;
  /** Called with the parameters already read and typed: a handler never sees their text. */
  handle(values: ParamValues<S>, ctx: RouteContext): Answer;
}

/**
 * Declares a route: its parameters are read once, before its handler, by their declarations; the
 * route table refuses unknown and repeated ones. Every path capture must be declared.
 */
export function defineTypedRoute<S extends ParamSet>(spec: TypedRouteSpec<S>): Route {
  const { params, handle, inputs, cacheable, loading, ...route } = spec;
  const flat = flatParams(params);
  const captures = patternParams(route.path);
  const undeclared = captures.filter((name) => !(name in flat));
  if (undeclared.length) throw new Error(`route ${route.id}: path captures ${undeclared.join(', ')} without a declared parameter`);
  const shapes = Object.values(params).filter((entry): entry is Shape<unknown> => (entry as Shape<unknown>).kind === 'shape');
  return {
    ...route,
    ...(cacheable === undefined ? {} : { cacheable: typeof cacheable === 'function' ? (args) => readsAs(params, args, cacheable, false) : cacheable }),
    ...(loading === undefined ? {} : { loading: (args) => readsAs(params, args, loading, undefined) }),
    params: flat,
    ...(shapes.length ? { shapes } : {}),
    query: Object.keys(flat).filter((name) => !captures.includes(name)),
    handle: (args, ctx) => {
      const values = readParams(params, args);
      return inputs ? answerAbout(inputs, () => handle(values, ctx)) : handle(values, ctx);
    },
  };
}

/**
 * Declares a route that takes no parameter and has one answer, which the build also writes as one
 * file: a list such as `/api/v1/surah` or `/v1/hijri/calendars`.
 */
export function defineFixedRoute(spec: Pick<Route, 'id' | 'group' | 'path'> & { body: () => unknown }): Route {
  const { body, ...route } = spec;
  return defineTypedRoute({ ...route, params: {}, files: [{ params: [], each: () => [{}] }], handle: () => ({ body: body() }) });
}

/**
 * What `decide` says of a request's values, or `refused` when they do not read. The values are read
 * when asked for: a parameter that needs no other is read alone (a day's prayer times are cacheable
 * when `date` is given: only the date is read); a shape, or a parameter read after others, with the set.
 */
function readsAs<S extends ParamSet, T>(params: S, args: Args<string>, decide: (values: ParamValues<S>) => T, refused: T): T {
  let all: ParamValues<S> | undefined;
  const values = {} as ParamValues<S>;
  for (const [name, entry] of Object.entries(params)) {
    Object.defineProperty(values, name, {
      enumerable: true,
      get: () => (!isShape(entry) && !entry.after?.length ? entry.read(args[name], {}, name) : (all ??= readParams(params, args))[name as keyof S]),
    });
  }
  try {
    return decide(values);
  } catch {
    return refused;
  }
}

/** The URL pattern of a set of files: `/api/v1/ayah/:surah/:ayah.json`. */
export function filePattern(route: Route, files: StaticFiles): string {
  if (files.at) return files.at;
  return route.path + files.params.map((name) => `/:${name}`).join('') + '.json';
}

/** The names captured by a pattern, in order: `/v1/hijri/month/:year/:month.json` → year, month. */
export function patternParams(pattern: string): string[] {
  return [...pattern.matchAll(/:([a-z_]+)/g)].map((found) => found[1]!);
}

/** Fills a pattern such as `/api/v1/ayah/:surah/:ayah.json` with arguments. */
export function fillPattern(pattern: string, args: Record<string, string>): string {
  return pattern.replace(/:([a-z_]+)/g, (_, name: string) => {
    const value = args[name];
    if (value === undefined) throw new Error(`pattern ${pattern} needs '${name}'`);
    return value;
  });
}

export interface StaticFileEntry {
  route: Route;
  /** URL path of the file, e.g. `/api/v1/ayah/2/255.json`. */
  url: string;
  args: Record<string, string>;
}

/** Every prebuilt file the routes declare, route by route, in a stable order. */
export function* everyStaticFile(routes: readonly Route[]): Generator<StaticFileEntry> {
  for (const route of routes) {
    for (const files of route.files ?? []) {
      const pattern = filePattern(route, files);
      for (const args of files.each()) yield { route, url: fillPattern(pattern, args), args };
    }
  }
}

/**
 * Data routes read, loaded by the server from its build folder: what must be in memory before any
 * request, at once before it listens; the rest after it says ready, a slice at a time (Route.loading
 * says which answers wait for it).
 */
export interface RouteData {
  /** How the server's messages name it (`search indexes`). */
  name: string;
  beforeListening(distDir: string, warn: (message: string) => void): void;
  afterListening(distDir: string, options: { warn: (message: string) => void; stop: () => boolean }): Promise<RouteDataLoaded>;
}

export interface RouteDataLoaded {
  /** Parts loaded, those before listening counted. */
  loaded: number;
  failed: string[];
  longestSliceMs: number;
  longestSliceIn: string;
}
