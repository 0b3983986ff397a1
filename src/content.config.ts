import { defineCollection } from 'astro:content';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';
import { STARLIGHT_STRINGS } from './site/strings/starlight';

/**
 * Starlight's docs collection: Markdown pages under src/content/docs (the contract); the rest are
 * .astro pages. The i18n collection gives Starlight and its search box (Pagefind's UI) their strings
 * in each language, from src/site/strings/starlight.ts.
 */
export const collections = {
  docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }),
  i18n: defineCollection({
    loader: {
      name: 'site-strings',
      load: async ({ store, parseData }) => {
        store.clear();
        for (const [lang, strings] of Object.entries(STARLIGHT_STRINGS)) store.set({ id: lang, data: await parseData({ id: lang, data: strings }) });
      },
    },
    schema: i18nSchema(),
  }),
};
