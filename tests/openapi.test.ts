import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { document } from './support/openapi';
import { allRoutes } from '../src/api/routes';
import { filePattern } from '../src/api/route';

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('documents every route the server answers, in its contract form and its static-file form', () => {
    const paths = Object.keys(document.paths);
    for (const route of allRoutes) {
      expect(paths).toContain(route.path.replace(/:([a-z_]+)/g, '{$1}'));
      for (const files of route.files ?? []) expect(paths).toContain(filePattern(route, files).replace(/:([a-z_]+)/g, '{$1}'));
    }
  });
});
