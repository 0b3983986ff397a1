/**
 * A parameter of the API, declared once: what it is (description, example, OpenAPI schema, default),
 * the error codes it can answer, and how its text becomes a typed value. Routes name these
 * declarations (src/api/routes/*.ts); the route table, the OpenAPI document and the docs' parameter
 * tables all read them, so a parameter cannot be described one way and read another.
 */
import { InputError, InvalidValue } from '../../shared/input-error';
import { checkShape, isShape, type Shape } from './shape';

/** The OpenAPI (JSON Schema) description of a parameter's value. */
export type ParamSchema = Record<string, unknown>;

/** What is documented about a parameter, whatever its value type. */
export interface ParamDoc {
  /** One line, starting lower-case, as it reads after "the parameter is": `a surah by its number, 1-114`. */
  description: string;
  /** A valid value as a client writes it. */
  example: string;
  schema: ParamSchema;
  /** Absent or empty is 400 missing_parameter. */
  required: boolean;
  /** The value used when the parameter is absent, as a client would write it; undefined when none. */
  defaultText?: string;
  /** Every error code reading this parameter can answer (missing_parameter included when required). */
  codes: readonly string[];
  /** The parameters whose values its reader needs (in `earlier`): they are read first. */
  after?: readonly string[];
  /** What each allowed value means, keyed by the value as written, for a choice among a few. */
  meanings?: Readonly<Record<string, string>>;
}

/**
 * Reads a parameter's text (decoded, present) into its value, or throws InputError naming `name`
 * (a domain's InvalidValue is named by readParams).
 * `earlier` holds the values of the route's parameters declared before it (an ayah is read within
 * its surah).
 */
export type ReadText<T> = (raw: string, earlier: Readonly<Record<string, unknown>>, name: string) => T;

export interface Param<T> extends ParamDoc {
  /** The value of the parameter; `raw` is undefined when the request does not give it. */
  read(raw: string | undefined, earlier: Readonly<Record<string, unknown>>, name: string): T;
}

interface ParamBase<T> {
  description: string;
  example: string;
  schema: ParamSchema;
  codes: readonly string[];
  after?: readonly string[];
  meanings?: Readonly<Record<string, string>>;
  /** Given empty, the parameter is missing (`?month=9&year=`: forgot to fill it in), even where it may be left out. */
  emptyIsMissing?: boolean;
  read: ReadText<T>;
}

/**
 * Declares a parameter. With `required: true`, absent or empty is `missing_parameter`; with
 * `default`, absent gives that value (its text `defaultText` is documented); with neither, absent
 * is undefined. An empty text of an optional parameter is read like any other text (and refused by
 * most readers): a blank is never silently taken for the default.
 */
export function defineParam<T>(spec: ParamBase<T> & { required: true }): Param<T>;
export function defineParam<T>(spec: ParamBase<T> & { default: () => T; defaultText: string }): Param<T>;
export function defineParam<T>(spec: ParamBase<T>): Param<T | undefined>;
export function defineParam<T>(spec: ParamBase<T> & { required?: boolean; default?: () => T; defaultText?: string }): Param<T | undefined> {
  const { read, default: fallback, required = false, emptyIsMissing = false, ...doc } = spec;
  const codes = required && !doc.codes.includes('missing_parameter') ? ['missing_parameter', ...doc.codes] : doc.codes;
  return {
    ...doc,
    codes,
    required,
    read(raw, earlier, name) {
      if (raw === undefined || ((required || emptyIsMissing) && raw === '')) {
        if (required || raw === '') throw missing(name, doc.description, doc.example);
        return fallback?.();
      }
      try {
        return read(raw, earlier, name);
      } catch (error) {
        throw error instanceof InvalidValue ? error.named(name) : error;
      }
    },
  };
}

/** `parameter 'date' is required: a Gregorian date in YYYY-MM-DD, e.g. date=2024-03-11`. */
function missing(name: string, description: string, example: string): InputError {
  return new InputError('missing_parameter', `parameter '${name}' is required: ${description}, e.g. ${name}=${example}`, name);
}

/** A route's parameters by name, in the order they are read (the first error wins), and its shapes by the name of their value. */
export type ParamSet = Record<string, Param<unknown> | Shape<unknown>>;

