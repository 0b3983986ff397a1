/**
 * A shape: a named group of parameters that make one value together (a span of days, a search
 * target, a place), with the rules of how they combine declared once: which are always required,
 * which alternatives one of must be given, which exclude which, which come together. The route table
 * checks the rules after reading every parameter, the shape's reader makes the typed value, and the
 * OpenAPI document and the docs tables write the same rules (src/openapi/parameters.ts).
 */
import { InputError } from '../../shared/input-error';
import type { Param } from './param';

export interface ShapeRules {
  /** Members given in every request. */
  required?: readonly string[];
  /** Groups of members of which at least one is given, e.g. `[['q'], ['root'], ['lemma']]`. */
  anyOf?: readonly (readonly string[])[];
  /** Groups of members of which at most one is given: they name different things. */
  exclusive?: readonly (readonly string[])[];
  /** Members that come together: given one, give all. */
  together?: readonly (readonly string[])[];
  /** A member that means something only beside others: given `member`, give one of `of` too. Checked first, in order. */
  needs?: readonly { member: string; of: readonly string[] }[];
  /** Rules that hold only when a member has a value: `method=custom` needs its angles. Checked last. */
  when?: readonly { member: string; is: string; rules: ShapeRules }[];
}

/** A rule a request broke: its kind, the member at fault (to add, or to leave out), and what it is about. */
export interface BrokenRule {
  kind: 'required' | 'needs' | 'exclusive' | 'together' | 'anyOf';
  member: string;
  /** For `needs`, the member that needs the others; for `together`, the members given. */
  with?: readonly string[];
  /** For `needs`, the members one of which it needs. */
  of?: readonly string[];
  /** For a rule of `when`, the member and value it holds under. */
  when?: { member: string; is: string };
}

export interface Shape<T, M extends Readonly<Record<string, Param<unknown>>> = Readonly<Record<string, Param<unknown>>>> {
  readonly kind: 'shape';
  /** The parameters of the shape by name. */
  readonly members: M;
  readonly rules: ShapeRules;
  /** What the rules say, as a sentence for the OpenAPI document and the docs. */
  readonly summary: string;
  /** The refusal of a broken rule in the shape's own words (code, detail, param), where the general wording is not the API's. */
  readonly refuse?: (broken: BrokenRule) => InputError | undefined;
  /** The typed value from the members' values, once the rules hold. */
  read(values: { [K in keyof M]: M[K] extends Param<infer V> ? V : never }): T;
}

/** Declares a shape; its summary is written from its rules. */
export function defineShape<T, M extends Readonly<Record<string, Param<unknown>>>>(spec: { members: M; rules: ShapeRules; refuse?: Shape<T, M>['refuse']; read: Shape<T, M>['read'] }): Shape<T, M> {
  for (const name of ruleNames(spec.rules)) if (!(name in spec.members)) throw new Error(`shape rule names '${name}', which is not a member`);
  return { kind: 'shape', members: spec.members, rules: spec.rules, summary: summaryOf(spec.rules), ...(spec.refuse ? { refuse: spec.refuse } : {}), read: spec.read };
}

export const isShape = (entry: unknown): entry is Shape<unknown> => (entry as { kind?: unknown })?.kind === 'shape';

const ruleNames = (rules: ShapeRules): string[] => [
  ...(rules.required ?? []),
  ...[...(rules.anyOf ?? []), ...(rules.exclusive ?? []), ...(rules.together ?? [])].flat(),
  ...(rules.needs ?? []).flatMap(({ member, of }) => [member, ...of]),
  ...(rules.when ?? []).flatMap(({ member, rules: inner }) => [member, ...ruleNames(inner)]),
];

const group = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(' and ');
const alternatives = (groups: readonly (readonly string[])[]) => groups.map(group).join(groups.length > 2 ? ', or ' : ' or ');

const either = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(names.length > 2 ? ', ' : ' or ').replace(/, ([^,]*)$/, ' or $1');

