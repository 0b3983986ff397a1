/**
 * The site in each language it offers, in Debian's chromium (playwright-core): the reader opens in
 * the language's edition and the calendar on its calendar, both overridable in the address and
 * remembered; an unknown edition says so; a group the publisher translated once is shown once; the
 * search of each interface finds its own language first; no script error and no English left on
 * any kind of page of a translated interface; and the bytes each kind of page transfers on a slow
 * phone connection (1.6 Mbps, 150 ms), printed for bench/README.md and held under the targets.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumPath } from '../support/chromium';
import { chromiumSession } from '../support/chromium-session';
import { mainUrl, testKey } from '../support/api';
import { openSearch } from '../support/site-search';
import { EDITIONS } from '../../src/quran/editions-list';
import { corpus } from '../../src/quran/corpus';
import { PREFIXED_LANGS, t, type Lang } from '../../src/site/i18n';
import { DEFAULT_EDITION, defaultCalendar } from '../../src/site/locale-defaults';
import { foldEditionQuery, foldEditionText } from '../../src/site/search-terms';
import { englishLeft, visibleTexts } from '../support/english-left';
import { normalizeArabic } from '../../src/quran/normalize';
import { FIRST_YEAR, LAST_YEAR } from '../../src/hijri/calendar';

/** Starlight's name of the search button in each language (its own, src/site/strings/starlight.ts for Urdu). */
const SEARCH_BUTTON: Record<Lang, string> = { en: 'Search', ar: 'ابحث', ur: 'تلاش', id: 'Pencarian', tr: 'Ara' };

const asTester = { headers: { 'X-API-Key': testKey } };

/** One page of each kind, under a language's prefix ('' for English). */
const KINDS = ['/', '/quran/', '/quran/2/', '/calendar/', '/tools/jummal/', '/docs/', '/docs/reference/'];
const inLang = (lang: Lang, path: string) => (lang === 'en' ? path : `/${lang}${path}`);

