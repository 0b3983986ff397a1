/** The reciter of the links to recitations (src/recitations). */
import { InputError } from '../../shared/input-error';
import { catalogue, type Reciter } from '../../recitations/catalogue';
import { closestReciterIds } from '../../recitations/audio';
import { defineParam, type ReadText } from './param';

const ids = () => catalogue().reciters.map((reciter) => reciter.id);

const readReciter =
  (code: 'unknown_reciter' | 'reciter_not_found'): ReadText<Reciter> =>
  (raw, _earlier, name) => {
    const reciter = catalogue().byId.get(raw);
    if (reciter) return reciter;
    const closest = closestReciterIds(raw);
    throw new InputError(code, `there is no reciter '${raw.slice(0, 40)}'; the closest ids are ${closest.join(', ')} (every id: /api/v1/reciters)`, name, { closest });
  };

const DOC = {
  example: 'alafasy',
  schema: { type: 'string', enum: ids() },
} as const;

/** `reciter=`: adds `audio` (a link to each ayah's recitation) to an answer. 400 unknown_reciter. */
export const RECITER = defineParam({
  ...DOC,
  description: "a reciter's id, as listed by /api/v1/reciters: each ayah gets `audio`, the link to its recitation on the host (and `alternates` on the other hosts)",
  codes: ['unknown_reciter'],
  read: readReciter('unknown_reciter'),
});

/** A reciter named by the path (the static audio files): 404 reciter_not_found. */
export const RECITER_ID = defineParam({
  ...DOC,
  description: "a reciter's id, as listed by /api/v1/reciters",
  codes: ['reciter_not_found'],
  required: true,
  read: readReciter('reciter_not_found'),
});
