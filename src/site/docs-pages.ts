import type { Key } from './i18n';

/**
 * The documentation pages, read from the pages themselves, for the sidebar (astro.config.mjs) and the
 * /docs/ index: a page file under src/pages/docs/ (or src/content/docs/docs/) is listed by being there.
 * A page places itself with one line, `// docs-nav: <section> <order> <label key>` in an .astro page's
 * frontmatter or `<!-- docs-nav: ... -->` in a Markdown page; section `none` keeps it out of the list.
 * A page without that line is listed under the endpoints, after the others, by its title.
 */
export type DocsSection = 'endpoints' | 'using' | 'none';

export interface DocsPage {
  link: string;
  /** The sidebar label: a key of the interface strings, or the page's own (English) title. */
  label: { key: Key } | { title: string };
  section: DocsSection;
  order: number;
}

const SECTION_HEADINGS: Record<Exclude<DocsSection, 'none'>, Key> = { endpoints: 'nav.endpoints', using: 'nav.using' };

/** One page from its file name under the docs folder (`words.astro`, `contract.md`) and its source text. */
export function docsPageOf(file: string, text: string): DocsPage | null {
  const slug = file.replace(/^.*\//, '').replace(/\.(astro|mdx?)$/, '');
  if (slug === 'index' || slug.startsWith('[')) return null;
  const nav = /docs-nav: (endpoints|using|none) (\d+)(?: ([\w.]+))?/.exec(text);
  const title = /^title: *"?([^"\n]+)"?$/m.exec(text)?.[1] ?? /<Docs\s+title="([^"]+)"/.exec(text)?.[1] ?? slug;
  return {
    link: `/docs/${slug}/`,
    label: nav?.[3] ? { key: nav[3] as Key } : { title },
    section: (nav?.[1] as DocsSection | undefined) ?? 'endpoints',
    order: nav ? Number(nav[2]) : 1000,
  };
}

/** The sections of the list, each with its pages in order (then by link). */
export function docsSections(files: Record<string, string>): { heading: Key; pages: DocsPage[] }[] {
  const pages = Object.entries(files)
    .map(([file, text]) => docsPageOf(file, text))
    .filter((page): page is DocsPage => page !== null && page.section !== 'none')
    .sort((a, b) => a.order - b.order || a.link.localeCompare(b.link));
  return (Object.keys(SECTION_HEADINGS) as (keyof typeof SECTION_HEADINGS)[]).map((section) => ({
    heading: SECTION_HEADINGS[section],
    pages: pages.filter((page) => page.section === section),
  }));
}
