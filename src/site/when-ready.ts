/**
 * Runs a page script's set-up once the document is parsed, with the elements it needs, and not at
 * all where they are missing: a document whose load was cut short (the page's scripts sit at the top
 * of its content, before the elements they use), a page without the component. A script that queried
 * its elements at once and called addEventListener on them threw "Cannot read properties of null".
 */
export function whenReady<T>(find: () => T | null | undefined, setUp: (found: T) => void): void {
  const start = () => {
    const found = find();
    if (found) setUp(found);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

/** The elements with these ids, or null when any of them is missing. */
export function elementsById<const Ids extends readonly string[]>(...ids: Ids): { [K in keyof Ids]: HTMLElement } | null {
  const found = ids.map((id) => document.getElementById(id));
  return found.every((element) => element !== null) ? (found as { [K in keyof Ids]: HTMLElement }) : null;
}
