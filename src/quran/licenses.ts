/**
 * The terms under which each publisher lets us pass its texts on, as data: served on every edition
 * (`license`), listed in /api/v1/manifest.json, written into the NOTICE of the archive and of the npm
 * data packages, the README's credits and the docs' sources page. One record each; nothing else
 * restates them.
 */
import type { Publisher, SelectedEdition } from './edition-selection';

export interface Terms {
  id: string;
  name: string;
  /** Where the publisher states the terms. */
  url: string;
  commercial_use: boolean;
  modification: boolean;
  redistribution: boolean;
  /** The conditions, in the publisher's order, summarised. */
  conditions: readonly string[];
}

export const PUBLISHER_TERMS: Record<Publisher, Terms> = {
  tanzil: {
    id: 'tanzil-translations',
    name: 'Tanzil translation terms',
    url: 'https://tanzil.net/trans/',
    commercial_use: false,
    modification: false,
    redistribution: true,
    conditions: [
      'For non-commercial purposes only; any other use needs permission from the translator or the publisher.',
      'The text is passed on as published, without changes.',
      'A link back to https://tanzil.net/trans/ is shown, so that users can reach the latest updates.',
      'Tanzil does not guarantee the authenticity or accuracy of the translations.',
    ],
  },
  quranenc: {
    id: 'quranenc-republication',
    name: 'QuranEnc.com terms of re-publication',
    url: 'https://quranenc.com/en/home',
    commercial_use: true,
    modification: false,
    redistribution: true,
    conditions: [
      'No modification, addition or deletion of the content.',
      'Clearly refer to the publisher and to the source (QuranEnc.com).',
      'Mention the version of the translation when re-publishing it.',
      'Keep the translation information inside the document.',
      'Report any note on the translation to the source (QuranEnc.com).',
      'Update the translation to the latest version issued by the source (QuranEnc.com).',
      'No inappropriate advertisements beside the translation.',
    ],
  },
};

export interface EditionLicense {
  name: string;
  url: string;
  commercial_use: boolean;
  modification: boolean;
  /** The credit to show wherever the text is shown. */
  attribution: string;
}

/** The publisher's page for one edition. */
export function publisherPage(edition: SelectedEdition): string {
  return edition.publisher === 'tanzil' ? `https://tanzil.net/trans/${edition.source_id}` : `https://quranenc.com/en/browse/${edition.source_id}`;
}

export function editionLicense(edition: SelectedEdition, release: string | undefined): EditionLicense {
  const terms = PUBLISHER_TERMS[edition.publisher];
  const when = release ? `, release of ${release}` : '';
  const attribution =
    edition.publisher === 'tanzil'
      ? `${edition.name} (${edition.translator}), ${edition.kind} from Tanzil.net${when}: ${publisherPage(edition)} (latest updates: https://tanzil.net/trans/)`
      : `${edition.title} (${edition.translator}), published by QuranEnc.com${when}: ${publisherPage(edition)}`;
  return { name: terms.name, url: terms.url, commercial_use: terms.commercial_use, modification: terms.modification, attribution };
}
