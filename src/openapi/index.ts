import { sharedComponents, type OpenApiFragment } from './shared';
import { quranOpenApi } from './quran';
import { hijriOpenApi } from './hijri';
import { jummalOpenApi } from './jummal';

const fragments: OpenApiFragment[] = [hijriOpenApi, jummalOpenApi, quranOpenApi];

/** The OpenAPI 3.1 document of the whole API, written by the build to /openapi.json. */
export function openApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Islamic Tools API',
      version: '1.0.0',
      description:
        'Free, public, read-only JSON API: Umm al-Qura Hijri calendar, Jummal (Abjad) calculator, Quran lookup and search. ' +
        'Every deterministic answer is also a static JSON file.',
      license: { name: 'MIT (code); see /docs/sources for the data licences', identifier: 'MIT' },
    },
    servers: [{ url: 'http://localhost:4321' }],
    tags: fragments.map((fragment) => fragment.tag),
    paths: Object.assign({}, ...fragments.map((fragment) => fragment.paths)),
    components: {
      schemas: Object.assign({}, sharedComponents.schemas, ...fragments.map((fragment) => fragment.schemas)),
      responses: sharedComponents.responses,
    },
  };
}
