/**
 * Every page of the site as a reader meets it, in Debian's chromium (playwright-core): nothing
 * scrolls sideways on a phone (360 and 390 px) nor spills over the side columns at 1280 px, in
 * light and dark; axe-core finds no serious or critical violation on any kind of page; the search
 * opens the ayah; the reader keeps its edition; the smaller promises made to readers (calendar heading,
 * calculator errors, reference examples, compressed pages, "On this page", a dark 404). The Arabic
 * interface's reader, calendar, calculator and search: arabic-interface.test.ts.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumPath } from '../support/chromium';
import { chromiumSession } from '../support/chromium-session';
import { mainUrl, testKey } from '../support/api';
import { openSearch } from '../support/site-search';
import { corpus } from '../../src/quran/corpus';
import { normalizeArabic } from '../../src/quran/normalize';
import { PREFIXED_LANGS } from '../../src/site/i18n';
import { foldEditionQuery, foldEditionText } from '../../src/site/search-terms';

/** The tests' own calls to the API carry the test key: the browser's requests keep the address's budget to themselves. */
const asTester = { headers: { 'X-API-Key': testKey } };
const CLIENT = path.resolve(import.meta.dirname, '../../dist/client');
const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Every page the build wrote (an index.html outside the API's JSON tree and Pagefind's bundle). */
function sitePages(): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      const relative = path.relative(CLIENT, full);
      if (['v1', 'api', 'pagefind', '_astro', 'archive'].includes(relative)) continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (entry === 'index.html') pages.push('/' + path.relative(CLIENT, dir).split(path.sep).join('/') + (dir === CLIENT ? '' : '/'));
    }
  };
  walk(CLIENT);
  return pages.map((page) => page.replace(/^\/\/$/, '/')).sort();
}

const SURAH = /^(?:\/(?:ar|ur|id|tr))?\/quran\/\d+\/$/;
const SAMPLE_SURAHS = ['/quran/1/', '/quran/2/', '/quran/18/', '/quran/112/'];
/** One page of each kind, for the checks that are the same on every page of a kind. */
const PAGE_KINDS = ['/', '/docs/reference/', '/docs/contract/', '/docs/errors/', '/docs/jummal/', '/quran/', '/quran/2/', '/calendar/', '/tools/jummal/', '/no-such-page/'];
/** The same kinds in a language under its prefix (/ar/...); the 404 page is one for all. */
const kindsIn = (lang: string) => PAGE_KINDS.filter((kind) => kind !== '/no-such-page/').map((kind) => `/${lang}${kind}`);

