/*
 * The translations' search for the site's search box: reads the index src/site/edition-index.ts
 * writes (/edition-search/index.json and its chunks) and answers in the shape Pagefind's UI shows
 * (results with a lazy `data()`, each an edition's surah whose sub-results are its ayahs). A plain
 * file (public/), so a static mirror searches without a server; the query it gets is already folded
 * as the API's translation search folds (src/site/pagefind-ui.ts, foldEditionQuery).
 *
 * Every word of the query must be in the ayah. A word matches itself and, from PREFIX_MIN letters
 * on, the words it begins (beriman finds berimanlah, as the typed word is often unfinished); an ayah
 * holding each word whole ranks above one matched by beginnings. Results are an edition's surah:
 * the editions in the interface's language first (English ones only in the English interface), then
 * best ayah first, then the surahs with more matching ayahs.
 */

/** Shorter query words match whole words only: a two-letter beginning matches thousands. */
export const PREFIX_MIN = 3;
/** At most this many words, and chunks after the word's own, match one beginning. */
export const PREFIX_WORDS = 256;
export const PREFIX_CHUNKS = 3;
/** Sub-results shown for a result (Pagefind's UI shows three): only their texts are fetched. */
export const SHOWN_AYAHS = 3;

/** The first index in the sorted `list` whose value is not below `value`. */
function lowerBound(list, value, of = (item) => item) {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (of(list[middle]) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A search over the index. `loadJson(file)` gives a file of the index folder parsed (index.json or
 * a chunk); `ayahText(editionId, surah, ayah)` the text of an ayah in an edition (the API's static
 * file); `baseUrl` the site's base ('/'); `preferLang` the interface's language, whose editions come
 * first among results of one score.
 */
export function createEditionSearch({ loadJson, ayahText, baseUrl = '/', preferLang = '' }) {
  let entry = null;
  const chunks = new Map();
  const loadEntry = () => (entry ??= loadJson('index.json'));
  const loadChunk = (index, file) => {
    if (!chunks.has(index)) chunks.set(index, loadJson(file));
    return chunks.get(index);
  };

  /** The ayahs (postings) of one query word, each with whether it holds the word whole. */
  async function postingsOf(word) {
    const { chunks: list } = await loadEntry();
    const found = new Map();
    const prefix = [...word].length >= PREFIX_MIN;
    // The chunk holding the word: the last whose first word is not after it.
    const at = lowerBound(list, word, (chunk) => chunk.first);
    const first = list[at]?.first === word ? at : Math.max(0, at - 1);
    let expanded = 0;
    for (let c = first; c < list.length && c <= first + PREFIX_CHUNKS; c++) {
      if (c > first && !(prefix && list[c].first.startsWith(word))) break;
      const chunk = await loadChunk(c, list[c].file);
      for (let k = lowerBound(chunk.words, word); k < chunk.words.length; k++) {
        const candidate = chunk.words[k];
        const exact = candidate === word;
        if (!exact && !(prefix && candidate.startsWith(word))) break;
        if (!exact && ++expanded > PREFIX_WORDS) return found;
        let posting = 0;
        for (const delta of chunk.postings[k]) {
          posting += delta;
          if (exact) found.set(posting, true);
          else if (!found.has(posting)) found.set(posting, false);
        }
      }
    }
    return found;
  }

  /** The results for a folded query: an edition's surah each, best first. */
  async function search(term) {
    const words = [...new Set(String(term ?? '').toLowerCase().split(/\s+/).filter(Boolean))];
    if (words.length === 0) return [];
    const index = await loadEntry();
    const perWord = await Promise.all(words.map(postingsOf));
    perWord.sort((a, b) => a.size - b.size);
    const ayahCount = index.ayahs.reduce((sum, count) => sum + count, 0);
    const surahStarts = [];
    index.ayahs.reduce((start, count) => (surahStarts.push(start), start + count), 0);
    const groups = new Map();
    for (const [posting, exact] of perWord[0]) {
      let score = exact ? 2 : 1;
      let everywhere = true;
      for (const other of perWord.slice(1)) {
        const hit = other.get(posting);
        if (hit === undefined) {
          everywhere = false;
          break;
        }
        score += hit ? 2 : 1;
      }
      if (!everywhere) continue;
      const editionIndex = Math.floor(posting / ayahCount);
      const place = posting % ayahCount;
      const surahIndex = lowerBound(surahStarts, place + 1) - 1;
      const key = editionIndex * index.ayahs.length + surahIndex;
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { editionIndex, surah: surahIndex + 1, ayahs: [], best: 0 }));
      group.ayahs.push({ ayah: place - surahStarts[surahIndex] + 1, score });
      group.best = Math.max(group.best, score);
    }
    // The interface's language first; English only in the English interface (another language's
    // reader did not ask for it).
    const preferred = (group) => (index.editions[group.editionIndex].lang === preferLang ? 1 : 0);
    const shown = (group) => !preferLang || preferLang === 'en' || index.editions[group.editionIndex].lang !== 'en';
    return [...groups.values()]
      .filter(shown)
      .sort((a, b) => preferred(b) - preferred(a) || b.best - a.best || b.ayahs.length - a.ayahs.length || a.editionIndex - b.editionIndex || a.surah - b.surah)
      .map((group) => resultOf(index, group, words));
  }

  /** A result as Pagefind's UI takes it; its data (the shown ayahs' texts) fetched when shown. */
  function resultOf(index, group, words) {
    const edition = index.editions[group.editionIndex];
    const url = `${baseUrl}quran/${group.surah}/?edition=${edition.id}`;
    let loaded = null;
    const load = async () => {
      const shown = [...group.ayahs].sort((a, b) => b.score - a.score || a.ayah - b.ayah).slice(0, SHOWN_AYAHS);
      const texts = await Promise.all(shown.map(({ ayah }) => ayahText(edition.id, group.surah, ayah)));
      const subResults = shown.map(({ ayah }, i) => ({
        title: `${group.surah}:${ayah} ${texts[i]}`,
        url: `${url}#${ayah}`,
        excerpt: escapeHtml(texts[i]),
        locations: [],
        weighted_locations: [],
      }));
      return {
        url,
        raw_url: url,
        content: texts.join(' '),
        word_count: texts.join(' ').split(/\s+/).length,
        filters: { language: [edition.language] },
        // The title in English; the search box (src/site/pagefind-ui.ts) titles it in another interface's language from the rest.
        meta: {
          title: `${group.surah}. ${index.surahs[group.surah - 1]} · ${edition.name}`,
          lang: edition.lang,
          dir: edition.dir,
          surah: String(group.surah),
          transliteration: index.surahs[group.surah - 1],
          surah_ar: index.surahs_ar?.[group.surah - 1] ?? '',
          edition_name: edition.own_name ?? edition.name,
        },
        anchors: [],
        locations: [],
        weighted_locations: [],
        excerpt: subResults[0]?.excerpt ?? '',
        sub_results: subResults,
        /** Every ayah of the surah that matched, in order (the sub-results show SHOWN_AYAHS of them), and those holding each word whole. */
        ayahs: group.ayahs.map(({ ayah }) => ayah).sort((a, b) => a - b),
        whole: group.ayahs.filter(({ score }) => score === 2 * words.length).map(({ ayah }) => ayah).sort((a, b) => a - b),
      };
    };
    return { id: `${edition.id}/${group.surah}`, lang: edition.lang, score: group.best, words, data: () => (loaded ??= load()) };
  }

  return { search };
}
