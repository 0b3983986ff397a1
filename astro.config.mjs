// @ts-check
import { defineConfig } from 'astro/config';

// The docs site is fully prerendered into dist/client. Astro is not in the request path: the API is
// answered by server/ (one route table, src/api), which also serves these pages as static files.
export default defineConfig({
  output: 'static',
  outDir: './dist/client',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  devToolbar: { enabled: false },
  telemetry: false,
});
