import { describe, expect, it } from 'vitest';
import { apiErrorOf } from '../../tests/support/api-error';
import { DEFAULT_OPTIONS, JUMMAL_OPTIONS, OPTION_NAMES } from './options';
import { readJummalOptions as parseJummalOptions } from '../api/vocabulary/jummal';

describe('the options', () => {
  it('default to the contract: Mashriqi, ء=1, آ=1, ة=5, ى=10, shadda once, a seated hamza as its seat', () => {
    expect(parseJummalOptions({})).toEqual({ system: 'mashriqi', hamza: 1, madda: 1, ta_marbuta: 5, alef_maqsura: 10, shadda: 'once', seated_hamza: 'seat' });
    expect(DEFAULT_OPTIONS).toEqual(parseJummalOptions({}));
  });

  it('are the seven of the contract (§4 and §10), each with two values and a meaning for each', () => {
    expect(OPTION_NAMES).toEqual(['system', 'hamza', 'madda', 'ta_marbuta', 'alef_maqsura', 'shadda', 'seated_hamza']);
    for (const name of OPTION_NAMES) {
      const spec = JUMMAL_OPTIONS[name];
      expect(spec.values).toHaveLength(2);
      expect(Object.keys(spec.meanings).sort()).toEqual(spec.values.map(String).sort());
    }
  });

  it.each([
    ['system', 'maghribi', 'maghribi'],
    ['system', 'mashriqi', 'mashriqi'],
    ['hamza', '0', 0],
    ['hamza', '1', 1],
    ['madda', '2', 2],
    ['ta_marbuta', '400', 400],
    ['alef_maqsura', '1', 1],
    ['shadda', 'double', 'double'],
  ])('read %s=%s as %s and leave the others at their defaults', (name, raw, value) => {
    expect(parseJummalOptions({ [name]: raw })).toEqual({ ...DEFAULT_OPTIONS, [name]: value });
  });

  it.each([
    ['system', 'Maghribi'],
    ['system', 'abjad'],
    ['system', ''],
    ['hamza', '2'],
    ['hamza', 'true'],
    ['hamza', ' 1'],
    ['madda', '1.0'],
    ['madda', '02'],
    ['ta_marbuta', '4OO'],
    ['ta_marbuta', '500'],
    ['alef_maqsura', '0'],
    ['shadda', 'twice'],
    ['shadda', 'DOUBLE'],
  ])('refuse %s=%j with 400 invalid_option naming the allowed values', (name, raw) => {
    const problem = apiErrorOf(() => parseJummalOptions({ [name]: raw }));
    const allowed = JUMMAL_OPTIONS[name as keyof typeof JUMMAL_OPTIONS].values.map(String);
    expect(problem).toMatchObject({ status: 400, code: 'invalid_option', param: name, extra: { allowed } });
    expect(problem.detail).toContain(allowed.join(', '));
    expect(problem.detail).toContain(`got '${raw}'`);
  });
});
