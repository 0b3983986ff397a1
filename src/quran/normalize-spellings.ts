/**
 * The spelling tables of the Arabic normalization (src/quran/normalize.ts holds the steps that use
 * them): whole words, words without a dagger alef's alef, words ending in waw, letter folds, and the
 * spellings people type. Data only.
 */

/**
 * Each entry is an Uthmani word and its modern spelling; the table is keyed by the word's skeleton,
 * and also holds the forms with the prefixes و and ف.
 */
export const SPECIAL_SPELLINGS: readonly (readonly [string, string])[] = [
  // رأى "he saw", نأى "he turned away", تراءى "they saw each other": the Uthmani text ends them in alef.
  ['رَءَا', 'رأى'],
  ['نَـَٔا', 'نأى'],
  ['تَرَـٰٓءَا', 'تراءى'],
  // الأقصى is written with a final alef.
  ['ٱلۡأَقۡصَا', 'الأقصى'],
  ['أَقۡصَا', 'أقصى'],
  // لئلا: after the prefix لِ this hamza sits on ya, where after other prefixes it sits on alef.
  ['لِـَٔلَّا', 'لئلا'],
  // A silent ya after a hamza on alef.
  ['أَفَإِيْن', 'أفإن'],
  ['نَبَإِيْ', 'نبإ'],
  ['بِأَيۡيْدٖ', 'بأيد'],
  ['مَلَإِيْهِۦ', 'ملئه'],
  ['مَلَإِيْهِمۡ', 'ملئهم'],
  // يَبۡنَؤُمَّ (20:94) is the vocative يا ابن أم, written as one word.
  ['يَبۡنَؤُمَّ', 'يا ابن أم'],
  // أدعو "I call" (singular) has a silent alef; the plural imperative ٱدۡعُواْ keeps it.
  ['أَدۡعُواْ', 'أدعو'],
  // Words the Uthmani text spells unlike everywhere else (read in the Tanzil Simple text, word by word).
  ['لۡـَٔيۡكَةِ', 'الأيكة'], // 26:176, 38:13 (ٱلۡأَيۡكَةِ elsewhere)
  ['سَوۡءَةَ', 'سوءة'], // 5:31 (Tanzil 1.1; modern spelling سوأة)
  ['سَأُوْرِيكُمۡ', 'سأريكم'], // 7:145, 21:37: the waw is silent
  ['تَتۡرَا', 'تترى'], // 23:44
  ['طَغَا', 'طغى'], // 69:11
  ['لَتَّخَذۡتَ', 'لاتخذت'], // 18:77
  ['تَبُوٓأَ', 'تبوء'], // 5:29: a final hamza after a long ū
  ['لَتَنُوٓأُ', 'لتنوء'], // 28:76
  ['لِيَسُـُٔواْ', 'ليسوءوا'], // 17:7
  ['ءَا۬عۡجَمِيّٞ', 'أأعجمي'], // 41:44: the second hamza eased (tashil), written as alef
];

/**
 * Two words the print joins, with the assimilated nun written as a shadda, where modern spelling
 * writes them apart. Keyed by the word's skeleton with its shaddas, since without them أَلَّن (أن لن,
 * 18:48) is أَلَن (3:124, "is it not"). The joined form is found too: a query word the index lacks is
 * tried split (src/quran/search/arabic.ts). The print's other joins (مِمَّا, عَمَّا, أَلَّا, كُلَّمَا,
 * يَوۡمَئِذٖ...) are written joined in modern spelling as well.
 */
export const PRINT_JOINS: readonly (readonly [string, string])[] = [
  ['لَّوۡمَا', 'لو ما'], // 15:7
  ['أَلَّوِ', 'أن لو'], // 72:16 وَأَلَّوِ
  ['أَلَّن', 'أن لن'], // 18:48, 75:3
  ['إِلَّمۡ', 'إن لم'], // 11:14 فَإِلَّمۡ
];

/**
 * Words whose modern spelling has no alef where the Uthmani text has a dagger alef (`*`): إله
 * (also in أَءِلَٰهٞ), الرحمن, هذا/هذه/هذان, هكذا, ذلك/ذلكم/كذلك, لكن, أولئك, هؤلاء, and الله where a text writes one.
 */