/** The typed values a ParamSet reads: a parameter's value, or a shape's. */
export type ParamValues<S extends ParamSet> = { [K in keyof S]: S[K] extends Param<infer T> ? T : S[K] extends Shape<infer T, infer _M> ? T : never };

/** The names a request may carry for a ParamSet: its parameters', and its shapes' members'. */
export type ParamNames<S extends ParamSet> = { [K in keyof S]: S[K] extends Shape<unknown, infer M> ? Extract<keyof M, string> : Extract<K, string> }[keyof S];

/** Every parameter of a set by the name a request gives it, shapes' members included. */
export function flatParams(params: ParamSet): Record<string, Param<unknown>> {
  const flat: Record<string, Param<unknown>> = {};
  for (const [name, entry] of Object.entries(params)) {
    if (!isShape(entry)) flat[name] = entry;
    else for (const [member, param] of Object.entries(entry.members)) flat[member] = param;
  }
  return flat;
}

/**
 * Reads every parameter of a set from a route's decoded arguments: in declaration order, but those
 * that need others' values (`after`) once the others are read; then checks each shape's rules and
 * makes its value. An error met while reading a parameter is about that parameter: it carries its
 * name, whatever a domain function called it, so domains need not know the names a route gives
 * their inputs.
 */
export function readParams<S extends ParamSet>(params: S, args: Readonly<Record<string, string | undefined>>): ParamValues<S> {
  const values: Record<string, unknown> = {};
  for (const [name, param] of readingOrder(params)) {
    try {
      values[name] = param.read(args[name], values, name);
    } catch (error) {
      throw namedAbout(name, error);
    }
  }
  const result: Record<string, unknown> = {};
  for (const [name, entry, memberNames] of valueOrder(params)) {
    if (memberNames === null) {
      result[name] = values[name];
      continue;
    }
    const members: Record<string, unknown> = {};
    for (const member of memberNames) members[member] = values[member];
    checkShape(entry as Shape<unknown>, members);
    result[name] = (entry as Shape<unknown>).read(members as never);
  }
  return result as ParamValues<S>;
}

/** A set's values in their order, each a parameter's (null) or a shape's with its members' names: worked out once per set. */
const valueOrders = new WeakMap<ParamSet, readonly (readonly [string, Param<unknown> | Shape<unknown>, readonly string[] | null])[]>();
function valueOrder(params: ParamSet): readonly (readonly [string, Param<unknown> | Shape<unknown>, readonly string[] | null])[] {
  let ordered = valueOrders.get(params);
  if (ordered === undefined) {
    ordered = Object.entries(params).map(([name, entry]) => [name, entry, isShape(entry) ? Object.keys(entry.members) : null] as const);
    valueOrders.set(params, ordered);
  }
  return ordered;
}

/** A set's parameters in the order they are read, worked out once per set (a route reads its own on every request). */
const readingOrders = new WeakMap<ParamSet, readonly (readonly [string, Param<unknown>])[]>();
function readingOrder(params: ParamSet): readonly (readonly [string, Param<unknown>])[] {
  let ordered = readingOrders.get(params);
  if (ordered === undefined) {
    const entries = Object.entries(flatParams(params));
    ordered = [...entries.filter(([, param]) => !param.after?.length), ...entries.filter(([, param]) => param.after?.length)];
    // A set is declared once and never changed; one changed after its first reading would be read as it was.
    readingOrders.set(params, ordered);
  }
  return ordered;
}

/**
 * What `answer` returns, or its refusal as an InputError about a parameter: a domain's InvalidValue
 * is named `name`, or, given a map from a domain function's inputs (`about`) to parameters, the
 * parameter of its input; an InputError about another name is renamed. For a handler whose domain
 * call can still refuse (today's date after an adjustment), saying which parameter led there.
 */
export function answerAbout<T>(name: string | Readonly<Record<string, string>>, answer: () => T): T {
  try {
    return answer();
  } catch (error) {
    if (typeof name === 'string') throw namedAbout(name, error);
    const about = error instanceof InvalidValue && error.about !== undefined ? name[error.about] : undefined;
    if (about === undefined) throw error;
    throw namedAbout(about, error);
  }
}

/** An error met while reading parameter `name`, as the error about it. */
function namedAbout(name: string, error: unknown): unknown {
  if (error instanceof InvalidValue) return error.named(name);
  if (error instanceof InputError && error.param !== name) return new InputError(error.code, error.detail, name, error.extra);
  return error;
}
