/**
 * Copies the translations we serve, verbatim, from public mirrors of their publishers' releases into
 * data/translations/, and writes data/translations/editions.json: one provenance record per edition.
 * Run it again only to add or update an edition (the build never runs it; it reads what is committed):
 *
 *   npx tsx scripts/import-translations.ts <data-quran git dir> <QuranRef git dir>
 *
 * - Tanzil editions: the Tanzil text file (`sura|aya|text` lines and Tanzil's own header comment) as
 *   kashifpk/QuranRef keeps it, bzip2-decompressed; the second independent copy, the same file
 *   converted to JSON by ewinsutriandi/data-quran, is kept gzipped under second-copies/ for the test
 *   that compares the two (src/quran/translation-sources.test.ts).
 * - QuranEnc editions: ewinsutriandi/data-quran's copy (`translations` by global ayah number and
 *   `footnotes` by number, markers written `[^n]` in the text), bytes unchanged. Where its links between
 *   markers and notes were read to be wrong, the decisions written in copies-compared.json (`footnotes`)
 *   go into the record: `footnotes` is then the publisher's count, and `unplaced_notes` the notes served
 *   on no ayah.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { EDITION_SELECTION } from '../src/quran/edition-selection';

const [dataQuranGit, quranRefGit] = process.argv.slice(2);
if (!dataQuranGit || !quranRefGit) {
  console.error('usage: tsx scripts/import-translations.ts <ewinsutriandi/data-quran git dir> <kashifpk/QuranRef git dir>');
  process.exit(2);
}
const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'data', 'translations');
mkdirSync(path.join(OUT, 'second-copies'), { recursive: true });

const git = (dir: string, args: string[]) => execFileSync('git', ['-C', dir, ...args], { maxBuffer: 1 << 30 });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const headCommit = (dir: string) => git(dir, ['rev-parse', 'HEAD']).toString().trim();
const DATA_QURAN = { repository: 'https://github.com/ewinsutriandi/data-quran', commit: headCommit(dataQuranGit) };
const QURAN_REF = { repository: 'https://github.com/kashifpk/QuranRef', commit: headCommit(quranRefGit) };

/** Tanzil's header comment: `#  Name: ...`, `#  Translator: ...`, `#  Last Update: April 24, 2011`. */
function tanzilHeader(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^#\s+([A-Za-z ]+):\s*(.*?)\s*$/.exec(line);
    if (match) fields[match[1]!.trim()] = match[2]!;
  }
  return fields;
}

/** Where ewinsutriandi/data-quran keeps its JSON of a Tanzil file. */
function secondCopyPath(tanzilId: string): string {
  const name = `${tanzilId.replace('.', '-')}-tanzil.json`;
  const listed = git(dataQuranGit!, ['ls-tree', '-r', '--name-only', 'HEAD']).toString().split('\n');
  const found = listed.find((file) => file.endsWith(`/${name}`));
  if (!found) throw new Error(`no copy of ${tanzilId} in data-quran`);
  return found;
}

const isoDate = (text: string) => {
  const date = new Date(`${text} UTC`);
  if (Number.isNaN(date.getTime())) throw new Error(`not a date: ${text}`);
  return date.toISOString().slice(0, 10);
};

/**
 * The footnote decisions made by reading (copies-compared.json, `footnotes`): which marker serves which note,
 * notes joined back, notes with no place. They go into the edition's provenance record.
 */
interface FootnoteDecisions {
  publisher_notes: number;
  links: { ayah: string; marker: string; note: number | null }[];
  joined: { note: number; parts: number[]; separators: string[] }[];
  unplaced: unknown[];
}
const footnoteDecisions = (JSON.parse(readFileSync(path.join(OUT, 'copies-compared.json'), 'utf8')) as { footnotes: { editions: Record<string, FootnoteDecisions> } }).footnotes.editions;

function footnoteRecord(id: string, notesInCopy: number) {
  const decisions = footnoteDecisions[id];
  if (!decisions) return { footnotes: notesInCopy };
  return {
    footnotes: decisions.publisher_notes,
    footnote_links: decisions.links.map(({ ayah, marker, note }) => ({ ayah, marker, note })),
    joined_notes: decisions.joined.map(({ note, parts, separators }) => ({ note, parts, separators })),
    unplaced_notes: decisions.unplaced,
  };
}

const records = [];
for (const edition of EDITION_SELECTION) {
  if (edition.publisher === 'tanzil') {
    const sourcePath = `backend/data/translations/${edition.source_id}.txt.bz2`;
    const compressed = git(quranRefGit, ['show', `HEAD:${sourcePath}`]);
    const text = execFileSync('bzip2', ['-dc'], { input: compressed, maxBuffer: 1 << 30 });
    const file = `${edition.id}.txt`;
    writeFileSync(path.join(OUT, file), text);
    const header = tanzilHeader(text.toString('utf8'));
    if (header.ID !== edition.source_id) throw new Error(`${sourcePath}: header ID ${header.ID}, expected ${edition.source_id}`);
    // data-quran's transliteration (ayah-transliteration/en-tanzil.json) is another scheme, not a copy of this file.
    const secondPath = edition.kind === 'transliteration' ? null : secondCopyPath(edition.source_id);
    const second = secondPath ? git(dataQuranGit, ['show', `HEAD:${secondPath}`]) : null;
    if (second) writeFileSync(path.join(OUT, 'second-copies', `${edition.id}.json.gz`), gzipSync(second, { level: 9 }));
    records.push({
      ...edition,
      release: isoDate(header['Last Update']!),
      footnotes: 0,
      version: null,
      tanzil_header: header,
      file,
      sha256: sha256(text),
      copy: { ...QURAN_REF, path: sourcePath, sha256: sha256(compressed), note: 'bzip2 of the Tanzil file; data/translations holds it decompressed (sha256 above)' },
      second_copy: second ? { ...DATA_QURAN, path: secondPath, sha256: sha256(second), file: `second-copies/${edition.id}.json.gz` } : null,
    });
  } else {
    const sourcePath = `ayah-translation/${edition.mirror_file}`;
    const bytes = git(dataQuranGit, ['show', `HEAD:${sourcePath}`]);
    const file = `${edition.id}.json`;
    writeFileSync(path.join(OUT, file), bytes);
    const parsed = JSON.parse(bytes.toString('utf8')) as { footnotes?: Record<string, string> };
    const notesInCopy = Object.keys(parsed.footnotes ?? {}).length;
    records.push({ ...edition, version: null, ...footnoteRecord(edition.id, notesInCopy), file, sha256: sha256(bytes), copy: { ...DATA_QURAN, path: sourcePath, sha256: sha256(bytes) }, second_copy: null });
  }
  console.log(`${edition.id}: ${records.at(-1)!.file}`);
}
writeFileSync(path.join(OUT, 'editions.json'), JSON.stringify({ imported_by: 'scripts/import-translations.ts', editions: records }, null, 2) + '\n');
console.log(`${records.length} editions written to ${path.relative(ROOT, OUT)}`);
