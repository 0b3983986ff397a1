/** The comparable form of a place's name, shared by the gazetteer's search and the script that writes the aliases. */
import { normalizeArabic } from '../quran/normalize';

/** Lower case without accents, for matching typed names: "São Paulo" → "sao paulo", "İstanbul" → "istanbul". */
export const foldName = (name: string) => name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * The form a name is compared in: Arabic-script names (Arabic, Urdu, Persian...) through the Quran
 * search's Arabic folding (alef forms, ة/ه, ی/ي, ک/ك, ہ/ه...), every other script through `foldName`
 * (case and accents; Cyrillic and CJK are compared as written).
 */
export const nameKey = (name: string) => (/\p{Script=Arabic}/u.test(name) ? normalizeArabic(name) : foldName(name));
