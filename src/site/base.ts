/** A site path under the base the site is built with (BASE_PATH, e.g. /repo on GitHub Pages). */
export function withBase(path: string): string {
  return import.meta.env.BASE_URL.replace(/\/$/, '') + path;
}
