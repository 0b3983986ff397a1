import type { OpenApiFragment } from './shared';

export const hijriOpenApi: OpenApiFragment = {
  tag: { name: 'hijri', description: 'TODO' },
  paths: {},
  schemas: {},
};
