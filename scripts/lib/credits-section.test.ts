import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { creditsSection, readmeWithCredits } from './credits-section';
import { BASE_SOURCES, OWN_NOTICE_SOURCES, noticeText } from '../../src/credits';
import { EDITIONS } from '../../src/quran/editions-list';

const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');

describe("the README's credits", () => {
  it('are the paragraph written from the records (run npx tsx scripts/write-credits.ts after changing one)', () => {
    expect(readmeWithCredits(readme)).toBe(readme);
  });

  it('name every source other than the editions with its terms, and the editions by publisher and terms', () => {
    const section = creditsSection();
    for (const source of BASE_SOURCES) {
      expect(section).toContain(source.id);
      expect(section).toContain(source.terms.url);
    }
    expect(section).toContain(`${EDITIONS.length} editions`);
    expect(section).toContain('non-commercial use only');
    expect(section).toContain('islamic-network-calendar ([Apache-2.0]');
  });
});

describe('NOTICE.md', () => {
  it('names every edition with its credit, and every other source with its terms', () => {
    const notice = noticeText();
    for (const edition of EDITIONS) {
      expect(notice).toContain(`\`${edition.id}\``);
      expect(notice).toContain(edition.license.attribution);
    }
    for (const source of BASE_SOURCES.filter((candidate) => !OWN_NOTICE_SOURCES.has(candidate.id))) {
      expect(notice).toContain(source.publisher_url);
      expect(notice).toContain(source.terms.name);
    }
  });
});
