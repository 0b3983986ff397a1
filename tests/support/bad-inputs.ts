/**
 * Bad input per endpoint, one table for every level: src/api/routes/bad-inputs.test.ts runs it
 * through the dispatcher in process, tests/http/bad-inputs.test.ts against the built server. Each
 * row: the request, the status, the code and the parameter the problem must name.
 */
export interface BadInput {
  request: string;
  status: number;
  code: string;
  param?: string;
}

const jummal = (text: string, extra = '') => `/v1/jummal?text=${encodeURIComponent(text)}${extra}`;

export const BAD_INPUTS: Record<string, readonly BadInput[]> = {
  'hijri.from-gregorian': [
    { request: '/v1/hijri/from-gregorian', status: 400, code: 'missing_parameter', param: 'date' },
    { request: '/v1/hijri/from-gregorian?date=2024-3-1', status: 400, code: 'invalid_date', param: 'date' },
    { request: '/v1/hijri/from-gregorian?date=2023-02-29', status: 400, code: 'invalid_date', param: 'date' },
    { request: '/v1/hijri/from-gregorian?date=1924-07-31', status: 400, code: 'date_out_of_range', param: 'date' },
    { request: '/v1/hijri/from-gregorian?date=2024-03-11&adjustment=3', status: 400, code: 'invalid_adjustment', param: 'adjustment' },
    { request: '/v1/hijri/from-gregorian?date=2024-03-11&calendar=julian', status: 400, code: 'invalid_calendar', param: 'calendar' },
    { request: '/v1/hijri/from-gregorian?dat=2024-03-11', status: 400, code: 'unknown_parameter', param: 'dat' },
  ],
  'hijri.from-hijri': [
    { request: '/v1/gregorian/from-hijri?date=1444-09-30', status: 400, code: 'invalid_date', param: 'date' },
    { request: '/v1/gregorian/from-hijri?date=1501-01-01', status: 400, code: 'date_out_of_range', param: 'date' },
    { request: '/v1/gregorian/from-hijri?date=1445-09-01&date=1445-09-02', status: 400, code: 'duplicate_parameter', param: 'date' },
  ],
  'hijri.month': [
    { request: '/v1/hijri/month?year=1445&month=13', status: 400, code: 'invalid_month', param: 'month' },
    { request: '/v1/hijri/month?year=1342&month=1', status: 400, code: 'invalid_year', param: 'year' },
    { request: '/v1/hijri/month?year=1445', status: 400, code: 'missing_parameter', param: 'month' },
  ],
  'hijri.today': [{ request: '/v1/hijri/today?tz=Mars/Olympus', status: 400, code: 'invalid_timezone', param: 'tz' }],
  'hijri.events': [
    { request: '/v1/hijri/events?month=0', status: 400, code: 'invalid_month', param: 'month' },
    { request: '/v1/hijri/events?gregorian_year=2024&year=1445', status: 400, code: 'conflicting_parameters', param: 'gregorian_year' },
  ],
  'jummal.count': [
    { request: '/v1/jummal', status: 400, code: 'missing_parameter', param: 'text' },
    { request: jummal('hello'), status: 400, code: 'no_arabic_letters', param: 'text' },
    { request: jummal('ب'.repeat(1001)), status: 400, code: 'text_too_long', param: 'text' },
    { request: jummal('محمد', '&system=western'), status: 400, code: 'invalid_option', param: 'system' },
    { request: jummal('محمد', '&seated_hamza=both'), status: 400, code: 'invalid_option', param: 'seated_hamza' },
    { request: '/v1/jummal?text=%D9', status: 400, code: 'invalid_encoding', param: 'text' },
  ],
  'jummal.quran-ayah': [{ request: '/v1/jummal/quran/1/8', status: 404, code: 'ayah_not_found', param: 'ayah' }],
  'quran.ayah': [
    { request: '/api/v1/ayah/2/287', status: 404, code: 'ayah_not_found', param: 'ayah' },
    { request: '/api/v1/ayah/115/1', status: 404, code: 'surah_not_found', param: 'surah' },
    { request: '/api/v1/ayah/07/1', status: 400, code: 'invalid_surah', param: 'surah' },
  ],
  'quran.juz': [
    { request: '/api/v1/juz/31', status: 404, code: 'juz_not_found', param: 'number' },
    { request: '/api/v1/juz/1.0', status: 400, code: 'invalid_number', param: 'number' },
  ],
  'quran.edition-surah': [{ request: '/api/v1/editions/de-none/surah/1', status: 404, code: 'edition_not_found', param: 'id' }],
  'quran.search': [
    { request: '/api/v1/search', status: 400, code: 'missing_parameter', param: 'q' },
    { request: '/api/v1/search?q=.*', status: 400, code: 'empty_query', param: 'q' },
    { request: '/api/v1/search?q=allah&lang=el', status: 400, code: 'invalid_lang', param: 'lang' },
    { request: `/api/v1/search?q=${encodeURIComponent('الله')}&lang=en`, status: 400, code: 'lang_mismatch', param: 'q' },
    { request: '/api/v1/search?q=allah&limit=0', status: 400, code: 'invalid_limit', param: 'limit' },
  ],
};
