import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { creditsSection, readmeWithCredits } from './credits-section';
import { EDITIONS } from '../../src/quran/editions-list';

const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');

describe("the README's credits", () => {
  it('are the text written from the edition records (run npx tsx scripts/write-credits.ts after changing one)', () => {
    expect(readmeWithCredits(readme)).toBe(readme);
  });

  it('name every edition with its publisher, terms and credit line', () => {
    const section = creditsSection();
    for (const edition of EDITIONS) {
      expect(section).toContain(`\`${edition.id}\``);
      expect(section).toContain(edition.license.attribution);
    }
    expect(section).toContain('For non-commercial purposes only');
    expect(section).toContain('Mention the version of the translation');
  });
});
