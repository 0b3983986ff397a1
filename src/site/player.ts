/**
 * The reader's recitation player, loaded the first time a play control or key is used: the order of
 * play is src/recitations/playback.ts; the links are the static files `/api/v1/reciters.json` and
 * `/api/v1/audio/{reciter}/surah/{n}.json` (so a mirror plays too); the audio itself comes from the
 * hosts. Two audio elements: one plays, the other loads the next ayah ahead. A host that answers
 * with an error, or gives nothing playable within LOAD_TIMEOUT_MS, stops playback with a message.
 */
import { afterEnded, nextAyah, previousAyah, readerPlan, startPlayback, type Place, type PlaybackPlan, type PlaybackState } from '../recitations/playback';

export interface PlayerStrings {
  play: string; pause: string; playFrom: string; loading: string; now: string; nowRepeat: string; otherSurah: string;
  openSurah: string; paused: string; done: string; unreachable: string; listFailed: string; recited: string; translations: string; album: string;
}

interface CatalogueReciter { id: string; name: { ar: string; en: string }; style: string; language: string }
interface SurahLinks { surah: { number: number; name: string; transliteration: string }; ayahs: { ayah_number: number; url: string; alternates: string[] }[] }

const STORAGE_KEY = 'quran-reader-reciter';
const DEFAULT_RECITER = 'alafasy';
const LOAD_TIMEOUT_MS = 15_000;

export interface Player { playFrom(ayah: number): void; toggle(): void; next(): void; previous(): void }