/** Widths wider than the viewport: the page, and every block of the content column that spills out of it. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const pageWidth = document.documentElement.scrollWidth;
    const column = document.querySelector('.sl-markdown-content') ?? document.querySelector('main');
    const right = column ? column.getBoundingClientRect().right : width;
    const spilling: string[] = [];
    if (column) {
      // Inside a region that scrolls sideways within the column (a wide table's labelled box), what is wider
      // than the column is scrolled to, not spilled: the region itself is checked as the column's child.
      const scrolledInColumn = (element: HTMLElement) => {
        for (let parent = element.parentElement; parent && parent !== column; parent = parent.parentElement) {
          if (/^(auto|scroll)$/.test(getComputedStyle(parent).overflowX)) return true;
        }
        return false;
      };
      for (const element of column.querySelectorAll<HTMLElement>(':scope > *, pre, table, form, .example, .ayah, .calendar-grid, .try-it, textarea, select')) {
        if (scrolledInColumn(element)) continue;
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.right > right + 1) spilling.push(`${element.tagName.toLowerCase()}.${element.className} ends at ${Math.round(box.right)} > ${Math.round(right)}`);
      }
    }
    return { width, pageWidth, spilling: spilling.slice(0, 5) };
  });
}

describe.skipIf(!chromiumPath)('every page in Chromium', () => {
  const chromium = chromiumSession();
  const pages = sitePages();


  async function open(width: number, colorScheme: 'light' | 'dark' = 'light', javaScriptEnabled = true): Promise<Page> {
    const context = await chromium.newContext({ viewport: { width, height: 800 }, colorScheme, javaScriptEnabled });
    return context.newPage();
  }

  it('finds the pages the build wrote, in English and in every other interface language', () => {
    expect(pages).toContain('/');
    expect(pages).toContain('/quran/114/');
    for (const lang of PREFIXED_LANGS) {
      const own = pages.filter((page) => page.startsWith(`/${lang}/`));
      // Every English page has its copy under the language's prefix (Starlight's own fallback for the contract).
      expect(own.map((page) => page.slice(lang.length + 1)).sort()).toEqual(pages.filter((page) => !/^\/(?:ar|ur|id|tr)\//.test(page)).sort());
    }
    expect(pages.length).toBeGreaterThan(5 * (114 + 10));
  });

  for (const [width, scheme] of [[390, 'light'], [360, 'dark'], [1280, 'light'], [1280, 'dark']] as const) {
    it(`fits ${width} px (${scheme}) on every page: no sideways scroll, nothing spills out of the content column`, async () => {
      const page = await open(width, scheme);
      // Every English and Arabic page at 390; at the other sizes, and in Urdu, Indonesian and Turkish,
      // every page but the surahs after the first few (one template).
      const sample = (p: string) => !SURAH.test(p) || SAMPLE_SURAHS.includes(p.replace(/^\/(?:ar|ur|id|tr)\//, '/'));
      const checked = pages.filter((p) => (width === 390 && /^\/(?!ur\/|id\/|tr\/)/.test(p)) || sample(p));
      const failures: string[] = [];
      for (const address of checked) {
        await page.goto(mainUrl + address, { waitUntil: 'load' });
        const { width: viewport, pageWidth, spilling } = await overflow(page);
        if (pageWidth > viewport) failures.push(`${address}: ${pageWidth} px wide on a ${viewport} px screen`);
        for (const spill of spilling) failures.push(`${address}: ${spill}`);
      }
      expect(failures).toEqual([]);
    }, 900_000);
  }

  for (const scheme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe-core violation on any kind of page, in English, Arabic${scheme === 'light' ? ', Urdu, Indonesian and Turkish' : ''} (${scheme})`, async () => {
      const page = await open(1280, scheme);
      const found: string[] = [];
      const addresses = [...PAGE_KINDS, ...kindsIn('ar'), ...(scheme === 'light' ? ['ur', 'id', 'tr'].flatMap(kindsIn) : [])];
      for (const address of addresses) {
        await page.goto(mainUrl + address, { waitUntil: 'load' });
        if (address.endsWith('/calendar/')) await page.locator('.calendar-grid .cell[data-hijri]').first().waitFor({ timeout: 10_000 });
        if (address.endsWith('/tools/jummal/')) await page.waitForFunction(() => document.querySelector('#jummal-total')?.textContent === '786');
        await page.addScriptTag({ content: AXE_SOURCE });
        const violations = await page.evaluate(async () => {
          const result = await (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe.run(document, { resultTypes: ['violations'] });
          return result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ')}`);
        });
        for (const violation of violations) found.push(`${address}: ${violation}`);
      }
      expect(found).toEqual([]);
    }, 900_000);
  }

  it('keeps every page readable without JavaScript; the interactive tools say they need it', async () => {
    const page = await open(1280, 'light', false);
    await page.goto(mainUrl + '/quran/2/');
    await expect(page.locator('section.ayah').count()).resolves.toBe(286);
    await expect(page.locator('.translation[data-ayah="255"]').innerText()).resolves.toContain('Allah');
    for (const address of ['/calendar/', '/tools/jummal/']) {
      await page.goto(mainUrl + address);
      await expect(page.locator('main').innerText()).resolves.toMatch(/needs JavaScript/);
    }
    await page.goto(mainUrl + '/docs/quran/');
    await expect(page.locator('main').innerText()).resolves.toContain('GET /api/v1/ayah/{surah}/{ayah}');
  });

  it('draws the Uthmani text in Scheherazade New and Urdu in Noto Nastaliq Urdu, both loaded', async () => {
    const page = await open(1280);
    await page.goto(mainUrl + '/quran/2/?edition=ur-maududi#178');
    await page.waitForFunction(() => document.querySelector('.translation[data-ayah="178"]')?.getAttribute('lang') === 'ur');
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      const arabic = document.querySelector('#\\31 78')!.closest('.ayah')!.querySelector('.arabic')!;
      return {
        quran: getComputedStyle(arabic).fontFamily,
        urdu: getComputedStyle(document.querySelector('.translation[data-ayah="178"]')!).fontFamily,
        loaded: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')),
      };
    });
    expect(fonts.quran).toMatch(/^"?Scheherazade New/);
    expect(fonts.urdu).toMatch(/^"?Noto Nastaliq Urdu/);
    expect(fonts.loaded).toContain('Scheherazade New');
    expect(fonts.loaded).toContain('Noto Nastaliq Urdu');
  });

  it('remembers the chosen edition in the address and on the next surah, links every ayah, and says when an edition cannot be loaded', async () => {
    const page = await open(1280);
    await page.goto(mainUrl + '/quran/1/');
    await page.locator('#edition').selectOption('id-affairs');
    await page.waitForURL(/edition=id-affairs/);
    await page.locator('a[rel="next"]').click();
    await page.waitForURL('**/quran/2/?edition=id-affairs');
    const indonesian = await (await fetch(mainUrl + '/api/v1/editions/id-affairs/ayah/2/1', asTester)).json();
    await page.waitForFunction((text) => document.querySelector('.translation[data-ayah="1"]')?.textContent === text, indonesian.text);
    // Across surahs without the address: localStorage.
    await page.goto(mainUrl + '/quran/3/');
    await page.waitForFunction(() => document.querySelector('.translation[data-ayah="1"]')?.getAttribute('lang') === 'id');
    await expect(page.locator('#edition').inputValue()).resolves.toBe('id-affairs');
    expect(await page.locator('.ayah-link').count()).toBe(200);
    await expect(page.locator('.ayah-link').nth(6).getAttribute('href')).resolves.toMatch(/#7$/);
    // Offline: the edition is not stored on this device, and the page says so.
    await page.context().setOffline(true);
    await page.locator('#edition').selectOption('fr-hamidullah');
    await page.waitForFunction(() => /offline/i.test(document.querySelector('#reader-status')?.textContent ?? ''));
    await expect(page.locator('#edition').inputValue()).resolves.toBe('id-affairs');
    await page.context().setOffline(false);
  });

  /** Types into Starlight's search dialog; returns the page titles and the first result's ayah links. */
  async function search(page: Page, term: string, waitFor?: RegExp) {
    const input = await openSearch(page, 'Search');
    await input.fill(term);
    // The first search loads two Pagefind instances (the site's pages, the translations): slow on a busy machine.
    await page.locator('.pagefind-ui__result-link').first().waitFor({ timeout: 45_000 });
    if (waitFor) await page.locator('.pagefind-ui__result-title', { hasText: waitFor }).first().waitFor({ timeout: 45_000 });
    await page.waitForTimeout(500);
    // Page titles only: the nested titles are the ayahs' references (2:3).
    const titles = (await page.locator('.pagefind-ui__result-title > .pagefind-ui__result-link').allInnerTexts()).filter((title) => !/^\d+:\d+$/.test(title.trim()));
    const first = page.locator('.pagefind-ui__result').first();
    const subLinks = await first.locator('.pagefind-ui__result-nested .pagefind-ui__result-link').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute('href')));
    const excerpts = await first.locator('.pagefind-ui__result-nested .pagefind-ui__result-excerpt').evaluateAll((nodes) => nodes.map((node) => node.innerHTML));
    return { titles, subLinks, excerpts };
  }

  it('opens 2:3 at its ayah for الصلاة, with the ayah as written and the word marked', async () => {
    const page = await open(1280);
    await page.goto(mainUrl + '/quran/');
    const { titles } = await search(page, 'الصلاة', /Al-Baqarah/);
    // Surahs first for an Arabic query; al-Baqarah among them, its first ayah with the word 2:3.
    expect(titles.slice(0, 5).every((title) => /^\d+\. /.test(title))).toBe(true);
    const baqarah = page.locator('.pagefind-ui__result', { has: page.locator('.pagefind-ui__result-title', { hasText: 'Al-Baqarah' }) }).first();
    const subLinks = await baqarah.locator('.pagefind-ui__result-nested .pagefind-ui__result-link').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute('href')));
    const excerpts = await baqarah.locator('.pagefind-ui__result-nested .pagefind-ui__result-excerpt').evaluateAll((nodes) => nodes.map((node) => node.innerHTML));
    expect(subLinks[0]).toMatch(/\/quran\/2\/#3$/);
    // As written (Uthmani, the text the API serves), marked: ٱلصَّلَوٰةَ, the fifth word of 2:3.
    const written = corpus()[1]!.ayahs[2]!.arabic.split(' ')[4]!;
    expect(normalizeArabic(written)).toBe(normalizeArabic('الصلاة'));
    expect(excerpts[0]).toContain(`<mark>${written}</mark>`);
    await baqarah.locator('.pagefind-ui__result-nested .pagefind-ui__result-link').first().click();
    await page.waitForURL('**/quran/2/#3');
    const inView = await page.evaluate(() => {
      const box = document.getElementById('3')!.closest('.ayah')!.getBoundingClientRect();
      return box.top >= 0 && box.top < innerHeight;
    });
    expect(inView).toBe(true);
  });

  it('puts al-Fatihah\'s basmala first for بسم الله', async () => {
    const page = await open(1280);
    await page.goto(mainUrl + '/quran/');
    const { titles, subLinks } = await search(page, 'بسم الله', /Al-Fatihah/);
    expect(titles[0]).toMatch(/Al-Fatihah/);
    expect(subLinks[0]).toMatch(/\/quran\/1\/#1$/);
  }, 120_000);

  it('shows the calendar heading\'s Gregorian dates left to right after the Arabic month name', async () => {
    const page = await open(1280);
    await page.goto(mainUrl + '/calendar/');
    await page.locator('#jump-year').fill('1448');
    await page.locator('#jump-month').selectOption('6');
    await page.locator('#jump button[type="submit"]').click();
    await page.waitForFunction(() => document.querySelector('#title')?.textContent?.includes('1448'));
    // The first day of the month is drawn left of the last: find where each date's text is on screen.
    const order = await page.evaluate(() => {
      const title = document.querySelector('#title')!;
      const text = title.textContent!;
      const dates = text.match(/\d{4}-\d{2}-\d{2}/g)!;
      const positions = dates.map((date) => {
        const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const index = node.textContent!.indexOf(date);
          if (index >= 0) {
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + 4);
            return range.getBoundingClientRect().left;
          }
        }
        return NaN;
      });
      const arabic = title.querySelector('bdi, [lang="ar"]');
      return { dates, positions, isolated: !!arabic, visible: (title as HTMLElement).innerText };
    });
    expect(order.isolated).toBe(true);
    expect(order.positions[0]!).toBeLessThan(order.positions[1]!);
    expect(order.visible).toMatch(/\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}/);
  });

  it('refuses in the calculator what the API refuses, with the API\'s code and detail', async () => {
    const page = await open(390);
    await page.goto(mainUrl + '/tools/jummal/');
    await page.waitForFunction(() => document.querySelector('#jummal-total')?.textContent === '786');
    await page.locator('#jummal-text').fill('hello');
    const api = await (await fetch(mainUrl + '/v1/jummal?text=hello', asTester)).json();
    expect(api.status).toBe(400);
    await page.waitForFunction((detail) => document.querySelector('#jummal-error')?.textContent?.includes(detail), api.detail);
    await expect(page.locator('#jummal-error').innerText()).resolves.toContain(api.code);
    await expect(page.locator('#jummal-total').innerText()).resolves.not.toBe('0');
    // Styled: the text box fills its column and has a border.
    const style = await page.locator('#jummal-text').evaluate((element) => ({ width: element.getBoundingClientRect().width, border: getComputedStyle(element).borderTopWidth }));
    expect(style.width).toBeGreaterThan(250);
    expect(style.border).not.toBe('0px');
  });

  it('lists the page\'s own sections under "On this page"', async () => {
    const page = await open(1280);
    await page.goto(mainUrl + '/docs/hijri/');
    const toc = await page.locator('starlight-toc a').allInnerTexts();
    expect(toc.length).toBeGreaterThan(3);
    await page.goto(mainUrl + '/');
    await expect(page.locator('starlight-toc a').allInnerTexts()).resolves.toEqual(expect.arrayContaining(['Endpoints', 'Conventions']));
  });

  it('shows the 404 page dark in dark mode', async () => {
    const page = await open(1280, 'dark');
    const response = await page.goto(mainUrl + '/docs/no-such-page/');
    expect(response?.status()).toBe(404);
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r! + g! + b!).toBeLessThan(3 * 80);
  });

  // Each translation is searchable in its own language: the editions' own bundle.
  // One word each: Pagefind finds pages holding every word, not phrases as the API does, so for a
  // phrase the ayahs it shows need not be the API's.
  for (const [from, lang, query] of [
    ['/quran/', 'id', 'beriman'],
    ['/ar/quran/', 'tr', 'Rahîm'],
  ] as const) {
    it(`finds ${lang} "${query}" on the site (from ${from}), as the API finds it, and opens the ayah in its edition`, async () => {
      const page = await open(1280);
      // Every ayah the API finds, page after page (beriman is in 592 ayahs, a page holds at most 500).
      const apiRefs = new Set<string>();
      for (let offset = 0, count = 1; offset < count; offset += 500) {
        const api = await (await fetch(`${mainUrl}/api/v1/search?q=${encodeURIComponent(query)}&lang=${lang}&limit=500&offset=${offset}`, asTester)).json();
        count = api.count;
        for (const result of api.results as { surah_number: number; ayah_number: number }[]) apiRefs.add(`${result.surah_number}:${result.ayah_number}`);
      }
      expect(apiRefs.size).toBeGreaterThan(0);
      await page.goto(mainUrl + from);
      const arabic = from.startsWith('/ar/');
      await (await openSearch(page, arabic ? 'ابحث' : 'Search')).fill(query);
      const editionLinks = page.locator('.pagefind-ui__result-nested .pagefind-ui__result-link[href*="?edition="]');
      await editionLinks.first().waitFor({ timeout: 45_000 });
      // They link into the reader with their edition, in the interface's language.
      const hrefs = await editionLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      for (const href of hrefs) expect(href).toMatch(new RegExp(`^${arabic ? '/ar' : ''}/quran/\\d+/\\?edition=[a-z]+-[\\w-]+#\\d+$`));
      // Among the ayahs shown from the searched language's edition, one the API's search finds.
      const own = await page.locator(`.pagefind-ui__result-nested:has(.pagefind-ui__result-link[href*="?edition=${lang}-"]) .pagefind-ui__result-title`).allInnerTexts();
      expect(own.some((ref) => apiRefs.has(ref.trim()))).toBe(true);
      // The first edition result opens its ayah in its edition, whose text holds the query's words.
      const href = hrefs[0]!;
      await editionLinks.first().click();
      await page.waitForURL(`**${href}`);
      const [, surah, edition, ayah] = /\/quran\/(\d+)\/\?edition=([\w-]+)#(\d+)$/.exec(href)!;
      await page.waitForFunction((id) => (document.querySelector('#edition') as HTMLSelectElement | null)?.value === id, edition);
      const text = (await (await fetch(`${mainUrl}/api/v1/editions/${edition}/ayah/${surah}/${ayah}`, asTester)).json()).text as string;
      await page.waitForFunction(([number, expected]) => document.querySelector(`.translation[data-ayah="${number}"]`)?.textContent === expected, [ayah, text] as const);
      const editionLang = (await page.locator(`.translation[data-ayah="${ayah}"]`).getAttribute('lang'))!;
      for (const word of foldEditionQuery(query, lang).split(' ')) expect(foldEditionText(text, editionLang)).toContain(word);
    }, 120_000);
  }
});

