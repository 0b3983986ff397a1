import { defineTypedRoute, type Route } from '../route';
import { AYAH, JUMMAL_OPTION_PARAMS, JUMMAL_TEXT, SURAH, answerAbout, jummalOptionsOf } from '../vocabulary';
import { jummalResponseBytes } from '../../jummal/response-json';
import { JSON_TYPE } from '../json';
import { ayahJummal, surahJummal } from '../../jummal/quran-values';
import { corpus } from '../../quran/corpus';
import { textSources } from '../../quran/credits';

const everySurah = () => corpus().map((surah) => ({ surah: String(surah.number) }));
const everyAyah = () => corpus().flatMap((surah) => surah.ayahs.map((ayah) => ({ surah: String(surah.number), ayah: String(ayah.number) })));

export const jummalRoutes: Route[] = [
  defineTypedRoute({
    id: 'jummal.count',
    group: 'jummal',
    path: '/v1/jummal',
    params: { text: JUMMAL_TEXT, ...JUMMAL_OPTION_PARAMS },
    warmUp: ['/v1/jummal?text=%D8%A7'],
    // Dynamic only: the texts cannot be enumerated. Deterministic, so the default day of caching holds.
    // Written as JSON text straight from the letters (src/jummal/response-json.ts): the same bytes
    // as the JummalResponse object serialized, with a fraction of its garbage on a 1,000-letter text.
    handle: (values) => ({ bytes: answerAbout('text', () => jummalResponseBytes(values.text, jummalOptionsOf(values))), contentType: JSON_TYPE }),
  }),
  // Contract §10. With default options (no option in the query) these are answered from files.
  defineTypedRoute({
    id: 'jummal.quran-ayah',
    group: 'jummal',
    path: '/v1/jummal/quran/:surah/:ayah',
    params: { surah: SURAH, ayah: AYAH, ...JUMMAL_OPTION_PARAMS },
    files: [{ params: [], each: everyAyah }],
    handle: (values) => ({ body: { ...ayahJummal(values.surah, values.ayah, jummalOptionsOf(values)), sources: textSources({ text: 'arabic' }) } }),
  }),
  defineTypedRoute({
    id: 'jummal.quran-surah',
    group: 'jummal',
    path: '/v1/jummal/quran/:surah',
    params: { surah: SURAH, ...JUMMAL_OPTION_PARAMS },
    files: [{ params: [], each: everySurah }],
    handle: (values) => ({ body: surahJummal(values.surah, jummalOptionsOf(values)) }),
  }),
];
