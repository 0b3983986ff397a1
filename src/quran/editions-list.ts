/**
 * The editions as data (no file access), so that the site's browser code can use the list too.
 * The hand-made choice is src/quran/edition-selection.ts; where each text was copied from, and its
 * sha256, is data/translations/editions.json (scripts/import-translations.ts). The loader and the
 * responses are in editions.ts.
 */
import provenance from '../../data/translations/editions.json' with { type: 'json' };
import { EDITION_SELECTION, type EditionIdentity, type Publisher } from './edition-selection';
import { editionLicense, publisherPage, type EditionLicense } from './licenses';
import type { FootnoteLink, JoinedNote } from './editions';

/**
 * A publisher's note that the copy we serve does not link to a marker of its text: not served on any ayah.
 * `between`: the ayahs whose markers are numbered around it; `belongs_to`: the ayah its text explains.
 */
export interface UnplacedNote {
  /** The note's number in the copy. */
  number: number;
  footnote: string;
  between?: [string, string];
  belongs_to?: string;
  marker_in_mirror?: string;
  why: string;
}

/** An edition as the API shows it (contract §8, with its publisher and terms). */
export interface Edition extends EditionIdentity {
  /** The publisher's page for this edition. */
  source: string;
  publisher: string;
  /** The date the publisher gave the copied release. */
  release: string;
  /** True when the publisher's text has footnotes (then every ayah carries `footnotes`). */
  footnotes: boolean;
  license: EditionLicense;
}

/** Where one edition's text came from, as data/translations/editions.json records it. */
export interface EditionProvenance {
  id: string;
  publisher: Publisher;
  source_id: string;
  release: string;
  /** How many footnotes the publisher's text has. */
  footnotes: number;
  footnote_links?: FootnoteLink[];
  joined_notes?: JoinedNote[];
  unplaced_notes?: UnplacedNote[];
  file: string;
  sha256: string;
  copy: { repository: string; commit: string; path: string; sha256: string; note?: string };
  second_copy: { repository: string; commit: string; path: string; sha256: string; file: string } | null;
  /** A Tanzil file's header as the publisher wrote it; its `Name` is the edition's name in its own language. */
  tanzil_header?: { Name?: string };
}

export const PUBLISHER_NAMES: Record<Publisher, string> = { tanzil: 'Tanzil.net', quranenc: 'QuranEnc.com' };

export const EDITION_PROVENANCE: readonly EditionProvenance[] = provenance.editions as EditionProvenance[];


export const EDITIONS: readonly Edition[] = EDITION_SELECTION.map((selected) => {
  const record = EDITION_PROVENANCE.find((candidate) => candidate.id === selected.id);
  if (!record) throw new Error(`data/translations/editions.json has no record of ${selected.id}: run scripts/import-translations.ts`);
  return {
    id: selected.id,
    language: selected.language,
    name: selected.name,
    translator: selected.translator,
    direction: selected.direction,
    kind: selected.kind,
    source: publisherPage(selected),
    publisher: PUBLISHER_NAMES[selected.publisher],
    release: record.release,
    footnotes: record.footnotes > 0,
    license: editionLicense(selected, record.release),
  };
});
