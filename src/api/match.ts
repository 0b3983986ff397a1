import { filePattern, patternParams, type Route } from './route';
import { ApiError } from './problem';
import { decodeComponent, parseQuery } from './params';

export interface RouteMatch {
  route: Route;
  args: Record<string, string>;
  /**
   * The URL path of the prebuilt file that holds this exact answer, when the route declares one
   * for these arguments (whether or not the build wrote it), else null.
   */
  file: string | null;
  /** True when the request named the file itself (`.../255.json`), not the contract form. */
  fileForm: boolean;
}

/** One segment of a route's pattern: literal text, or a capture (`:name`, `:name.json`). */
type Segment = string | { name: string; extension: string };

/** A set of prebuilt files, its pattern read once: `/api/v1/ayah/:surah/:ayah.json`. */
interface CompiledFiles {
  /** The names the pattern captures, in order. */
  names: readonly string[];
  /** Values a capture is limited to (StaticFiles.only). */
  only?: Readonly<Record<string, readonly string[] | undefined>>;
  /** The pattern cut at its captures: literal text at even places, names at odd ones. */
  parts: readonly string[];
  /** StaticFiles.has, for a set with files for some argument sets only. */
  has?: (args: Readonly<Record<string, string>>) => boolean;
}

interface CompiledForm {
  route: Route;
  segments: readonly Segment[];
  /** Set for a file form: the query string is then ignored, as a static host ignores it. */
  files?: CompiledFiles;
  /** Every set of files of the route, for a contract-form request. */
  routeFiles: readonly CompiledFiles[];
}

/**
 * A path argument that can name a file as it is (no dots, slashes, spaces or other surprises):
 * ASCII letters, digits and hyphens, or the Arabic letters and marks of a root or lemma.
 */
const FILE_SAFE_ARGUMENT = /^(?:[0-9A-Za-z-]|[\u0621-\u063A\u0640-\u0654\u0670\u0671\u06DC-\u06ED]){1,32}$/u;

/**
 * Compiles every route's forms once (patterns cut into segments and captures, file patterns into
 * parts): `match` then resolves a request in one pass with no regular expression run on a pattern.
 */
export class RouteTable {
  private readonly forms: CompiledForm[];
  /** The forms by their number of segments, in table order: a path is tried only against forms of its length. */
  private readonly formsByLength: (CompiledForm[] | undefined)[] = [];

  constructor(readonly routes: readonly Route[]) {
    this.forms = routes.flatMap((route) => {
      const routeFiles = (route.files ?? []).map((files) => compileFiles(filePattern(route, files), files.only, files.has));
      return [
        { route, routeFiles, segments: compileSegments(route.path) },
        ...(route.files ?? []).flatMap((files, i) => {
          const pattern = filePattern(route, files);
          const form = { route, routeFiles, files: routeFiles[i]! };
          // The same file without `.json`, as a static host that tries `.json` serves it: one URL
          // set on every host. The route's own path is its contract form already.
          const bare = pattern.endsWith('.json') ? pattern.slice(0, -'.json'.length) : null;
          return [
            { ...form, segments: compileSegments(pattern) },
            ...(bare && bare !== route.path ? [{ ...form, segments: compileSegments(bare) }] : []),
          ];
        }),
      ];
    });
    for (const form of this.forms) (this.formsByLength[form.segments.length] ??= []).push(form);
  }

  /**
   * Null when no route answers this path (a 404). Throws ApiError 400 for a query that cannot be
   * read or names a parameter the route does not take. A file form (`.json`, `.ics`) ignores its
   * query string, as every static host does, so a cache-buster works the same everywhere.
   */
  match(pathname: string, rawQuery: string): RouteMatch | null {
    const parts = pathSegments(pathname);
    for (const form of this.formsByLength[parts.length] ?? []) {
      const pathArgs = matchSegments(form.segments, parts);
      if (!pathArgs) continue;
      if (form.files) {
        if (!allowed(form.files, pathArgs)) return null;
        if (form.files.has && !form.files.has(pathArgs)) throw noFile(form.route, pathname, pathArgs);
        return { route: form.route, args: pathArgs, file: fileOf(form.files, pathArgs), fileForm: true };
      }
      const args: Record<string, string> = { ...pathArgs };
      for (const [name, value] of parseQuery(rawQuery)) {
        if (!(form.route.query as readonly string[]).includes(name)) {
          const accepted = form.route.query;
          throw new ApiError(
            'unknown_parameter',
            `parameter '${name}' is not accepted here; ` +
              (accepted.length ? `accepted: ${accepted.join(', ')}` : 'this path takes no query parameters'),
            name,
          );
        }
        args[name] = value;
      }
      return { route: form.route, args, file: contractFormFile(form.routeFiles, args), fileForm: false };
    }
    return null;
  }
}

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

