/**
 * The rows of a route's parameter table on the docs pages (src/components/ParamTable.astro), read
 * from the route table and the vocabulary: a docs page never describes a parameter by hand.
 */
import { allRoutes } from '../api/routes';
import { patternParams, type Route } from '../api/route';
import { isRequiredIn, shapeOf } from '../openapi/parameters';

export interface ParamRow {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  /** The accepted values, briefly: `1-114`, `once, double`, `YYYY-MM-DD`. */
  values: string;
  defaultText?: string;
  description: string;
  meanings: readonly (readonly [string, string])[];
  codes: readonly string[];
  example: string;
}

export function routeById(id: string): Route {
  const route = allRoutes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`no route '${id}'; the routes are ${allRoutes.map((r) => r.id).join(', ')}`);
  return route;
}

function valuesOf(schema: Record<string, unknown>): string {
  if (Array.isArray(schema.enum)) return schema.enum.length > 8 ? `${schema.enum.length} ids, e.g. ${schema.enum.slice(0, 3).join(', ')}` : schema.enum.join(', ');
  if (schema.type === 'integer') {
    const { minimum, maximum } = schema as { minimum?: number; maximum?: number };
    if (minimum !== undefined && maximum !== undefined) return `${minimum} to ${maximum}`;
    if (minimum !== undefined) return `${minimum} or more`;
    return 'a whole number';
  }
  if (typeof schema.pattern === 'string' && schema.pattern.includes('{4}-')) return 'YYYY-MM-DD';
  if (typeof schema.maxLength === 'number') return `text, up to ${schema.maxLength} characters`;
  return 'text';
}

/** Every parameter of a route, path captures first as declared. */
export function paramRows(routeId: string): ParamRow[] {
  const route = routeById(routeId);
  const captures = patternParams(route.path);
  return Object.entries(route.params ?? {}).map(([name, param]) => ({
    name,
    in: captures.includes(name) ? 'path' : 'query',
    required: isRequiredIn(route, name, param),
    values: valuesOf(param.schema),
    ...(param.defaultText === undefined ? {} : { defaultText: param.defaultText }),
    description: [param.description, shapeOf(route, name)?.summary].filter(Boolean).join('. '),
    meanings: Object.entries(param.meanings ?? {}),
    codes: param.codes,
    example: param.example,
  }));
}
