/**
 * A tool call as a request of the API: the tool's arguments become the URL of its route, the API
 * answers it (in process over stdio; through the server's own edge, with its keys, rate limits and
 * budget of work, at /mcp), and its answer becomes the tool's result, with the URL and the sources.
 * A refusal is a result with `isError: true` whose text is the problem's code and detail.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { fillPattern, patternParams } from '../api/route';
import { readParams } from '../api/vocabulary';
import { flatParams } from '../api/vocabulary/param';
import { InputError } from '../shared/input-error';
import { BASE_SOURCES } from '../credits';
import { routeOf, toolArguments, toolByName, TOOLS, type ToolDeclaration } from './tools';

/** An answer of the API to a target (path and query): its status and body as text. */
export interface ApiAnswer {
  status: number;
  body: string;
}
export type RequestApi = (target: string) => ApiAnswer | Promise<ApiAnswer>;

interface Source {
  id: string;
  field?: string;
  name: string;
  license: { name: string; url: string };
  attribution: string;
}

/** Calls a tool by name. `origin` prefixes the URL in the result (the server's own address at /mcp; empty over stdio). */
export async function callTool(name: string, args: unknown, request: RequestApi, origin = ''): Promise<CallToolResult> {
  const tool = toolByName(name);
  if (!tool) return refusal('unknown_tool', `there is no tool '${String(name).slice(0, 60)}'; the tools are ${TOOLS.map((each) => each.name).join(', ')}`);
  let target: string;
  try {
    target = targetOf(tool, args);
  } catch (error) {
    if (error instanceof InputError) return refusal(error.code, error.detail, error.param);
    throw error;
  }
  const answer = await request(target);
  if (answer.status >= 400) {
    const problem = JSON.parse(answer.body) as { code: string; detail: string; param?: string };
    return refusal(problem.code, problem.detail, toolArgumentName(tool, problem.param));
  }
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  const url = origin + target;
  return {
    content: [{ type: 'text', text: `${summary(body)}\n${url}` }],
    structuredContent: { answer: body, url, sources: sourcesOf(tool, body) },
  };
}

/** The URL of the route a tool's arguments call: its path filled, its query in the route's order. */
export function targetOf(tool: ToolDeclaration, args: unknown): string {
  if (args !== undefined && (args === null || typeof args !== 'object' || Array.isArray(args))) throw new InputError('invalid_argument', 'the arguments must be an object of names and values');
  const declared = toolArguments(tool);
  const given: Record<string, string> = {};
  for (const [name, value] of Object.entries((args ?? {}) as Record<string, unknown>)) {
    if (!declared.has(name)) throw new InputError('unknown_parameter', `'${name.slice(0, 40)}' is not an argument of ${tool.name}; its arguments are ${[...declared.keys()].join(', ')}`, name);
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') throw new InputError('invalid_argument', `${name} must be a string, a number or a boolean`, name);
    given[name] = String(value);
  }
  const ownNames = Object.keys(tool.own ?? {});
  const own = readParams(tool.own ?? {}, Object.fromEntries(ownNames.map((name) => [name, given[name]])));
  const route = routeOf(tool.pick ? tool.pick(own, given) : tool.routes[0]);
  const sent = (routeName: string) => given[toolArgumentName(tool, routeName) ?? routeName];
  const captures = patternParams(route.path);
  const path = fillPattern(
    route.path,
    Object.fromEntries(
      captures.map((capture) => {
        const value = sent(capture);
        if (value === undefined || value === '') {
          // A path's capture is declared required: its own reader refuses it absent (missing_parameter),
          // named as the tool's argument, as the HTTP routes refuse an absent required parameter.
          flatParams(route.params ?? {})[capture]!.read(undefined, {}, toolArgumentName(tool, capture) ?? capture);
          throw new Error(`route ${route.id}: the capture '${capture}' is not declared required`);
        }
        return [capture, encodeURIComponent(value)];
      }),
    ),
  );
  const query = Object.keys(flatParams(route.params ?? {}))
    .filter((routeName) => !captures.includes(routeName) && sent(routeName) !== undefined)
    .map((routeName) => `${routeName}=${encodeURIComponent(sent(routeName)!)}`)
    .join('&');
  return query === '' ? path : `${path}?${query}`;
}

/** The tool's name of a route's parameter (they differ where `sentAs` says). */
function toolArgumentName(tool: ToolDeclaration, routeName: string | undefined): string | undefined {
  if (routeName === undefined) return undefined;
  return Object.entries(tool.sentAs ?? {}).find(([, sent]) => sent === routeName)?.[0] ?? routeName;
}

function refusal(code: string, detail: string, param?: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: `${code}: ${detail}${param ? ` (argument: ${param})` : ''}` }] };
}

/** Each text the answer names (its `sources`, an edition, the corpus's `source`) and the data sets of the tool. */
export function sourcesOf(tool: ToolDeclaration, body: Record<string, unknown>): Source[] {
  const sources: Source[] = [];
  const named = body.sources as Record<string, { id: string; name: string; license: { name: string; url: string; attribution: string } }> | undefined;
  for (const [field, text] of Object.entries(named ?? {})) sources.push({ id: text.id, field, name: text.name, license: { name: text.license.name, url: text.license.url }, attribution: text.license.attribution });
  const edition = body.edition as { id?: string; name?: string; license?: { name: string; url: string; attribution: string } } | undefined;
  if (edition?.license && edition.id) sources.push({ id: edition.id, field: 'text', name: edition.name ?? edition.id, license: { name: edition.license.name, url: edition.license.url }, attribution: edition.license.attribution });
  const corpus = body.source as { name?: string; author?: string; url?: string; notice?: string; via?: { license?: string } } | undefined;
  if (corpus?.name && corpus.url) {
    sources.push({ id: 'quranic-arabic-corpus', name: `${corpus.name}, ${corpus.author ?? ''}`.replace(/, $/, ''), license: { name: corpus.via?.license ?? 'GNU GPL', url: corpus.url }, attribution: corpus.notice ?? corpus.name });
  }
  for (const id of tool.data) {
    const source = BASE_SOURCES.find((candidate) => candidate.id === id);
    if (!source) throw new Error(`tool ${tool.name}: no source '${id}' in BASE_SOURCES`);
    sources.push({ id, name: source.provides, license: { name: source.terms.name, url: source.terms.url }, attribution: source.terms.conditions.join(' ') });
  }
  return sources;
}

/** A few words on the answer: its plain fields, and how many items each list holds. */
function summary(body: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (key === 'sources' || key === 'source') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') parts.push(`${key}: ${String(value).slice(0, 200)}`);
    else if (Array.isArray(value)) parts.push(`${key}: ${value.length > 0 && value.every((item) => typeof item === 'string') ? value.slice(0, 10).join(', ') : `${value.length} item${value.length === 1 ? '' : 's'}`}`);
    if (parts.join('; ').length > 600) break;
  }
  return parts.join('; ');
}
