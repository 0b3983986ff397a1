/** Arguments of the MCP tools (src/mcp/tools.ts) that are no route's parameter: they choose the route. */
import { EDITIONS } from '../../quran/editions';
import { defineParam } from './param';
import { oneOf } from './kinds';

/** convert_date: which calendar the date is converted to. */
export const CONVERSION_TARGET = oneOf({
  description: 'the calendar to convert the date to: hijri (date is Gregorian, YYYY-MM-DD) or gregorian (date is Hijri, YYYY-MM-DD)',
  values: ['hijri', 'gregorian'],
  code: 'invalid_argument',
  meanings: { hijri: 'date is a Gregorian date', gregorian: 'date is a Hijri date' },
});

/** quran_ayah: an edition to read the ayah in besides the Arabic; its id, checked by the route it leads to. */
export const AYAH_EDITION = defineParam({
  description: 'an edition (translation or tafsir) by its id, as listed by /api/v1/editions; the Uthmani Arabic and Saheeh International when left out',
  example: 'en-sahih',
  schema: { type: 'string', enum: EDITIONS.map((edition) => edition.id) },
  codes: ['edition_not_found'],
  read: (raw) => raw,
});
