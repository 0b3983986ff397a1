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
    BadRequest: {
      description: 'A parameter is missing, malformed or out of range.',
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
    },
    NotFound: {
      description: 'No such resource or path.',
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
    },
    TooManyRequests: {
      description: 'Rate limit exceeded; see the Retry-After header.',
      headers: { 'Retry-After': { schema: { type: 'integer' } } },
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
    },
    Unavailable: {
      description: 'The answer could not be gathered in time; try again.',
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
    },
    Unauthorized: {
      description: 'An API key was sent and is unknown or revoked.',
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
    },
  },
} as const;

/** One domain's share of the document. */
export interface OpenApiFragment {
  tag: { name: string; description: string };
  paths: Record<string, unknown>;
  schemas: Record<string, unknown>;
}
