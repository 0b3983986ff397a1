/** Every folder the URL paths lie in (`/api`, `/api/v1`, ...). */
export function foldersOf(urls: Iterable<string>): Set<string> {
  const folders = new Set<string>();
  for (const url of urls) {
    // A file's folder already seen means its parents were too: most files share their folder with the one before.
    const parent = url.lastIndexOf('/');
    if (parent <= 0 || folders.has(url.slice(0, parent))) continue;
    for (let cut = url.indexOf('/', 1); cut !== -1; cut = url.indexOf('/', cut + 1)) folders.add(url.slice(0, cut));
  }
  return folders;
}
