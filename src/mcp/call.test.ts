import { describe, expect, it } from 'vitest';
import { patternParams } from '../api/route';
import { flatParams } from '../api/vocabulary/param';
import { InputError } from '../shared/input-error';
import { targetOf } from './call';
import { routeOf, toolByName, TOOLS } from './tools';

const refusalOf = (call: () => unknown) => {
  try {
    call();
  } catch (error) {
    if (error instanceof InputError) return { code: error.code, detail: error.detail, param: error.param };
    throw error;
  }
  throw new Error('no refusal');
};

describe('a tool call as the URL of its route', () => {
  it('fills the path and the query in the route order', () => {
    expect(targetOf(toolByName('quran_words')!, { surah: 1, ayah: 7 })).toBe('/api/v1/words/1/7');
    expect(targetOf(toolByName('quran_ayah')!, { surah: 2, ayah: 255, edition: 'fr-hamidullah' })).toBe('/api/v1/editions/fr-hamidullah/ayah/2/255');
  });

  it('refuses an absent or empty path argument as the route parameter\'s own reader does, named as the tool\'s argument', () => {
    const ayah = flatParams(routeOf('words.ayah').params ?? {}).ayah!;
    const http = refusalOf(() => ayah.read(undefined, {}, 'ayah'));
    expect(http.code).toBe('missing_parameter');
    expect(refusalOf(() => targetOf(toolByName('quran_words')!, { surah: 1 }))).toEqual(http);
    expect(refusalOf(() => targetOf(toolByName('quran_words')!, { surah: 1, ayah: '' }))).toEqual(http);
  });

  it('calls only routes whose path captures are declared required (an absent one cannot reach the URL)', () => {
    for (const tool of TOOLS) {
      for (const id of tool.routes) {
        const route = routeOf(id);
        for (const capture of patternParams(route.path)) expect(flatParams(route.params ?? {})[capture]!.required, `${route.id} ${capture}`).toBe(true);
      }
    }
  });
});