describe.skipIf(!chromiumPath)('the site in each of its languages', () => {
  const chromium = chromiumSession();

  async function open(width = 1280, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
    const context = await chromium.newContext({ viewport: { width, height: 844 }, colorScheme });
    return context.newPage();
  }

  it('opens the reader in each language\'s edition, every edition in the menu and the tafsirs in a group of their own', async () => {
    const page = await open(390);
    for (const lang of ['en', ...PREFIXED_LANGS] as Lang[]) {
      await page.goto(mainUrl + inLang(lang, '/quran/2/'));
      const edition = DEFAULT_EDITION[lang];
      await expect(page.locator('#edition').inputValue()).resolves.toBe(edition);
      const api = await (await fetch(`${mainUrl}/api/v1/editions/${edition}/ayah/2/255`, asTester)).json();
      await expect(page.locator('.translation[data-ayah="255"]').textContent()).resolves.toBe(api.text);
      await expect(page.locator('.translation[data-ayah="255"]').getAttribute('lang')).resolves.toBe(api.edition.language);
      const options = await page.locator('#edition option').evaluateAll((list) => list.map((option) => (option as HTMLOptionElement).value));
      expect(options.sort()).toEqual(EDITIONS.map((e) => e.id).sort());
      const tafsirs = await page.locator('#edition optgroup').nth(1).locator('option').evaluateAll((list) => list.map((option) => (option as HTMLOptionElement).value));
      expect(tafsirs.sort()).toEqual(EDITIONS.filter((e) => e.kind === 'tafsir').map((e) => e.id).sort());
      await expect(page.locator('#edition optgroup').nth(1).getAttribute('label')).resolves.toBe(t(lang, 'reader.group.tafsirs'));
    }
  }, 120_000);

  it('says an unknown ?edition= is unknown, in the reader\'s language, and shows the default instead; a known one is kept and remembered', async () => {
    const page = await open(1280, 'dark');
    await page.goto(mainUrl + '/ur/quran/2/?edition=nonsense');
    await page.waitForFunction(() => (document.querySelector('#reader-status')?.textContent ?? '').includes('nonsense'));
    const status = await page.locator('#reader-status').textContent();
    expect(status).toBe(t('ur', 'reader.unknownEdition', { edition: 'nonsense', shown: EDITIONS.find((e) => e.id === 'ur-jalandhry')!.name }));
    await expect(page.locator('#edition').inputValue()).resolves.toBe('ur-jalandhry');
    await page.goto(mainUrl + '/ur/quran/2/?edition=ar-muyassar');
    await page.waitForFunction(() => document.querySelector('.translation[data-ayah="1"]')?.getAttribute('lang') === 'ar');
    await expect(page.locator('#edition').inputValue()).resolves.toBe('ar-muyassar');
    // Remembered: the next surah, without the address, opens in it.
    await page.goto(mainUrl + '/ur/quran/3/');
    await page.waitForFunction(() => (document.querySelector('#edition') as HTMLSelectElement).value === 'ar-muyassar');
  }, 60_000);

  it('shows a group the publisher translated once only once: tr-diyanet 18:1-4 in the Turkish reader, and after choosing it in English', async () => {
    const page = await open(390);
    const api = await (await fetch(`${mainUrl}/api/v1/editions/tr-diyanet/surah/18`, asTester)).json();
    expect(api.ayahs[0].shared_with).toEqual({ from: 1, to: 4 });
    const group = api.ayahs[3].text as string;
    for (const address of ['/tr/quran/18/', '/quran/18/?edition=tr-diyanet']) {
      await page.goto(mainUrl + address);
      await page.waitForFunction((text) => document.querySelector('.translation[data-ayah="4"]')?.textContent === text, group);
      const shown = await page.locator('.translation').evaluateAll((list, text) => list.filter((element) => element.textContent === text).length, group);
      expect(shown).toBe(1);
      await expect(page.locator('.translation[data-ayah="1"]').textContent()).resolves.toContain('18:4');
    }
  }, 60_000);

  it('opens the calendar on each language\'s calendar (Turkish Diyanet, Indonesian MABIMS), with its names translated, overridable and remembered', async () => {
    const page = await open(390);
    for (const lang of ['en', ...PREFIXED_LANGS] as Lang[]) {
      await page.goto(mainUrl + inLang(lang, '/calendar/'));
      await page.locator('.calendar-grid .cell[data-hijri]').first().waitFor({ timeout: 15_000 });
      await expect(page.locator('#calendar-choice').inputValue()).resolves.toBe(defaultCalendar(lang));
      if (lang !== 'en') {
        const names = await page.locator('#calendar-choice option, #jump-month option').allTextContents();
        for (const name of names) expect(name.match(/[A-Za-z]+/g) ?? [], `${lang}: ${name}`).not.toContain('Month');
        await expect(page.locator('#calendar-choice option:checked').textContent()).resolves.toBe(t(lang, `calendar.name.${defaultCalendar(lang)}` as never));
      }
    }
    await page.goto(mainUrl + '/tr/calendar/?calendar=umm-al-qura');
    await page.locator('.calendar-grid .cell[data-hijri]').first().waitFor();
    await expect(page.locator('#calendar-choice').inputValue()).resolves.toBe('umm-al-qura');
    await page.locator('#calendar-choice').selectOption('fcna');
    await page.goto(mainUrl + '/tr/calendar/');
    await expect(page.locator('#calendar-choice').inputValue()).resolves.toBe('fcna');
    // Offline, the next month says so instead of failing silently.
    await page.locator('.calendar-grid .cell[data-hijri]').first().waitFor();
    await page.context().setOffline(true);
    await page.locator('#next').click();
    await page.waitForFunction((text) => document.querySelector('#note')?.textContent === text, t('tr', 'calendar.offline'));
    await page.context().setOffline(false);
    // The year field says the year is a Hijri one.
    await page.locator('#jump-year').fill('1600');
    const message = await page.locator('#jump-year').evaluate((input: HTMLInputElement) => (input.reportValidity(), input.validationMessage));
    expect(message).toBe(t('tr', 'calendar.yearRange', { first: FIRST_YEAR, last: LAST_YEAR }));
  }, 120_000);

  // A word a native reader would type; the first result is an ayah of that language holding it.
  for (const [lang, query] of [
    ['id', 'beriman'],
    ['tr', 'merhametli'],
    ['tr', 'Rahîm'],
    ['ur', 'اللہ'],
    ['ar', 'الصلاة'],
  ] as const) {
    it(`searches the ${lang} interface for ${query}: the first result is in ${lang} and opens an ayah holding it`, async () => {
      const page = await open(1280);
      await page.goto(mainUrl + `/${lang}/`);
      await (await openSearch(page, SEARCH_BUTTON[lang])).fill(query);
      const first = page.locator('.pagefind-ui__result').first();
      await first.locator('.pagefind-ui__result-nested .pagefind-ui__result-link').first().waitFor({ timeout: 45_000 });
      const href = (await first.locator('.pagefind-ui__result-nested .pagefind-ui__result-link').first().getAttribute('href'))!;
      const [, surah, edition, ayah] = /^\/[a-z]{2}\/quran\/(\d+)\/(?:\?edition=([\w-]+))?#(\d+)$/.exec(href) ?? [];
      expect(surah, href).toBeDefined();
      if (lang === 'ar') {
        expect(edition).toBeUndefined();
        const arabic = (await (await fetch(`${mainUrl}/api/v1/ayah/${surah}/${ayah}`, asTester)).json()).arabic_text as string;
        expect(normalizeArabic(arabic)).toContain(normalizeArabic(query));
      } else {
        expect(edition!.startsWith(`${lang}-`), href).toBe(true);
        const text = (await (await fetch(`${mainUrl}/api/v1/editions/${edition}/ayah/${surah}/${ayah}`, asTester)).json()).text as string;
        for (const word of foldEditionQuery(query, lang).split(' ')) expect(foldEditionText(text, lang).split(' ').some((unit) => unit.startsWith(word)), `${href}: ${text}`).toBe(true);
      }
      // The box speaks the interface's language.
      const message = await page.locator('.pagefind-ui__message').textContent();
      expect(message).not.toMatch(/results? for/);
    }, 120_000);
  }

  it('has no script error on any kind of page in any language, and no English left in the translated interfaces', async () => {
    const errors: string[] = [];
    const english: string[] = [];
    for (const [width, scheme] of [[390, 'light'], [1280, 'dark']] as const) {
      const page = await open(width, scheme);
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      const englishTexts = new Map<string, Set<string>>();
      for (const lang of ['en', ...PREFIXED_LANGS] as Lang[]) {
        for (const kind of KINDS) {
          await page.goto(mainUrl + inLang(lang, kind), { waitUntil: 'load' });
          if (kind === '/calendar/') await page.locator('#events li').first().waitFor({ timeout: 15_000 });
          const texts = await visibleTexts(page);
          // A technical docs page kept in English says so at its top (src/layouts/Docs.astro, .english-only).
          if (lang !== 'en' && (await page.locator('.english-only').count()) > 0) continue;
          if (lang === 'en') {
            englishTexts.set(kind, new Set(texts));
            continue;
          }
          const left = englishLeft(texts, englishTexts.get(kind)!, lang === 'ar' || lang === 'ur');
          if (left.length > 0) english.push(`${width} px ${inLang(lang, kind)}: ${[...new Set(left)].slice(0, 8).join(' | ')}`);
        }
      }
    }
    expect(errors).toEqual([]);
    expect(english).toEqual([]);
  }, 600_000);

  it('keeps code monospace and left to right in the right-to-left interfaces, and the Jummal total in view on a phone', async () => {
    const page = await open(390);
    for (const lang of ['ar', 'ur'] as Lang[]) {
      await page.goto(mainUrl + `/${lang}/`);
      const code = await page.locator('main code').first().evaluate((element) => ({ font: getComputedStyle(element).fontFamily, dir: getComputedStyle(element).direction }));
      expect(code.dir).toBe('ltr');
      expect(code.font).toMatch(/mono/i);
      expect(code.font).not.toMatch(/Naskh|Nastaliq/);
    }
    await page.goto(mainUrl + '/tools/jummal/');
    await page.locator('#jummal-text').fill('بسم');
    const box = await page.locator('#jummal-total').boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThan(844);
  }, 60_000);

  it('transfers each kind of page light enough on a slow phone (1.6 Mbps, 150 ms): home and calendar under 120 KB, /quran/2/ under 200 KB', async () => {
    const figures: string[] = [];
    const over: string[] = [];
    // The byte targets. The time to `load` is printed, not asserted: on a shared machine it
    // follows the load of the other processes (1.4 s to 7 s for the same /quran/2/); its 2.5 s target
    // is read from a quiet run (bench/README.md). The other pages are measured and printed (the Urdu
    // reader carries Noto Nastaliq Urdu, 160 kB, for its interface and translation).
    const targets: [string, number][] = [
      ['/', 120_000],
      ['/calendar/', 120_000],
      ['/quran/2/', 200_000],
      ['/ur/quran/2/', Infinity],
      ['/ar/quran/2/', Infinity],
      ['/tools/jummal/', Infinity],
      ['/docs/reference/', Infinity],
    ];
    const kindOf = (type: string) => (type === 'Document' ? 'html' : type === 'Stylesheet' ? 'css' : type === 'Script' ? 'js' : type === 'Font' ? 'fonts' : 'data');
    for (const [address, target] of targets) {
      // A fresh context each time: an empty cache, as a first visit.
      const context = await chromium.browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      let bytes = 0;
      const types = new Map<string, { url: string; type: string }>();
      const byKind = new Map<string, number>();
      cdp.on('Network.responseReceived', (event: { requestId: string; type: string; response: { url: string } }) => types.set(event.requestId, { url: event.response.url, type: event.type }));
      cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
        bytes += event.encodedDataLength;
        const seen = types.get(event.requestId);
        const kind = seen ? kindOf(seen.type) : 'data';
        byKind.set(kind, (byKind.get(kind) ?? 0) + event.encodedDataLength);
      });
      const started = Date.now();
      await page.goto(mainUrl + address, { waitUntil: 'load', timeout: 60_000 });
      const loadSeconds = (Date.now() - started) / 1000;
      // What follows the load counts too: the calendar's month and the fonts of the text it shows.
      if (address.endsWith('/calendar/')) await page.locator('.calendar-grid .cell[data-hijri]').first().waitFor({ timeout: 30_000 });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
      const parts = ['html', 'css', 'js', 'fonts', 'data'].filter((kind) => byKind.has(kind)).map((kind) => `${kind} ${(byKind.get(kind)! / 1000).toFixed(1)}`);
      figures.push(`${address}: ${(bytes / 1000).toFixed(1)} kB transferred (${parts.join(', ')}), load ${loadSeconds.toFixed(2)} s`);
      if (bytes > target) over.push(`${address}: ${bytes} bytes > ${target}`);
      await context.close();
    }
    console.log(`Page weight on 1.6 Mbps / 150 ms:\n${figures.join('\n')}`);
    expect(over).toEqual([]);
  }, 300_000);

  it('carries each ayah\'s Arabic once in a reader page: its search form is in the index, not the page', async () => {
    for (const address of ['/quran/2/', '/ur/quran/2/']) {
      const html = await (await fetch(mainUrl + address)).text();
      expect(html).not.toContain('data-index-only');
      const ayahs = corpus()[1]!.ayahs;
      for (const ayah of ayahs) {
        // Once for each ayah written so (2:47 and 2:122 are the same words).
        const written = ayahs.filter((other) => other.arabic.includes(ayah.arabic)).length;
        expect(html.split(ayah.arabic).length - 1, `2:${ayah.number}`).toBe(written);
        // The search form differs from the written text wherever the ayah has a mark: not in the page.
        const folded = normalizeArabic(ayah.arabic);
        if (folded.length > 12 && !ayah.arabic.includes(folded)) expect(html.includes(folded), `2:${ayah.number}`).toBe(false);
      }
    }
  }, 60_000);
});
