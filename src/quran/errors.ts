import type { ErrorCode } from '../shared/input-error';

export const quranErrors: ErrorCode[] = [
  { code: 'invalid_surah', status: 400, meaning: 'The surah number is not a whole number (e.g. `abc`, `2.5`, `07`).' },
  { code: 'surah_not_found', status: 404, meaning: 'The surah number is a whole number outside 1 to 114.' },
  { code: 'invalid_ayah', status: 400, meaning: 'The ayah number is not a whole number.' },
  { code: 'ayah_not_found', status: 404, meaning: 'The surah has no ayah with this number (0, or past its last ayah).' },
];
