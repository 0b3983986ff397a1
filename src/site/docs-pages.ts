import type { Key } from './i18n';

/**
 * The documentation pages in the order the sidebar (astro.config.mjs) and the /docs/ index list
 * them: one list, so the two cannot disagree.
 */
export const DOCS_SECTIONS: readonly { heading: Key; pages: readonly { label: Key; link: string }[] }[] = [
  {
    heading: 'nav.endpoints',
    pages: [
      { label: 'nav.docsHijri', link: '/docs/hijri/' },
      { label: 'nav.docsJummal', link: '/docs/jummal/' },
      { label: 'nav.docsQuran', link: '/docs/quran/' },
      { label: 'nav.docsSearch', link: '/docs/search/' },
    ],
  },
  {
    heading: 'nav.using',
    pages: [
      { label: 'nav.errors', link: '/docs/errors/' },
      { label: 'nav.limits', link: '/docs/limits/' },
      { label: 'nav.staticFiles', link: '/docs/static-files/' },
      { label: 'nav.deployment', link: '/docs/deployment/' },
      { label: 'nav.sources', link: '/docs/sources/' },
      { label: 'nav.contract', link: '/docs/contract/' },
    ],
  },
];
