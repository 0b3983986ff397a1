import { defineRoute, type Route } from '../route';
import { OPTION_NAMES, parseJummalOptions } from '../../jummal/options';
import { jummalResponse, readJummalText } from '../../jummal/response';
import { ayahJummal, surahJummal } from '../../jummal/quran-values';
import { corpus } from '../../quran/corpus';
import { findAyah, findSurah } from '../../quran/lookup';

const everySurah = () => corpus().map((surah) => ({ surah: String(surah.number) }));
const everyAyah = () => corpus().flatMap((surah) => surah.ayahs.map((ayah) => ({ surah: String(surah.number), ayah: String(ayah.number) })));

export const jummalRoutes: Route[] = [
  defineRoute({
    id: 'jummal.count',
    group: 'jummal',
    path: '/v1/jummal',
    query: ['text', ...OPTION_NAMES],
    warmUp: ['/v1/jummal?text=%D8%A7'],
    // Dynamic only: the texts cannot be enumerated. Deterministic, so the default day of caching holds.
    handle: (args) => {
      const text = readJummalText(args.text);
      const options = parseJummalOptions(args);
      return { body: jummalResponse(text, options) };
    },
  }),
  // Contract §10. With default options (no option in the query) these are answered from files.
  defineRoute({
    id: 'jummal.quran-ayah',
    group: 'jummal',
    path: '/v1/jummal/quran/:surah/:ayah',
    query: [...OPTION_NAMES],
    files: [{ params: [], each: everyAyah }],
    handle: (args) => {
      const surah = findSurah(corpus(), args.surah ?? '', 'surah');
      return { body: ayahJummal(surah, findAyah(surah, args.ayah ?? ''), parseJummalOptions(args)) };
    },
  }),
  defineRoute({
    id: 'jummal.quran-surah',
    group: 'jummal',
    path: '/v1/jummal/quran/:surah',
    query: [...OPTION_NAMES],
    files: [{ params: [], each: everySurah }],
    handle: (args) => ({ body: surahJummal(findSurah(corpus(), args.surah ?? '', 'surah'), parseJummalOptions(args)) }),
  }),
];
