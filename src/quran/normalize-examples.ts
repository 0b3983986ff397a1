/**
 * The normalization rules with examples, shown on /docs/search and run by normalize.test.ts: every
 * expected output is written out here, never computed.
 */
import { TYPED_SPELLINGS } from './normalize-spellings';

export interface NormalizationStep {
  title: string;
  rule: string;
  /** [input, normalized output, optional note]. */
  examples: readonly (readonly [string, string, string?])[];
}

export const NORMALIZATION_STEPS: readonly NormalizationStep[] = [
  {
    title: 'Invisible characters, spaces and presentation forms',
    rule: 'Format characters (ZWNJ, ZWJ, direction marks, BOM, soft hyphen) are removed; every kind of space becomes one space; presentation forms become letters; the signs ۞ ۩ ۝ are removed.',
    examples: [
      ['بسم\u00A0الله', 'بسم الله', 'no-break space'],
      ['ال\u200Dرحمن', 'الرحمن', 'zero-width joiner'],
      ['ﷲ', 'الله', 'ligature U+FDF2'],
      ['۞إِنَّ', 'ان', 'rub el hizb sign'],
    ],
  },
  {
    title: 'Diacritics, Quranic marks and tatweel',
    rule: 'Harakat, tanween, shadda, sukun (U+064B-U+065F), the Quranic annotation marks (U+06D6-U+06ED) and tatweel are removed.',
    examples: [
      ['بِسۡمِ ٱللَّهِ', 'بسم الله'],
      ['شَيۡءٖ قَدِيرٞ', 'شيء قدير'],
      ['لَا رَيۡبَۛ فِيهِۛ', 'لا ريب فيه', 'pause marks'],
      ['الـــرحمن', 'الرحمن', 'tatweel'],
    ],
  },
  {
    title: 'Alef forms, ta marbuta, alef maqsura',
    rule: 'أ إ آ ٱ (and ٲ ٳ) become ا; ة becomes ه; ى becomes ي.',
    examples: [
      ['أحد', 'احد'],
      ['إبراهيم', 'ابراهيم'],
      ['آدم', 'ادم'],
      ['ٱلۡحَمۡدُ', 'الحمد'],
      ['الجنة', 'الجنه'],
      ['موسى', 'موسي'],
    ],
  },
  {
    title: 'Hamza seats',
    rule: 'ؤ and ئ become ء, so that مسؤول and مسئول match; ئ after an alef inside a word stays (مائة "hundred" is not ماءها "its water"); two hamzas at the start of a word become two alefs.',
    examples: [
      ['مسؤولا', 'مسءولا'],
      ['مسئولا', 'مسءولا'],
      ['رؤوف', 'رءوف'],
      ['الملائكة', 'الملائكه'],
      ['أإله', 'االه'],
      ['أئذا', 'ااذا'],
    ],
  },
  {
    title: 'Dagger alef',
    rule: 'The superscript alef ٰ is written as ا, as modern spelling writes it, except in the words modern spelling still writes without it: الرحمن, إله, هذا/هذه/هذان, هكذا, ذلك, لكن, أولئك, هؤلاء.',
    examples: [
      ['ٱلۡعَٰلَمِينَ', 'العالمين'],
      ['ٱلۡكِتَٰبُ', 'الكتاب'],
      ['ٱلسَّمَٰوَٰتِ', 'السماوات'],
      ['ٱلرَّحۡمَٰنِ', 'الرحمن'],
      ['إِلَٰهَ', 'اله'],
      ['هَٰذَا', 'هذا'],
      ['ذَٰلِكَ', 'ذلك'],
      ['وَلَٰكِنَّ', 'ولكن'],
      ['أُوْلَـٰٓئِكَ', 'اولءك'],
      ['هَـٰٓؤُلَآءِ', 'هءلاء'],
    ],
  },
  {
    title: 'Waw and ya written for alef',
    rule: 'A waw that carries a dagger alef and no vowel stands for an alef; ىٰ is ى at the end of a word and ا before a suffix.',
    examples: [
      ['ٱلصَّلَوٰةَ', 'الصلاه'],
      ['ٱلزَّكَوٰةَ', 'الزكاه'],
      ['ٱلۡحَيَوٰةِ', 'الحياه'],
      ['ٱلرِّبَوٰاْ', 'الربا'],
      ['ٱلتَّوۡرَىٰةَ', 'التوراه'],
      ['هُدَىٰهُمۡ', 'هداهم'],
      ['مُوسَىٰ', 'موسي'],
    ],
  },
  {
    title: 'The joined vocative',
    rule: 'The vocative يا (and the ها of attention before أنتم) is written joined to the next word; it is split off.',
    examples: [
      ['يَـٰٓأَيُّهَا', 'يا ايها'],
      ['يَٰقَوۡمِ', 'يا قوم'],
      ['وَيَٰقَوۡمِ', 'ويا قوم'],
      ['يَـٰٓـَٔادَمُ', 'يا ادم'],
      ['هَـٰٓأَنتُمۡ', 'ها انتم'],
    ],
  },
  {
    title: 'Small waw, small ya, small noon',
    rule: 'The small waw ۥ and small ya ۦ after the pronoun ه only lengthen it and are not written; elsewhere they are letters. The small high ya ۧ and small high noon ۨ are written.',
    examples: [
      ['لَهُۥ', 'له'],
      ['بِهِۦ', 'به'],
      ['دَاوُۥدَ', 'داوود'],
      ['يُحۡيِۦ', 'يحيي'],
      ['إِبۡرَٰهِـۧمَ', 'ابراهيم'],
      ['ٱلنَّبِيِّـۧنَ', 'النبيين'],
      ['نُـۨجِي', 'ننجي'],
    ],
  },
  {
    title: 'Seatless hamza',
    rule: 'A hamza written on the line or on a tatweel takes the seat modern spelling gives it: on alef after a sukun or fatha and at the start of a word (merging with a following long ā into آ), elsewhere ء.',
    examples: [
      ['يَسۡـَٔلُونَكَ', 'يسالونك'],
      ['ٱلۡقُرۡءَانُ', 'القران'],
      ['ءَامَنُواْ', 'امنوا'],
      ['بِـَٔايَٰتِنَا', 'باياتنا'],
      ['شَيۡـٔٗا', 'شيءا'],
      ['ٱلسَّيِّـَٔاتِ', 'السيءات'],
      ['إِسۡرَـٰٓءِيلَ', 'اسرائيل'],
      ['مَسۡـُٔولٗا', 'مسءولا'],
      ['يَبۡدَؤُاْ', 'يبدا'],
      ['جَزَـٰٓؤُاْ', 'جزاء'],
    ],
  },
  {
    title: 'Silent letters',
    rule: 'A letter marked silent is dropped where modern spelling drops it; the alef after the waw of a plural verb and the alef of مائة stay; construct nouns and singular verbs ending in waw lose the alef the Uthmani text adds.',
    examples: [
      ['قَالُوٓاْ', 'قالوا'],
      ['لَأَاْذۡبَحَنَّهُۥٓ', 'لاذبحنه'],
      ['مِاْئَةَ', 'مائه'],
      ['أَفَإِيْن', 'افان'],
      ['مُّلَٰقُواْ', 'ملاقو'],
      ['يَتۡلُواْ', 'يتلو'],
      ['جَآءُو', 'جاءوا', 'and the alef the Uthmani text leaves out'],
    ],
  },
  {
    title: 'One lam for two',
    rule: 'الليل, اللذان, اللاتي and اللائي are written with one lam and a shadda; modern spelling writes two.',
    examples: [
      ['ٱلَّيۡلِ', 'الليل'],
      ['ٱلَّذَانِ', 'اللذان'],
      ['ٱلَّـٰتِي', 'اللاتي'],
    ],
  },
  {
    title: 'Words spelled apart',
    rule: 'A few words whose Uthmani spelling no rule above explains are listed with their modern spelling.',
    examples: [
      ['ٱلۡأَقۡصَا', 'الاقصي'],
      ['رَءَا', 'راي'],
      ['يَبۡنَؤُمَّ', 'يا ابن ام'],
    ],
  },
  {
    title: 'Typed spellings',
    rule: 'Spellings people type that differ from the modern spelling above are mapped to it.',
    examples: TYPED_SPELLINGS.map(({ example }) => example),
  },
  {
    title: 'Punctuation, symbols and digits',
    rule: 'Every character that is not a letter or a digit separates words, so regex characters and brackets never mean anything; Arabic-Indic digits become 0-9; runs of spaces become one space.',
    examples: [
      ['  الله،  أكبر! ', 'الله اكبر'],
      ['(الله)', 'الله'],
      ['.*', '', 'nothing left: a search answers 400 empty_query'],
      ['٣١٣', '313'],
    ],
  },
];
