// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import { fileURLToPath } from 'node:url';

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
      // Starlight's search box loads Pagefind's UI by this name; ours normalizes a typed Arabic query
      // as the API's search does (src/site/pagefind-ui.ts).
      alias: [{ find: /^@pagefind\/default-ui$/, replacement: fileURLToPath(new URL('./src/site/pagefind-ui.ts', import.meta.url)) }],
    },
  },
  integrations: [
    starlight({
      title: 'Islamic Tools API',
      description: 'Free, public, read-only JSON API: Umm al-Qura Hijri calendar, Jummal (Abjad) calculator, Quran lookup and search.',
      favicon: '/favicon.svg',
      // Our own 404 page (src/pages/404.astro).
      disable404Route: true,
      customCss: ['./src/styles/site.css'],
      head: [
        {
          // The search button's shortcut hint (Ctrl K) is moved beside the button: inside it, its text
          // made the button's visible label differ from its accessible name, "Search" (axe-core,
          // label-content-name-mismatch). aria-keyshortcuts still announces the shortcut.
          tag: 'script',
          content:
            "document.addEventListener('DOMContentLoaded',()=>document.querySelectorAll('button[data-open-modal]>kbd').forEach((kbd)=>{kbd.setAttribute('aria-hidden','true');kbd.closest('button').after(kbd);}));",
        },
      ],
      sidebar: [
        { label: 'Overview', link: '/' },
        {
          label: 'Use it',
          items: [
            { label: 'Quran reader', link: '/quran/' },
            { label: 'Hijri calendar', link: '/calendar/' },
            { label: 'Jummal calculator', link: '/tools/jummal/' },
            { label: 'API reference and try-it', link: '/docs/reference/' },
          ],
        },
        {
          label: 'Endpoints',
          items: [
            { label: 'Hijri calendar', link: '/docs/hijri/' },
            { label: 'Jummal', link: '/docs/jummal/' },
            { label: 'Quran', link: '/docs/quran/' },
            { label: 'Search', link: '/docs/search/' },
          ],
        },
        {
          label: 'Using the API',
          items: [
            { label: 'Errors', link: '/docs/errors/' },
            { label: 'Limits & keys', link: '/docs/limits/' },
            { label: 'Static files & mirrors', link: '/docs/static-files/' },
            { label: 'Sources', link: '/docs/sources/' },
            { label: 'Contract', link: '/docs/contract/' },
          ],
        },
      ],
    }),
  ],
});
