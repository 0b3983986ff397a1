/** The quotation `verify_quran_quote` and `/api/v1/verify-quote` check against the Quran. */
import { MAX_QUOTE_LENGTH } from '../../quran/verify-quote';
import { defineParam } from './param';

/** Arabic text, with or without diacritics, up to MAX_QUOTE_LENGTH characters: 400 invalid_quote. */
export const QUOTE_TEXT = defineParam({
  description: `the quotation in Arabic script, with or without diacritics, in the Uthmani or the typed spelling, at most ${MAX_QUOTE_LENGTH} characters`,
  example: 'قل هو الله أحد',
  schema: { type: 'string', minLength: 1, maxLength: MAX_QUOTE_LENGTH },
  codes: ['invalid_quote'],
  required: true,
  // The length and the Arabic are checked by the domain (verifyQuranQuote), which names its refusal by this parameter.
  read: (raw) => raw,
});
