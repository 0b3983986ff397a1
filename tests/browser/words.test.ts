/**
 * The reader's words at 390 px, in English and in Arabic, in Debian's chromium: tapping a word of
 * 1:1 shows its root and lemma (as the API's static file gives them) with the grammar in the
 * interface's language; Escape closes the popup and gives the focus back; the root links to its page
 * listing every occurrence; `root:رحم` in the search box lists the root's ayahs; no page error.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumPath } from '../support/chromium';
import { chromiumSession } from '../support/chromium-session';
import { mainUrl, testKey } from '../support/api';
import { openSearch } from '../support/site-search';
import { WORD_TERMS } from '../../src/site/strings/words';

const asTester = { headers: { 'X-API-Key': testKey } };
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations on the page as it is now. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe.run(document, { resultTypes: ['violations'] });
    return result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ')}`);
  });
}

interface Word { position: number; text: string; root: string | null; lemma: string | null; segments: { pos: string; name: string; name_ar: string }[] }
interface Root { root: string; spaced: string; occurrences: number; lemmas: { lemma: string; words: { surah: number; ayah: number }[] }[] }

const json = async <T>(path: string): Promise<T> => {
  const response = await fetch(mainUrl + path, asTester);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

describe.skipIf(!chromiumPath)('the words of the Quran in the reader, at 390 px', () => {
  const chromium = chromiumSession();
  let words: Word[];

  beforeAll(async () => {
    words = (await json<{ words: Word[] }>('/api/v1/words/1/1.json')).words;
  });

  async function open(): Promise<{ page: Page; errors: string[] }> {
    const context = await chromium.newContext({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return { page, errors };
  }

  for (const lang of ['en', 'ar'] as const) {
    const prefix = lang === 'en' ? '' : '/ar';
    it(`shows a word's root, lemma and grammar in ${lang === 'en' ? 'English' : 'Arabic'} and opens the root's occurrences`, async () => {
      const { page, errors } = await open();
      await page.goto(`${mainUrl}${prefix}/quran/1/`);
      // The page carries no word data: the words come from the static file when a word is tapped.
      const html = await (await fetch(`${mainUrl}${prefix}/quran/1/`, asTester)).text();
      expect(html).not.toContain('"lemma"');
      const word = words.find((candidate) => candidate.position === 3)!;
      expect(word.root).toBeTruthy();
      const target = page.locator('.ayah[data-ayah="1"] .qword[data-position="3"]');
      await expect(target.textContent()).resolves.toBe(word.text);
      await target.tap();
      const popup = page.locator('#word-popup');
      await popup.locator('.word-popup-root').waitFor({ timeout: 20_000 });
      await expect(popup.locator('.word-popup-root').textContent()).resolves.toBe(word.root);
      await expect(popup.locator('.word-popup-lemma').textContent()).resolves.toBe(word.lemma);
      // The part of speech in the interface's language: the API's Arabic term, or the strings' term.
      const stem = word.segments.find((segment) => segment.pos === 'N' || segment.pos === 'ADJ' || segment.pos === 'PN')!;
      const grammar = await popup.locator('.word-popup-grammar').allTextContents();
      expect(grammar.join(' ')).toContain(lang === 'ar' ? stem.name_ar : WORD_TERMS[stem.pos]!.en);
      // The popup fits the phone's screen.
      const box = (await popup.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);

      // Keyboard: Escape closes it and gives the focus back to the word; Enter opens it again.
      await page.keyboard.press('Escape');
      await expect(popup.isHidden()).resolves.toBe(true);
      await expect(target.evaluate((node) => node === document.activeElement)).resolves.toBe(true);
      await page.keyboard.press('Enter');
      await popup.locator('.word-popup-root').waitFor({ timeout: 20_000 });
      await expect(popup.evaluate((node) => node === document.activeElement)).resolves.toBe(true);
      await expect(axeViolations(page)).resolves.toEqual([]);

      // The root's page: every occurrence, as many as the API counts, each linking to its ayah.
      const root = await json<Root>(`/api/v1/roots/${encodeURIComponent(word.root!)}.json`);
      await popup.locator('.word-popup-root').click();
      await page.waitForURL(`**${prefix}/quran/roots/?root=*`);
      const occurrences = page.locator('.root-occurrences li');
      await occurrences.first().waitFor({ timeout: 20_000 });
      await expect(occurrences.count()).resolves.toBe(root.occurrences);
      const first = root.lemmas[0]!.words[0]!;
      await expect(page.locator('.root-occurrences a').first().getAttribute('href')).resolves.toBe(`${prefix}/quran/${first.surah}/#${first.ayah}`);
      await expect(page.locator('.root-heading').textContent()).resolves.toContain(root.spaced);
      await expect(axeViolations(page)).resolves.toEqual([]);
      expect(errors).toEqual([]);
    }, 120_000);

    it(`finds root:رحم from the search box (${lang === 'en' ? 'English' : 'Arabic'})`, async () => {
      const { page, errors } = await open();
      const root = await json<Root>(`/api/v1/roots/${encodeURIComponent('رحم')}.json`);
      await page.goto(`${mainUrl}${prefix}/quran/`);
      await (await openSearch(page, lang === 'en' ? 'Search' : 'ابحث')).fill('root:رحم');
      const links = page.locator('.pagefind-ui__result-link');
      await links.first().waitFor({ timeout: 45_000 });
      await expect(links.first().getAttribute('href')).resolves.toBe(`${prefix}/quran/roots/?root=${encodeURIComponent(root.root)}`);
      await expect(page.locator('.pagefind-ui__result-title').first().textContent()).resolves.toContain(String(root.occurrences));
      // Then the ayahs holding a word of the root, in order: 1:1 first.
      const first = root.lemmas.flatMap((lemma) => lemma.words).sort((a, b) => a.surah - b.surah || a.ayah - b.ayah)[0]!;
      await expect(links.nth(1).getAttribute('href')).resolves.toBe(`${prefix}/quran/${first.surah}/#${first.ayah}`);
      await expect(page.locator('.pagefind-ui__message').first().textContent()).resolves.toMatch(/\d/);
      expect(errors).toEqual([]);
    }, 120_000);
  }
});
