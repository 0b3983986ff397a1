/** FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE: the text between them takes its own direction and is one neutral unit outside. */
const FSI = '\u2068';
const PDI = '\u2069';

/** A run of Arabic-script words: letters and marks, with the spaces and joiners between them. */
const ARABIC_RUN = /\p{Script=Arabic}(?:[\p{Script=Arabic}\p{M}\u200c\u200d]| (?=\p{Script=Arabic}))*/gu;

/**
 * Text for a place that holds text only (a select's option, a title): each run of Arabic-script
 * words isolated, so that an equation such as `س=60` or `ؤ = و = 6` keeps its order in a text of
 * either direction (without, an English label showed `60=س` and `6 = و = ؤ`, the Arabic letters
 * pulling the numbers and signs around them into a right-to-left run).
 */
export function isolateArabic(text: string): string {
  return text.replace(ARABIC_RUN, (run) => FSI + run + PDI);
}

/** Text isolated as a whole (a code such as `mashriqi` inside a right-to-left label). */
export function isolate(text: string): string {
  return FSI + text + PDI;
}
