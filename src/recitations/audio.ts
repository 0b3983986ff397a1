/**
 * Links to recitations: the `audio` of an ayah for one reciter, the static list of a surah's links,
 * the `/api/v1/reciters` answer, and the closest ids to a mistyped one. We link to the hosts; no
 * audio passes through this API.
 */
import { corpus } from '../quran/corpus';
import { RECITATION_SOURCES, catalogue, fillTemplate, type Reciter } from './catalogue';

/**
 * Word timings of a recitation. None is published with these hosts' files; the field is there so
 * that a timing set (quran-align, CC BY 4.0) can fill it without changing the shape.
 */
export type Segments = null;

export interface AyahAudio {
  url: string;
  /** The same recording on the other hosts. */
  alternates: string[];
  segments: Segments;
}

let offsets: number[] | undefined;
/** The number in the whole Quran (1 to 6236) of ayah `ayah` of surah `surah`. */
export function globalAyahNumber(surah: number, ayah: number): number {
  offsets ??= corpus().reduce<number[]>((sums, entry, i) => [...sums, (sums[i] ?? 0) + entry.ayahs.length], [0]);
  return offsets[surah - 1]! + ayah;
}

export function ayahAudio(reciter: Reciter, surah: number, ayah: number): AyahAudio {
  const place = { surah, ayah, number: globalAyahNumber(surah, ayah) };
  const [first, ...others] = reciter.hosts.map((host) => fillTemplate(host.ayah_url, place));
  return { url: first!, alternates: others, segments: null };
}

/** Who recites, as an answer with `audio` names it. */
export function reciterSummary(reciter: Reciter) {
  return { id: reciter.id, name: reciter.name, style: reciter.style, language: reciter.language, riwayah: reciter.riwayah, hosts: reciter.hosts.map((host) => ({ host: host.host, host_id: host.host_id, bitrate: host.bitrate, terms: host.terms })) };
}

type AyahLike = { surah_number?: number; ayah_number?: number };

/**
 * An answer with `audio` added to each ayah: an ayah answer (`surah_number`, `ayah_number`) or an
 * answer with `ayahs` (each with its `surah_number`, or all of the surah numbered `number`).
 */
export function withAudio<T extends object>(body: T, reciter: Reciter): T & { reciter: ReturnType<typeof reciterSummary> } {
  const answer = body as T & AyahLike & { number?: number; ayahs?: AyahLike[] };
  const audioOf = (item: AyahLike) => {
    const surah = item.surah_number ?? answer.number;
    if (surah === undefined || item.ayah_number === undefined) throw new Error('withAudio: an ayah without its surah or number');
    return ayahAudio(reciter, surah, item.ayah_number);
  };
  if (Array.isArray(answer.ayahs)) return { ...body, ayahs: answer.ayahs.map((item) => ({ ...item, audio: audioOf(item) })), reciter: reciterSummary(reciter) };
  return { ...body, audio: audioOf(answer), reciter: reciterSummary(reciter) };
}

/** `GET /api/v1/audio/{reciter}/surah/{n}`: every ayah's link, for a player or an offline mirror. */
export function surahAudioResponse(reciter: Reciter, surah: number) {
  const entry = corpus()[surah - 1]!;
  const surahUrls = reciter.hosts.map((host) => host.surah_url && fillTemplate(host.surah_url, { surah })).filter((url): url is string => url !== null);
  return {
    reciter: reciterSummary(reciter),
    surah: { number: entry.number, name: entry.name, transliteration: entry.transliteration, ayah_count: entry.ayahs.length },
    surah_urls: surahUrls,
    segments: null,
    ayahs: entry.ayahs.map((ayah) => {
      const audio = ayahAudio(reciter, surah, ayah.number);
      return { ayah_number: ayah.number, url: audio.url, alternates: audio.alternates };
    }),
  };
}

export const TEMPLATE_PLACEHOLDERS = {
  '{surah}': 'the surah number, 1 to 114',
  '{ayah}': 'the ayah number within the surah',
  '{surah:3}': 'the surah number padded to 3 digits (002)',
  '{ayah:3}': 'the ayah number padded to 3 digits (255)',
  '{number}': 'the ayah number in the whole Quran, 1 to 6236 (2:255 is 262)',
};

/** `GET /api/v1/reciters`. */
export function recitersResponse() {
  const { reciters } = catalogue();
  return {
    count: reciters.length,
    hosts: Object.fromEntries(
      (['everyayah.com', 'cdn.islamic.network'] as const).map((host) => [host, reciters.filter((reciter) => reciter.hosts.some((entry) => entry.host === host)).length]),
    ),
    templates: TEMPLATE_PLACEHOLDERS,
    segments: 'Word timings are not given: no timing set is published with these files. quran-align (CC BY 4.0) times words of some of these recordings; see /docs/recitations/#segments.',
    reciters,
    sources: RECITATION_SOURCES,
  };
}

/** Edit distance, on short strings only (callers cut them). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * The ids a mistyped or host-named reciter most likely meant, closest first: the reciter whose host
 * name it is (`ar.alafasy`, `Alafasy_128kbps`), then those whose id or English name is nearest.
 */
export function closestReciterIds(raw: string, count = 3): string[] {
  const wanted = raw.slice(0, 60).toLowerCase();
  const { reciters } = catalogue();
  const named = reciters.filter((reciter) => reciter.hosts.some((host) => host.files.some((file) => file.ayah_url.toLowerCase().includes(`/${wanted}/`)) || host.host_id.toLowerCase() === wanted));
  const scored = reciters
    .map((reciter) => {
      const words = reciter.name.en.toLowerCase().split(/[^a-z]+/).filter((word) => word.length > 2);
      const byWord = Math.min(...words.map((word) => distance(wanted, word)), distance(wanted, reciter.id));
      return { id: reciter.id, score: byWord };
    })
    .sort((a, b) => a.score - b.score || a.id.localeCompare(b.id));
  return [...new Set([...named.map((reciter) => reciter.id), ...scored.map((entry) => entry.id)])].slice(0, count);
}
