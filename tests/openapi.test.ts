import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { document } from './support/openapi';
import { allRoutes } from '../src/api/routes';
import { filePattern, patternParams } from '../src/api/route';
import { RATE_LIMITS } from '../src/api/rate-limits';

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

describe('the parameters of the OpenAPI document', () => {
  const template = (pattern: string) => pattern.replace(/:([a-z_]+)/g, '{$1}');
  const parametersAt = (pattern: string) => document.paths[template(pattern)].get.parameters as { name: string; in: string; required: boolean; description: string; schema: Record<string, unknown> }[];

  it('are exactly the parameters each route declares, path and query, with their declared schema', () => {
    let count = 0;
    for (const route of allRoutes) {
      const declared = Object.entries(route.params ?? {});
      expect(route.params, route.id).toBeDefined();
      const captures = patternParams(route.path);
      const documented = parametersAt(route.path);
      expect(documented.map((p) => p.name).sort(), route.id).toEqual(declared.map(([name]) => name).sort());
      for (const [name, param] of declared) {
        const found = documented.find((p) => p.name === name)!;
        expect(found.in, `${route.id} ${name}`).toBe(captures.includes(name) ? 'path' : 'query');
        expect(found.schema, `${route.id} ${name}`).toEqual(param.schema);
        expect(found.required, `${route.id} ${name}`).toBe(captures.includes(name) || param.required);
        count++;
      }
      for (const files of route.files ?? []) {
        const pattern = filePattern(route, files);
        expect(parametersAt(pattern).map((p) => p.name), pattern).toEqual(patternParams(pattern));
      }
    }
    expect(count).toBeGreaterThan(50);
  });

  it('mark what a request must give, its shapes\' rules written in the descriptions', () => {
    const year = parametersAt('/v1/prayer-times/year');
    expect(year.filter((p) => p.required).map((p) => p.name).sort()).toEqual(['city', 'year']);
    const events = parametersAt('/v1/hijri/events');
    for (const name of ['month', 'year', 'gregorian_year']) expect(events.find((p) => p.name === name)!.description, name).toContain('Never `gregorian_year` with `year` and `month`.');
    const search = parametersAt('/api/v1/search');
    expect(search.find((p) => p.name === 'q')).toMatchObject({ required: false, description: expect.stringContaining('Give `q`, or `root`, or `lemma`.') });
    const month = parametersAt('/v1/prayer-times/month');
    expect(month.find((p) => p.name === 'hijri_month')!.description).toContain('`hijri_year` and `hijri_month` come together.');
  });

  it('type the numbers of the paths as integers with their ranges', () => {
    const ayah = parametersAt('/api/v1/ayah/:surah/:ayah');
    expect(ayah[0]!.schema).toEqual({ type: 'integer', minimum: 1, maximum: 114 });
    expect(parametersAt('/api/v1/page/:number')[0]!.schema).toEqual({ type: 'integer', minimum: 1, maximum: 604 });
    expect(parametersAt('/v1/hijri/month/:calendar/:year/:month.json').map((p) => p.schema.type)).toEqual(['string', 'integer', 'integer']);
  });

  it('follow the contract\'s version rule: minor for additions since 1.0.0', () => {
    expect(document.info.version).toBe('1.1.0');
  });
});

describe('the operations endpoints', () => {
  it('are documented with only what they answer', () => {
    expect(Object.keys(document.paths['/healthz'].get.responses)).toEqual(['200']);
    expect(Object.keys(document.paths['/readyz'].get.responses)).toEqual(['200', '503']);
    expect(Object.keys(document.paths['/metrics'].get.responses)).toEqual(['200', '404', '503']);
  });
});

describe('what every path documents', () => {
  const operations = Object.entries(document.paths as Record<string, any>)
    .filter(([, item]) => item.get && !item.get['x-operations'])
    .map(([template, item]) => ({ template, responses: item.get.responses }));

  it('is relative to the host that serves it, with both ways of sending a key', () => {
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(JSON.stringify(document)).not.toContain('localhost');
    expect(document.components.securitySchemes.ApiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    expect(document.components.securitySchemes.BearerKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('lists 400 (unknown parameter, bad encoding) and 401 (bad key) on every path', () => {
    for (const { template, responses } of operations) {
      expect(Object.keys(responses), template).toEqual(expect.arrayContaining(['200', '400', '401']));
    }
  });

  it('lists 429 exactly on the rate-limited paths', () => {
    for (const route of allRoutes) {
      const templates = [route.path, ...(route.files ?? []).map((files) => filePattern(route, files))].map((path) => path.replace(/:([a-z_]+)/g, '{$1}'));
      for (const template of templates) {
        expect('429' in document.paths[template].get.responses, template).toBe(RATE_LIMITS[route.group] !== null);
      }
    }
  });
});
