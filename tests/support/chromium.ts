/**
 * Debian's chromium for the browser tests (playwright-core drives it): where it is, and a browser
 * launched with the flags a shared CI machine needs. Without chromium the browser tests are skipped,
 * unless REQUIRE_BROWSER is set.
 */
import { execSync } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';

function findChromium(): string | null {
  try {
    return execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/sh' }).toString().trim() || null;
  } catch {
    return null;
  }
}

export const chromiumPath = findChromium();
if (!chromiumPath && process.env.REQUIRE_BROWSER) throw new Error('REQUIRE_BROWSER is set but no chromium is installed (apt-get install -y chromium)');

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function launchChromium(): Promise<Browser> {
  if (!chromiumPath) throw new Error('no chromium');
  return chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
}