function summaryOf(rules: ShapeRules, saysRequired = false): string {
  return [
    ...(saysRequired && rules.required?.length ? [`Give ${group(rules.required)}.`] : []),
    ...(rules.anyOf ? [`Give ${alternatives(rules.anyOf)}.`] : []),
    ...(rules.exclusive ?? []).length ? [`Never ${rules.exclusive!.map(group).join(' with ')}.`] : [],
    ...(rules.together ?? []).map((names) => `${group(names)} come together.`),
    ...(rules.needs ?? []).map(({ member, of }) => `\`${member}\` needs ${either(of)}.`),
    ...(rules.when ?? []).map(({ member, is, rules: inner }) => `With \`${member}=${is}\`: ${summaryOf(inner, true).replace(/\.( |$)/g, '; ').replace(/; $/, '.').replace(/(^|; )G/g, '$1g')}`),
  ].join(' ');
}

/** Whether a member is required in every request of the shape (OpenAPI `required`). */
export const isRequiredMember = (shape: Shape<unknown>, name: string) =>
  (shape.rules.required ?? []).includes(name) || (shape.rules.anyOf?.length === 1 && shape.rules.anyOf[0]!.includes(name));

/**
 * Checks a shape's rules on a request's values (`values`, by member; absent and empty are not
 * given): the first broken rule is a 400, in the shape's own words (`refuse`) or else a
 * missing_parameter or conflicting_parameters naming the member at fault and what to send. The
 * order: `needs`, `required`, `exclusive`, `together`, `anyOf`, then the rules of `when`.
 */
export function checkShape(shape: Shape<unknown>, values: Readonly<Record<string, unknown>>): void {
  const given = (name: string) => values[name] !== undefined && values[name] !== '';
  checkRules(shape, shape.rules, given, values);
}

function checkRules(shape: Shape<unknown>, rules: ShapeRules, given: (name: string) => boolean, values: Readonly<Record<string, unknown>>, when?: BrokenRule['when']): void {
  const { members } = shape;
  const example = (name: string) => `${name}=${members[name]!.example}`;
  const refuse = (broken: BrokenRule, general: () => InputError): never => {
    throw shape.refuse?.({ ...broken, ...(when ? { when } : {}) }) ?? general();
  };
  for (const { member, of } of rules.needs ?? []) {
    if (given(member) && !of.some(given)) {
      refuse({ kind: 'needs', member: of[0]!, with: [member], of }, () => new InputError('missing_parameter', `parameter '${of[0]}' is required with ${member}: ${members[of[0]!]!.description}, e.g. ${example(of[0]!)}`, of[0]));
    }
  }
  for (const name of rules.required ?? []) {
    if (!given(name)) {
      const beside = when ? ` with ${when.member}=${when.is}` : '';
      refuse({ kind: 'required', member: name }, () => new InputError('missing_parameter', `parameter '${name}' is required${beside}: ${members[name]!.description}, e.g. ${example(name)}`, name));
    }
  }
  for (const groups of [rules.exclusive ?? []]) {
    const present = groups.filter((names) => names.some(given));
    if (present.length > 1) {
      const first = present[0]!.find(given)!;
      refuse({ kind: 'exclusive', member: first }, () => new InputError('conflicting_parameters', `give ${alternatives(groups)}, not both: ${present.map((names) => group(names.filter(given))).join(' and ')} name different things`, first));
    }
  }
  for (const names of rules.together ?? []) {
    if (!names.some(given)) continue;
    const absent = names.find((name) => !given(name));
    if (absent !== undefined) {
      const with_ = names.filter(given);
      refuse({ kind: 'together', member: absent, with: with_ }, () => new InputError('missing_parameter', `parameter '${absent}' is required with ${with_.join(' and ')}: ${members[absent]!.description}, e.g. ${example(absent)}`, absent));
    }
  }
  if (rules.anyOf && !rules.anyOf.some((names) => names.every(given))) {
    const first = rules.anyOf.find((names) => names.some(given)) ?? rules.anyOf[0]!;
    const name = first.find((candidate) => !given(candidate))!;
    const others = rules.anyOf.length > 1 ? ` (or ${alternatives(rules.anyOf.filter((names) => names !== first))})` : '';
    refuse({ kind: 'anyOf', member: name }, () => new InputError('missing_parameter', `parameter '${name}' is required${others}: ${members[name]!.description}, e.g. ${example(name)}`, name));
  }
  for (const condition of rules.when ?? []) {
    if (String(values[condition.member]) === condition.is) checkRules(shape, condition.rules, given, values, { member: condition.member, is: condition.is });
  }
}
