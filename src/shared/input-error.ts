/**
 * The one error the domains (src/hijri, src/jummal, src/quran) throw for input a caller can fix:
 * a stable `code`, a `detail` saying what to change, and the `param` at fault. The domains know
 * nothing of HTTP; the API layer (src/api/problem.ts) gives each code its status through the
 * error catalog, where every code is documented.
 */
export class InputError extends Error {
  constructor(
    readonly code: string,
    readonly detail: string,
    readonly param?: string,
    /** Extra members of the problem document, e.g. `{ allowed: [...] }`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
    this.name = 'InputError';
  }
}

/**
 * A value a domain refuses, before anyone has said which parameter carried it: domains take values,
 * not HTTP names. `detailAbout` writes the detail once the API layer names the parameter
 * (src/api/vocabulary/param.ts: a reader attaches its parameter's name); `named` is that InputError.
 * A domain function of several inputs says which one in its own words (`about`, the name of its
 * option), and the vocabulary maps that to the parameter.
 */
export class InvalidValue extends Error {
  constructor(
    readonly code: string,
    readonly detailAbout: (name: string) => string,
    readonly extra: Record<string, unknown> = {},
    readonly about?: string,
  ) {
    super(detailAbout('the value'));
    this.name = 'InvalidValue';
  }

  named(name: string): InputError {
    return new InputError(this.code, this.detailAbout(name), name, this.extra);
  }
}

/** One documented error code: the catalog behind /docs/errors and the status each code answers. */
export interface ErrorCode {
  code: string;
  status: number;
  meaning: string;
}

/**
 * A domain's codes that all answer 400 (a value the request gave is wrong), each with its meaning,
 * in the order given: the catalog entries written once.
 */
export function badRequestCodes(meanings: Readonly<Record<string, string>>): ErrorCode[] {
  return Object.entries(meanings).map(([code, meaning]) => ({ code, status: 400, meaning }));
}

/**
 * The first control character of a text (C0 and C1, but tab, line feed and carriage return, which a
 * pasted text may hold), as `U+0000` and its index; null when there is none. No one types one: a
 * NUL byte is usually an attack or a bug.
 */
export function firstControlCharacter(text: string): { codePoint: string; index: number } | null {
  const control = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u.exec(text);
  if (!control) return null;
  return { codePoint: `U+${control[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`, index: control.index };
}
