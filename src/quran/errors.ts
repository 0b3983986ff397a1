import type { ErrorCode } from '../shared/input-error';

export const quranErrors: ErrorCode[] = [
  { code: 'invalid_surah', status: 400, meaning: 'The surah number is not a whole number (e.g. `abc`, `2.5`, `07`).' },
  { code: 'surah_not_found', status: 404, meaning: 'The surah number is a whole number outside 1 to 114.' },
  { code: 'invalid_ayah', status: 400, meaning: 'The ayah number is not a whole number.' },
  { code: 'ayah_not_found', status: 404, meaning: 'The surah has no ayah with this number (0, or past its last ayah).' },
  { code: 'edition_not_found', status: 404, meaning: 'No edition has this id; the detail lists the valid ids (also GET /api/v1/editions).' },
  { code: 'invalid_number', status: 400, meaning: 'The number of a juz, page, hizb, ruku or manzil is not a whole number written plainly.' },
  { code: 'juz_not_found', status: 404, meaning: 'The juz number is outside 1 to 30.' },
  { code: 'page_not_found', status: 404, meaning: 'The page number is outside 1 to 604.' },
  { code: 'hizb_not_found', status: 404, meaning: 'The hizb number is outside 1 to 60.' },
  { code: 'ruku_not_found', status: 404, meaning: 'The ruku number is outside 1 to 556.' },
  { code: 'manzil_not_found', status: 404, meaning: 'The manzil number is outside 1 to 7.' },
  { code: 'invalid_quote', status: 400, meaning: 'The quotation to verify has no Arabic word, or is longer than 4,000 characters.' },
];
