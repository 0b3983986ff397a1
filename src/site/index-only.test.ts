import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stripIndexOnly, withoutIndexOnly } from './index-only';

const section = (ayah: number, written: string, folded: string) =>
  `<section class="ayah" data-ayah="${ayah}"><h6 id="${ayah}" class="arabic quran" lang="ar" dir="rtl">${written}</h6><p class="translation">t</p>` +
  `<div hidden data-index-only class="search-text" lang="ar" dir="rtl">${folded}</div></section>`;

describe('the index-only copy of a reader page', () => {
  it('is taken out, and nothing else', () => {
    const html = `<main>${section(1, 'الٓمٓ', 'الم')}${section(2, 'ذَٰلِكَ ٱلۡكِتَٰبُ', 'ذلك الكتاب')}<div hidden class="other">kept</div></main>`;
    const out = withoutIndexOnly(html);
    expect(out).not.toContain('data-index-only');
    expect(out).not.toContain('ذلك الكتاب');
    expect(out).toContain('ذَٰلِكَ ٱلۡكِتَٰبُ');
    expect(out).toContain('<div hidden class="other">kept</div>');
    expect(out.match(/<section/g)).toHaveLength(2);
  });

  it('is taken out of every language\'s reader pages of a built site, not of other pages', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'index-only-'));
    try {
      const page = `<html>${section(1, 'الٓمٓ', 'الم')}</html>`;
      for (const dir of ['quran/2', 'ur/quran/114', 'docs/quran']) {
        mkdirSync(path.join(site, dir), { recursive: true });
        writeFileSync(path.join(site, dir, 'index.html'), page);
      }
      expect(stripIndexOnly(site).pages).toBe(2);
      expect(readFileSync(path.join(site, 'quran/2/index.html'), 'utf8')).not.toContain('data-index-only');
      expect(readFileSync(path.join(site, 'ur/quran/114/index.html'), 'utf8')).not.toContain('data-index-only');
      expect(readFileSync(path.join(site, 'docs/quran/index.html'), 'utf8')).toBe(page);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
