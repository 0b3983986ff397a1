/** A response whose body is a problem document (RFC 9457), with what its status means here. */
export function problemResponse(description: string, headers?: Record<string, unknown>) {
  return { description, ...(headers ? { headers } : {}), content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } };
}

/** Pieces of the OpenAPI document that every domain fragment refers to. */
export const sharedComponents = {
  schemas: {
    Problem: {
      type: 'object',
      description: 'RFC 9457 problem details. `code` is stable; `detail` says what to change.',
      required: ['type', 'title', 'status', 'code', 'detail'],
      properties: {
        type: { type: 'string', examples: ['/docs/errors#invalid_date'] },
        title: { type: 'string' },
        status: { type: 'integer' },
        code: { type: 'string' },
        detail: { type: 'string' },
        param: { type: 'string', description: 'The parameter at fault, when there is one.' },
      },
    },
  },
  responses: {
    BadRequest: problemResponse('A parameter is missing, malformed or out of range.'),
    NotFound: problemResponse('No such resource or path.'),
    TooManyRequests: problemResponse('Rate limit exceeded; see the Retry-After header.', { 'Retry-After': { schema: { type: 'integer' } } }),
    Unavailable: problemResponse('The answer could not be gathered in time; try again.'),
    Unauthorized: problemResponse('An API key was sent and is unknown or revoked.'),
  },
} as const;

/** One domain's share of the document. */
export interface OpenApiFragment {
  tag: { name: string; description: string };
  paths: Record<string, unknown>;
  schemas: Record<string, unknown>;
}
