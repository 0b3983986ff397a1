import { BASE_SOURCES } from '../../src/credits';
import { EDITIONS } from '../../src/quran/editions-list';
import { PUBLISHER_TERMS } from '../../src/quran/licenses';

export const CREDITS_BEGIN = '<!-- BEGIN credits (written by scripts/write-credits.ts from src/credits; do not edit by hand) -->';
export const CREDITS_END = '<!-- END credits -->';

/**
 * The README's credits: one paragraph naming every source and its terms, from the record that also
 * writes NOTICE.md, the manifest's sources and /docs/sources/ (where each is given in full).
 */
export function creditsSection(): string {
  const publishers = Object.entries(PUBLISHER_TERMS).map(([publisher, terms]) => {
    const count = EDITIONS.filter((edition) => edition.license.name === terms.name).length;
    return `${count} from ${publisher === 'tanzil' ? 'Tanzil.net' : 'QuranEnc.com'} under [${terms.name}](${terms.url})${terms.commercial_use ? '' : ' (non-commercial use only)'}`;
  });
  const others = BASE_SOURCES.map((source) => `${source.id} ([${source.terms.name}](${source.terms.url}))`);
  const paragraph = [
    'Our code and the data we compute are MIT. The texts belong to their publishers and are passed on unchanged, under',
    `their terms: the ${EDITIONS.length} editions, ${publishers.join(' and ')}; and ${others.join(', ')}.`,
    'Every answer that carries a text names it and its licence (`sources`, or `edition.license`); `NOTICE.md` in the',
    'archive and in every npm data package, `/api/v1/manifest.json` and the [sources page](src/pages/docs/sources.astro)',
    '(`/docs/sources/`) give every source with its version, checksum and conditions.',
  ];
  return `${CREDITS_BEGIN}\n${paragraph.join('\n')}\n${CREDITS_END}`;
}

export function readmeWithCredits(readme: string): string {
  const begin = readme.indexOf(CREDITS_BEGIN);
  const end = readme.indexOf(CREDITS_END);
  if (begin === -1 || end === -1) throw new Error(`README.md has no ${CREDITS_BEGIN} ... ${CREDITS_END} block`);
  return readme.slice(0, begin) + creditsSection() + readme.slice(end + CREDITS_END.length);
}
