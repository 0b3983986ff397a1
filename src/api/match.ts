import { filePattern, fillPattern, patternParams, type Route, type StaticFiles } from './route';
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

interface CompiledForm {
  route: Route;
  segments: readonly string[];
  /** Set for a file form: the query string is then ignored, as a static host ignores it. */
  files?: StaticFiles;
}

/** A path argument that can name a file as it is (no dots, slashes, spaces or other surprises). */
const FILE_SAFE_ARGUMENT = /^[0-9A-Za-z-]{1,32}$/;

/** Compiles every route's forms once; `match` then resolves a request in one pass. */
export class RouteTable {
  private readonly forms: CompiledForm[];

  constructor(readonly routes: readonly Route[]) {
    this.forms = routes.flatMap((route) => [
      { route, segments: splitPath(route.path) },
      ...(route.files ?? []).map((files) => ({ route, files, segments: splitPath(filePattern(route, files)) })),
    ]);
  }

  /**
   * Null when no route answers this path (a 404). Throws ApiError 400 for a query that cannot be
   * read or names a parameter the route does not take. A file form (`.json`, `.ics`) ignores its
   * query string, as every static host does, so a cache-buster works the same everywhere.
   */
  match(pathname: string, rawQuery: string): RouteMatch | null {
    const parts = splitPath(pathname);
    for (const form of this.forms) {
      const pathArgs = matchSegments(form.segments, parts);
      if (!pathArgs) continue;
      if (form.files) {
        return { route: form.route, args: pathArgs, file: fileOf(form.route, form.files, pathArgs), fileForm: true };
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
      return { route: form.route, args, file: contractFormFile(form.route, args), fileForm: false };
    }
    return null;
  }
}

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

/** The file of a contract-form request whose arguments are exactly those of one set of files. */
function contractFormFile(route: Route, args: Record<string, string>): string | null {
  const given = Object.keys(args);
  for (const files of route.files ?? []) {
    const pattern = filePattern(route, files);
    const names = patternParams(pattern);
    if (names.length === given.length && names.every((name) => name in args)) return fileOf(route, files, args);
  }
  return null;
}

function fileOf(route: Route, files: StaticFiles, args: Record<string, string>): string | null {
  const pattern = filePattern(route, files);
  const names = patternParams(pattern);
  if (!names.every((name) => FILE_SAFE_ARGUMENT.test(args[name] ?? ''))) return null;
  return fillPattern(pattern, args);
}

/**
 * Matches path segments against a pattern's. A pattern segment `:name` captures one segment;
 * `:name.json` (or `.ics`) captures a segment with that extension, without it.
 */
function matchSegments(pattern: readonly string[], parts: readonly string[]): Record<string, string> | null {
  if (pattern.length !== parts.length) return null;
  const args: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i]!;
    const got = parts[i]!;
    const capture = /^:([a-z_]+)(\.[a-z]+)?$/.exec(want);
    if (capture) {
      const [, name, extension = ''] = capture as unknown as [string, string, string | undefined];
      const hasExtension = /\.[a-z]+$/.test(got);
      if (extension) {
        if (!got.endsWith(extension) || got.length === extension.length) return null;
        args[name] = decodeComponent(got.slice(0, -extension.length), name);
      } else {
        if (hasExtension && /\.(json|ics)$/.test(got)) return null;
        args[name] = decodeComponent(got, name);
      }
    } else if (want !== got) {
      return null;
    }
  }
  return args;
}

