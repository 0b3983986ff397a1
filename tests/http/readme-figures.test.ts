/** The build's figures in bench/README.md are the build's: counts and sizes as the last build measured them. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIGURES_FILE, TIMING_PREFIX, figuresBlock } from '../../scripts/readme-figures';

describe('the figures of bench/README.md', () => {
  it('match the build (after a change, run `npx tsx scripts/readme-figures.ts`)', () => {
    const untimed = (text: string) => text.split('\n').filter((line) => !line.startsWith(TIMING_PREFIX));
    const text = readFileSync(FIGURES_FILE, 'utf8');
    const block = figuresBlock();
    const begin = block.split('\n')[0]!;
    const written = text.slice(text.indexOf(begin), text.indexOf('<!-- END figures -->') + '<!-- END figures -->'.length);
    expect(untimed(written)).toEqual(untimed(block));
  });
});
