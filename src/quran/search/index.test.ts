import { ayahObjectSources } from '../credits';
import { describe, expect, it } from 'vitest';
import { apiErrorOf } from '../../../tests/support/api-error';
import { corpus } from '../corpus';
import { ayahObject } from '../responses';
import { answerSearch } from '../../api/routes/quran-search';
import { searchQuran, type SearchOptions } from './index';
import { searchIndex } from './quran-index';
import { normalizeArabic } from '../normalize';

const search = (q: string, more: Partial<SearchOptions> = {}) =>
  searchQuran({ query: q, lang: /\p{Script=Arabic}/u.test(q) ? 'ar' : 'en', limit: 500, offset: 0, surah: null, ...more });
const keys = (response: ReturnType<typeof search>) => response.results.map((r) => `${r.surah_number}:${r.ayah_number}`);

describe('searchQuran', () => {
  it('answers with the contract fields, the ayah object of each result and its matched words', () => {
    const response = search('قل هو الله أحد');
    const [surah112] = corpus().slice(111);
    expect(response).toEqual({
      query: 'قل هو الله أحد',
      lang: 'ar',
      normalized_query: 'قل هو الله احد',
      surah: null,
      count: 1,
      limit: 500,
      offset: 0,
      results: [{ ...ayahObject(surah112!, surah112!.ayahs[0]!), matched_words: [0, 1, 2, 3] }],
      searched: { lang: 'ar', field: 'arabic_text', editions: ['quran-json'] },
      sources: ayahObjectSources(),
    });
  });

  it('lists results in mushaf order', () => {
    const ids = search('الله').results.map((r) => r.surah_number * 1000 + r.ayah_number);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('counts every match while returning one page of them', () => {
    const all = search('الرحمن');
    const page = search('الرحمن', { limit: 5, offset: 10 });
    expect(page.count).toBe(all.count);
    expect(page.count).toBe(48);
    expect(keys(page)).toEqual(keys(all).slice(10, 15));
  });

  it('pages through all results without gaps or repeats', () => {
    const collect = (limit: number) => {
      const found: string[] = [];
      for (let offset = 0; offset < 1746; offset += limit) found.push(...keys(search('الله', { limit, offset })));
      return found;
    };
    const by500 = collect(500);
    expect(by500).toHaveLength(1746);
    expect(new Set(by500).size).toBe(1746);
    expect(collect(333)).toEqual(by500);
    expect(collect(1).slice(0, 20)).toEqual(by500.slice(0, 20));
  });

  it('returns no results but the full count when the offset is past the end', () => {
    const response = search('الرحمن', { offset: 1000 });
    expect(response.count).toBe(48);
    expect(response.results).toEqual([]);
  });

  it('answers a query that matches nothing with count 0', () => {
    expect(search('قثقثقث')).toMatchObject({ count: 0, results: [] });
    expect(search('xylophone quartz')).toMatchObject({ count: 0, results: [] });
  });

  it('searches one surah when a surah is given and echoes it', () => {
    const whole = keys(search('الرحمن'));
    const inside = search('الرحمن', { surah: 19 });
    expect(inside.surah).toBe(19);
    expect(keys(inside)).toEqual(whole.filter((key) => key.startsWith('19:')));
    expect(inside.count).toBe(inside.results.length);
    expect(search('lord of the worlds', { surah: 1 }).results.map((r) => r.ayah_number)).toEqual([2]);
    expect(search('الرحمن', { surah: 111 }).count).toBe(0);
  });

  it('finds a phrase only within one ayah, not across two (55:1-2)', () => {
    expect(search('الرحمن علم القرآن').count).toBe(0);
    expect(search('علم القران').count).toBeGreaterThan(0);
  });

  it('matches Arabic inside words, as the reference does: نوح also finds نوحي', () => {
    const found = keys(search('نوح'));
    expect(found).toContain('11:36'); // وَأُوحِيَ إِلَىٰ نُوحٍ
    expect(found).toContain('11:49'); // نُوحِيهَآ
  });

  it('finds the same ayahs for a query typed plainly, with diacritics, or pasted in Uthmani script', () => {
    const typed = keys(search('يا أيها الذين آمنوا'));
    expect(keys(search('يَا أَيُّهَا الَّذِينَ آمَنُوا'))).toEqual(typed);
    expect(keys(search('يَـٰٓأَيُّهَا ٱلَّذِينَ ءَامَنُوٓاْ'))).toEqual(typed);
    expect(keys(search('ٱلصَّلَوٰةَ'))).toEqual(keys(search('الصلاه')));
  });
});

const nfc = (words: string[]) => words.map((word) => word.normalize('NFC'));

describe('matched_words', () => {
  const words = (q: string, key: string) => {
    const result = search(q).results.find((r) => `${r.surah_number}:${r.ayah_number}` === key);
    if (!result) throw new Error(`${q} does not find ${key}`);
    const text = result[/\p{Script=Arabic}/u.test(q) ? 'arabic_text' : 'english_text'].split(' ');
    // NFC: the Quran text orders shadda before fatha, these literals the other way round.
    return result.matched_words.map((i) => text[i]!.normalize('NFC'));
  };

  it('names the Arabic words that hold the match, indexed into arabic_text split on spaces', () => {
    expect(words('الصلاة', '2:3')).toEqual(nfc(['ٱلصَّلَوٰةَ']));
    expect(words('الحمد لله رب العالمين', '1:2')).toEqual(nfc(['ٱلۡحَمۡدُ', 'لِلَّهِ', 'رَبِّ', 'ٱلۡعَٰلَمِينَ']));
  });

  it('names a whole word when the match is part of it, and the joined vocative once', () => {
    expect(words('نوح', '11:49')).toEqual(nfc(['نُوحِيهَآ']));
    expect(words('يا أيها', '2:104')).toEqual(nfc(['يَـٰٓأَيُّهَا']));
    expect(words('ايها الذين', '2:104')).toEqual(nfc(['يَـٰٓأَيُّهَا', 'ٱلَّذِينَ']));
  });

  it('names every occurrence in the ayah', () => {
    expect(words('الرحمن', '1:1')).toEqual(nfc(['ٱلرَّحۡمَٰنِ']));
    const both = search('اياك').results.find((r) => r.surah_number === 1)!;
    expect(both.matched_words).toEqual([0, 2]);
  });

  it('names the English words, indexed into english_text split on spaces, punctuation included', () => {
    expect(words('ever living', '2:255')).toEqual(['Ever-Living,']);
    expect(words('sustainer of all existence', '2:255')).toEqual(['Sustainer', 'of', '[all]', 'existence.']);
    expect(words('he is allah one', '112:1')).toEqual(['"He', 'is', 'Allah,', 'One,']);
  });
});

describe('English matching', () => {
  it('matches whole words only, case-insensitively', () => {
    const man = search('man');
    expect(man.count).toBe(113);
    expect(search('MAN').count).toBe(113);
    expect(man.results.every((r) => /\bman\b/i.test(r.english_text))).toBe(true);
  });

  it('treats hyphens, apostrophes, punctuation and insertion brackets as no break in a phrase', () => {
    expect(search('ever living').count).toBe(search('Ever-Living').count);
    expect(search("qur'an").count).toBe(search('quran').count);
    expect(search('Qur’an').count).toBe(search('quran').count);
    expect(search("allah's").count).toBe(search('allah').count);
    expect(search('be, and it is').count).toBe(7);
  });

  it('folds accents and compatibility forms: Qurʾān and ﬁre', () => {
    expect(search('Qurān').count).toBe(search('quran').count);
    expect(search('ﬁre').count).toBe(search('fire').count);
  });

  it('refuses Arabic text searched as English: it could never match', () => {
    expect(apiErrorOf(() => answerSearch({ q: 'الله', lang: 'en' }))).toMatchObject({ code: 'lang_mismatch', param: 'q' });
  });
});

describe('regex characters and other punctuation', () => {
  it('never act as operators: they separate words like any punctuation', () => {
    expect(search('الله.*').count).toBe(search('الله').count);
    expect(search('(الله)').count).toBe(search('الله').count);
    expect(search('lord.*').count).toBe(search('lord').count);
    expect(search('a+b').normalized_query).toBe('a b');
    for (const q of ['[', '(?<', '\\', '$^', '*+?', '{,}', '|', '.*']) {
      expect(apiErrorOf(() => answerSearch({ q })).code).toBe('empty_query');
    }
  });
});

describe('the search parameters', () => {
  it('uses the defaults the contract names: limit 50, offset 0, whole Quran', () => {
    const answer = answerSearch({ q: 'الله' });
    expect(answer).toMatchObject({ limit: 50, offset: 0 });
    expect(new Set(answer.results.map((result) => result.surah_number)).size).toBeGreaterThan(1);
  });

  it('detects Arabic script in q as ar and anything else as en', () => {
    expect(answerSearch({ q: 'mercy' }).lang).toBe('en');
    expect(answerSearch({ q: 'mercy الرحمن' }).lang).toBe('ar');
    expect(apiErrorOf(() => answerSearch({ q: 'ً' })).detail).toContain('no Arabic letter');
    expect(answerSearch({ q: '123' }).lang).toBe('en');
  });

  it('takes an explicit lang over the detected one, its code compared exactly like every id', () => {
    expect(answerSearch({ q: 'الله', lang: 'ur' }).lang).toBe('ur');
    expect(answerSearch({ q: 'prière', lang: 'fr' }).lang).toBe('fr');
    expect(apiErrorOf(() => answerSearch({ q: 'الله', lang: 'AR' }))).toMatchObject({ code: 'invalid_lang', param: 'lang' });
    expect(apiErrorOf(() => answerSearch({ q: 'prière', lang: 'Fr' })).detail).toContain("did you mean 'fr'?");
  });

  it('refuses a query whose letters are all of another script than lang', () => {
    expect(apiErrorOf(() => answerSearch({ q: 'mercy', lang: 'ar' }))).toMatchObject({ code: 'lang_mismatch', param: 'q' });
    expect(apiErrorOf(() => answerSearch({ q: 'الرحمن', lang: 'en' }))).toMatchObject({ code: 'lang_mismatch' });
    expect(apiErrorOf(() => answerSearch({ q: 'allah', lang: 'ru' }))).toMatchObject({ code: 'lang_mismatch' });
  });

  it('accepts q of exactly 200 characters, counted as code points', () => {
    expect(answerSearch({ q: 'ب'.repeat(200) }).query).toHaveLength(200);
    expect(answerSearch({ q: '𝐀'.repeat(200) }).lang).toBe('en');
    expect(apiErrorOf(() => answerSearch({ q: '𝐀'.repeat(201) })).detail).toContain('got 201');
  });

  it.each([
    [{}, 'missing_parameter', 'q'],
    [{ q: '' }, 'missing_parameter', 'q'],
    [{ q: 'ب'.repeat(201) }, 'query_too_long', 'q'],
    [{ q: '𝐀'.repeat(201) }, 'query_too_long', 'q'],
    [{ q: 'ب'.repeat(199) + '𝐀𝐀' }, 'query_too_long', 'q'],
    [{ q: 'الله\u0000' }, 'invalid_query', 'q'],
    [{ q: '\u0007' }, 'invalid_query', 'q'],
    [{ q: 'x', lang: 'xx' }, 'invalid_lang', 'lang'],
    [{ q: 'x', lang: 'ar-SA' }, 'invalid_lang', 'lang'],
    [{ q: 'x', lang: '' }, 'invalid_lang', 'lang'],
    [{ q: 'x', limit: '0' }, 'invalid_limit', 'limit'],
    [{ q: 'x', limit: '501' }, 'invalid_limit', 'limit'],
    [{ q: 'x', limit: 'abc' }, 'invalid_limit', 'limit'],
    [{ q: 'x', limit: '-5' }, 'invalid_limit', 'limit'],
    [{ q: 'x', limit: '' }, 'invalid_limit', 'limit'],
    [{ q: 'x', offset: '-1' }, 'invalid_offset', 'offset'],
    [{ q: 'x', offset: 'abc' }, 'invalid_offset', 'offset'],
    [{ q: 'x', offset: '1.5' }, 'invalid_offset', 'offset'],
    [{ q: 'x', surah: 'abc' }, 'invalid_surah', 'surah'],
    [{ q: 'x', surah: '0' }, 'surah_not_found', 'surah'],
    [{ q: 'x', surah: '115' }, 'surah_not_found', 'surah'],
  ])('rejects %j with %s on %s', (args, code, param) => {
    const problem = apiErrorOf(() => answerSearch(args));
    expect(problem).toMatchObject({ code, param });
    expect(problem.status).toBe(code === 'surah_not_found' ? 404 : 400);
    expect(problem.detail.length).toBeGreaterThan(20);
  });

  it.each([['   '], ['ًٌٍَُِّْ'], ['ـــ'], ['.*'], ['('], ['\\'], ['،؛؟'], ['\t\n'], ["'s"]])(
    'answers q %j, which normalizes to nothing, with empty_query',
    (q) => {
      expect(apiErrorOf(() => answerSearch({ q }))).toMatchObject({ status: 400, code: 'empty_query', param: 'q' });
    },
  );
});

describe('the index', () => {
  it('finds every ayah when its own Uthmani text is pasted as the query', () => {
    const index = searchIndex();
    const missed: string[] = [];
    index.ayahs.forEach(({ surah, ayah }) => {
      const found = searchQuran({ query: ayah.arabic, lang: 'ar', limit: 500, offset: 0, surah: surah.number });
      if (!found.results.some((r) => r.ayah_number === ayah.number)) missed.push(`${surah.number}:${ayah.number}`);
    });
    expect(missed).toEqual([]);
  });

  it('finds every ayah by each of its Uthmani words', () => {
    const missed: string[] = [];
    for (const { surah, ayah } of searchIndex().ayahs) {
      for (const word of ayah.arabic.split(' ')) {
        if (normalizeArabic(word) === '') continue;
        const found = searchQuran({ query: word, lang: 'ar', limit: 500, offset: 0, surah: surah.number });
        if (!found.results.some((r) => r.ayah_number === ayah.number)) missed.push(`${surah.number}:${ayah.number} ${word}`);
      }
    }
    expect(missed).toEqual([]);
  });

  it('finds every ayah when its own English text is pasted as the query', () => {
    const missed: string[] = [];
    for (const { surah, ayah } of searchIndex().ayahs) {
      const found = searchQuran({ query: ayah.english, lang: 'en', limit: 500, offset: 0, surah: surah.number });
      if (!found.results.some((r) => r.ayah_number === ayah.number)) missed.push(`${surah.number}:${ayah.number}`);
    }
    expect(missed).toEqual([]);
  });

  it('agrees with a plain scan of the normalized text for a mix of queries', () => {
    const index = searchIndex();
    const { texts, seatTexts } = index.arabic;
    for (const q of ['ا', 'لل', 'الله', 'ي', 'ء', 'ائ', 'ون', 'من ال', 'الذين امنوا وعملوا', 'يا بني', 'ق', 'شيء', 'انك', 'مسؤولا']) {
      // The rule, as a scan: the folded texts first, then, of those, the ones whose seat-kept text
      // has the seat-kept query (every one for a query with a hamza), unless that leaves none.
      const seatQuery = normalizeArabic(q, { keepHamzaSeats: true });
      // A word-initial اا whose seat query has ائ or اؤ is also looked for inside words, as ائ or اء.
      const inWord = normalizeArabic(q)
        .split(' ')
        .map((word, w) => (word.startsWith('اا') && /^ا[ئؤ]/u.test(seatQuery.split(' ')[w] ?? '') ? 'ا' + (seatQuery.split(' ')[w]![1] === 'ئ' ? 'ئ' : 'ء') + word.slice(2) : word))
        .join(' ');
      const folded = texts.flatMap((text, id) => (text.includes(normalizeArabic(q)) || text.includes(inWord) ? [id] : []));
      const hasHamza = /[ءؤئ]/u.test(seatQuery);
      const kept = folded.filter((id) => seatTexts[id]!.includes(seatQuery) || (!hasHamza && texts[id] === seatTexts[id]));
      const scan = kept.length > 0 ? kept : folded;
      const response = searchQuran({ query: q, lang: 'ar', limit: 500, offset: 0, surah: null });
      expect(response.count, q).toBe(scan.length);
      expect(response.results.map((r) => `${r.surah_number}:${r.ayah_number}`)).toEqual(
        scan.slice(0, 500).map((id) => `${index.ayahs[id]!.surah.number}:${index.ayahs[id]!.ayah.number}`),
      );
    }
  });
});

describe('typed spellings and joined words', () => {
  const ids = (q: string) => answerSearch({ q, limit: '200' }).results.map((result) => `${result.surah_number}:${result.ayah_number}`);

  it.each(['الليل', 'بالليل', 'وبالليل'])('finds 37:138 وَبِٱلَّيۡلِ (two prefixes before a doubled lam) with %s', (q) => {
    expect(ids(q)).toContain('37:138');
  });

  it('finds the ayahs with no prefix and with one prefix by the same rule', () => {
    // Read in the text: 3:113 ءَانَآءَ ٱلَّيۡلِ (no prefix); 6:60 يَتَوَفَّىٰكُم بِٱلَّيۡلِ and 13:10 مُسۡتَخۡفِۭ بِٱلَّيۡلِ (one prefix).
    expect(ids('بالليل')).toEqual(expect.arrayContaining(['6:60', '13:10', '37:138']));
    expect(ids('الليل')).toContain('3:113');
  });

  it.each([
    ['الصلوة', 'الصلاة'],
    ['الزكوة', 'الزكاة'],
    ['الحيوة الدنيا', 'الحياة الدنيا'],
    ['يأيها الذين آمنوا', 'يا أيها الذين آمنوا'],
    ['قرءان', 'قرآن'],
    ['ءامنوا', 'آمنوا'],
    ['الحمدلله', 'الحمد لله'],
    ['سبحانالله', 'سبحان الله'],
    // Three words typed joined.
    ['ماشاءالله', 'ما شاء الله'],
    ['انشاءالله', 'إن شاء الله'],
    // Urdu and Persian keyboard letters: ہ heh goal, ۃ teh marbuta goal, ے yeh barree, ھ, ی, ک.
    ['رسول اللہ', 'رسول الله'],
    ['الصلوۃ', 'الصلاة'],
    ['الزکوۃ', 'الزكاة'],
    ['ہے', 'هي'],
    ['اللھم', 'اللهم'],
    ['بسم اللہ الرحمن الرحیم', 'بسم الله الرحمن الرحيم'],
  ])('finds with %s what %s finds', (typed, standard) => {
    const found = ids(standard);
    expect(found.length).toBeGreaterThan(0);
    expect(ids(typed)).toEqual(found);
  });

  it('finds al-Fatiha 1:2 with الحمدلله', () => {
    expect(ids('الحمدلله')).toContain('1:2');
  });

  it('finds the 18 ayahs of رسول الله typed on an Urdu keyboard, and 18:39 with ماشاءالله', () => {
    expect(ids('رسول اللہ')).toHaveLength(18);
    // Read in the text: 18:39 مَا شَآءَ ٱللَّهُ.
    expect(ids('ماشاءالله')).toContain('18:39');
  });

  // The Uthmani script's own skeleton, typed without its small letters (dagger alef, small ya).
  it.each([
    ['ابرهيم', 'إبراهيم'],
    ['إبرهيم', 'إبراهيم'],
    ['ابرهم', 'إبراهيم'],
    ['السموت والارض', 'السماوات والأرض'],
    ['الظلمت', 'الظلمات'],
    ['اسمعيل', 'إسماعيل'],
    ['سليمن', 'سليمان'],
    ['اسحق', 'إسحاق'],
  ])('finds with the Uthmani skeleton %s what %s finds', (typed, standard) => {
    const found = ids(standard);
    expect(found.length).toBeGreaterThan(0);
    expect(ids(typed)).toEqual(found);
  });

  it('finds Ibrahim where the mushaf names him (2:124, 14:35, 87:19) with ابرهيم', () => {
    // Read in the text: 2:124 إِبۡرَٰهِـۧمَ, 14:35 إِبۡرَٰهِيمُ, 87:19 وَمُوسَىٰ ... إِبۡرَٰهِيمَ.
    expect(ids('ابرهيم')).toEqual(expect.arrayContaining(['2:124', '14:35', '87:19']));
  });

  it('never reads a skeleton that is a word of its own as another word', () => {
    // مَٰلِكِ (1:4) has the skeleton ملك, which is a word of its own (مَلِكِ ٱلنَّاسِ, 114:2).
    expect(searchIndex().arabic.modernSpelling('ملك')).toBeUndefined();
    expect(ids('ملك')).toContain('114:2');
    expect(searchIndex().arabic.modernSpelling('ابرهيم')).toBe('ابراهيم');
  });
});
