import { defineRoute, type Route } from '../route';
import { parseJummalOptions } from '../../jummal/options';
import { jummalResponse, readJummalText } from '../../jummal/response';

export const jummalRoutes: Route[] = [
  defineRoute({
    id: 'jummal.count',
    group: 'jummal',
    path: '/v1/jummal',
    query: ['text', 'system', 'hamza', 'madda', 'ta_marbuta', 'alef_maqsura', 'shadda'],
    // Dynamic only: the texts cannot be enumerated. Deterministic, so the default day of caching holds.
    handle: (args) => {
      const text = readJummalText(args.text);
      const options = parseJummalOptions(args);
      return { body: jummalResponse(text, options) };
    },
  }),
];
