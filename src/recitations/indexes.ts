/**
 * The hosts' own indexes, pinned byte for byte in data/recitations/ (data/recitations/README.md):
 * read, checked against their recorded sha256, and parsed. Parsing is pure and exported for tests.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findAbove } from '../shared/find-above';
import catalogueFile from '../../data/recitations/reciters.json' with { type: 'json' };

/** One numbered recitation of everyayah.com's index: its folder under /data/ and the bitrate it states. */
export interface EveryayahEntry {
  number: number;
  subfolder: string;
  /** As the index writes it, e.g. `128kbps` (one entry says `64Kbps` for a 48 kbps folder). */
  bitrate: string;
  name: string;
}

export interface EveryayahIndex {
  recitations: EveryayahEntry[];
  /** Ayah count of each surah, 1-based surah at index 0. */
  ayahCounts: number[];
}

/** The objects `reciters = {...}`, `recitations = {...}` and `ayahPerSourah = {...}` of the index script. */
function objectLiteral(text: string, name: string): string {
  const start = text.search(new RegExp(`(^|\\n)${name}\\s*=\\s*\\{`));
  if (start < 0) throw new Error(`everyayah index: no '${name} = {'`);
  const open = text.indexOf('{', start);
  const close = text.indexOf('};', open);
  if (close < 0) throw new Error(`everyayah index: '${name}' is not closed`);
  return text.slice(open, close + 1);
}

export function parseEveryayahIndex(text: string): EveryayahIndex {
  const names = new Map<number, string>();
  for (const found of objectLiteral(text, 'reciters').matchAll(/"(\d+)"\s*:\s*\{\s*"name"\s*:\s*"([^"]*)"\s*\}/g)) names.set(Number(found[1]), found[2]!);
  const recitations: EveryayahEntry[] = [];
  for (const found of objectLiteral(text, 'recitations').matchAll(/"(\d+)"\s*:\s*\{\s*"subfolder"\s*:\s*"([^"]+)"\s*,\s*"bitrate"\s*:\s*"([^"]+)"\s*\}/g)) {
    const number = Number(found[1]);
    recitations.push({ number, subfolder: found[2]!, bitrate: found[3]!, name: names.get(number) ?? '' });
  }
  const ayahCounts = [...objectLiteral(text, 'ayahPerSourah').matchAll(/'(\d{3})'\s*:\s*(\d+)/g)].map((found) => Number(found[2]));
  return { recitations, ayahCounts };
}

/** islamic.network's tree of verse-by-verse editions: bitrate (kbps) → edition identifiers. */
export function parseIslamicNetworkTree(text: string): Map<number, string[]> {
  const tree = new Map<number, string[]>();
  let bitrate: number | null = null;
  for (const line of text.split('\n')) {
    const top = /^[├└]── (\d+)$/.exec(line);
    if (top) {
      bitrate = Number(top[1]);
      tree.set(bitrate, []);
      continue;
    }
    const leaf = /^[│ ]\s+[├└]── (\S+)$/.exec(line);
    if (leaf && bitrate !== null) tree.get(bitrate)!.push(leaf[1]!);
  }
  return tree;
}

/** Editions with whole-surah files on islamic.network. */
export function parseIslamicNetworkSurahList(text: string): string[] {
  return (JSON.parse(text) as { identifier: string }[]).map((entry) => entry.identifier);
}

export type SourceId = keyof typeof catalogueFile.sources;

export const dataDir = (): string => path.dirname(findAbove(import.meta.url, 'data/recitations/reciters.json'));

/** A pinned index's text, refused when its bytes are not the recorded ones. */
export function pinnedText(id: SourceId): string {
  const record = catalogueFile.sources[id];
  const bytes = readFileSync(path.join(dataDir(), record.file));
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (sha256 !== record.sha256) throw new Error(`data/recitations/${record.file}: sha256 ${sha256}, expected ${record.sha256}`);
  return bytes.toString('utf8');
}
