/**
 * Validates real responses against the OpenAPI document with Ajv (JSON Schema 2020-12, the dialect
 * of OpenAPI 3.1). The document itself is checked with @seriousme/openapi-schema-validator.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { openApiDocument } from '../../src/openapi';

type AnyRecord = Record<string, any>;
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

export const document = openApiDocument() as AnyRecord;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(document, 'openapi.json');

const templates = Object.keys(document.paths).map((template) => ({
  template,
  regex: new RegExp(
    '^' + template.replace(/[.]/g, '\\.').replace(/\{[a-z_]+\}/g, '[^/]+') + '$',
  ),
  literalLength: template.replace(/\{[a-z_]+\}/g, '').length,
}));

/** The documented path template a request path falls under (the most literal one), or null. */
export function templateFor(pathname: string): string | null {
  const candidates = templates.filter((entry) => entry.regex.test(pathname));
  candidates.sort((a, b) => b.literalLength - a.literalLength);
  return candidates[0]?.template ?? null;
}

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function resolveResponse(response: AnyRecord | undefined): { ref: string; response: AnyRecord } | null {
  if (!response) return null;
  if (response.$ref) {
    const name = String(response.$ref).split('/').pop()!;
    return { ref: pointer('components', 'responses', name), response: document.components.responses[name] };
  }
  return { ref: '', response };
}

const compiled = new Map<string, ReturnType<Ajv2020['compile']>>();

/**
 * Problems with this response against the document: an undocumented status, an undocumented
 * content type, or a body that breaks the schema. Empty when it conforms.
 */
export function responseProblems(pathname: string, status: number, contentType: string, body: unknown): string[] {
  const template = templateFor(pathname);
  if (!template) return [`no documented path matches ${pathname}`];
  const responses = document.paths[template].get.responses as AnyRecord;
  const resolved = resolveResponse(responses[String(status)]);
  if (!resolved) return [`status ${status} is not documented for ${template}`];
  const mediaType = contentType.split(';')[0]!.trim();
  const media = resolved.response.content?.[mediaType];
  if (!media) return [`content type ${mediaType} is not documented for ${status} of ${template}`];
  const schemaPointer = resolved.ref
    ? `openapi.json#/${resolved.ref}/content/${pointer(mediaType)}/schema`
    : `openapi.json#/${pointer('paths', template, 'get', 'responses', String(status), 'content', mediaType, 'schema')}`;
  let validate = compiled.get(schemaPointer);
  if (!validate) {
    validate = ajv.compile({ $ref: schemaPointer });
    compiled.set(schemaPointer, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map((error) => `${template} ${status}: ${error.instancePath || '(root)'} ${error.message}`);
}
