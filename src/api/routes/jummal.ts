import { defineTypedRoute, type Route } from '../route';
import { choice, readParams, type ParamReader } from '../params';
import { JUMMAL_OPTIONS, OPTION_NAMES, type JummalOptions, type OptionName } from '../../jummal/options';
import { jummalResponse, readJummalText } from '../../jummal/response';
import { ayahJummal, surahJummal } from '../../jummal/quran-values';
import { corpus, type Surah } from '../../quran/corpus';
import { findAyah, findSurah } from '../../quran/lookup';
import { textSources } from '../../quran/credits';

const everySurah = () => corpus().map((surah) => ({ surah: String(surah.number) }));
const everyAyah = () => corpus().flatMap((surah) => surah.ayahs.map((ayah) => ({ surah: String(surah.number), ayah: String(ayah.number) })));

/** The seven options (contract §4), each one of its listed values; absent, its default. */
const OPTION_PARAMS = Object.fromEntries(
  OPTION_NAMES.map((name) => [name, choice<JummalOptions[OptionName]>(JUMMAL_OPTIONS[name].values, 'invalid_option')]),
) as unknown as { [K in OptionName]: ParamReader<JummalOptions[K]> };

const optionsOf = (values: JummalOptions): JummalOptions => Object.fromEntries(OPTION_NAMES.map((name) => [name, values[name]])) as unknown as JummalOptions;

/** The options of a query: its option parameters read as a route reads them. */
export function readJummalOptions(args: Partial<Record<string, string>>): JummalOptions {
  return optionsOf(readParams(OPTION_PARAMS, args));
}

const surahParam: ParamReader<Surah> = (raw, name) => findSurah(corpus(), raw ?? '', name);

export const jummalRoutes: Route[] = [
  defineTypedRoute({
    id: 'jummal.count',
    group: 'jummal',
    path: '/v1/jummal',
    params: { text: (raw) => readJummalText(raw), ...OPTION_PARAMS },
    warmUp: ['/v1/jummal?text=%D8%A7'],
    // Dynamic only: the texts cannot be enumerated. Deterministic, so the default day of caching holds.
    handle: (values) => ({ body: jummalResponse(values.text, optionsOf(values)) }),
  }),
  // Contract §10. With default options (no option in the query) these are answered from files.
  defineTypedRoute({
    id: 'jummal.quran-ayah',
    group: 'jummal',
    path: '/v1/jummal/quran/:surah/:ayah',
    params: { surah: surahParam, ayah: (raw, _name, { surah }) => findAyah(surah as Surah, raw ?? ''), ...OPTION_PARAMS },
    files: [{ params: [], each: everyAyah }],
    handle: (values) => ({ body: { ...ayahJummal(values.surah, values.ayah, optionsOf(values)), sources: textSources({ text: 'arabic' }) } }),
  }),
  defineTypedRoute({
    id: 'jummal.quran-surah',
    group: 'jummal',
    path: '/v1/jummal/quran/:surah',
    params: { surah: surahParam, ...OPTION_PARAMS },
    files: [{ params: [], each: everySurah }],
    handle: (values) => ({ body: surahJummal(values.surah, optionsOf(values)) }),
  }),
];