export const NO_ALEF_WORDS = ['إل*ه', 'ءل*ه', 'رحم*ن', 'ه*ذ', 'ه*كذ', 'ذ*لك', 'ل*كن', 'أول*ئ', 'ه*ؤ', 'لل*ه'];

/**
 * Words ending in waw whose Uthmani spelling adds a silent alef that modern spelling writes only
 * after the waw of a plural verb: nouns in construct (ملاقو ربهم, أولو الألباب) and singular verbs
 * (يتلو, يدعو, يرجو). Both spellings fold to the one without alef; the Quran has none of these
 * forms as a plural verb. Prefixes و ف ل ب may precede.
 */
export const WAW_WITHOUT_ALEF_WORDS: readonly string[] = [
  ...['ملاقو', 'اولو', 'باسطو', 'تاركو', 'ناكسو', 'ذائقو', 'صالو', 'كاشفو', 'مهلكو', 'مرسلو'],
  ...['يتلو', 'تتلو', 'نتلو', 'اتلو', 'ساتلو', 'يدعو', 'ندعو', 'اندعو', 'يرجو', 'ترجو', 'يمحو'],
  ...['اشكو', 'تبلو', 'يبلو', 'نبلو', 'يربو', 'يعفو'],
];

export const FOLDS: Record<string, string> = {
  'أ': 'ا', 'إ': 'ا', 'آ': 'ا', 'ٱ': 'ا', 'ٲ': 'ا', 'ٳ': 'ا', 'ٵ': 'ا',
  // The forms of ه, ة, ي, ك and و that Persian, Urdu, Kurdish, Pashto, Sindhi and Uyghur keyboards
  // type for the Arabic letter (ہ heh goal, ھ heh doachashmee, ۃ teh marbuta goal, ے yeh barree...).
  'ة': 'ه', 'ۀ': 'ه', 'ە': 'ه', 'ہ': 'ه', 'ۂ': 'ه', 'ۃ': 'ه', 'ھ': 'ه',
  'ى': 'ي', 'ی': 'ي', 'ې': 'ي', 'ۍ': 'ي', 'ے': 'ي', 'ۓ': 'ي', 'ێ': 'ي',
  'ک': 'ك', 'ڪ': 'ك', 'ػ': 'ك', 'ؼ': 'ك',
  'ۄ': 'و', 'ۅ': 'و', 'ۆ': 'و', 'ۇ': 'و', 'ۈ': 'و', 'ۉ': 'و', 'ۊ': 'و', 'ۋ': 'و', 'ۏ': 'و',
  '٠': '0', '١': '1', '٢': '2', '٣': '3', '٤': '4', '٥': '5', '٦': '6', '٧': '7', '٨': '8', '٩': '9',
  '۰': '0', '۱': '1', '۲': '2', '۳': '3', '۴': '4', '۵': '5', '۶': '6', '۷': '7', '۸': '8', '۹': '9',
};

/**
 * Spellings people type that differ from the modern spelling the Uthmani text maps to, applied to
 * the folded text of both sides; the corpus never contains the typed forms (a test checks this).
 */
/**
 * Spellings people type, mapped to the modern spelling. Each entry's `example` is [typed, its
 * normalized form, note]: the normalized form is written out, and normalize.test.ts checks both
 * that the typed word gives it and that the modern spelling gives it too.
 */
