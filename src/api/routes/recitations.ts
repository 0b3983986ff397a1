import { defineFixedRoute, defineTypedRoute, type Route } from '../route';
import { RECITER_ID, SURAH } from '../vocabulary';
import { corpus } from '../../quran/corpus';
import { catalogue } from '../../recitations/catalogue';
import { recitersResponse, surahAudioResponse } from '../../recitations/audio';

export const recitationRoutes: Route[] = [
  defineFixedRoute({ id: 'recitations.reciters', group: 'quran', path: '/api/v1/reciters', body: () => recitersResponse() }),
  defineTypedRoute({
    id: 'recitations.surah-audio',
    group: 'quran',
    path: '/api/v1/audio/:reciter/surah/:number',
    params: { reciter: RECITER_ID, number: SURAH },
    files: [{ params: [], each: () => catalogue().reciters.flatMap((reciter) => corpus().map((surah) => ({ reciter: reciter.id, number: String(surah.number) }))) }],
    handle: ({ reciter, number }) => ({ body: surahAudioResponse(reciter, number.number) }),
  }),
];
