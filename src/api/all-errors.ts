import { generalErrors, type ErrorCode } from './error-catalog';
import { hijriErrors } from '../hijri/errors';
import { jummalErrors } from '../jummal/errors';
import { quranErrors } from '../quran/errors';
import { searchErrors } from '../quran/search-errors';

export const errorGroups: { title: string; codes: ErrorCode[] }[] = [
  { title: 'Any endpoint', codes: generalErrors },
  { title: 'Hijri calendar', codes: hijriErrors },
  { title: 'Jummal', codes: jummalErrors },
  { title: 'Quran', codes: quranErrors },
  { title: 'Quran search', codes: searchErrors },
];
