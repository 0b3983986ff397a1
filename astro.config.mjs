// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';

// The docs site is prerendered; only the catch-all API endpoints (src/pages/v1, src/pages/api/v1)
// render on demand. The adapter runs in middleware mode: server/app.ts wraps its handler to add
// CORS, caching, rate limits and the static JSON files (Astro middleware never sees static files).
export default defineConfig({
  adapter: node({ mode: 'middleware' }),
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  devToolbar: { enabled: false },
  telemetry: false,
});
