import { describe, expect, it } from 'vitest';
import { InvalidValue } from '../shared/input-error';
import { countAbjad, type AbjadCount } from './count';
import { DEFAULT_OPTIONS, type JummalOptions } from './options';
import { doubled, everyConvention, inconsistencies, letters, total } from '../../tests/support/abjad-count';

function expectConsistent(result: AbjadCount) {
  expect(inconsistencies(result)).toEqual([]);
}

describe('the default rules', () => {
  it('counts each written letter once and sums the breakdown', () => {
    const result = countAbjad('محمد');
    expect(result.breakdown).toEqual([
      { letter: 'م', value: 40 },
      { letter: 'ح', value: 8 },
      { letter: 'م', value: 40 },
      { letter: 'د', value: 4 },
    ]);
    expect(result.total).toBe(92);
  });

  it('gives ء 1, آ أ إ ٱ 1, ؤ 6, ئ 10, ة 5 and ى 10', () => {
    expect(['ء', 'آ', 'أ', 'إ', 'ٱ', 'ؤ', 'ئ', 'ة', 'ى'].map((letter) => total(letter))).toEqual([1, 1, 1, 1, 1, 6, 10, 5, 10]);
  });

  it('counts alif wasla as 1, never 0', () => {
    expect(total('ٱ')).toBe(1);
    expect(total('ٱللَّه')).toBe(66);
  });

  it('counts nothing for vowel signs, tanween, sukun, shadda, dagger alif and Quranic marks, and leaves them out of the breakdown', () => {
    expect(total('مُحَمَّدٌ')).toBe(92);
    expect(letters('مُحَمَّدٌ')).toBe('محمد');
    expect(total('ٱلرَّحۡمَٰنِ')).toBe(total('الرحمن'));
    expect(total('ذَٰلِكَ ٱلۡكِتَٰبُ لَا رَيۡبَۛ فِيهِۛ')).toBe(total('ذلك الكتب لا ريب فيه'));
    expect(total('عَلَيۡهِمۡ وَلَا ٱلضَّآلِّينَ ۝٧')).toBe(total('عليهم ولا الضالين'));
  });

  it('ignores tatweel without failing', () => {
    expect(total('فاطمــة')).toBe(135);
    expect(total('ٱلرَّحْمَـٰنِ')).toBe(total('الرحمن'));
    expect(letters('ـمـ')).toBe('م');
  });

  it('ignores ZWNJ, ZWJ and direction marks without producing NaN', () => {
    const result = countAbjad('می\u200Cکنیم \u200Dب\u200F');
    expect(result.total).toBe(172);
    expect(Number.isNaN(result.total)).toBe(false);
    expectConsistent(result);
  });

  it('counts nothing for spaces, digits of any script, punctuation and Latin letters', () => {
    expect(total('Muhammad (محمد) 123 ١٢٣ ۴۵۶، «محمد»؟! #2')).toBe(184);
    expect(letters('abc ب 1 ٢ ۳ ، . ؟')).toBe('ب');
  });

  it('counts Arabic words inside text of other scripts', () => {
    const result = countAbjad('The name محمد means praised; Persian: خدا, Urdu: اللہ');
    expect(result.words.map((word) => word.word)).toEqual(['محمد', 'خدا', 'اللہ']);
    expect(result.total).toBe(92 + 605 + 66);
  });

  it('gives the Persian and Urdu letters the value of their Arabic base letter', () => {
    const values = { پ: 2, چ: 3, ژ: 7, گ: 20, ک: 20, ی: 10, ٹ: 400, ڈ: 4, ڑ: 200, ں: 50, ہ: 5, ھ: 5, ۃ: 5, ے: 10, ۓ: 10, ۀ: 5, ۂ: 5 };
    for (const [letter, value] of Object.entries(values)) expect(total(letter), letter).toBe(value);
  });

  it('keeps the Persian and Urdu letters as written in the breakdown', () => {
    expect(countAbjad('پدر').breakdown[0]).toEqual({ letter: 'پ', value: 2 });
  });

  it('counts other Arabic-script letters as the letter they are built on, in either system', () => {
    expect(total('ڤ')).toBe(80);
    expect(total('ڭ')).toBe(20);
    expect(total('ښ')).toBe(60);
    expect(total('ښ', { system: 'maghribi' })).toBe(300);
    expect(total('ڢ ڧ')).toBe(180);
  });

  it('refuses a letter whose value cannot be told, naming it', () => {
    let caught: unknown;
    try {
      countAbjad('ٮسم');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InvalidValue);
    expect((caught as InvalidValue).named('text')).toMatchObject({ code: 'unsupported_letter', param: 'text', extra: { letter: 'ٮ', code_point: 'U+066E' } });
    expect((caught as InvalidValue).named('text').detail).toContain('ب, ت, ث, ن');
  });

  it('refuses an Arabic-script letter newer than its table rather than counting it as zero', () => {
    const newer = ['\u088F', '\u{10EC2}'].filter((char) => /\p{L}/u.test(char));
    for (const char of newer) expect(() => countAbjad(`ب${char}`)).toThrow(/no abjad value in our tables/);
  });
});

