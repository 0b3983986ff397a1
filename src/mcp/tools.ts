/**
 * The API as tools of the Model Context Protocol. Each tool is a route of the route table (or a
 * choice of two), its arguments the route's parameters as the vocabulary declares them: the input
 * schema is written from those declarations as the OpenAPI parameters are (src/openapi/parameters.ts),
 * the output schema is the route's 200 answer in the OpenAPI document, and a call is a request of
 * the API (src/mcp/call.ts), so a tool and its URL cannot answer differently.
 */
import { allRoutes } from '../api/routes';
import { patternParams, type Route } from '../api/route';
import { AYAH_EDITION, CONVERSION_TARGET, type Param, type ParamSet } from '../api/vocabulary';
import { flatParams } from '../api/vocabulary/param';
import { isRequiredMember, isShape } from '../api/vocabulary/shape';
import { openApiParameter, toTemplate } from '../openapi/parameters';
import { openApiDocument } from '../openapi';

export interface ToolDeclaration {
  name: string;
  /** What the tool answers and when to use it, for a model choosing among tools. */
  description: string;
  /** The routes (by id) the tool answers from: the first, unless `pick` chooses by the tool's own arguments. */
  routes: readonly [string, ...string[]];
  /** Arguments of the tool's own (declared in the vocabulary): they choose the route and are not sent to it. */
  own?: ParamSet;
  pick?: (own: Readonly<Record<string, unknown>>, args: Readonly<Record<string, string>>) => string;
  /** A tool argument sent to a route under another name: `edition` → `id`. */
  sentAs?: Readonly<Record<string, string>>;
  /** The sources (ids of src/credits BASE_SOURCES) of the data the answer is made from, besides the texts it names itself. */
  data: readonly string[];
}

const HIJRI_DATA = ['hijridate-umm-al-qura', 'islamic-network-calendar', 'authority-announcements'];

export const TOOLS: readonly ToolDeclaration[] = [
  {
    name: 'convert_date',
    description: 'Convert a date between the Gregorian and the Hijri calendar (Umm al-Qura by default, or another calendar by `calendar`): `to: "hijri"` with a Gregorian date, `to: "gregorian"` with a Hijri date, both YYYY-MM-DD.',
    routes: ['hijri.from-gregorian', 'hijri.from-hijri'],
    own: { to: CONVERSION_TARGET },
    pick: (own) => (own.to === 'gregorian' ? 'hijri.from-hijri' : 'hijri.from-gregorian'),
    data: HIJRI_DATA,
  },
  { name: 'hijri_today', description: "Today's Hijri date in a time zone (`tz`, an IANA name) or at a place (`lat`, `lng`), by a calendar of your choice.", routes: ['hijri.today'], data: [...HIJRI_DATA, 'geonames-places'] },
  { name: 'hijri_month', description: 'Every day of a Hijri month with its Gregorian date.', routes: ['hijri.month'], data: HIJRI_DATA },
  { name: 'hijri_events', description: 'The Islamic events and holidays (Ramadan, the Eids, Ashura...) of a Hijri year or month, or of a Gregorian year, with their dates in both calendars.', routes: ['hijri.events'], data: HIJRI_DATA },
  {
    name: 'prayer_times',
    description: 'The five prayer times (and sunrise, imsak, midnight) of a day at a place: a city by name or GeoNames id (`city`), or `lat`/`lng`; `method` and `madhab` as the user follows (the country\'s usual method when left out). Times are local, in the place\'s time zone.',
    routes: ['prayer.day'],
    data: ['geonames-places'],
  },
  { name: 'qibla', description: 'The direction of the Qibla (the Kaaba) from a place, in degrees from true north, with the distance.', routes: ['prayer.qibla'], data: ['geonames-places'] },
  { name: 'find_place', description: 'Find places (cities) by name in any language or script, for prayer_times, qibla and hijri_today: each with its GeoNames id, country and coordinates.', routes: ['prayer.places'], data: ['geonames-places', 'geonames-place-aliases', 'cldr-place-names', 'csc-place-names'] },
  {
    name: 'quran_ayah',
    description: 'One ayah by surah and ayah number: the Uthmani Arabic text and the Saheeh International translation, or the ayah in an edition (`edition`: any of 40+ translations and two Arabic tafsirs).',
    routes: ['quran.ayah', 'quran.edition-ayah'],
    own: { edition: AYAH_EDITION },
    pick: (own) => (own.edition === undefined ? 'quran.ayah' : 'quran.edition-ayah'),
    sentAs: { edition: 'id' },
    data: ['quran-meta'],
  },
  {
    name: 'quran_search',
    description: 'Search the Quran: Arabic (diacritics and the Uthmani spelling ignored), English or the language of any translation (`lang`, `edition`), or every ayah with a word of a `root` or a `lemma`. For checking whether a quotation is the Quran, use verify_quran_quote.',
    routes: ['quran.search'],
    data: ['quran-meta'],
  },
  { name: 'quran_words', description: "Every word of an ayah with its root, lemma and grammar (Quranic Arabic Corpus 0.4), in English and in Arabic grammatical terms.", routes: ['words.ayah'], data: [] },
  { name: 'jummal', description: 'The Jummal (Abjad) value of an Arabic text, letter by letter, by the Mashriqi (default) or the Maghribi order.', routes: ['jummal.count'], data: [] },
  {
    name: 'verify_quran_quote',
    description:
      'Check an Arabic quotation against the Quran before quoting it: `exact` (the words are one ayah or consecutive ayahs, whole), `part` (a contiguous part of an ayah), `close` (not the Quran\'s words: the nearest ayahs and the words that differ) or `none`, with the ayahs as "surah:ayah", their Uthmani text and links. Letters are compared, not diacritics.',
    routes: ['quran.verify-quote'],
    data: ['quran-meta'],
  },
];

