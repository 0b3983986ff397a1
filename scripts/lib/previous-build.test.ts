import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  currentBuildDir,
  previousSiteCompression,
  writeSiteCompression,
} from './previous-build';

const dist = mkdtempSync(path.join(tmpdir(), 'previous-build-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('what the last build recorded', () => {
  it('is read only for the build dist/client points at', () => {
    expect(currentBuildDir(dist)).toBeNull();
    const older = path.join(dist, 'builds', 'older');
    const last = path.join(dist, 'builds', 'last');
    mkdirSync(older, { recursive: true });
    mkdirSync(last, { recursive: true });
    symlinkSync(path.relative(dist, last), path.join(dist, 'client'));
    expect(currentBuildDir(dist)).toBe(last);
  });

  it('gives the site\'s variants to link only when they were made with the same settings', () => {
    const last = currentBuildDir(dist)!;
    writeSiteCompression(dist, last, 'brotli 11; gzip 9');
    expect(previousSiteCompression(dist, 'brotli 10; gzip 9')).toBeNull();
    expect(previousSiteCompression(dist, 'brotli 11; gzip 9')).toBe(last);
    writeSiteCompression(dist, path.join(dist, 'builds', 'older'), 'brotli 11; gzip 9');
    expect(previousSiteCompression(dist, 'brotli 11; gzip 9')).toBeNull();
  });
});
