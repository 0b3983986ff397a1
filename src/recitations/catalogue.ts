/**
 * The reciters: one per recording, with each host that serves it verse by verse, built from the
 * curated data/recitations/reciters.json and the hosts' pinned indexes (./indexes.ts). Pure once
 * loaded; shared by the build, the server and the reader.
 */
import catalogueFile from '../../data/recitations/reciters.json' with { type: 'json' };
import { parseEveryayahIndex, parseIslamicNetworkSurahList, parseIslamicNetworkTree, pinnedText, type SourceId } from './indexes';

export type Style = 'murattal' | 'mujawwad' | 'muallim' | 'translation';
export type HostName = 'everyayah.com' | 'cdn.islamic.network';

/**
 * URL templates. `{surah}` and `{ayah}` are numbers; `{surah:3}` and `{ayah:3}` the same padded to
 * three digits (everyayah's `002255.mp3`); `{number}` the ayah's number in the whole Quran, 1 to 6236.
 */
export interface HostFiles {
  bitrate: number;
  ayah_url: string;
  /** One file per surah, where the host has them. */
  surah_url: string | null;
}

export interface ReciterHost extends HostFiles {
  host: HostName;
  /** The host's own name for the recording: a folder under everyayah.com/data/, or an edition of islamic.network. */
  host_id: string;
  /** Every bitrate the host serves it at; `bitrate`, `ayah_url` and `surah_url` are the one our links use. */
  files: HostFiles[];
  /** The index this comes from: a key of `sources` in /api/v1/reciters. */
  index: SourceId;
  /** What the host states about use, or that it states nothing. */
  terms: string;
}

export interface Reciter {
  id: string;
  name: { ar: string; en: string };
  style: Style;
  /** The language recited: `ar`, or the language of a translation read aloud. */
  language: string;
  /** `hafs` or `warsh`; null for a translation. */
  riwayah: 'hafs' | 'warsh' | null;
  bitrates: number[];
  /** The first is the one `audio.url` points at; the others give `audio.alternates`. */
  hosts: ReciterHost[];
}

const EVERYAYAH_BASE = 'https://everyayah.com/data/';
const CDN_AYAH_BASE = 'https://cdn.islamic.network/quran/audio/';
const CDN_SURAH_BASE = 'https://cdn.islamic.network/quran/audio-surah/';
/** The bitrate of islamic.network's whole-surah files: its list states none, its own example uses 128. */
const CDN_SURAH_BITRATE = 128;

/** The bitrate our links use: 128 kbps where the host has it (clear and light enough for a phone), else the highest. */
function preferred(files: HostFiles[]): HostFiles {
  return files.find((file) => file.bitrate === 128) ?? files.reduce((best, file) => (file.bitrate > best.bitrate ? file : best));
}

/** An everyayah folder's bitrate: the number its name carries, else the index's. */
function folderBitrate(subfolder: string, stated: string): number {
  const named = /(\d+)kbps/i.exec(subfolder) ?? /(\d+)kbps/i.exec(stated);
  if (!named) throw new Error(`everyayah folder ${subfolder}: no bitrate`);
  return Number(named[1]);
}

export interface Catalogue {
  reciters: Reciter[];
  byId: Map<string, Reciter>;
  /** Ayah counts as everyayah's index states them, checked against the corpus by a test. */
  everyayahAyahCounts: number[];
}

export function buildCatalogue(texts: Record<SourceId, string>): Catalogue {
  const everyayah = parseEveryayahIndex(texts.everyayah);
  const folders = new Map(everyayah.recitations.map((entry) => [entry.subfolder, entry]));
  const tree = parseIslamicNetworkTree(texts.islamic_network);
  const withSurahs = new Set(parseIslamicNetworkSurahList(texts.islamic_network_surahs));
  const reciters = catalogueFile.reciters.map((entry): Reciter => {
    const hosts: ReciterHost[] = [];
    if (entry.everyayah.length) {
      const files = entry.everyayah
        .map((subfolder): HostFiles => {
          const indexed = folders.get(subfolder);
          if (!indexed) throw new Error(`reciter ${entry.id}: everyayah folder ${subfolder} is not in the pinned index`);
          return { bitrate: folderBitrate(subfolder, indexed.bitrate), ayah_url: `${EVERYAYAH_BASE}${subfolder}/{surah:3}{ayah:3}.mp3`, surah_url: null };
        })
        .sort((a, b) => a.bitrate - b.bitrate);
      const chosen = preferred(files);
      const hostId = entry.everyayah[entry.everyayah.findIndex((subfolder) => chosen.ayah_url.includes(`/${subfolder}/`))]!;
      hosts.push({ host: 'everyayah.com', host_id: hostId, ...chosen, files, index: 'everyayah', terms: catalogueFile.sources.everyayah.terms });
    }
    if (entry.islamic_network) {
      const edition = entry.islamic_network;
      const bitrates = [...tree].filter(([, editions]) => editions.includes(edition)).map(([bitrate]) => bitrate).sort((a, b) => a - b);
      if (!bitrates.length) throw new Error(`reciter ${entry.id}: edition ${edition} is not in the pinned islamic.network list`);
      const files = bitrates.map((bitrate): HostFiles => ({
        bitrate,
        ayah_url: `${CDN_AYAH_BASE}${bitrate}/${edition}/{number}.mp3`,
        surah_url: withSurahs.has(edition) && bitrate === CDN_SURAH_BITRATE ? `${CDN_SURAH_BASE}${CDN_SURAH_BITRATE}/${edition}/{surah}.mp3` : null,
      }));
      hosts.push({ host: 'cdn.islamic.network', host_id: edition, ...preferred(files), files, index: 'islamic_network', terms: catalogueFile.sources.islamic_network.terms });
    }
    const bitrates = [...new Set(hosts.flatMap((host) => host.files.map((file) => file.bitrate)))].sort((a, b) => a - b);
    return {
      id: entry.id,
      name: { ar: entry.name_ar, en: entry.name_en },
      style: entry.style as Style,
      language: entry.language,
      riwayah: entry.riwayah as Reciter['riwayah'],
      bitrates,
      hosts,
    };
  });
  return { reciters, byId: new Map(reciters.map((reciter) => [reciter.id, reciter])), everyayahAyahCounts: everyayah.ayahCounts };
}

let loaded: Catalogue | undefined;
/** The catalogue, read once from the pinned files. */
export function catalogue(): Catalogue {
  return (loaded ??= buildCatalogue({ everyayah: pinnedText('everyayah'), islamic_network: pinnedText('islamic_network'), islamic_network_surahs: pinnedText('islamic_network_surahs') }));
}

/** The pinned indexes' provenance, as /api/v1/reciters states it. */
export const RECITATION_SOURCES = catalogueFile.sources;

/** A template filled for one ayah (`number` is its number in the whole Quran). */
export function fillTemplate(template: string, place: { surah: number; ayah?: number; number?: number }): string {
  return template.replace(/\{(surah|ayah|number)(?::(\d))?\}/g, (_, name: 'surah' | 'ayah' | 'number', width?: string) => {
    const value = place[name];
    if (value === undefined) throw new Error(`template ${template} needs ${name}`);
    return width ? String(value).padStart(Number(width), '0') : String(value);
  });
}
