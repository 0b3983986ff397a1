import { readFileSync } from 'node:fs';
import path from 'node:path';
import { qacDir } from './qac';

/** The NOTICE part of the words data: the Quranic Arabic Corpus's notice and how we pass it on (data/qac/NOTICE.md). */
export function wordsNoticeText(): string {
  const text = readFileSync(path.join(qacDir(), 'NOTICE.md'), 'utf8');
  return text.replace(/^# /, '# NOTICE: ');
}
