import type { OpenApiFragment } from './shared';

export const jummalOpenApi: OpenApiFragment = {
  tag: { name: 'jummal', description: 'TODO' },
  paths: {},
  schemas: {},
};
