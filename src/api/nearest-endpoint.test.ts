import { describe, expect, it } from 'vitest';
import { nearestEndpoint } from './nearest-endpoint';
import { allRoutes } from './routes';
import { callApi } from '../../tests/support/in-process';

const endpoints = allRoutes.map((route) => route.path);

describe('nearestEndpoint', () => {
  it.each([
    ['/v1/hijri/to-gregorian', '/v1/gregorian/from-hijri'],
    ['/v1/gregorian/to-hijri', '/v1/hijri/from-gregorian'],
    ['/v1/hijri/months', '/v1/hijri/month'],
    ['/api/v1/surahs/2', '/api/v1/surah/{number}'],
    ['/api/v1/ayahs/2/255', '/api/v1/ayah/{surah}/{ayah}'],
    ['/v1/hijri/todya', '/v1/hijri/today'],
    ['/v1/hijri/todays', '/v1/hijri/today'],
  ])('reads %s as %s', (path, expected) => {
    expect(nearestEndpoint(path, endpoints)).toBe(expected);
  });

  it('suggests nothing for a path that resembles no endpoint', () => {
    expect(nearestEndpoint('/v1/weather/forecast/tomorrow', endpoints)).toBeNull();
  });
});

describe('an unknown API path', () => {
  it('is a 404 not_found whose detail and `nearest` name the endpoint meant, and whose type is the errors page', () => {
    const answer = callApi('/v1/hijri/to-gregorian', { skipOpenApi: true });
    const problem = answer.json;
    expect(answer.status).toBe(404);
    expect(problem).toMatchObject({ code: 'not_found', type: '/docs/errors#not_found', nearest: '/v1/gregorian/from-hijri' });
    expect(problem.detail).toContain('did you mean /v1/gregorian/from-hijri?');
  });
});
