/** The README's figures are the build's: counts and sizes as the last build measured them. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { README, TIMING_PREFIX, figuresBlock } from '../../scripts/readme-figures';

describe('the README figures', () => {
  it('match the build (after a change, run `npx tsx scripts/readme-figures.ts`)', () => {
    const untimed = (text: string) => text.split('\n').filter((line) => !line.startsWith(TIMING_PREFIX));
    const readme = readFileSync(README, 'utf8');
    const block = figuresBlock();
    const begin = block.split('\n')[0]!;
    const written = readme.slice(readme.indexOf(begin), readme.indexOf('<!-- END figures -->') + '<!-- END figures -->'.length);
    expect(untimed(written)).toEqual(untimed(block));
  });
});
