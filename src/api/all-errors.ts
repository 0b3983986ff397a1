import type { ErrorCode } from '../shared/input-error';
import { generalErrors } from './error-catalog';
import { hijriErrors } from '../hijri/errors';
import { jummalErrors } from '../jummal/errors';
import { quranErrors } from '../quran/errors';
import { searchErrors } from '../quran/search/errors';
import { wordErrors } from '../quran/words/errors';
import { prayerErrors } from '../prayer/errors';
import { mcpErrors } from '../mcp/errors';
import { recitationErrors } from '../recitations/errors';

export const errorGroups: { title: string; codes: ErrorCode[] }[] = [
  { title: 'Any endpoint', codes: generalErrors },
  { title: 'Hijri calendar', codes: hijriErrors },
  { title: 'Jummal', codes: jummalErrors },
  { title: 'Quran', codes: quranErrors },
  { title: 'Quran search', codes: searchErrors },
  { title: 'Quran words and roots', codes: wordErrors },
  { title: 'Prayer times, Qibla and places', codes: prayerErrors },
  { title: 'MCP tools', codes: mcpErrors },
  { title: 'Recitations', codes: recitationErrors },
];

const statusByCode = new Map(errorGroups.flatMap((group) => group.codes.map((entry) => [entry.code, entry.status] as const)));

/** The HTTP status a documented error code answers with, or undefined for an undocumented code. */
export function statusOfCode(code: string): number | undefined {
  return statusByCode.get(code);
}
