/**
 * The Quranic Arabic Corpus 0.4 as its Text-Fabric conversion holds it (data/qac/, verbatim, checked
 * against the sha256 in data/qac/sources.json): 77,429 words of 128,219 segments. In the conversion
 * a `word` node is a corpus segment and a `group` node a corpus word.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEdgeFeature, readNodeFeature } from './tf';

export interface QacSegment {
  /** The segment as the corpus writes it, in Buckwalter; empty for a pronoun the text does not write (the ي of رَبِّ, 209 times). */
  form: string;
  component: 'prefix' | 'main' | 'suffix';
  pos: string;
  posx?: string;
  root?: string;
  lemma?: string;
  case?: string;
  /** The conversion's `definite` feature: set on the corpus's INDEF segments (see words.astro). */
  indefinite?: boolean;
  gender?: string;
  number?: string;
  person?: string;
  tense?: string;
  voice?: string;
  mood?: string;
  formation?: string;
  special?: string;
}

export interface QacWord {
  surah: number;
  ayah: number;
  /** 1-based place in the ayah, as the corpus numbers it. */
  position: number;
  segments: QacSegment[];
}

const FEATURES = ['otype', 'oslots', 'number', 'ascii', 'component', 'pos', 'posx', 'root', 'lemma', 'case', 'definite', 'gn', 'nu', 'ps', 'tense', 'voice', 'mood', 'formation', 'sp'] as const;

export interface QacSources {
  name: string;
  url: string;
  conversion: { repository: string; commit: string; license: string };
  files: { file: string; path: string; sha256: string }[];
}

export function qacDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'data', 'qac');
    if (existsSync(path.join(candidate, 'sources.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('data/qac/sources.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
}

export function qacSources(): QacSources {
  return JSON.parse(readFileSync(path.join(qacDir(), 'sources.json'), 'utf8')) as QacSources;
}

function readChecked(name: string, sources: QacSources): string {
  const file = `${name}.tf`;
  const entry = sources.files.find((candidate) => candidate.file === file);
  if (!entry) throw new Error(`data/qac/sources.json does not list ${file}`);
  const bytes = readFileSync(path.join(qacDir(), file));
  const sha = createHash('sha256').update(bytes).digest('hex');
  if (sha !== entry.sha256) throw new Error(`data/qac/${file}: sha256 ${sha}, expected ${entry.sha256}`);
  return bytes.toString('utf8');
}

/** Every corpus word in order, read from the feature files. */
export function loadQacWords(): QacWord[] {
  const sources = qacSources();
  const text = Object.fromEntries(FEATURES.map((name) => [name, readChecked(name, sources)])) as Record<(typeof FEATURES)[number], string>;
  const types = new Map<string, [number, number]>();
  for (const line of text.otype.slice(text.otype.indexOf('\n\n') + 2).split('\n')) {
    const [range, type] = line.split('\t');
    if (!range || !type) continue;
    const [from, to] = range.split('-').map(Number);
    types.set(type, [from!, to ?? from!]);
  }
  const range = (type: string): [number, number] => {
    const found = types.get(type);
    if (!found) throw new Error(`otype.tf has no ${type} nodes`);
    return found;
  };
  const slots = readEdgeFeature(text.oslots);
  const numbers = readNodeFeature(text.number);
  const f = Object.fromEntries(FEATURES.slice(3).map((name) => [name, readNodeFeature(text[name])])) as Record<string, Map<number, string>>;

  const [firstSlot, lastSlot] = range('word');
  const placeOfSlot = new Int32Array(lastSlot + 1);
  const [firstAyah, lastAyah] = range('aya');
  for (let node = firstAyah; node <= lastAyah; node++) for (const slot of slots.get(node)!) placeOfSlot[slot] = Number(numbers.get(node));
  const surahOfSlot = new Int16Array(lastSlot + 1);
  const [firstSurah, lastSurah] = range('sura');
  for (let node = firstSurah; node <= lastSurah; node++) for (const slot of slots.get(node)!) surahOfSlot[slot] = Number(numbers.get(node));

  const segment = (slot: number): QacSegment => {
    const out: QacSegment = { form: f.ascii!.get(slot) ?? '', component: f.component!.get(slot) as QacSegment['component'], pos: f.pos!.get(slot)! };
    const set = (key: keyof QacSegment, feature: string) => {
      const value = f[feature]!.get(slot);
      if (value !== undefined) (out as unknown as Record<string, unknown>)[key] = value;
    };
    if (f.posx!.has(slot)) out.posx = f.posx!.get(slot)!;
    set('root', 'root');
    set('lemma', 'lemma');
    set('case', 'case');
    if (f.definite!.get(slot) === '1') out.indefinite = true;
    set('gender', 'gn');
    set('number', 'nu');
    set('person', 'ps');
    set('tense', 'tense');
    set('voice', 'voice');
    set('mood', 'mood');
    set('formation', 'formation');
    set('special', 'sp');
    return out;
  };

  const words: QacWord[] = [];
  const [firstGroup, lastGroup] = range('group');
  for (let node = firstGroup; node <= lastGroup; node++) {
    const wordSlots = slots.get(node)!;
    const first = wordSlots[0]!;
    if (first < firstSlot || wordSlots.at(-1)! > lastSlot) throw new Error(`group ${node} reaches outside the segments`);
    words.push({ surah: surahOfSlot[first]!, ayah: placeOfSlot[first]!, position: Number(numbers.get(node)), segments: wordSlots.map(segment) });
  }
  return words;
}
