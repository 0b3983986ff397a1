/**
 * The word, root and lemma routes in process: the answers the issue names, and bad input as
 * problems with their documented codes.
 */
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../tests/support/in-process';

const call = (path: string) => callApi(path);
const enc = (text: string) => encodeURIComponent(text);

describe('GET /api/v1/words/{surah}/{ayah}', () => {
  it('lists the 4 words of 1:1 with their segments, roots and lemmas', () => {
    const { status, json } = call('/api/v1/words/1/1');
    expect(status).toBe(200);
    expect(json.count).toBe(4);
    expect(json.words.map((w: any) => w.root)).toEqual(['سمو', 'ءله', 'رحم', 'رحم']);
    expect(json.words[0].segments.map((s: any) => [s.kind, s.pos])).toEqual([['prefix', 'P'], ['stem', 'N']]);
    const served = call('/api/v1/ayah/1/1').json.arabic_text.split(' ');
    expect(json.words.map((w: any) => w.text)).toEqual(served);
    expect(json.words[2]).toMatchObject({ position: 3, lemma: 'رَّحْمَٰن', corpus: [{ location: '1:1:3', url: 'https://corpus.quran.com/wordmorphology.jsp?location=(1:1:3)' }] });
    expect(json.source).toMatchObject({ name: 'Quranic Arabic Corpus (morphology, version 0.4)', url: 'https://corpus.quran.com' });
    expect(json.source.notice).toContain('Kais Dukes');
  });

  it('spells out a verb: 2:6 أَأَنذَرۡتَهُمۡ (form IV, perfect, 2nd person, with its pronouns)', () => {
    const word = call('/api/v1/words/2/6').json.words[5];
    expect(word.root).toBe('نذر');
    const verb = word.segments.find((s: any) => s.pos === 'V');
    expect(verb).toMatchObject({ name: 'verb', name_ar: 'فعل', tense: 'perfect', form: 'IV', person: 2, gender: 'masculine', number: 'singular', voice: 'active' });
    expect(verb.terms_ar).toMatchObject({ tense: 'فعل ماض', form: 'أَفْعَلَ' });
    expect(word.segments[0]).toMatchObject({ kind: 'prefix', pos: 'EQ' });
  });

  it('marks the jussive of an imperfect verb (2:6 لَمۡ تُنذِرۡهُمۡ)', () => {
    const verb = call('/api/v1/words/2/6').json.words[8].segments.find((s: any) => s.pos === 'V');
    expect(verb).toMatchObject({ tense: 'imperfect', mood: 'jussive', form: 'IV' });
  });

  it('has as many words as the ayah text we serve, each as written there', () => {
    for (const [surah, ayah] of [[2, 255], [15, 7], [37, 130], [2, 181], [114, 6]]) {
      const words = call(`/api/v1/words/${surah}/${ayah}`).json;
      const text = call(`/api/v1/ayah/${surah}/${ayah}`).json.arabic_text;
      expect(words.words.map((w: any) => w.text).join(' ')).toBe(text);
    }
  });

  it.each([
    ['/api/v1/words/0/1', 404, 'surah_not_found'],
    ['/api/v1/words/1/8', 404, 'ayah_not_found'],
    ['/api/v1/words/x/1', 400, 'invalid_surah'],
  ])('%s is %i %s', (path, status, code) => {
    const result = call(path);
    expect(result.status).toBe(status);
    expect(result.json.code).toBe(code);
  });
});

describe('GET /api/v1/roots', () => {
  it('lists every root with occurrences, lemmas and first ayah', () => {
    const { json } = call('/api/v1/roots');
    expect(json.count).toBe(1642);
    expect(json.roots.find((r: any) => r.root === 'رحم')).toEqual({ root: 'رحم', spaced: 'ر ح م', buckwalter: 'rHm', occurrences: 339, lemmas: 9, first_ayah: '1:1', url: '/api/v1/roots/رحم' });
  });
});

