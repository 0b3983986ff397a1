import { describe, expect, it } from 'vitest';
import { docsPageOf, htmlToMarkdown, llmsText } from './llms';

describe('the docs as Markdown', () => {
  it('writes headings, paragraphs, code, links, lists and tables', () => {
    const html = '<h2 id="a">Limits &amp; keys</h2><p>Send <code>X-API-Key</code>, see <a href="/docs/errors/#rate_limited">the <code>rate_limited</code> code</a>.</p><ul><li>one</li><li>two</li></ul><table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1 | 2</td><td><strong>3</strong></td></tr></tbody></table><pre><code>npm run keys -- list\nnpm run mcp</code></pre><style>p{}</style>';
    expect(htmlToMarkdown(html)).toBe(
      '## Limits & keys\n\nSend `X-API-Key`, see [the `rate_limited` code](/docs/errors/#rate_limited).\n\n- one\n- two\n\n| a | b |\n| --- | --- |\n| 1 \\| 2 | **3** |\n\n```\nnpm run keys -- list\nnpm run mcp\n```',
    );
  });

  it('takes a page title, description and content without the navigation, links under the base path', () => {
    const html = '<meta name="description" content="Per-client limits."><nav><a href="/x/">nav</a></nav><h1 id="_top">Rate limits</h1><div class="sl-markdown-content"><p>See <a href="/docs/errors/">errors</a>.</p></div><footer>next page</footer>';
    const page = docsPageOf(html, '/docs/limits/', '/base');
    expect(page).toMatchObject({ title: 'Rate limits', description: 'Per-client limits.', markdownUrl: '/docs/limits.md' });
    expect(page.markdown).toBe('# Rate limits\n\n> Per-client limits.\n\nSee [errors](/base/docs/errors/).\n');
  });

  it('lists the pages in the llmstxt.org shape: title, summary in a quote, sections of links', () => {
    const text = llmsText([{ url: '/docs/limits/', markdownUrl: '/docs/limits.md', title: 'Rate limits', description: 'Per-client limits.', markdown: '' }], '');
    expect(text).toMatch(/^# Islamic Tools API\n\n> .+\n/);
    expect(text).toContain('## Docs\n\n- [Rate limits](/docs/limits.md): Per-client limits.\n');
    expect(text).toContain('- [Every docs page in one file](/llms-full.txt)');
  });
});
