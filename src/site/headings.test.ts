import { describe, expect, it } from 'vitest';
import { withHeadingIds } from './headings';

describe('"On this page" for the .astro pages', () => {
  it('gives each h2/h3 an id from its text, keeps existing ids, and lists them in order', () => {
    const { html, headings } = withHeadingIds('<h2>Endpoints</h2><p>x</p><h3 class="a">GET /v1/hijri/today</h3><h2 id="own">Own</h2><h2>Endpoints</h2><h6 id="1">2:1 text</h6>');
    expect(headings).toEqual([
      { depth: 2, slug: 'endpoints', text: 'Endpoints' },
      { depth: 3, slug: 'get-v1hijritoday', text: 'GET /v1/hijri/today' },
      { depth: 2, slug: 'own', text: 'Own' },
      { depth: 2, slug: 'endpoints-2', text: 'Endpoints' },
    ]);
    expect(html).toContain('<h2 id="endpoints">Endpoints</h2>');
    expect(html).toContain('<h3 id="get-v1hijritoday" class="a">');
    expect(html).toContain('<h6 id="1">');
  });

  it('reads character references in a heading as the characters (no raw &#123; in "On this page")', () => {
    const { headings } = withHeadingIds('<h3>GET /api/v1/surah/&#123;number&#125; &#x2192; &amp;</h3>');
    expect(headings[0]!.text).toBe('GET /api/v1/surah/{number} → &');
  });
});
