/**
 * Step 4 of the Quran normalization (normalize.ts): one marked Uthmani word written letter by letter
 * in modern spelling, its diacritics deciding each letter (a dagger alef written as alef, a seatless
 * hamza given the seat its vowels call for, small waw and ya written or not). The result keeps
 * أ ة ى; the folds come after.
 */
import {
  DAGGER, DAMMA, DAMMATAN, FATHA, FATHATAN, HAMZA_ABOVE, HAMZA_BELOW, KASRA, KASRATAN, MARK, ROUND_ZERO, SILENT_ZERO,
  SMALL_HIGH_NOON, SMALL_HIGH_YEH, SMALL_WAW, SMALL_YEH, SUKUN, TATWEEL,
} from './arabic-marks';

interface Cluster {
  /** The letter, or '' for marks with no letter; tatweel is kept as a letter that writes nothing. */
  base: string;
  marks: string;
}

function clusters(word: string): Cluster[] {
  const result: Cluster[] = [];
  for (const char of word) {
    if (MARK.test(char) && char !== TATWEEL) {
      const last = result[result.length - 1];
      if (last) last.marks += char;
      else result.push({ base: '', marks: char });
    } else {
      result.push({ base: char, marks: '' });
    }
  }
  return result;
}

const has = (cluster: Cluster | undefined, ...marks: string[]) => !!cluster && marks.some((mark) => cluster.marks.includes(mark));
const isHamzaCarrier = (c: Cluster) => c.base === 'ء' || (has(c, HAMZA_ABOVE, HAMZA_BELOW) && ['', TATWEEL, 'ي', 'ى', 'و'].includes(c.base));
const isLetter = (c: Cluster | undefined) => !!c && c.base !== '' && c.base !== TATWEEL;
const isSilentAlef = (c: Cluster | undefined) => !!c && c.base === 'ا' && has(c, ROUND_ZERO, SILENT_ZERO);
/** A waw carrying a dagger alef and no vowel of its own stands for an alef (ٱلصَّلَوٰةَ). */
const isWawForAlef = (c: Cluster | undefined) => !!c && c.base === 'و' && has(c, DAGGER) && !has(c, FATHA, KASRA, DAMMA);
/** Letters that are prefixes (and, so, with, for, like) before a word-initial hamza. */
const PREFIXES = new Set(['و', 'ف', 'ب', 'ل', 'ك']);

/** Writes one marked word (no spaces) in modern letters, still unfolded (أ ة ى kept). */
export function spellOut(word: string): string {
  const cs = clusters(word);
  let out = '';
  let skipAlef = false;
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i]!;
    const next = cs[i + 1];
    if (skipAlef) {
      skipAlef = false;
      if (c.base === 'ا' && !isSilentAlef(c)) continue;
      if ((c.base === TATWEEL || c.base === '') && has(c, DAGGER) && !isHamzaCarrier(c)) {
        out += smallLetters(c);
        continue;
      }
    }
    if (isHamzaCarrier(c)) {
      const onAlef = hamzaOnAlef(cs, i);
      out += onAlef ? 'أ' : hamzaSeat(cs, i);
      // A hamza on alef followed by a long ā is آ: one alef (ٱلۡقُرۡءَانُ → القرآن, مَـَٔابٖ → مآب).
      if (onAlef && (has(c, FATHA, ...FATHATAN) || c.base === '')) skipAlef = true;
      if (has(c, DAGGER) && !onAlef) out += 'ا';
      out += smallLetters(c);
      continue;
    }
    switch (c.base) {
      case '':
      case TATWEEL:
        out += daggerAlef(c) + smallLetters(c);
        continue;
      case 'ا':
        if (isSilentAlef(c)) {
          out += keepSilentAlef(cs, i) ? 'ا' : '';
          continue;
        }
        out += has(c, HAMZA_BELOW) ? 'إ' : has(c, HAMZA_ABOVE) ? 'أ' : 'ا';
        continue;
      case 'و':
        if (isWawForAlef(c)) {
          out += 'ا';
          continue;
        }
        break;
      case 'ى':
        if (has(c, DAGGER)) {
          // ىٰ is ى at the end of a word and ا before a suffix: هُدَىٰهُمۡ → هداهم, ٱلتَّوۡرَىٰةَ → التوراة.
          out += cs.slice(i + 1).some(isLetter) ? 'ا' : 'ى';
          out += smallLetters(c);
          continue;
        }
        break;
      case 'ؤ':
        // ؤُاْ at the end of a word is a final hamza: يَبۡدَؤُاْ → يبدأ, جَزَـٰٓؤُاْ → جزاء.
        if (isSilentAlef(next) && !cs.slice(i + 2).some(isLetter)) {
          out += afterLongAlef(cs, i) ? 'ء' : has(cs[i - 1], DAMMA) ? 'ؤ' : 'أ';
          i++;
          continue;
        }
        break;
      case 'ص':
        // A small high seen over sad means it is read (and typed) as seen: وَيَبۡصُۜطُ → ويبسط.
        if (c.marks.includes('\u06DC')) {
          out += 'س' + daggerAlef(c);
          continue;
        }
        break;
    }
    out += c.base + daggerAlef(c) + smallLetters(c);
  }
  return out;
}