/**
 * A request path's segments, remembered for the paths asked most (a live route's path is the same
 * for every query): at most 1,024 of up to 200 characters, forgotten all at once when full. Frozen:
 * shared by every request of that path.
 */
const segmentsOfPaths = new Map<string, readonly string[]>();
function pathSegments(pathname: string): readonly string[] {
  let parts = segmentsOfPaths.get(pathname);
  if (parts !== undefined) return parts;
  parts = Object.freeze(splitPath(pathname));
  if (pathname.length <= 200) {
    if (segmentsOfPaths.size >= 1024) segmentsOfPaths.clear();
    segmentsOfPaths.set(pathname, parts);
  }
  return parts;
}

function compileSegments(pattern: string): Segment[] {
  return splitPath(pattern).map((segment) => {
    const capture = /^:([a-z_]+)(\.[a-z]+)?$/.exec(segment);
    return capture ? { name: capture[1]!, extension: capture[2] ?? '' } : segment;
  });
}

function compileFiles(pattern: string, only?: CompiledFiles['only'], has?: CompiledFiles['has']): CompiledFiles {
  return { names: patternParams(pattern), parts: pattern.split(/:([a-z_]+)/), ...(only ? { only } : {}), ...(has ? { has } : {}) };
}

/** 404 for a file form no host has a file for: the same answer is the query form's, which the server makes. */
function noFile(route: Route, pathname: string, args: Record<string, string>): ApiError {
  const captures = patternParams(route.path);
  const query = new URLSearchParams(Object.entries(args).filter(([name]) => !captures.includes(name))).toString();
  let contractPath = route.path;
  for (const name of captures) contractPath = contractPath.replace(`:${name}`, encodeURIComponent(args[name] ?? ''));
  const queryForm = query ? `${contractPath}?${query}` : contractPath;
  return new ApiError('no_file', `${pathname.slice(0, 120)} is no file of this API: only some of these are prebuilt, and a path URL is answered only where a static copy has it too; ask ${queryForm}`, undefined, { query_form: queryForm });
}

/** False when a capture has a value for which no file of this set exists (a calendar without files). */
function allowed(files: CompiledFiles, args: Record<string, string>): boolean {
  if (!files.only) return true;
  return Object.entries(files.only).every(([name, values]) => !values || values.includes(args[name] ?? ''));
}

/** The file of a contract-form request whose arguments are exactly those of one set of files. */
function contractFormFile(routeFiles: readonly CompiledFiles[], args: Record<string, string>): string | null {
  const given = Object.keys(args);
  for (const files of routeFiles) {
    if (files.names.length === given.length && files.names.every((name) => name in args)) return allowed(files, args) ? fileOf(files, args) : null;
  }
  return null;
}

function fileOf(files: CompiledFiles, args: Record<string, string>): string | null {
  if (!files.names.every((name) => FILE_SAFE_ARGUMENT.test(args[name] ?? ''))) return null;
  let url = files.parts[0]!;
  for (let i = 1; i < files.parts.length; i += 2) url += args[files.parts[i]!]! + files.parts[i + 1]!;
  return url;
}

/**
 * Matches path segments against a pattern's. A pattern segment `:name` captures one segment;
 * `:name.json` (or `.ics`) captures a segment with that extension, without it.
 */
function matchSegments(pattern: readonly Segment[], parts: readonly string[]): Record<string, string> | null {
  if (pattern.length !== parts.length) return null;
  // The literal segments first: most forms tried are not the path's, and fail here with nothing made.
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i]!;
    if (typeof want === 'string' && want !== parts[i]) return null;
  }
  const args: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i]!;
    const got = parts[i]!;
    if (typeof want === 'string') continue;
    const { name, extension } = want;
    if (extension) {
      if (!got.endsWith(extension) || got.length === extension.length) return null;
      args[name] = decodeComponent(got.slice(0, -extension.length), name);
    } else {
      if (/\.(json|ics)$/.test(got)) return null;
      args[name] = decodeComponent(got, name);
    }
  }
  return args;
}
