/**
 * The OpenAPI description of the search endpoint (src/openapi/quran-search.ts, merged into the
 * quran fragment): the document stays valid OpenAPI 3.1, and real answers conform to it.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../openapi';
import { searchPaths } from '../../openapi/quran-search';
import { answerSearch } from '../../api/routes/quran-search';

type AnyRecord = Record<string, any>;

describe('the search OpenAPI fragment', () => {
  const document = structuredClone(openApiDocument()) as AnyRecord;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema(document, 'openapi.json');
  const validateResponse = ajv.compile({ $ref: 'openapi.json#/components/schemas/SearchResponse' });

  it('is part of the document, as a valid OpenAPI 3.1 document', async () => {
    expect(document.paths['/api/v1/search']).toMatchObject(searchPaths['/api/v1/search']);
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it.each([
    [{ q: 'قل هو الله أحد' }],
    [{ q: 'ever living', limit: '2' }],
    [{ q: 'الصلاة', surah: '2', offset: '3' }],
    [{ q: 'zzzz' }],
  ])('describes the answer to %j', (args) => {
    const body = JSON.parse(JSON.stringify(answerSearch(args)));
    expect(validateResponse(body), JSON.stringify(validateResponse.errors)).toBe(true);
  });

  it('rejects an answer with a field it does not document', () => {
    const body = JSON.parse(JSON.stringify(answerSearch({ q: 'mercy', limit: '1' })));
    expect(validateResponse({ ...body, extra: 1 })).toBe(false);
    body.results[0].extra = 1;
    expect(validateResponse(body)).toBe(false);
  });

  it('shows examples that are real answers', () => {
    const examples = searchPaths['/api/v1/search'].get.responses['200'].content['application/json'].examples;
    expect(examples.arabic.value).toEqual(JSON.parse(JSON.stringify(answerSearch({ q: 'قل هو الله أحد' }))));
    expect(examples.english.value).toEqual(JSON.parse(JSON.stringify(answerSearch({ q: 'ever living', surah: '3' }))));
  });
});
