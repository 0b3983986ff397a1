import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FIRST_YEAR, LAST_YEAR, MONTH_STARTS, TABLE_SOURCE } from './ummalqura-table';

// The package is read here, in the test only: the API itself never loads it.
const require = createRequire(import.meta.url);
const sourcePath = require.resolve(`${TABLE_SOURCE.package}/${TABLE_SOURCE.file}`);
const source = require(sourcePath) as {
  MONTH_STARTS: number[];
  HIJRI_OFFSET: number;
  HIJRI_RANGE: number[][];
  GREGORIAN_RANGE: number[][];
};

describe('the Umm al-Qura table module', () => {
  it('was copied from the file whose sha256 it records', () => {
    const sha256 = createHash('sha256').update(readFileSync(sourcePath)).digest('hex');
    expect(sha256).toBe(TABLE_SOURCE.sha256);
    const installed = JSON.parse(readFileSync(require.resolve(`${TABLE_SOURCE.package}/package.json`), 'utf8'));
    expect(installed.version).toBe(TABLE_SOURCE.version);
  });

  it('holds exactly the month starts of that file', () => {
    expect(MONTH_STARTS).toEqual(source.MONTH_STARTS);
  });

  it('covers the years the source covers, one entry per month plus the closing entry', () => {
    expect(source.HIJRI_OFFSET).toBe((FIRST_YEAR - 1) * 12);
    expect(source.HIJRI_RANGE).toEqual([
      [FIRST_YEAR, 1, 1],
      [LAST_YEAR, 12, 30],
    ]);
    expect(MONTH_STARTS).toHaveLength((LAST_YEAR - FIRST_YEAR + 1) * 12 + 1);
  });

  it('starts on RJD 23999, which is 1924-08-01', () => {
    expect(MONTH_STARTS[0]).toBe(23999);
    // RJD = JDN - 2,400,000 and JDN 2,440,588 is 1970-01-01.
    expect(new Date((MONTH_STARTS[0]! - 40588) * 86_400_000).toISOString().slice(0, 10)).toBe('1924-08-01');
  });

  it('only ever moves forward, by 28 to 31 days', () => {
    for (let i = 1; i < MONTH_STARTS.length; i++) {
      const length = MONTH_STARTS[i]! - MONTH_STARTS[i - 1]!;
      expect(length).toBeGreaterThanOrEqual(28);
      expect(length).toBeLessThanOrEqual(31);
    }
  });
});