/**
 * A dagger alef is written as alef (ٱلۡعَٰلَمِينَ → العالمين); with a hamza on it, as أ; on a hamza
 * on alef it makes آ, one alef (ءَأَٰلِهَتُنَا → أآلهتنا).
 */
function daggerAlef(c: Cluster): string {
  if (!c.marks.includes(DAGGER) || c.base === 'أ') return '';
  return c.marks.includes(DAGGER + HAMZA_ABOVE) ? 'أ' : 'ا';
}

/**
 * Small waw and small ya lengthen the pronoun ه and are not written after it (لَهُۥ → له, بِهِۦ → به);
 * elsewhere they are letters modern spelling writes (دَاوُۥدَ → داوود, يُحۡيِۦ → يحيي). The small high
 * ya and small high noon are always written (إِبۡرَٰهِـۧمَ → إبراهيم, نُـۨجِي → ننجي).
 */
function smallLetters(c: Cluster): string {
  let out = '';
  for (const mark of c.marks) {
    if (mark === SMALL_WAW && c.base !== 'ه') out += 'و';
    else if (mark === SMALL_YEH && c.base !== 'ه') out += 'ي';
    else if (mark === SMALL_HIGH_YEH) out += 'ي';
    else if (mark === SMALL_HIGH_NOON) out += 'ن';
  }
  return out;
}

/**
 * A silent alef (ا with the rounded zero) stays after the waw of a plural verb (قَالُوٓاْ → قالوا)
 * and in مِاْئَة (مائة); elsewhere modern spelling drops it (لَأَاْذۡبَحَنَّهُۥ → لأذبحنه, ٱلرِّبَوٰاْ → الربا).
 */
function keepSilentAlef(cs: Cluster[], i: number): boolean {
  const prev = cs[i - 1];
  if (!prev) return false;
  if (prev.base === 'و' && !isWawForAlef(prev)) return true;
  return prev.base === 'م' && has(prev, KASRA);
}

/** True when the letter before cluster i is a long ā (ا, or a dagger alef on the letter or tatweel). */
function afterLongAlef(cs: Cluster[], i: number): boolean {
  const prev = cs[i - 1];
  if (!prev) return false;
  if (has(prev, DAGGER)) return true;
  return prev.base === 'ا' && !isSilentAlef(prev);
}

/**
 * The seat of a hamza not on alef, as the Tanzil Simple text writes it (compared word by word over
 * the whole Quran): on a tooth (ـٔ) it is ئ, or ؤ with a sukun after a damma (تُـٔۡوِي → تؤوي); on ya
 * or waw it keeps that seat (ٱمۡرِيٕٖ → امرئ, ٱللُّؤۡلُوِٕ → اللؤلؤ); on the line (ء) it takes ئ after a
 * kasra (يَسۡتَهۡزِءُونَ → يستهزئون), ؤ with a sukun after a damma (ٱلرُّءۡيَا → الرؤيا), and stays ء
 * otherwise (رَءُوفٞ → رءوف). After a long ā any seat gives ئ with a kasra inside the word (إِسۡرَـٰٓءِيلَ →
 * إسرائيل) and ء otherwise.
 * The search folds ؤ and ئ to ء in its first comparison; the seats decide its second (see search.ts).
 */
