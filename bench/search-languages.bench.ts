/**
 * Search in each translation's language (issue 11): in one process, five queries per language,
 * each timed once per round with our indexed search (`answerSearch`, the function the route calls)
 * and with a naive baseline measured in the same run: the same tokens, but every ayah scanned for
 * the phrase with no index. Prints p50 and p99 per language and the ratio; the target is ours
 * p99 < 1 ms per language. Usage: npx tsx bench/search-languages.bench.ts [rounds]
 */
import { answerSearch } from '../src/quran/search';
import { TRANSLATION_SEARCH_LANGS, translationIndex, translationTokens } from '../src/quran/search-translations';

const QUERIES: Record<string, string[]> = {
  bn: ['পরম করুণাময়', 'আল্লাহ', 'কাওসার', 'সবকিছুর ধারক', 'আল্লাহর নামে'],
  es: ['misericordioso', 'dios', 'el Compasivo con toda la creación', 'la abundancia', 'el viviente'],
  fr: ['misericordieux', 'allah', "Il est Allah, Unique", 'priere', 'le jour du jugement'],
  id: ['Maha Pengasih', 'allah', 'dialah allah yang maha esa', 'nikmat yang banyak', 'hari kiamat'],
  ru: ['Милосердного', 'Аллах', 'ни дремота', 'аль-Каусар', 'во имя аллаха'],
  sv: ['nåderikes', 'gud', 'Han är Gud - En', 'det goda i överflöd', 'domens dag'],
  tr: ['Rahman', 'allah', 'O Allah bir tektir', 'uyuklama ve uyku', 'kıyamet günü'],
  ur: ['رحمان', 'اللہ', 'وہ اللہ ہے، یکتا', 'کوثر عطا', 'اللہ کے نام سے'],
  zh: ['至仁至慈', '安拉', '独一的主', '多福', '复活日'],
};

function naive(lang: string, q: string): number {
  const index = translationIndex(lang);
  const query = translationTokens(q, lang).map((token) => token.key);
  let count = 0;
  for (const tokens of index.tokens) {
    outer: for (let i = 0; i + query.length <= tokens.length; i++) {
      for (let k = 0; k < query.length; k++) if (tokens[i + k]!.key !== query[k]) continue outer;
      count++;
      break;
    }
  }
  return count;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
const rounds = Number(process.argv[2] ?? 200);
let missed = false;
console.log('lang  ours p50   ours p99   naive p50  naive p99  p50 ratio');
for (const lang of TRANSLATION_SEARCH_LANGS) {
  translationIndex(lang);
  const ours: number[] = [];
  const base: number[] = [];
  for (let round = 0; round < rounds + 20; round++) {
    for (const q of QUERIES[lang]!) {
      let started = performance.now();
      const answer = answerSearch({ q, lang, limit: '20' });
      const oursMs = performance.now() - started;
      started = performance.now();
      const count = naive(lang, q);
      const baseMs = performance.now() - started;
      if (count !== answer.count) throw new Error(`${lang} ${q}: ours ${answer.count}, naive ${count}`);
      if (round >= 20) {
        ours.push(oursMs);
        base.push(baseMs);
      }
    }
  }
  const p99 = percentile(ours, 99);
  if (p99 >= 1) missed = true;
  console.log(
    `${lang.padEnd(5)} ${percentile(ours, 50).toFixed(3).padStart(7)} ms ${p99.toFixed(3).padStart(7)} ms ${percentile(base, 50).toFixed(3).padStart(7)} ms ${percentile(base, 99).toFixed(3).padStart(7)} ms ${(percentile(base, 50) / percentile(ours, 50)).toFixed(1).padStart(6)}x`,
  );
}
console.log(missed ? 'target ours p99 < 1 ms: MISSED in some language' : 'target ours p99 < 1 ms: met in every language');
process.exitCode = missed ? 1 : 0;
