import type { OpenApiFragment } from './shared';

const readiness = {
  type: 'object',
  additionalProperties: false,
  required: ['status', 'build', 'warm', 'rate_limits', 'redis'],
  properties: {
    status: {
      enum: ['ready', 'degraded', 'warming', 'stopping', 'unavailable'],
      description:
        '`ready`; `degraded`: serving, but Redis is unreachable, so limits are per process; `warming`: the live routes are not warmed yet; ' +
        '`stopping`: SIGTERM came, the listener closes after SHUTDOWN_DELAY_SECONDS; `unavailable`: no build to serve.',
    },
    build: { type: 'boolean', description: 'The built site and static JSON are present.' },
    warm: { type: 'boolean', description: 'Every live route answered once (the search indexes are built).' },
    rate_limits: { type: 'string', examples: ['memory (per process)', 'shared (redis)', 'off'] },
    redis: { type: 'string', examples: ['not configured', 'connected', 'unreachable'] },
  },
} as const;

/**
 * The server's own endpoints for whoever runs it (load balancers, Prometheus). They are not API
 * routes: no rate limit, no key, no query parameters, and a static mirror has none of them.
 */
export const operationsOpenApi: OpenApiFragment = {
  tag: { name: 'operations', description: 'Liveness, readiness and metrics of a running server (not on a static mirror).' },
  schemas: { Readiness: readiness },
  paths: {
    '/healthz': {
      get: {
        tags: ['operations'],
        operationId: 'getHealth',
        summary: 'Liveness: the process answers. Never rate limited.',
        'x-operations': true,
        responses: {
          '200': {
            description: 'Alive.',
            content: { 'application/json': { schema: { type: 'object', additionalProperties: false, required: ['status'], properties: { status: { const: 'ok' } } } } },
          },
        },
      },
    },
    '/readyz': {
      get: {
        tags: ['operations'],
        operationId: 'getReadiness',
        summary: 'Readiness: 200 when this process should get traffic (ready, or degraded on per-process limits), 503 otherwise.',
        'x-operations': true,
        responses: {
          '200': { description: 'Ready or degraded.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Readiness' } } } },
          '503': { description: 'Warming, stopping, or no build.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Readiness' } } } },
        },
      },
    },
    '/metrics': {
      get: {
        tags: ['operations'],
        operationId: 'getMetrics',
        summary: 'Prometheus metrics (only when the server runs with METRICS=on; otherwise a 404 page). Under WORKERS, every worker\'s metrics summed.',
        'x-operations': true,
        responses: {
          '200': { description: 'Prometheus text format 0.0.4.', content: { 'text/plain': { schema: { type: 'string' } } } },
          '404': { description: 'METRICS is off.' },
          '503': { $ref: '#/components/responses/Unavailable' },
        },
      },
    },
  },
};
