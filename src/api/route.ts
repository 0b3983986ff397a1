/**
 * The shape of one API route. Every route is declared once, in src/api/routes/<domain>.ts, and that
 * one declaration serves three masters:
 *   - the live server (src/api/dispatch.ts matches `forms` and calls `handle`),
 *   - the static build (scripts/build.ts enumerates `staticArgs` and writes `staticFile`),
 *   - the server's fast path (server/app.ts maps a contract-form request to its prebuilt file).
 * So a static file and a live answer cannot drift apart.
 */

/** Which rate limit applies (contract section 7). `quran` lookups have none. */
export type RateGroup = 'hijri' | 'jummal' | 'search' | 'quran';

export interface RouteContext {
  /** The request time; injected so that `/hijri/today` can be tested across midnight. */
  now: Date;
  /** Operator settings read from the environment at start-up. */
  config: { defaultTimeZone: string };
}

export interface Answer {
  body: unknown;
  /** Seconds a cache may keep this answer; default one day. */
  maxAge?: number;
}

export type Args<P extends string> = Partial<Record<P, string>>;

export interface Route<P extends string = string> {
  /** Stable name, e.g. `quran.ayah`; used in logs, tests and the OpenAPI document. */
  id: string;
  group: RateGroup;
  /**
   * Path patterns this route answers. A segment `:name` captures one path segment; `:name.json`
   * captures a segment ending in `.json` (the static-file form). Parameters not captured by the
   * path come from the query string.
   */
  forms: readonly string[];
  /** Every parameter the route accepts, from path or query. Anything else is 400 unknown_parameter. */
  params: readonly P[];
  /** Where the static build writes this route's files, e.g. `/api/v1/ayah/:surah/:ayah.json`. */
  staticFile?: string;
  /** Every argument set the build writes a file for. */
  staticArgs?: () => Iterable<Record<P, string>>;
  handle(args: Args<P>, ctx: RouteContext): Answer;
}

export function defineRoute<P extends string>(route: Route<P>): Route<P> {
  return route;
}
