/** Builders for the common kinds of parameter: a whole number in a range, one of a list. */
import { InputError } from '../../shared/input-error';
import { parseCanonicalInteger } from '../../shared/integers';
import { defineParam, type Param } from './param';

interface IntegerSpec {
  description: string;
  example: string;
  min: number;
  max: number;
  /** The code of a text that is not a whole number written plainly, or is out of range. */
  code: string;
}

/** A whole number in min..max written plainly; anything else is 400 `code`; with `required`, absent is 400 missing_parameter. */
export function boundedInteger(spec: IntegerSpec & { default: number }): Param<number>;
export function boundedInteger(spec: IntegerSpec & { required: true }): Param<number>;
export function boundedInteger(spec: IntegerSpec): Param<number | undefined>;
export function boundedInteger(spec: IntegerSpec & { default?: number; required?: true }): Param<number | undefined> {
  const { min, max, code, default: fallback, required, ...doc } = spec;
  const read = (raw: string, _earlier: unknown, name: string) => {
    const number = parseCanonicalInteger(raw);
    if (number === null || number < min || number > max) {
      throw new InputError(code, `${name} must be a whole number from ${min} to ${max}, got '${raw}'`, name);
    }
    return number;
  };
  const schema = { type: 'integer', minimum: min, maximum: max, ...(fallback === undefined ? {} : { default: fallback }) };
  if (required) return defineParam({ ...doc, schema, codes: [code], read, required });
  if (fallback === undefined) return defineParam({ ...doc, schema, codes: [code], read });
  return defineParam({ ...doc, schema, codes: [code], read, default: () => fallback, defaultText: String(fallback) });
}

/**
 * One of a fixed list of values, compared exactly; the first is the default when the parameter is
 * absent. Any other text is refused with `code` (never silently replaced by the default), naming
 * the allowed values.
 */
export function oneOf<V extends string | number | boolean>(spec: { description: string; values: readonly V[]; code: string; meanings?: Readonly<Record<string, string>> }): Param<V> {
  const allowed = spec.values.map(String);
  const first = spec.values[0]!;
  const type = typeof first === 'boolean' ? 'boolean' : typeof first === 'number' ? 'integer' : 'string';
  return defineParam({
    description: spec.description,
    example: allowed[allowed.length > 1 ? 1 : 0]!,
    schema: { type, enum: [...spec.values], default: first },
    codes: [spec.code],
    ...(spec.meanings ? { meanings: spec.meanings } : {}),
    default: () => first,
    defaultText: allowed[0]!,
    read: (raw, _earlier, name) => {
      const found = spec.values.find((value) => String(value) === raw);
      if (found !== undefined) return found;
      throw new InputError(spec.code, `${name} must be one of ${allowed.join(', ')} (default ${allowed[0]}), got '${raw}'`, name, { allowed });
    },
  });
}
