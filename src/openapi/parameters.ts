/**
 * The OpenAPI parameters of every route, written from the route table and the vocabulary
 * (src/api/vocabulary/): a parameter is described where it is declared, and nowhere by hand.
 */
import { filePattern, patternParams, type Route } from '../api/route';
import type { Param } from '../api/vocabulary';
import { isRequiredMember, type Shape } from '../api/vocabulary/shape';

/** `/api/v1/ayah/:surah/:ayah.json` → `/api/v1/ayah/{surah}/{ayah}.json` */
export const toTemplate = (pattern: string) => pattern.replace(/:([a-z_]+)/g, '{$1}');

const sentence = (text: string) => text[0]!.toUpperCase() + text.slice(1) + (/[.)]$/.test(text) ? '' : '.');

/** The shape a parameter of a route belongs to, if any. */
export const shapeOf = (route: Pick<Route, 'shapes'>, name: string): Shape<unknown> | undefined => route.shapes?.find((shape) => name in shape.members);

/** Whether every request to the route gives the parameter: a path capture, a required parameter, or a member its shape always requires. */
export function isRequiredIn(route: Pick<Route, 'path' | 'shapes'>, name: string, param: Param<unknown>): boolean {
  const shape = shapeOf(route, name);
  return patternParams(route.path).includes(name) || param.required || (shape !== undefined && isRequiredMember(shape, name));
}

/**
 * One parameter as OpenAPI writes it; `x-error-codes` lists the codes of /docs/errors it can answer.
 * A member of a shape says how it combines with the others (`shape`).
 */
export function openApiParameter(name: string, param: Param<unknown>, where: 'path' | 'query', required = where === 'path' || param.required, shape?: Shape<unknown>) {
  return {
    name,
    in: where,
    required,
    description: [
      sentence(param.description),
      ...(shape?.summary ? [shape.summary] : []),
      ...Object.entries(param.meanings ?? {}).map(([value, meaning]) => `\`${value}\`: ${meaning}`),
      ...(param.defaultText === undefined ? [] : [`Default \`${param.defaultText}\`.`]),
    ].join(' '),
    schema: param.schema,
    example: param.schema.type === 'integer' ? Number(param.example) : param.example,
    'x-error-codes': [...param.codes],
  };
}

/** The parameters of a route's contract path: its captures, then its query parameters, as declared. */
export function contractParameters(route: Route) {
  const captures = patternParams(route.path);
  return Object.entries(route.params ?? {}).map(([name, param]) =>
    openApiParameter(name, param, captures.includes(name) ? 'path' : 'query', isRequiredIn(route, name, param), shapeOf(route, name)),
  );
}

/** Every path a route answers (its contract path and its file paths), with the parameters of each. */
export function routePathParameters(route: Route): Map<string, ReturnType<typeof openApiParameter>[]> {
  const result = new Map([[toTemplate(route.path), contractParameters(route)]]);
  for (const files of route.files ?? []) {
    const pattern = filePattern(route, files);
    result.set(
      toTemplate(pattern),
      patternParams(pattern).map((name) => {
        const param = route.params?.[name];
        if (!param) throw new Error(`route ${route.id}: file pattern ${pattern} captures '${name}', which the route does not declare`);
        return openApiParameter(name, param, 'path');
      }),
    );
  }
  return result;
}