describe('the options, each alone', () => {
  it('system=maghribi changes ص ض س ظ غ ش and nothing else', () => {
    expect([...'صضسظغش'].map((letter) => total(letter, { system: 'maghribi' }))).toEqual([60, 90, 300, 800, 900, 1000]);
    expect([...'صضسظغش'].map((letter) => total(letter))).toEqual([90, 800, 60, 900, 1000, 300]);
    expect(total('محمد', { system: 'maghribi' })).toBe(92);
  });

  it('hamza=0 makes a lone hamza count 0 and keeps it in the breakdown', () => {
    expect(countAbjad('ء', { ...DEFAULT_OPTIONS, hamza: 0 }).breakdown).toEqual([{ letter: 'ء', value: 0 }]);
    expect(total('سماء', { hamza: 0 })).toBe(101);
    expect(total('ٴ', { hamza: 0 })).toBe(0);
  });

  it('hamza=0 leaves a hamza on a seat counting as its seat', () => {
    expect(total('أ إ ؤ ئ', { hamza: 0 })).toBe(1 + 1 + 6 + 10);
  });

  it('madda=2 makes آ count 2', () => {
    expect(total('آ', { madda: 2 })).toBe(2);
    expect(total('قرآن', { madda: 2 })).toBe(352);
    expect(total('أ ا', { madda: 2 })).toBe(2);
  });

  it('ta_marbuta=400 makes ة and the Urdu ۃ count 400', () => {
    expect(total('ة', { ta_marbuta: 400 })).toBe(400);
    expect(total('ۃ', { ta_marbuta: 400 })).toBe(400);
    expect(total('ت ه', { ta_marbuta: 400 })).toBe(405);
  });

  it('alef_maqsura=1 makes ى count 1 and leaves ي and the Persian ی at 10', () => {
    expect(total('ى', { alef_maqsura: 1 })).toBe(1);
    expect(total('موسى', { alef_maqsura: 1 })).toBe(107);
    expect(total('ي ی', { alef_maqsura: 1 })).toBe(20);
    expect(total('موسی', { alef_maqsura: 1 })).toBe(116);
  });

  it('shadda=double counts a letter with shadda twice and shows the second count in the breakdown', () => {
    const result = countAbjad('محمّد', { ...DEFAULT_OPTIONS, shadda: 'double' });
    expect(result.total).toBe(132);
    expect(result.breakdown).toEqual([
      { letter: 'م', value: 40 },
      { letter: 'ح', value: 8 },
      { letter: 'م', value: 40 },
      { letter: 'م', value: 40, shadda: true },
      { letter: 'د', value: 4 },
    ]);
    expect(total('محمّد')).toBe(92);
  });
});

