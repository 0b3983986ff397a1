/**
 * The data every search reads (by words, root or lemma, and the quote check), loaded by the server
 * from its build's `search-indexes/` folder, never built on a request.
 */
import path from 'node:path';
import type { RouteData } from '../route';
import { corpus } from '../../quran/corpus';
import { loadSearchIndexFiles, readSearchIndexFilesFrom } from '../../quran/search/index-files';
import { searchIndex } from '../../quran/search/quran-index';
import { prepareMorphologySearch } from '../../quran/search/roots';

const indexDir = (distDir: string) => path.join(distDir, 'search-indexes');

export const SEARCH_DATA: RouteData = {
  name: 'search indexes',
  beforeListening(distDir, warn) {
    // The Quran's text: parsing it holds the event loop 0.1-0.4 s at once.
    corpus();
    // The corpus's words and the index of their roots and lemmas (1-1.5 s at once): made on a first
    // search by root or lemma, that turn would hold every client.
    prepareMorphologySearch();
    readSearchIndexFilesFrom(indexDir(distDir), warn, { buildMissing: false });
    // The Quran's index, which every search by words, root or lemma reads: read from its file (built,
    // about a second, over a build without one). Loaded after ready, a first root search waited for
    // it (101-243 ms in all, against 200), and its last slice held a client 133-165 ms.
    searchIndex();
  },
  async afterListening(distDir, { warn, stop }) {
    // The editions' indexes, a slice at a time; a search waits for its own, loaded next (searchIndexesLoading).
    const loaded = await loadSearchIndexFiles(indexDir(distDir), { warn, stop });
    return { loaded: loaded.loaded.length + 1, failed: loaded.failed, longestSliceMs: loaded.longestSliceMs, longestSliceIn: loaded.longestSliceIn };
  },
};
