/** Contract §8 at the wire, against the built server: the "done when", and static = live. */
import { describe, expect, it } from 'vitest';
import { expectFileBytesFromBothServers, expectProblemShape, get } from '../support/api';

describe('a new user fetches surah 36 in Urdu, juz 30, page 604 and a random ayah', () => {
  it.each([
    ['/api/v1/editions/ur-maududi/surah/36', '/api/v1/editions/ur-maududi/surah/36.json'],
    ['/api/v1/juz/30', '/api/v1/juz/30.json'],
    ['/api/v1/page/604', '/api/v1/page/604.json'],
    ['/api/v1/editions', '/api/v1/editions.json'],
    ['/api/v1/sajda', '/api/v1/sajda.json'],
    ['/api/v1/editions/fr-hamidullah/ayah/1/1', '/api/v1/editions/fr-hamidullah/ayah/1/1.json'],
  ])('%s answers with the bytes of %s, from both servers', async (contract, file) => {
    await expectFileBytesFromBothServers(contract, file);
  });

  it('gives a random ayah, never cached, different over a few calls', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const answer = await get('/api/v1/ayah/random');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('etag')).toBeNull();
      seen.add(`${answer.json.surah_number}:${answer.json.ayah_number}`);
    }
    expect(seen.size).toBeGreaterThan(1);
    expect((await get('/api/v1/ayah/random?surah=112')).json.surah_number).toBe(112);
  });
});

describe('search in French and the other languages over HTTP', () => {
  it('finds the French basmala with misericordieux', async () => {
    const { json } = await get('/api/v1/search?q=misericordieux&lang=fr');
    expect(json.edition).toBe('fr-hamidullah');
    expect(json.results[0]).toMatchObject({ surah_number: 1, ayah_number: 1, text: "Au nom d'Allah, le Tout Miséricordieux, le Très Miséricordieux." });
  });

  it.each([
    ['/api/v1/search?q=%D8%A7%D9%84%D9%84%D9%87&lang=en', 400, 'lang_mismatch'],
    ['/api/v1/search?q=allah&lang=el', 400, 'invalid_lang'],
    ['/api/v1/editions/xx-none/surah/1', 404, 'edition_not_found'],
    ['/api/v1/juz/31', 404, 'juz_not_found'],
    ['/api/v1/page/abc', 400, 'invalid_number'],
  ])('answers %s with %i %s', async (path, status, code) => {
    expectProblemShape(await get(path), status, code);
  });
});