describe('shadda', () => {
  it('doubles the letter when a vowel sign stands between the letter and the shadda', () => {
    expect(total('م\u064E\u0651', doubled)).toBe(80);
    expect(total('م\u0650\u0651', doubled)).toBe(80);
    expect(total('م\u064C\u0651', doubled)).toBe(80);
    expect(total('م\u0670\u0651', doubled)).toBe(80);
  });

  it('doubles the letter when the vowel sign follows the shadda', () => {
    expect(total('م\u0651\u064E', doubled)).toBe(80);
  });

  it('counts the same in NFC order (vowel before shadda) and in the order most keyboards type', () => {
    const read = (text: string) =>
      countAbjad(text, { ...DEFAULT_OPTIONS, ...doubled }).breakdown.map(({ letter, value, shadda }) => ({ letter, value, shadda }));
    for (const text of ['ٱللَّهُ', 'مُحَمَّدٌ', 'إِنَّ', 'رَبِّ']) {
      expect(read(text.normalize('NFC'))).toEqual(read(text.normalize('NFD')));
      expect(read(text.normalize('NFC')).filter((entry) => entry.shadda)).toHaveLength(1);
    }
  });

  it('reaches the letter across tatweel and Quranic marks', () => {
    expect(total('مـّ', doubled)).toBe(80);
    expect(total('مۡـَّ', doubled)).toBe(80);
    expect(total('م\uFE7D', doubled)).toBe(80);
  });

  it('puts a shadda written after لا on the lam, since an alif carries no shadda', () => {
    expect(total('إلاّ', doubled)).toBe(62);
    expect(total('إلّا', doubled)).toBe(62);
    expect(total('إﻻّ', doubled)).toBe(62);
    expect(total('ﻻّ', doubled)).toBe(61);
  });

  it('counts a letter at most twice however many shaddas it carries', () => {
    expect(total('مّّ', doubled)).toBe(80);
  });

  it('doubles nothing when no letter stands before it in the word', () => {
    expect(total('ّم', doubled)).toBe(40);
    expect(total('م ّب', doubled)).toBe(42);
    expect(total('م\u200Cّ', doubled)).toBe(40);
  });

  it('doubles every shadda of the Uthmani basmala', () => {
    expect(total('بِسۡمِ ٱللَّهِ ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ', doubled)).toBe(1216);
  });
});

describe('words', () => {
  it('lists each word with its total, as written', () => {
    expect(countAbjad('بِسۡمِ ٱللَّهِ').words).toEqual([
      { word: 'بِسۡمِ', total: 102 },
      { word: 'ٱللَّهِ', total: 66 },
    ]);
  });

  it('keeps a word joined by ZWNJ whole, and leaves format characters off its ends', () => {
    expect(countAbjad('\u200Fمی\u200Cکنیم\u200F').words).toEqual([{ word: 'می\u200Cکنیم', total: 170 }]);
  });

  it('splits words at punctuation, digits and other scripts', () => {
    expect(countAbjad('محمد،علي1بab ت').words.map((word) => word.word)).toEqual(['محمد', 'علي', 'ب', 'ت']);
  });

  it('leaves out runs of marks and tatweel that have no letter', () => {
    expect(countAbjad('ب ـَ ۝ ت').words.map((word) => word.word)).toEqual(['ب', 'ت']);
  });
});

