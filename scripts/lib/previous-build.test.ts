import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newBuildDir, switchTo } from './build-dirs';
import { currentBuildDir, previousSiteCompression, writeSiteCompression } from './previous-build';

const dist = mkdtempSync(path.join(tmpdir(), 'previous-build-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('what the last build recorded', () => {
  it('is read only for the build made dist/client', () => {
    expect(currentBuildDir(dist)).toBeNull();
    const older = newBuildDir(dist);
    writeFileSync(path.join(older, 'which'), 'older');
    switchTo(dist, older);
    const last = newBuildDir(dist);
    const client = switchTo(dist, last);
    expect(currentBuildDir(dist)).toBe(client);
    expect(client).toBe(path.join(dist, 'client'));
  });

  it('gives the site\'s variants to link only when they were made with the same settings', () => {
    const last = currentBuildDir(dist)!;
    writeSiteCompression(dist, last, 'brotli 11; gzip 9');
    expect(previousSiteCompression(dist, 'brotli 10; gzip 9')).toBeNull();
    expect(previousSiteCompression(dist, 'brotli 11; gzip 9')).toBe(last);
    writeSiteCompression(dist, newBuildDir(dist), 'brotli 11; gzip 9');
    expect(previousSiteCompression(dist, 'brotli 11; gzip 9')).toBeNull();
  });
});
