/**
 * The docs for language models (llmstxt.org): `/llms.txt` (the title, a summary and a link to each
 * docs page), `/llms-full.txt` (every docs page in one text) and each docs page as Markdown beside
 * its HTML (`/docs/limits/` → `/docs/limits.md`). Written by the build after `astro build`, from
 * the pages it rendered (the English ones), so the Markdown says what the page says.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface DocsPage {
  /** The page's path under the site, e.g. `/docs/limits/`. */
  url: string;
  /** Where its Markdown is served, e.g. `/docs/limits.md`. */
  markdownUrl: string;
  title: string;
  description: string;
  markdown: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
const decode = (text: string) => text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => ENTITIES[name] ?? (name.startsWith('#x') ? String.fromCodePoint(parseInt(name.slice(2), 16)) : name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : all));
const inline = (html: string) => decode(html.replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim();

/** The Markdown of a page's HTML content: headings, paragraphs, lists, tables, code and links. */
export function htmlToMarkdown(html: string): string {
  let text = html
    .replace(/<(style|script|svg|button|template)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<pre\b[^>]*>([\s\S]*?)<\/pre>/gi, (_, code: string) => `\n\n\`\`\`\n${decode(code.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(div|span)>\s*<(div|span)[^>]*class="ec-line[^"]*"[^>]*>/gi, '\n').replace(/<[^>]+>/g, '')).replace(/\n+$/, '')}\n\`\`\`\n\n`)
    .replace(/<table\b[^>]*>([\s\S]*?)<\/table>/gi, (_, table: string) => `\n\n${tableToMarkdown(table)}\n\n`)
    .replace(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi, (_, level: string, heading: string) => `\n\n${'#'.repeat(Number(level))} ${inline(heading)}\n\n`)
    .replace(/<code\b[^>]*>([\s\S]*?)<\/code>/gi, (_, code: string) => `\`${decode(code.replace(/<[^>]+>/g, ''))}\``)
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => `[${label.replace(/<[^>]+>/g, '').trim()}](${decode(href)})`)
    .replace(/<(strong|b)\b[^>]*>([\s\S]*?)<\/\1>/gi, '**$2**')
    .replace(/<(em|i)\b[^>]*>([\s\S]*?)<\/\1>/gi, '*$2*')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/(p|ul|ol|div|section|details|dl|blockquote)>/gi, '\n\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<(dt)\b[^>]*>/gi, '\n\n')
    .replace(/<[^>]+>/g, '');
  text = decode(text);
  // Blocks of code keep their lines; elsewhere runs of spaces are one.
  return text
    .split(/(```[\s\S]*?```)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[ \t]+/g, ' ').replace(/ *\n */g, '\n')))
    .join('')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function tableToMarkdown(table: string): string {
  const rows = [...table.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/gi)].map(([, row]) => [...row!.matchAll(/<t[hd]\b[^>]*>([\s\S]*?)<\/t[hd]>/gi)].map(([, cell]) => htmlToMarkdown(cell!).replace(/\n+/g, ' ').replace(/\|/g, '\\|')));
  if (rows.length === 0) return '';
  const width = Math.max(...rows.map((row) => row.length));
  const line = (cells: string[]) => `| ${Array.from({ length: width }, (_, i) => cells[i] ?? '').join(' | ')} |`;
  return [line(rows[0]!), `|${' --- |'.repeat(width)}`, ...rows.slice(1).map(line)].join('\n');
}

/** The content of a rendered docs page: Starlight's title and its Markdown content, without the navigation. */
export function docsPageOf(html: string, url: string, base: string): DocsPage {
  const title = inline(/<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1] ?? url);
  const description = decode(/<meta name="description" content="([^"]*)"/i.exec(html)?.[1] ?? '');
  const start = html.indexOf('<div class="sl-markdown-content">');
  const end = html.indexOf('<footer', start);
  const content = start === -1 ? '' : html.slice(start, end === -1 ? undefined : end);
  const markdownUrl = url === '/docs/' ? '/docs/index.md' : `${url.replace(/\/$/, '')}.md`;
  const body = htmlToMarkdown(content).replace(/\]\(\/(?!\/)/g, `](${base}/`);
  return { url, markdownUrl, title, description, markdown: `# ${title}\n\n${description ? `> ${description}\n\n` : ''}${body}\n` };
}

/** Every English docs page the site rendered into `clientDir`, in path order. */
export function renderedDocsPages(clientDir: string, base: string): DocsPage[] {
  const pages: DocsPage[] = [];
  const visit = (dir: string, url: string) => {
    const file = path.join(dir, 'index.html');
    if (existsSync(file)) pages.push(docsPageOf(readFileSync(file, 'utf8'), url, base));
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.isDirectory()) visit(path.join(dir, entry.name), `${url}${entry.name}/`);
    }
  };
  const docs = path.join(clientDir, 'docs');
  if (existsSync(docs)) visit(docs, '/docs/');
  return pages;
}

/** `/llms.txt` in the llmstxt.org shape: a title, a summary in a quote, then sections of links. */
export function llmsText(pages: readonly DocsPage[], base: string): string {
  const link = (page: DocsPage) => `- [${page.title}](${base}${page.markdownUrl})${page.description ? `: ${page.description}` : ''}`;
  return [
    '# Islamic Tools API',
    '',
    '> A free, public, read-only JSON API: Hijri calendars (Umm al-Qura and others), prayer times, Qibla, places, the Quran (ayahs, 40+ translations, search in every language, words, roots and lemmas), a Quran quotation checker and Jummal (Abjad). Every deterministic answer is also a static JSON file; the same API is an MCP server (stdio and /mcp).',
    '',
    'Every answer that carries a text names it and its licence in `sources`; errors are RFC 9457 problems with a stable `code` and a `detail` that says what to fix. Before quoting the Quran, check the quotation with `GET /api/v1/verify-quote?text=` or the MCP tool `verify_quran_quote`.',
    '',
    '## Docs',
    '',
    ...pages.map(link),
    '',
    '## API',
    '',
    `- [OpenAPI document](${base}/openapi.json): every endpoint, parameter and answer`,
    `- [MCP endpoint](${base}/docs/mcp.md): the tools, and how to connect a client over stdio or HTTP`,
    '',
    '## Optional',
    '',
    `- [Every docs page in one file](${base}/llms-full.txt)`,
    '',
  ].join('\n');
}

/** Writes /llms.txt, /llms-full.txt and each docs page's Markdown into the built site. Returns how many pages. */
export function writeLlmsFiles(clientDir: string, base = (process.env.BASE_PATH ?? '').replace(/\/$/, '')): number {
  const pages = renderedDocsPages(clientDir, base);
  for (const page of pages) writeFileSync(path.join(clientDir, page.markdownUrl), page.markdown);
  writeFileSync(path.join(clientDir, 'llms.txt'), llmsText(pages, base));
  writeFileSync(path.join(clientDir, 'llms-full.txt'), pages.map((page) => `${page.markdown}\nSource: ${base}${page.url}\n`).join('\n---\n\n'));
  return pages.length;
}
