/**
 * The Buckwalter transliteration as the Quranic Arabic Corpus extends it
 * (https://corpus.quran.com/java/buckwalter.jsp): one ASCII character per Arabic letter or mark.
 */
const LETTERS: Record<string, string> = {
  "'": '\u0621', '|': '\u0622', '>': '\u0623', '&': '\u0624', '<': '\u0625', '}': '\u0626', A: '\u0627', b: '\u0628',
  p: '\u0629', t: '\u062A', v: '\u062B', j: '\u062C', H: '\u062D', x: '\u062E', d: '\u062F', '*': '\u0630', r: '\u0631',
  z: '\u0632', s: '\u0633', $: '\u0634', S: '\u0635', D: '\u0636', T: '\u0637', Z: '\u0638', E: '\u0639', g: '\u063A',
  _: '\u0640', f: '\u0641', q: '\u0642', k: '\u0643', l: '\u0644', m: '\u0645', n: '\u0646', h: '\u0647', w: '\u0648',
  Y: '\u0649', y: '\u064A', '{': '\u0671',
};
const MARKS: Record<string, string> = {
  F: '\u064B', N: '\u064C', K: '\u064D', a: '\u064E', u: '\u064F', i: '\u0650', '~': '\u0651', o: '\u0652', '^': '\u0653',
  '#': '\u0654', '`': '\u0670', ':': '\u06DC', '@': '\u06DF', '"': '\u06E0', '[': '\u06E2', ';': '\u06E3', ',': '\u06E5',
  '.': '\u06E6', '!': '\u06E8', '-': '\u06EA', '+': '\u06EB', '%': '\u06EC', ']': '\u06ED',
};
/** The corpus writes one word with a space inside: إل ياسين (37:130). */
const TO_ARABIC: Record<string, string> = { ...LETTERS, ...MARKS, ' ': ' ' };
const FROM_ARABIC = new Map(Object.entries(TO_ARABIC).map(([ascii, arabic]) => [arabic, ascii]));

/** Arabic of a Buckwalter string; throws on a character outside the scheme (the corpus has none). */
export function buckwalterToArabic(ascii: string): string {
  let out = '';
  for (const char of ascii) {
    const arabic = TO_ARABIC[char];
    if (arabic === undefined) throw new Error(`Buckwalter: no letter for '${char}' in '${ascii}'`);
    out += arabic;
  }
  return out;
}

/** Buckwalter of an Arabic string, or null when a character has no Buckwalter letter. */
export function arabicToBuckwalter(arabic: string): string | null {
  let out = '';
  for (const char of arabic) {
    const ascii = FROM_ARABIC.get(char);
    if (ascii === undefined) return null;
    out += ascii;
  }
  return out;
}

/** True when every character is a Buckwalter letter or mark. */
export function isBuckwalter(text: string): boolean {
  return text !== '' && [...text].every((char) => char in TO_ARABIC);
}

/** True when every character is a Buckwalter letter (no marks): the form roots are written in. */
export function isBuckwalterLetters(text: string): boolean {
  return text !== '' && [...text].every((char) => char in LETTERS && char !== '_');
}

/**
 * The consonantal skeleton (rasm) of Arabic text, the form two spellings of one word are compared
 * in: letters only (marks, small letters, tatweel and signs dropped), every alef and hamza-on-alef
 * form as ا, ؤ as و, ئ ي ى as ى, ة as ه, and the seatless hamza ء dropped, since the Tanzil and
 * KFGQPC texts seat some hamzas differently but never write a different letter.
 */
export function skeleton(text: string): string {
  let out = '';
  for (const char of text) {
    const folded = SKELETON_FOLDS[char];
    if (folded !== undefined) out += folded;
    else if ((char >= '\u0628' && char <= '\u063A') || (char >= '\u0641' && char <= '\u064A')) out += char;
  }
  return out;
}

const SKELETON_FOLDS: Record<string, string> = {
  '\u0621': '', '\u0622': '\u0627', '\u0623': '\u0627', '\u0625': '\u0627', '\u0671': '\u0627', '\u0627': '\u0627',
  '\u0624': '\u0648', '\u0626': '\u0649', '\u064A': '\u0649', '\u0629': '\u0647',
};
