/**
 * "On this page" for the .astro pages: Starlight knows the headings of Markdown pages only, so the
 * layout reads the h2 and h3 of the rendered page, gives each without an id one made from its
 * text, and hands the list to Starlight.
 */
export interface Heading {
  depth: number;
  slug: string;
  text: string;
}

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&amp;/g, '&')
    .trim();

/** A URL fragment from a heading's text: lower case, letters and digits of any script, hyphens. */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** The page's HTML with an id on every h2/h3, and the headings in order. */
export function withHeadingIds(html: string): { html: string; headings: Heading[] } {
  const headings: Heading[] = [];
  const used = new Set<string>();
  const out = html.replace(/<h([23])((?:\s[^>]*)?)>([\s\S]*?)<\/h\1>/g, (whole, depth: string, attributes: string, inner: string) => {
    const text = decode(inner);
    const existing = /\sid="([^"]+)"/.exec(attributes)?.[1];
    let slug = existing ?? (slugOf(text) || 'section');
    if (!existing) {
      for (let n = 2; used.has(slug); n++) slug = `${slugOf(text)}-${n}`;
    }
    used.add(slug);
    headings.push({ depth: Number(depth), slug, text });
    return existing ? whole : `<h${depth} id="${slug}"${attributes}>${inner}</h${depth}>`;
  });
  return { html: out, headings };
}
