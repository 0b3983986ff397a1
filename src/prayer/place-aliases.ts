/**
 * GeoNames' other names of the places (generated/place-aliases.json, written by
 * scripts/write-place-aliases.ts), read when first asked for and held as three columns: the
 * comparable forms joined into one string, the names joined into another, the ids in an Int32Array.
 * The file's 78,000 [form, id, name] rows as JavaScript arrays and strings filled about 60 pages of
 * the V8 heap, and V8 walks every page of the old generation at each young-generation collection: a
 * few long strings and typed arrays cost it nothing (bench/README.md, "The long-lived heap").
 */
import { readFileSync } from 'node:fs';
import { compareInPlace } from '../shared/compare-in-place';
import { findAbove } from '../shared/find-above';

type AliasRow = readonly [key: string, id: number, name: string];

/** Where the aliases come from and under which terms (the file's `source`). */
export interface PlaceAliasesSource {
  package: string;
  path: string;
  sha256: string;
  data: string;
  licence: string;
  attribution: string;
}

interface PlaceAliasesFile {
  source: PlaceAliasesSource;
  aliases: AliasRow[];
}

/** The aliases sorted by comparable form (as `<` compares strings), found by binary search. */
export class PlaceAliasTable {
  private readonly keys: string;
  private readonly keyStarts: Int32Array;
  private readonly names: string;
  private readonly nameStarts: Int32Array;
  private readonly ids: Int32Array;

  constructor(rows: readonly AliasRow[]) {
    const n = rows.length;
    this.keyStarts = new Int32Array(n + 1);
    this.nameStarts = new Int32Array(n + 1);
    this.ids = new Int32Array(n);
    rows.forEach(([key, id, name], i) => {
      this.keyStarts[i + 1] = this.keyStarts[i]! + key.length;
      this.nameStarts[i + 1] = this.nameStarts[i]! + name.length;
      this.ids[i] = id;
    });
    this.keys = rows.map(([key]) => key).join('');
    this.names = rows.map(([, , name]) => name).join('');
  }

  get size(): number {
    return this.ids.length;
  }

  key(i: number): string {
    return this.keys.slice(this.keyStarts[i], this.keyStarts[i + 1]);
  }

  id(i: number): number {
    return this.ids[i]!;
  }

  name(i: number): string {
    return this.names.slice(this.nameStarts[i], this.nameStarts[i + 1]);
  }

  /** Alias `i`'s form against `q` by UTF-16 code units: negative below, 0 equal, positive above. */
  compareKey(i: number, q: string): number {
    return compareInPlace(this.keys, this.keyStarts[i]!, this.keyStarts[i + 1]!, q);
  }

  /** Whether alias `i`'s form starts with `q`. */
  keyStartsWith(i: number, q: string): boolean {
    const from = this.keyStarts[i]!;
    return this.keyStarts[i + 1]! - from >= q.length && this.keys.startsWith(q, from);
  }

  /** The first alias whose form is not below `q`. */
  firstFrom(q: string): number {
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compareKey(middle, q) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/** generated/place-aliases.json, found upward from this module (src/prayer, or dist/ once bundled). */
const aliasesFilePath = (): string => findAbove(import.meta.url, 'generated/place-aliases.json', 'run `npx tsx scripts/write-place-aliases.ts`');

let table: PlaceAliasTable | undefined;

/** The file as written, rows and all: for the tests that compare it with its source. */
export function placeAliasesFile(): PlaceAliasesFile {
  return JSON.parse(readFileSync(aliasesFilePath(), 'utf8')) as PlaceAliasesFile;
}

/** The aliases, read once. */
export function placeAliases(): PlaceAliasTable {
  table ??= new PlaceAliasTable(placeAliasesFile().aliases);
  return table;
}