function hamzaSeat(cs: Cluster[], i: number): string {
  const c = cs[i]!;
  // After a long ā: ئ with a kasra inside the word, ء otherwise (تِلۡقَآيِٕ → تلقاء, أَسَـٰٓـُٔواْ → أساءوا).
  if (afterLongAlef(cs, i)) return has(c, KASRA) && cs.slice(i + 1).some(isLetter) ? 'ئ' : 'ء';
  if (c.base === 'ي' || c.base === 'ى') return 'ئ';
  if (c.base === 'و') return 'ؤ';
  let p = i - 1;
  while (p >= 0 && (cs[p]!.base === TATWEEL || cs[p]!.base === '') && !has(cs[p], DAGGER)) p--;
  const prev = cs[p];
  const afterDammaWithSukun = has(c, ...SUKUN) && has(prev, DAMMA);
  if (c.base === TATWEEL || c.base === '') return afterDammaWithSukun ? 'ؤ' : 'ئ';
  if (afterDammaWithSukun) return 'ؤ';
  if (p >= 0 && has(prev, KASRA) && cs.slice(0, p).some(isLetter)) return 'ئ';
  return 'ء';
}

/**
 * Where the modern spelling seats a hamza the Uthmani text writes on the line (ء) or on a tatweel
 * (ـٔ): on alef (أ, which folds to ا) or elsewhere (ؤ ئ ء, which fold to ء). Only the alef seat
 * matters for matching, and only marked text has the vowels to decide it; a bare ء stays ء.
 */
function hamzaOnAlef(cs: Cluster[], i: number): boolean {
  const c = cs[i]!;
  // A hamza written on ya or waw by the Uthmani text keeps a non-alef seat (تِلۡقَآيِٕ → تلقاء).
  if (c.base === 'ي' || c.base === 'ى' || c.base === 'و') return false;
  const vowelled = has(c, FATHA, KASRA, DAMMA, ...SUKUN, ...FATHATAN, ...KASRATAN, ...DAMMATAN);
  if (!vowelled) return c.base === '' && has(c, DAGGER);
  if (has(c, KASRA, ...KASRATAN)) return false;
  // Word-initial, possibly after one or two one-letter prefixes: ءَامَنُواْ, وَءَاتُواْ, بِـَٔايَٰتِ.
  let start = 0;
  while (start < i && PREFIXES.has(cs[start]!.base) && start < 2) start++;
  const letterBefore = cs.slice(start, i).some(isLetter);
  if (!letterBefore) return true;
  if (has(c, DAMMA, ...DAMMATAN)) return false;
  let p = i - 1;
  while (p >= 0 && (cs[p]!.base === TATWEEL || cs[p]!.base === '') && !has(cs[p], DAGGER)) p--;
  const prev = cs[p];
  if (!prev) return true;
  if (afterLongAlef(cs, p + 1)) return false;
  // After a long ī or ū (خَطِيٓـَٔةٗ, هَنِيٓـَٔۢا, سُوٓءًا) or a kasra or damma: ئ or ؤ.
  if (has(prev, KASRA, DAMMA)) return false;
  if ((prev.base === 'ي' || prev.base === 'و') && !has(prev, FATHA, ...SUKUN)) return false;
  // Tanween after a sukun: the hamza goes on a tooth and the tanween alef stays (شَيۡـٔٗا → شيئا).
  if (has(c, ...FATHATAN) && has(prev, ...SUKUN)) return false;
  // هيئة keeps ya where ييأس, استيأس take alef.
  if (prev.base === 'ي' && cs[p - 1]?.base === 'ه') return false;
  // A final hamza after a sukun stays on the line: ٱلۡخَبۡءَ → الخبء.
  if (has(prev, ...SUKUN) && !cs.slice(i + 1).some(isLetter)) return false;
  return true;
}