export const TYPED_SPELLINGS: readonly { typed: RegExp; modern: string; hint: string; example: readonly [string, string, string] }[] = [
  { typed: /رحمان/gu, modern: 'رحمن', hint: 'رحمان', example: ['الرحمان', 'الرحمن', 'الرحمان → الرحمن (spelled as pronounced)'] },
  { typed: /سموات/gu, modern: 'سماوات', hint: 'سموات', example: ['السموات', 'السماوات', 'السموات → السماوات (older spelling)'] },
  { typed: /داود/gu, modern: 'داوود', hint: 'داود', example: ['داود', 'داوود', 'داود → داوود (both spellings are in use)'] },
  { typed: /(?<=^|\s)([وفبل]?)مء(?=ه|تين|تان)/gu, modern: '$1مائ', hint: 'مء', example: ['مئة', 'مائه', 'مئة → مائة, مئتين → مائتين (modern spelling of the number)'] },
  { typed: /هاذ/gu, modern: 'هذ', hint: 'هاذ', example: ['هاذا', 'هذا', 'هاذا → هذا (spelled as pronounced)'] },
  { typed: /ذالك/gu, modern: 'ذلك', hint: 'ذالك', example: ['ذالك', 'ذلك', 'ذالك → ذلك (spelled as pronounced)'] },
  { typed: /لاكن/gu, modern: 'لكن', hint: 'لاكن', example: ['لاكن', 'لكن', 'لاكن → لكن (spelled as pronounced)'] },
  { typed: /مصيطر/gu, modern: 'مسيطر', hint: 'مصيطر', example: ['المصيطرون', 'المسيطرون', 'المصيطرون → المسيطرون (ص read as س, as the Uthmani small seen says)'] },
  // Words the Uthmani script writes with a waw for the long ā, copied that way from a mushaf. With the
  // article only (صَلُّوهُ "pray for him" is another word), except مشكوة, which has no look-alike.
  ...([['صل', 'الصلوة', 'الصلاه'], ['زك', 'الزكوة', 'الزكاه'], ['حي', 'الحيوة', 'الحياه'], ['نج', 'النجوة', 'النجاه'], ['غد', 'بالغدوة', 'بالغداه']] as const).map(
    ([stem, typed, normalized]) => ({
      typed: new RegExp(`(?<=^|\\s)([وفبلك]?(?:ال|لل))${stem}وه(?=\\s|$)`, 'gu'),
      modern: `$1${stem}اه`,
      hint: `${stem}وه`,
      example: [typed, normalized, `${typed} → ${normalized} (the Uthmani waw for alef)`] as const,
    }),
  ),
  { typed: /(?<=^|\s)([وفبلك]?(?:ال)?)مشكوه(?=\s|$)/gu, modern: '$1مشكاه', hint: 'مشكوه', example: ['كمشكوة', 'كمشكاه', 'كمشكوة → كمشكاة (the Uthmani waw for alef)'] },
  { typed: /(?<=^|\s)يايها(?=\s|$)/gu, modern: 'يا ايها', hint: 'يايها', example: ['يأيها', 'يا ايها', 'يأيها → يا أيها (the vocative joined, as the Uthmani script writes it)'] },
  { typed: /(?<=^|\s)ياايها(?=\s|$)/gu, modern: 'يا ايها', hint: 'ياايها', example: ['ياأيها', 'يا ايها', 'ياأيها → يا أيها (joined without a space)'] },
  { typed: /(?<=^|\s)(و?)ءا/gu, modern: '$1ا', hint: 'ءا', example: ['ءامنوا', 'امنوا', 'ءامنوا → آمنوا (a seatless hamza before alef: the Uthmani spelling of آ)'] },
  // The print's joins (PRINT_JOINS) typed joined, where the joined form is no other word of the Quran.
  { typed: /(?<=^|\s)([وف]?)لوما(?=\s|$)/gu, modern: '$1لو ما', hint: 'لوما', example: ['لوما', 'لو ما', 'لوما → لو ما (15:7, written joined in the print)'] },
  { typed: /(?<=^|\s)([وف]?)الو(?=\s|$)/gu, modern: '$1ان لو', hint: 'الو', example: ['وألو', 'وان لو', 'وألو → وأن لو (72:16, written joined in the print)'] },
  { typed: /(?<=^|\s)([وف])الم(?=\s|$)/gu, modern: '$1ان لم', hint: 'الم', example: ['فإلم', 'فان لم', 'فإلم → فإن لم (11:14, written joined in the print)'] },
  { typed: /ءان(?=\s|$|ا|ه|ك)/gu, modern: 'ان', hint: 'ءان', example: ['قرءان', 'قران', 'قرءان → قرآن (the Uthmani spelling of آن)'] },
];
