/**
 * The offline-mirror promise: `dist/client` served by a plain static file server (http-server, no
 * code of ours) answers the `.json` form of every deterministic request with the same bytes as our
 * server's contract form.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../support/api';
import { startStaticMirror, type StaticMirror } from '../support/static-mirror';

const ROOT = path.resolve(import.meta.dirname, '../..');
let mirror: StaticMirror;
let mirrorUrl = '';

beforeAll(async () => {
  mirror = await startStaticMirror(path.join(ROOT, 'dist/client'));
  mirrorUrl = mirror.url;
}, 30_000);

afterAll(() => {
  mirror?.stop();
});

describe('dist/client as an offline mirror served by http-server', () => {
  it.each([
    ['/api/v1/surah', '/api/v1/surah.json'],
    ['/api/v1/surah/18', '/api/v1/surah/18.json'],
    ['/api/v1/ayah/2/255', '/api/v1/ayah/2/255.json'],
    ['/v1/hijri/from-gregorian?date=2024-03-11', '/v1/hijri/from-gregorian/2024-03-11.json'],
    ['/v1/gregorian/from-hijri?date=1345-05-31', '/v1/gregorian/from-hijri/1345-05-31.json'],
    ['/v1/hijri/month?year=1343&month=9', '/v1/hijri/month/1343/9.json'],
    ['/v1/hijri/events?month=12', '/v1/hijri/events/12.json'],
  ])('serves %s as %s with the same bytes', async (contractPath, filePath) => {
    const fromMirror = await fetch(mirrorUrl + filePath);
    expect(fromMirror.status).toBe(200);
    expect(fromMirror.headers.get('content-type')).toMatch(/^application\/json/);
    const live = await get(contractPath);
    expect(await fromMirror.text()).toBe(live.text);
  });

  it('has no file for a day outside the supported range', async () => {
    expect((await fetch(mirrorUrl + '/v1/hijri/from-gregorian/2077-11-17.json')).status).toBe(404);
  });
});
