import { InputError } from '../shared/input-error';
import { ApiError } from './problem';

/**
 * Parses a raw query string strictly: malformed percent-encoding is an error (never silently
 * replaced), a parameter given twice is an error, `+` means a space as in HTML forms.
 */
export function parseQuery(rawQuery: string): Map<string, string> {
  const params = new Map<string, string>();
  const query = rawQuery.startsWith('?') ? rawQuery.slice(1) : rawQuery;
  if (query === '') return params;
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawName = eq === -1 ? pair : pair.slice(0, eq);
    const rawValue = eq === -1 ? '' : pair.slice(eq + 1);
    const name = decodeComponent(rawName, rawName);
    const value = decodeComponent(rawValue, name);
    if (params.has(name)) {
      throw new ApiError('duplicate_parameter', `parameter '${name}' was given more than once; send it once`, name);
    }
    params.set(name, value);
  }
  return params;
}

export function decodeComponent(raw: string, param: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    throw new ApiError(
      'invalid_encoding',
      `parameter '${param}' is not valid percent-encoded UTF-8; encode the value with encodeURIComponent`,
      param,
    );
  }
}

/**
 * How a route reads one parameter (a path capture or a query parameter): from its decoded text,
 * undefined when absent, to a typed value, or an error that names it. `earlier` holds the values of
 * the parameters declared before it (an ayah is read within its surah).
 */
export type ParamReader<T> = (raw: string | undefined, name: string, earlier: Readonly<Record<string, unknown>>) => T;

/** A route's parameters, each with its reader, in the order they are read (the first error wins). */
export type ParamSpec = Record<string, ParamReader<unknown>>;

/** The typed values a ParamSpec reads. */
export type ParamValues<S extends ParamSpec> = { [K in keyof S]: ReturnType<S[K]> };

/** Reads every parameter of a spec from a route's string arguments, in declaration order. */
export function readParams<S extends ParamSpec>(spec: S, args: Readonly<Record<string, string | undefined>>): ParamValues<S> {
  const values: Record<string, unknown> = {};
  for (const [name, read] of Object.entries(spec)) values[name] = read(args[name], name, values);
  return values as ParamValues<S>;
}

/**
 * One of a fixed list of values, the first being the default when the parameter is absent. Any
 * other text is refused with `code` (never silently replaced by the default, contract §2), naming
 * the allowed values.
 */
export function choice<V>(values: readonly V[], code: string): ParamReader<V> {
  return (raw, name) => {
    if (raw === undefined) return values[0]!;
    const found = values.find((value) => String(value) === raw);
    if (found !== undefined) return found;
    const allowed = values.map(String);
    throw new InputError(code, `${name} must be one of ${allowed.join(', ')} (default ${allowed[0]}), got '${raw}'`, name, { allowed });
  };
}

/** The text as sent, or undefined when absent. */
export const text: ParamReader<string | undefined> = (raw) => raw;
