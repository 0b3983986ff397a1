/**
 * The site under a sub-path (a GitHub Pages project site): built with BASE_PATH=/repo,
 * every link and asset of every page carries the prefix.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { redirectsFile } from '../../scripts/lib/static-host';
import { allRoutes } from '../../src/api/routes';

const ROOT = path.resolve(import.meta.dirname, '../..');
const out = mkdtempSync(path.join(tmpdir(), 'itk-base-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('BASE_PATH=/repo', () => {
  it('prefixes every link and asset of every page', () => {
    execFileSync(process.execPath, [path.join(ROOT, 'node_modules/astro/astro.js'), 'build', '--silent'], {
      cwd: ROOT,
      // Without what vitest adds to the environment (BASE_URL, MODE, DEV...), which Vite would read.
      env: { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(BASE_URL|MODE|DEV|PROD|SSR|VITEST.*|TEST)$/.test(name))), BASE_PATH: '/repo', SITE_OUT_DIR: out, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: 'ignore',
    });
    const pages = (readdirSync(out, { recursive: true }) as string[]).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(120);
    const unprefixed = new Set<string>();
    for (const page of pages) {
      for (const [, url] of readFileSync(path.join(out, page), 'utf8').matchAll(/(?:href|src)="(\/[^"]*)"/g)) {
        if (!url!.startsWith('/repo/') && url !== '/repo') unprefixed.add(`${page}: ${url}`);
      }
    }
    expect([...unprefixed].slice(0, 10)).toEqual([]);
    expect(readFileSync(path.join(out, 'calendar/index.html'), 'utf8')).toContain('data-base="/repo"');
  }, 300_000);

  it('prefixes the static-host rules', () => {
    expect(redirectsFile(allRoutes, '/repo')).toContain('/repo/api/v1/ayah/:surah/:ayah  /repo/api/v1/ayah/:surah/:ayah.json  200');
  });
});
