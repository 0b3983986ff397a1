// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import { fileURLToPath } from 'node:url';
import { UI, sidebarLabel, starlightLocales } from './src/site/i18n.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { docsSections } from './src/site/docs-pages.ts';

/** The docs pages as their files place themselves (src/site/docs-pages.ts). */
const docsFiles = Object.fromEntries(
  ['./src/pages/docs/', './src/content/docs/docs/'].flatMap((folder) =>
    readdirSync(new URL(folder, import.meta.url)).filter((file) => /\.(astro|mdx?)$/.test(file)).map((file) => [file, readFileSync(new URL(folder + file, import.meta.url), 'utf8')]),
  ),
);

// The docs site is fully prerendered into dist/client. Astro is not in the request path: the API is
// answered by server/ (one route table, src/api), which also serves these pages as static files.
// BASE_PATH (e.g. /repo for a GitHub Pages project site) prefixes every page and asset.
export default defineConfig({
  base: process.env.BASE_PATH || undefined,
  output: 'static',
  // scripts/build.ts builds into a folder of its own (SITE_OUT_DIR) and switches dist/client to it.
  outDir: process.env.SITE_OUT_DIR || './dist/client',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  devToolbar: { enabled: false },
  telemetry: false,
  vite: {
    build: {
      // Fonts always as files: the server's Content-Security-Policy (font-src 'self') refuses data: URIs.
      assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
    },
    resolve: {
      // Starlight's search box loads Pagefind's UI by this name; ours is loaded when the search opens
      // (src/site/pagefind-ui-loader.ts) and normalizes a typed Arabic query as the API's search does
      // (src/site/pagefind-ui.ts).
      alias: [{ find: /^@pagefind\/default-ui$/, replacement: fileURLToPath(new URL('./src/site/pagefind-ui-loader.ts', import.meta.url)) }],
    },
  },
  integrations: [
    starlight({
      // The interface in English (the default, at the root), Arabic (right to left, /ar/), Urdu,
      // Indonesian and Turkish: every string is in src/site/i18n.ts; the pages of each language are
      // src/pages/[locale]/[...page].astro.
      title: { ...sidebarLabel('site.title').translations, en: UI['site.title'].en },
      description: UI['site.description'].en,
      defaultLocale: 'root',
      locales: starlightLocales(),
      favicon: '/favicon.svg',
      // Our own 404 page (src/pages/404.astro).
      disable404Route: true,
      customCss: ['./src/styles/site.css'],
      head: [
        {
          // The search button's shortcut hint (Ctrl K) stays in the button, and the button's accessible
          // name says it too: a visible label that the name did not hold was axe-core's
          // label-content-name-mismatch. aria-keyshortcuts still announces the shortcut.
          tag: 'script',
          content:
            "document.addEventListener('DOMContentLoaded',()=>document.querySelectorAll('button[data-open-modal]').forEach((button)=>{const kbd=button.querySelector('kbd');if(kbd&&button.ariaLabel)button.ariaLabel=button.ariaLabel+' '+kbd.textContent.trim();}));",
        },
      ],
      sidebar: [
        { ...sidebarLabel('nav.overview'), link: '/' },
        {
          ...sidebarLabel('nav.useIt'),
          items: [
            { ...sidebarLabel('nav.reader'), link: '/quran/' },
            { ...sidebarLabel('nav.calendar'), link: '/calendar/' },
            { ...sidebarLabel('nav.calculator'), link: '/tools/jummal/' },
            { ...sidebarLabel('nav.prayerTimes'), link: '/prayer-times/' },
            { ...sidebarLabel('nav.words'), link: '/quran/words/' },
            { ...sidebarLabel('nav.roots'), link: '/quran/roots/' },
            { ...sidebarLabel('nav.reference'), link: '/docs/reference/' },
          ],
        },
        ...docsSections(docsFiles).map((section) => ({
          ...sidebarLabel(section.heading),
          items: section.pages.map((page) => ({ ...('key' in page.label ? sidebarLabel(page.label.key) : { label: page.label.title }), link: page.link })),
        })),
      ],
    }),
  ],
});