describe('any input', () => {
  const pool = [
    ...'ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأإٱؤئةىپچژگکیٹڈڑںہھۃےۓۀۂڤڭ',
    '\u064B', '\u064E', '\u0650', '\u0651', '\u0652', '\u0653', '\u0654', '\u0655', '\u0656', '\u065C', '\u0670', '\u06E1', '\u06E3', '\u06E5', '\u06DD', '\u06DF',
    '\u0640', '\u200C', '\u200D', '\u200F', ' ', '\n', '1', '٣', '،', 'a', '😀', 'ﻻ', 'ﷲ', '﷽', 'ﷺ', '\uFE7C', 'ﺑ', '\u{1EE00}', 'ٴ',
  ];
  // A small deterministic generator, so that a failure can be replayed.
  let seed = 20240311;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);

  it('always gives integer values that add up, in the breakdown and in the words', () => {
    for (let run = 0; run < 2000; run++) {
      const length = 1 + Math.floor(random() * 40);
      const text = Array.from({ length }, () => pool[Math.floor(random() * pool.length)]!).join('');
      const options = everyConvention[Math.floor(random() * everyConvention.length)]!;
      const problems = inconsistencies(countAbjad(text, options));
      if (problems.length) expect({ text, options, problems }).toBeUndefined();
    }
  });

  it('counts a text the same in NFC and in NFD, letter for letter', () => {
    const read = (text: string, options: JummalOptions) =>
      countAbjad(text, options).breakdown.map((entry) => `${entry.letter}${entry.value}${entry.shadda ? '+' : ''}`).join(' ');
    for (let run = 0; run < 2000; run++) {
      const length = 1 + Math.floor(random() * 12);
      const text = Array.from({ length }, () => pool[Math.floor(random() * pool.length)]!).join('');
      const options = everyConvention[Math.floor(random() * everyConvention.length)]!;
      const composed = read(text.normalize('NFC'), options);
      const decomposed = read(text.normalize('NFD'), options);
      if (composed !== decomposed) expect({ text, options, decomposed }).toEqual({ text, options, decomposed: composed });
    }
  });
});

describe('seated_hamza', () => {
  // Expected totals by hand from the Mashriqi table: س=60 ؤ→و=6 ا=1 ل=30 م=40 ن=50 ئ→ي=10 ب=2 ر=200 ش=300 ء=1 أ=1.
  const both = { seated_hamza: 'seat_and_hamza' } as const;
  it.each([
    ['سؤال', 97, 98],
    ['مؤمن', 136, 137],
    ['مسئول', 146, 147],
    ['بئر', 212, 213],
    ['بي\u0654ر', 212, 213], // ئ written decomposed: ي + hamza above
    ['ﺑﺌﺮ', 212, 213], // presentation forms (initial beh, medial yeh with hamza, final reh)
    ['ۓ', 10, 11], // Urdu bari ye with hamza
    ['شيء', 311, 311], // a lone hamza is not seated: the option changes nothing
    ['أمر', 241, 241], // hamza on alif stays 1
    ['إسلام', 132, 132],
  ])('%s counts %i on its seat and %i with the hamza', (text, seat, seatAndHamza) => {
    expect(total(text)).toBe(seat);
    expect(total(text, both)).toBe(seatAndHamza);
  });

  it('lists the seat, then the hamza marked seated', () => {
    expect(countAbjad('سؤال', { ...DEFAULT_OPTIONS, ...both }).breakdown).toEqual([
      { letter: 'س', value: 60 },
      { letter: 'ؤ', value: 6 },
      { letter: 'ء', value: 1, seated: true },
      { letter: 'ا', value: 1 },
      { letter: 'ل', value: 30 },
    ]);
  });

  it('gives the seated hamza the value of ء under the hamza option', () => {
    expect(total('بئر', { ...both, hamza: 0 })).toBe(212);
    expect(countAbjad('بئر', { ...DEFAULT_OPTIONS, ...both, hamza: 0 }).breakdown[2]).toEqual({ letter: 'ء', value: 0, seated: true });
  });

  it('doubles the seat and its hamza together under shadda=double', () => {
    expect(total('بئّ', { ...both, shadda: 'double' })).toBe(2 + (10 + 1) * 2);
    expect(total('بئّ', { shadda: 'double' })).toBe(2 + 10 * 2);
  });

  it('adds the hamza to its word\'s total', () => {
    expect(countAbjad('سؤال بئر', { ...DEFAULT_OPTIONS, ...both }).words).toEqual([
      { word: 'سؤال', total: 98 },
      { word: 'بئر', total: 213 },
    ]);
  });
});