describe('the reference page\'s examples and the compressed pages, against the built server', () => {
  it('answers every example request of the reference page with 200, and its fetch example reads the right kind of body', async () => {
    const html = readFileSync(path.join(CLIENT, 'docs/reference/index.html'), 'utf8');
    const decode = (text: string) => text.replace(/&#38;|&amp;/g, '&');
    const examples = [...html.matchAll(/data-path="([^"]+)" data-example="([^"]+)"/g)].map((match) => ({ path: match[1]!, url: decode(match[2]!), raw: match[2]! }));
    expect(examples.length).toBeGreaterThan(10);
    expect(examples.find((example) => example.path === '/api/v1/ayah/{surah}/{ayah}')?.url).toMatch(/^\/api\/v1\/ayah\/\d+\/\d+$/);
    const failures: string[] = [];
    for (const { path: route, url, raw } of examples) {
      const response = await fetch(mainUrl + url, asTester);
      // /metrics is off unless the operator sets METRICS=on (server/process/config.ts); the test server has it off.
      const expected = route === '/metrics' ? 404 : 200;
      if (response.status !== expected) failures.push(`${route}: ${url} answered ${response.status}`);
      const type = route === '/metrics' ? 'text/plain' : (response.headers.get('content-type') ?? '');
      const section = html.slice(html.indexOf(`data-example="${raw}"`));
      const readsJson = /await response\.json\(\)/.exec(section.slice(0, section.indexOf('</section>')));
      if (!!readsJson !== type.includes('json')) failures.push(`${route}: the fetch example reads ${readsJson ? 'JSON' : 'text'} but the answer is ${type}`);
    }
    expect(failures).toEqual([]);
  });

  it('sends the HTML, CSS and JS of the site compressed to a client that accepts Brotli or gzip', async () => {
    const html = await (await fetch(mainUrl + '/quran/2/')).text();
    const assets = [...new Set([...html.matchAll(/(\/_astro\/[^"' )]+\.(?:css|js))/g)].map((match) => match[1]!))];
    expect(assets.length).toBeGreaterThan(0);
    const { request } = await import('node:http');
    const encodingOf = (address: string, accept: string) =>
      new Promise<{ encoding: string | undefined; bytes: number }>((resolve, reject) => {
        request(mainUrl + address, { headers: { 'Accept-Encoding': accept } }, (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], bytes }));
        }).on('error', reject).end();
      });
    for (const address of ['/', '/quran/2/', '/calendar/', ...assets.filter((asset) => asset.endsWith('.css')).slice(0, 2), ...assets.filter((asset) => asset.endsWith('.js')).slice(0, 2)]) {
      const br = await encodingOf(address, 'br, gzip');
      expect(br.encoding, address).toBe('br');
      const gz = await encodingOf(address, 'gzip');
      expect(gz.encoding, address).toBe('gzip');
    }
    expect((await encodingOf('/quran/2/', 'br')).bytes).toBeLessThan(150_000);
  });
});