describe('GET /api/v1/roots/{root}', () => {
  it('lists the lemmas of رحم and every occurrence, 339 in all', () => {
    const { status, json } = call(`/api/v1/roots/${enc('رحم')}`);
    expect(status).toBe(200);
    expect(json.occurrences).toBe(339);
    expect(json.lemmas.reduce((sum: number, l: any) => sum + l.words.length, 0)).toBe(339);
    expect(json.lemmas[0]).toMatchObject({ lemma: 'رَّحْمَٰن', buckwalter: 'r~aHoma`n', occurrences: 57 });
    expect(json.lemmas[0].words[0]).toEqual({ surah: 1, ayah: 1, position: 3, text: call('/api/v1/ayah/1/1').json.arabic_text.split(' ')[2], location: '1:1:3' });
    expect(json.corpus_url).toBe('https://corpus.quran.com/qurandictionary.jsp?q=rHm');
  });

  it.each(['ر ح م', 'رَحِمَ', 'rHm'])('reads %s as رحم, with the same answer', (root) => {
    expect(call(`/api/v1/roots/${enc(root)}`).body).toEqual(call(`/api/v1/roots/${enc('رحم')}`).body);
  });

  it.each([
    ['كتك', 404, 'root_not_found', '/api/v1/roots'],
    ['رحمة', 400, 'invalid_root', 'رحم'],
  ])('%s is %i %s, naming %s', (root, status, code, named) => {
    const result = call(`/api/v1/roots/${enc(root)}`);
    expect(result.status).toBe(status);
    expect(result.json.code).toBe(code);
    expect(result.json.detail).toContain(named);
  });
});

describe('GET /api/v1/lemmas/{lemma}', () => {
  it('lists every occurrence of a lemma, with its root', () => {
    const { status, json } = call(`/api/v1/lemmas/${enc('رَحْمَة')}`);
    expect(status).toBe(200);
    expect(json).toMatchObject({ lemma: 'رَحْمَة', buckwalter: 'raHomap', root: 'رحم', root_url: '/api/v1/roots/رحم', occurrences: 114 });
  });
  it.each([
    ['زززز', 404, 'lemma_not_found'],
    ['علم', 400, 'ambiguous_lemma'],
  ])('%s is %i %s', (lemma, status, code) => {
    const result = call(`/api/v1/lemmas/${enc(lemma)}`);
    expect(result.status).toBe(status);
    expect(result.json.code).toBe(code);
  });
});

describe('GET /api/v1/search?root= and ?lemma=', () => {
  it('finds the ayahs with a word of the root رحم, words marked', () => {
    const { status, json } = call(`/api/v1/search?root=${enc('رحم')}&limit=500`);
    expect(status).toBe(200);
    expect(json.root).toBe('رحم');
    const ayahs = new Set(call(`/api/v1/roots/${enc('رحم')}`).json.lemmas.flatMap((l: any) => l.words.map((w: any) => `${w.surah}:${w.ayah}`)));
    expect(json.count).toBe(ayahs.size);
    const first = json.results[0];
    expect([first.surah_number, first.ayah_number, first.matched_words]).toEqual([1, 1, [2, 3]]);
    expect(json.source.url).toBe('https://corpus.quran.com');
  });

  it('combines with q=: both must hold', () => {
    const both = call(`/api/v1/search?root=${enc('رحم')}&q=${enc('الرحمن')}&limit=500`).json;
    const rootOnly = call(`/api/v1/search?root=${enc('رحم')}&limit=500`).json;
    const qOnly = call(`/api/v1/search?q=${enc('الرحمن')}&limit=500`).json;
    const key = (r: any) => `${r.surah_number}:${r.ayah_number}`;
    const expected = rootOnly.results.map(key).filter((k: string) => new Set(qOnly.results.map(key)).has(k));
    expect(both.results.map(key)).toEqual(expected);
    expect(both.count).toBeGreaterThan(40);
    expect(both.count).toBeLessThan(rootOnly.count);
  });

  it('pages and filters by surah like any search', () => {
    const page = call(`/api/v1/search?root=${enc('رحم')}&limit=2&offset=1&surah=1`).json;
    expect(page.count).toBe(2);
    expect(page.results.map((r: any) => r.ayah_number)).toEqual([3]);
  });

  it('searches by lemma', () => {
    const { json } = call(`/api/v1/search?lemma=${enc('رَحْمَة')}&limit=1`);
    expect(json.count).toBeGreaterThan(0);
    expect(json.lemma).toBe('رَحْمَة');
  });

  it.each([
    [`root=${enc('رحم')}&lang=en`, 400, 'root_needs_arabic', 'lang'],
    [`root=${enc('رحم')}&edition=fr-hamidullah`, 400, 'root_needs_arabic', 'edition'],
    [`root=${enc('ززززز')}`, 400, 'invalid_root', 'root'],
    [`root=${enc('كتك')}`, 404, 'root_not_found', 'root'],
    [`lemma=${enc('زززز')}`, 404, 'lemma_not_found', 'lemma'],
    [`root=${enc('رحم')}&q=${enc('،،')}`, 400, 'empty_query', 'q'],
  ])('%s is %i %s naming %s', (query, status, code, param) => {
    const result = call(`/api/v1/search?${query}`);
    expect(result.status).toBe(status);
    expect(result.json).toMatchObject({ code, param });
  });
});
