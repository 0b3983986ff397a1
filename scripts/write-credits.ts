/**
 * Writes the README's credits from src/credits (the same text as NOTICE.md), between the
 * `<!-- BEGIN credits -->` and `<!-- END credits -->` lines. scripts/credits.test.ts fails when the
 * README and the records differ: run `npx tsx scripts/write-credits.ts` after changing an edition.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readmeWithCredits } from './lib/credits-section';

const README = path.resolve(import.meta.dirname, '..', 'README.md');
writeFileSync(README, readmeWithCredits(readFileSync(README, 'utf8')));
console.log('README.md: credits written from src/credits');
