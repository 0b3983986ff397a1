/**
 * The Quran reader's word popup: each Arabic word of an ayah becomes a target (split at its spaces,
 * as the API numbers words, src/quran/words/mapping.ts); tapping, hovering or pressing Enter on one
 * shows its root, lemma and grammar, read lazily from the ayah's static file
 * /api/v1/words/{surah}/{ayah}.json (so a static mirror works and the page carries no word data).
 * Keyboard: Tab reaches an ayah's first word, the arrow keys move between its words, Enter or Space
 * opens the popup, Escape closes it and returns to the word. The grammatical terms are in the
 * interface's language (strings/words.ts; the Arabic interface shows the API's Arabic terms).
 */
import './word-popup.css';
import { WORDS_STRINGS } from './strings/words';
import { segmentGrammar, type Segment, type WordLang as Lang } from './word-grammar';
import { newElement } from './new-element';

interface Word { position: number; text: string; root: string | null; lemma: string | null; segments: Segment[]; corpus: { location: string; url: string }[]; note?: string }
interface AyahWords { words: Word[] }

export function setUpWordPopup(options: { base: string; lang: Lang; surah: number; rootsPage: string }) {
  const { base, lang, surah, rootsPage } = options;
  const say = (key: keyof typeof WORDS_STRINGS) => (WORDS_STRINGS[key] as Record<string, string>)[lang] ?? WORDS_STRINGS[key].en;
  const cache = new Map<number, Promise<AyahWords>>();
  const ayahWords = (ayah: number) => {
    if (!cache.has(ayah)) {
      const loading = fetch(`${base}/api/v1/words/${surah}/${ayah}.json`).then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<AyahWords>;
      });
      loading.catch(() => cache.delete(ayah));
      cache.set(ayah, loading);
    }
    return cache.get(ayah)!;
  };

  const popup = document.createElement('div');
  popup.className = 'word-popup';
  popup.id = 'word-popup';
  popup.setAttribute('role', 'dialog');
  popup.setAttribute('aria-label', say('words.dialog'));
  popup.dir = lang === 'ar' || lang === 'ur' ? 'rtl' : 'ltr';
  popup.hidden = true;
  popup.tabIndex = -1;
  document.body.append(popup);
  let current: HTMLElement | null = null;
  let pinned = false;
  let hoverTimer = 0;

  function segmentLine(segment: Segment) {
    const line = newElement('li');
    const kind = segment.kind === 'prefix' ? say('words.prefix') : segment.kind === 'suffix' ? say('words.suffix') : say('words.stem');
    line.append(newElement('span', segment.text, { lang: 'ar', dir: 'rtl', class: 'word-popup-ar' }), ` ${kind}: `);
    line.append(newElement('span', segmentGrammar(segment, lang), { class: 'word-popup-grammar' }));
    return line;
  }

  function render(word: Word) {
    const close = newElement('button', '×', { type: 'button', class: 'word-popup-close', 'aria-label': say('words.close') });
    close.addEventListener('click', () => hide(true));
    const facts = newElement('dl');
    const fact = (name: string, value: Node) => {
      const dd = newElement('dd');
      dd.append(value);
      facts.append(newElement('dt', name), dd);
    };
    if (word.root) {
      const link = newElement('a', word.root, { href: `${rootsPage}?root=${encodeURIComponent(word.root)}`, lang: 'ar', class: 'word-popup-root' });
      const wrap = newElement('span');
      wrap.append(link, ' · ', newElement('a', say('words.rootLink'), { href: `${rootsPage}?root=${encodeURIComponent(word.root)}` }));
      fact(say('words.root'), wrap);
    } else fact(say('words.root'), document.createTextNode(say('words.noRoot')));
    if (word.lemma) fact(say('words.lemma'), newElement('span', word.lemma, { lang: 'ar', class: 'word-popup-lemma' }));
    const segments = newElement('ul', undefined, { class: 'word-popup-segments' });
    segments.append(...word.segments.map(segmentLine));
    const source = newElement('p', undefined, { class: 'word-popup-source' });
    for (const corpusWord of word.corpus) source.append(newElement('a', `${say('words.source')} ${corpusWord.location}`, { href: corpusWord.url }), ' ');
    popup.replaceChildren(close, newElement('p', word.text, { lang: 'ar', dir: 'rtl', class: 'word-popup-word' }), facts, segments, source);
  }

  function place(target: HTMLElement) {
    const rect = target.getBoundingClientRect();
    const width = Math.min(352, window.innerWidth - 16);
    popup.style.width = `${width}px`;
    popup.style.left = `${Math.max(8, Math.min(rect.left + window.scrollX + rect.width / 2 - width / 2, window.scrollX + window.innerWidth - width - 8))}px`;
    popup.style.top = `${rect.bottom + window.scrollY + 6}px`;
  }

  async function show(target: HTMLElement, byHand: boolean) {
    const ayah = Number(target.dataset.ayah);
    const position = Number(target.dataset.position);
    current?.removeAttribute('aria-expanded');
    current = target;
    pinned = byHand;
    target.setAttribute('aria-expanded', 'true');
    popup.hidden = false;
    popup.replaceChildren(newElement('p', say('words.loading')));
    place(target);
    try {
      const { words } = await ayahWords(ayah);
      if (current !== target) return;
      const word = words.find((candidate) => candidate.position === position && candidate.text === target.textContent) ?? words.find((candidate) => candidate.position === position);
      if (!word) throw new Error('no such word');
      render(word);
    } catch {
      if (current === target) popup.replaceChildren(newElement('p', say('words.failed')));
    }
    if (current === target) {
      place(target);
      if (byHand) popup.focus({ preventScroll: true });
    }
  }

  function hide(returnFocus: boolean) {
    if (popup.hidden) return;
    popup.hidden = true;
    const word = current;
    current?.removeAttribute('aria-expanded');
    current = null;
    pinned = false;
    if (returnFocus) word?.focus();
  }

  // Each ayah's words: the first text of its heading, split at the spaces.
  for (const heading of document.querySelectorAll<HTMLElement>('.reader .ayah h6.arabic')) {
    const ayah = heading.closest<HTMLElement>('.ayah')!.dataset.ayah!;
    const text = heading.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) continue;
    const words = (text.textContent ?? '').trim().split(' ');
    const fragment = document.createDocumentFragment();
    words.forEach((word, i) => {
      const target = newElement('span', word, { class: 'qword', role: 'button', tabindex: i === 0 ? '0' : '-1', 'data-ayah': ayah, 'data-position': String(i + 1), 'aria-haspopup': 'dialog', 'aria-controls': 'word-popup' });
      fragment.append(target, ' ');
    });
    text.replaceWith(fragment);
  }

  const reader = document.querySelector<HTMLElement>('.reader');
  if (!reader) return;
  const wordOf = (node: EventTarget | null) => (node instanceof Element ? node.closest<HTMLElement>('.qword') : null);
  reader.addEventListener('click', (event) => {
    const target = wordOf(event.target);
    if (target) void show(target, true);
  });
  reader.addEventListener('keydown', (event) => {
    const target = wordOf(event.target);
    if (!target) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      void show(target, true);
      return;
    }
    // The Arabic runs right to left: the left arrow is the next word.
    const step = event.key === 'ArrowLeft' ? 1 : event.key === 'ArrowRight' ? -1 : event.key === 'Home' ? -Infinity : event.key === 'End' ? Infinity : 0;
    if (!step) return;
    const siblings = [...target.parentElement!.querySelectorAll<HTMLElement>('.qword')];
    const index = siblings.indexOf(target);
    const next = siblings[Math.max(0, Math.min(siblings.length - 1, Number.isFinite(step) ? index + step : step > 0 ? siblings.length - 1 : 0))]!;
    event.preventDefault();
    target.tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
  });
  // Hover shows the popup where a pointer can hover; it goes when the pointer leaves, unless tapped or clicked.
  if (window.matchMedia('(hover: hover)').matches) {
    reader.addEventListener('mouseover', (event) => {
      const target = wordOf(event.target);
      if (!target || pinned || target === current) return;
      clearTimeout(hoverTimer);
      hoverTimer = window.setTimeout(() => void show(target, false), 250);
    });
    reader.addEventListener('mouseout', (event) => {
      if (!wordOf(event.target)) return;
      clearTimeout(hoverTimer);
      if (!pinned) hoverTimer = window.setTimeout(() => { if (!pinned && !popup.matches(':hover')) hide(false); }, 400);
    });
    popup.addEventListener('mouseleave', () => { if (!pinned) hide(false); });
  }
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !popup.hidden) {
      event.preventDefault();
      hide(true);
    }
  });
  document.addEventListener('click', (event) => {
    if (popup.hidden || !(event.target instanceof Node) || popup.contains(event.target) || wordOf(event.target)) return;
    hide(false);
  });
}