const routesById = new Map(allRoutes.map((route) => [route.id, route]));

export function routeOf(id: string): Route {
  const route = routesById.get(id);
  if (!route) throw new Error(`no route '${id}'`);
  return route;
}

/** The parameters a route requires in every request: its own required ones and its shapes' required members. */
function requiredNames(route: Route): Set<string> {
  const names = new Set<string>();
  for (const [name, entry] of Object.entries(route.params ?? {})) {
    if (!isShape(entry)) {
      if (entry.required) names.add(name);
    } else for (const member of Object.keys(entry.members)) if (isRequiredMember(entry, member)) names.add(member);
  }
  return names;
}

/** A tool's arguments by name, each with its declaration and whether every route it can call requires it. */
export function toolArguments(tool: ToolDeclaration): Map<string, { param: Param<unknown>; required: boolean; own: boolean }> {
  const found = new Map<string, { param: Param<unknown>; required: boolean; own: boolean }>();
  for (const [name, param] of Object.entries(flatParams(tool.own ?? {}))) found.set(name, { param, required: param.required, own: true });
  const toolName = Object.fromEntries(Object.entries(tool.sentAs ?? {}).map(([argument, sent]) => [sent, argument]));
  const routes = tool.routes.map(routeOf);
  for (const route of routes) {
    for (const [routeName, param] of Object.entries(flatParams(route.params ?? {}))) {
      const name = toolName[routeName] ?? routeName;
      if (found.get(name)?.own) continue;
      const required = routes.every((each) => flatParams(each.params ?? {})[routeName] !== undefined && (patternParams(each.path).includes(routeName) || requiredNames(each).has(routeName)));
      if (!found.has(name)) found.set(name, { param, required, own: false });
    }
  }
  return found;
}

/** The tool's input schema: each argument as the OpenAPI document describes the parameter. */
export function inputSchema(tool: ToolDeclaration): { type: 'object'; properties: Record<string, object>; required: string[]; additionalProperties: false } {
  const properties: Record<string, object> = {};
  const required: string[] = [];
  for (const [name, { param, required: isRequired }] of toolArguments(tool)) {
    const described = openApiParameter(name, param, 'query');
    properties[name] = { ...described.schema, description: described.description };
    if (isRequired) required.push(name);
  }
  return { type: 'object', properties, required, additionalProperties: false };
}

/** The JSON Schema of the `sources` every tool result carries. */
export const SOURCES_SCHEMA = {
  type: 'array',
  description: 'Each text and data set the answer is made from, with its licence and the attribution to show.',
  items: {
    type: 'object',
    required: ['id', 'name', 'license', 'attribution'],
    properties: {
      id: { type: 'string' },
      field: { type: 'string', description: 'The field of the answer that holds this text, when it is a text.' },
      name: { type: 'string' },
      license: { type: 'object', required: ['name', 'url'], properties: { name: { type: 'string' }, url: { type: 'string' } } },
      attribution: { type: 'string' },
    },
  },
};

let document: ReturnType<typeof openApiDocument> | undefined;
const openApi = () => (document ??= openApiDocument());
/** A schema of the OpenAPI document with its references written out. */
function inlined(schema: unknown, seen: readonly string[] = []): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inlined(item, seen));
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: string }).$ref;
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/schemas/', '');
    if (seen.includes(name)) return {};
    return inlined((openApi().components.schemas as Record<string, unknown>)[name], [...seen, name]);
  }
  return Object.fromEntries(Object.entries(schema).filter(([key]) => key !== 'example' && key !== 'examples').map(([key, value]) => [key, inlined(value, seen)]));
}

/** The tool's output schema: the answer of its route(s) as the OpenAPI document says, with the URL and sources beside it. */
export function outputSchema(tool: ToolDeclaration): { type: 'object'; properties: Record<string, unknown>; required: string[] } {
  const paths = openApi().paths as Record<string, { get: { responses: Record<string, { content?: Record<string, { schema: unknown }> }> } }>;
  const answers = tool.routes.map((id) => inlined(paths[toTemplate(routeOf(id).path)]!.get.responses['200']!.content!['application/json']!.schema));
  return {
    type: 'object',
    required: ['answer', 'url', 'sources'],
    properties: {
      answer: answers.length === 1 ? answers[0] : { anyOf: answers },
      url: { type: 'string', description: 'The same answer on the HTTP API.' },
      sources: SOURCES_SCHEMA,
    },
  };
}

export const toolByName = (name: string): ToolDeclaration | undefined => TOOLS.find((tool) => tool.name === name);
