import type { Route } from './route';
import { badRequest } from './problem';
import { decodeComponent, parseQuery } from './params';

export interface RouteMatch {
  route: Route;
  args: Record<string, string>;
}

interface CompiledForm {
  route: Route;
  segments: readonly string[];
}

/** Compiles route forms once; `matchRoute` then resolves a path and query to a route and its args. */
export class RouteTable {
  private readonly forms: CompiledForm[];

  constructor(readonly routes: readonly Route[]) {
    this.forms = routes.flatMap((route) =>
      route.forms.map((form) => ({ route, segments: form.split('/').filter(Boolean) })),
    );
  }

  /**
   * Null when no route answers this path (a 404). Throws ApiError 400 for a query that cannot be
   * read or names a parameter the route does not take.
   */
  match(pathname: string, rawQuery: string): RouteMatch | null {
    const parts = pathname.split('/').filter(Boolean);
    for (const form of this.forms) {
      const pathArgs = matchSegments(form.segments, parts);
      if (!pathArgs) continue;
      const args: Record<string, string> = { ...pathArgs };
      for (const [name, value] of parseQuery(rawQuery)) {
        if (!(form.route.params as readonly string[]).includes(name) || name in pathArgs) {
          const accepted = form.route.params.filter((p) => !(p in pathArgs));
          throw badRequest(
            'unknown_parameter',
            `parameter '${name}' is not accepted here; ` +
              (accepted.length ? `accepted: ${accepted.join(', ')}` : 'this path takes no query parameters'),
            name,
          );
        }
        args[name] = value;
      }
      return { route: form.route, args };
    }
    return null;
  }
}

function matchSegments(pattern: readonly string[], parts: readonly string[]): Record<string, string> | null {
  if (pattern.length !== parts.length) return null;
  const args: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i]!;
    const got = parts[i]!;
    if (want.startsWith(':')) {
      const name = want.slice(1);
      if (name.endsWith('.json')) {
        if (!got.endsWith('.json') || got.length === 5) return null;
        const param = name.slice(0, -5);
        args[param] = decodeComponent(got.slice(0, -5), param);
      } else {
        if (got.endsWith('.json')) return null;
        args[name] = decodeComponent(got, name);
      }
    } else if (want !== got) {
      return null;
    }
  }
  return args;
}

/** Fills a pattern such as `/api/v1/ayah/:surah/:ayah.json` with arguments. */
export function fillPattern(pattern: string, args: Record<string, string>): string {
  return pattern.replace(/:([a-z_]+)/g, (_, name: string) => {
    const value = args[name];
    if (value === undefined) throw new Error(`pattern ${pattern} needs '${name}'`);
    return value;
  });
}
