import { noticeText } from '../../src/quran/credits';

export const CREDITS_BEGIN = '<!-- BEGIN credits (written by scripts/write-credits.ts from src/quran/credits.ts; do not edit by hand) -->';
export const CREDITS_END = '<!-- END credits -->';

/** The README's "Data sources and credits" section: NOTICE.md under a section heading. */
export function creditsSection(): string {
  const notice = noticeText().replace(/^# .*\n/, '').replace(/^### /gm, '#### ').replace(/^## /gm, '### ');
  return `${CREDITS_BEGIN}\n## Data sources and credits\n${notice}${CREDITS_END}`;
}

export function readmeWithCredits(readme: string): string {
  const begin = readme.indexOf(CREDITS_BEGIN);
  const end = readme.indexOf(CREDITS_END);
  if (begin === -1 || end === -1) throw new Error(`README.md has no ${CREDITS_BEGIN} ... ${CREDITS_END} block`);
  return readme.slice(0, begin) + creditsSection() + readme.slice(end + CREDITS_END.length);
}