export function createPlayer(bar: HTMLElement): Player {
  const data = bar.dataset;
  const base = data.base!;
  const lang = data.lang!;
  const surahNumber = Number(data.surah);
  const counts = data.counts!.split(',').map(Number);
  const strings = JSON.parse(data.strings!) as PlayerStrings;
  const $ = <T extends HTMLElement>(selector: string) => bar.querySelector<T>(selector)!;
  const select = $<HTMLSelectElement>('#player-reciter');
  const toggleButton = $<HTMLButtonElement>('#player-toggle');
  const status = $<HTMLElement>('#player-status');
  const inputs = { each: $<HTMLInputElement>('#player-each'), to: $<HTMLInputElement>('#player-to'), range: $<HTMLInputElement>('#player-range') };
  const say = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
  const placeText = (place: Place) => `${place.surah}:${place.ayah}`;

  // Both elements in the page (hidden), so a listener on the document sees their media events.
  const [first, second] = [document.createElement('audio'), document.createElement('audio')];
  for (const element of [first, second]) {
    element.preload = 'auto';
    element.hidden = true;
    bar.append(element);
  }
  let audio = first;
  let ahead = second;
  let reciters: CatalogueReciter[] = [];
  const links = new Map<string, Promise<SurahLinks>>();
  let plan: PlaybackPlan | null = null;
  let state: PlaybackState | null = null;
  /** The surah of the ayah playing, as its links file names it. */
  let surahInfo: SurahLinks['surah'] | null = null;
  let finished = false;
  /** Bumped by every new play: an older load that finishes late is dropped. */
  let generation = 0;

  const fetchJson = async <T>(path: string): Promise<T> => {
    const response = await fetch(base + path);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as T;
  };

  const catalogueLoaded = fetchJson<{ reciters: CatalogueReciter[] }>('/api/v1/reciters.json').then((catalogue) => {
    reciters = catalogue.reciters;
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(STORAGE_KEY);
    } catch {
      stored = null;
    }
    const nameOf = (reciter: CatalogueReciter) => (lang === 'ar' || lang === 'ur' ? reciter.name.ar : reciter.name.en);
    const group = (label: string, list: CatalogueReciter[]) => {
      const element = document.createElement('optgroup');
      element.label = label;
      element.append(...list.map((reciter) => new Option(reciter.style === 'translation' ? `${nameOf(reciter)} (${reciter.language})` : nameOf(reciter), reciter.id)));
      return element;
    };
    select.replaceChildren(group(strings.recited, reciters.filter((r) => r.style !== 'translation')), group(strings.translations, reciters.filter((r) => r.style === 'translation')));
    select.value = reciters.some((r) => r.id === stored) ? stored! : DEFAULT_RECITER;
  });

  function surahLinks(reciter: string, surah: number): Promise<SurahLinks> {
    const key = `${reciter}/${surah}`;
    if (!links.has(key)) {
      const loading = fetchJson<SurahLinks>(`/api/v1/audio/${reciter}/surah/${surah}.json`);
      loading.catch(() => links.delete(key));
      links.set(key, loading);
    }
    return links.get(key)!;
  }

  const urlsOf = async (place: Place) => {
    const file = await surahLinks(select.value, place.surah);
    const entry = file.ayahs[place.ayah - 1]!;
    return { surah: file.surah, urls: [entry.url, ...entry.alternates] };
  };

  /** Resolves once `element` can play `url`; rejects on the host's error or after LOAD_TIMEOUT_MS. */
  function load(element: HTMLAudioElement, url: string): Promise<void> {
    if (element.src === url && element.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const done = (error?: Error) => {
        clearTimeout(timer);
        element.removeEventListener('canplay', ready);
        element.removeEventListener('error', failed);
        if (error) reject(error);
        else resolve();
      };
      const ready = () => done();
      const failed = () => done(new Error(`could not load ${url}`));
      const timer = setTimeout(() => done(new Error(`no answer from ${url}`)), LOAD_TIMEOUT_MS);
      element.addEventListener('canplay', ready);
      element.addEventListener('error', failed);
      if (element.src !== url) {
        element.src = url;
        element.load();
      } else if (element.error) {
        element.load();
      }
    });
  }

  let scrollingSmoothly = false;
  window.addEventListener('scrollend', () => {
    scrollingSmoothly = false;
  });

  function show(place: Place | null, playing: boolean) {
    for (const section of document.querySelectorAll<HTMLElement>('.ayah.playing')) {
      section.classList.remove('playing');
      section.removeAttribute('aria-current');
    }
    for (const button of document.querySelectorAll<HTMLButtonElement>('.ayah-play[aria-pressed="true"]')) button.setAttribute('aria-pressed', 'false');
    toggleButton.dataset.playing = String(playing);
    toggleButton.setAttribute('aria-label', playing ? strings.pause : strings.play);
    if (!place || place.surah !== surahNumber) return;
    const section = document.querySelector<HTMLElement>(`.ayah[data-ayah="${place.ayah}"]`);
    if (!section) return;
    section.classList.add('playing');
    section.setAttribute('aria-current', 'true');
    if (playing) section.querySelector('.ayah-play')?.setAttribute('aria-pressed', 'true');
    const box = section.getBoundingClientRect();
    const barTop = bar.getBoundingClientRect().top;
    // A smooth scroll still on its way to the ayah before would carry this one out of view: aim it here.
    if (scrollingSmoothly || box.top < 0 || box.bottom > Math.min(window.innerHeight, barTop)) {
      const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
      section.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
      scrollingSmoothly = smooth;
    }
  }

  function tell(text: string, link?: { href: string; label: string }) {
    status.replaceChildren(text);
    if (link) {
      const anchor = document.createElement('a');
      anchor.href = link.href;
      anchor.textContent = link.label;
      status.append(' ', anchor);
    }
  }

  function describe(current: PlaybackState, surah: SurahLinks['surah']) {
    const place = placeText(current.place);
    if (current.place.surah !== surahNumber) {
      const name = lang === 'ar' || lang === 'ur' ? surah.name : surah.transliteration;
      const path = location.pathname.replace(/\/quran\/\d+\/?$/, `/quran/${current.place.surah}/`);
      tell(say(strings.otherSurah, { place, surah: name }), { href: `${path}#${current.place.ayah}`, label: strings.openSurah });
    } else if (plan && plan.eachTimes > 1) {
      tell(say(strings.nowRepeat, { place, play: current.ayahPlay, times: plan.eachTimes }));
    } else {
      tell(say(strings.now, { place }));
    }
    if ('mediaSession' in navigator) {
      const reciter = reciters.find((entry) => entry.id === select.value);
      const name = lang === 'ar' || lang === 'ur' ? surah.name : surah.transliteration;
      navigator.mediaSession.metadata = new MediaMetadata({ title: `${name} ${place}`, artist: reciter ? (lang === 'ar' || lang === 'ur' ? reciter.name.ar : reciter.name.en) : '', album: strings.album });
    }
  }

  function stopWith(message: string) {
    generation++;
    audio.pause();
    ahead.removeAttribute('src');
    show(state?.place ?? null, false);
    tell(message);
  }

  function pause() {
    audio.pause();
    if (!state) return;
    show(state.place, false);
    tell(say(strings.paused, { place: placeText(state.place) }));
  }

  function resume() {
    void audio.play().then(() => state && surahInfo && describe(state, surahInfo), () => stopWith(strings.unreachable));
  }

  /** Loads the ayah after `current` into the other element, so it starts without a gap. */
  async function preload(current: PlaybackState, mine: number) {
    if (!plan) return;
    const after = afterEnded(current, plan, counts);
    if (!after || (after.place.surah === current.place.surah && after.place.ayah === current.place.ayah)) return;
    try {
      const { urls } = await urlsOf(after.place);
      if (mine !== generation || ahead.src === urls[0]) return;
      ahead.src = urls[0]!;
      ahead.load();
    } catch {
      // Said when that ayah's turn comes.
    }
  }

  async function play(next: PlaybackState) {
    const mine = ++generation;
    state = next;
    finished = false;
    audio.pause();
    show(next.place, true);
    tell(say(strings.loading, { place: placeText(next.place) }));
    let found: Awaited<ReturnType<typeof urlsOf>>;
    try {
      await catalogueLoaded;
      found = await urlsOf(next.place);
    } catch {
      if (mine === generation) stopWith(strings.listFailed);
      return;
    }
    if (mine !== generation) return;
    // The element that loaded this ayah ahead plays it; the other one loads the ayah after.
    if (found.urls.includes(ahead.src)) [audio, ahead] = [ahead, audio];
    for (const url of found.urls) {
      try {
        await load(audio, url);
        if (mine !== generation) return;
        audio.currentTime = 0;
        await audio.play();
        surahInfo = found.surah;
        describe(next, found.surah);
        void preload(next, mine);
        return;
      } catch {
        if (mine !== generation) return;
      }
    }
    stopWith(strings.unreachable);
  }

  function onEnded(event: Event) {
    if (event.target !== audio || !state || !plan) return;
    const after = afterEnded(state, plan, counts);
    if (!after) {
      generation++;
      finished = true;
      show(state.place, false);
      tell(say(strings.done, { place: placeText(state.place) }));
      return;
    }
    if (after.place.surah === state.place.surah && after.place.ayah === state.place.ayah) {
      state = after;
      audio.currentTime = 0;
      resume();
      return;
    }
    void play(after);
  }

  for (const element of [first, second]) {
    element.addEventListener('ended', onEnded);
    element.addEventListener('error', () => {
      // A failure while playing (the network dropped); a failure while loading is load()'s.
      if (element === audio && state && !audio.paused) stopWith(strings.unreachable);
    });
    element.addEventListener('play', () => {
      if (element !== audio) return;
      show(state?.place ?? null, true);
      if ('mediaSession' in navigator) navigator.mediaSession.playbackState = 'playing';
    });
    element.addEventListener('pause', () => {
      if (element === audio && 'mediaSession' in navigator) navigator.mediaSession.playbackState = 'paused';
    });
  }

  function currentPlan(from: Place): PlaybackPlan {
    return readerPlan(from, inputs.to.value, inputs.each.value, inputs.range.value, counts);
  }

  const player: Player = {
    playFrom(ayah) {
      bar.hidden = false;
      const from = { surah: surahNumber, ayah: Math.min(Math.max(1, Math.trunc(ayah) || 1), counts[surahNumber - 1]!) };
      plan = currentPlan(from);
      void play(startPlayback(plan));
    },
    toggle() {
      if (!state || !plan) return player.playFrom(Number(location.hash.slice(1)) || 1);
      if (finished) return player.playFrom(plan.from.surah === surahNumber ? plan.from.ayah : 1);
      if (!audio.paused) pause();
      else if (audio.src && !audio.error && surahInfo) resume();
      else void play(state);
    },
    next() {
      const place = state && nextAyah(state.place, counts);
      if (place) void play({ place, ayahPlay: 1, rangePass: state!.rangePass });
    },
    previous() {
      const place = state && previousAyah(state.place, counts);
      if (place) void play({ place, ayahPlay: 1, rangePass: state!.rangePass });
    },
  };

  select.addEventListener('change', () => {
    try {
      localStorage.setItem(STORAGE_KEY, select.value);
    } catch {
      // Storage off: this page keeps the choice.
    }
    ahead.removeAttribute('src');
    if (state && !audio.paused) void play(state);
  });
  for (const input of Object.values(inputs)) {
    for (const type of ['input', 'change']) {
      input.addEventListener(type, () => {
        if (plan) plan = currentPlan(plan.from);
      });
    }
  }
  if ('mediaSession' in navigator) {
    const handlers: [MediaSessionAction, () => void][] = [
      ['play', () => player.toggle()],
      ['pause', () => pause()],
      ['nexttrack', () => player.next()],
      ['previoustrack', () => player.previous()],
    ];
    for (const [action, handler] of handlers) {
      try {
        navigator.mediaSession.setActionHandler(action, handler);
      } catch {
        // An action this browser does not support.
      }
    }
  }
  return player;
}
