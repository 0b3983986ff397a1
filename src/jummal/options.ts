import type { AbjadSystem } from './letters';

/**
 * The conventions a caller can choose (contract §4). Each option's first value is its
 * default, so that the defaults are the contract's: Mashriqi, ء=1, آ=1, ة=5, ى=10, shadda once.
 * The numeric options are echoed as numbers because each is literally the value of a letter.
 */
export interface JummalOptions {
  system: AbjadSystem;
  hamza: 1 | 0;
  madda: 1 | 2;
  ta_marbuta: 5 | 400;
  alef_maqsura: 10 | 1;
  shadda: 'once' | 'double';
  seated_hamza: 'seat' | 'seat_and_hamza';
}

export type OptionName = keyof JummalOptions;

export interface OptionSpec<V> {
  /** Allowed values; the first is the default. */
  values: readonly V[];
  /** One line for the docs and the OpenAPI document. */
  summary: string;
  /** What each value means, keyed by the value as written in the query. */
  meanings: Readonly<Record<string, string>>;
}

export const JUMMAL_OPTIONS: { readonly [K in OptionName]: OptionSpec<JummalOptions[K]> } = {
  system: {
    values: ['mashriqi', 'maghribi'],
    summary: 'Which order of the abjad gives the values.',
    meanings: {
      mashriqi: 'Eastern order أبجد هوز حطي كلمن سعفص قرشت ثخذ ضظغ: س=60 ص=90 ش=300 ض=800 ظ=900 غ=1000.',
      maghribi: 'Western (North and West African) order أبجد هوز حطي كلمن صعفض قرست ثخذ ظغش: ص=60 ض=90 س=300 ظ=800 غ=900 ش=1000.',
    },
  },
  hamza: {
    values: [1, 0],
    summary: 'Value of a hamza written on its own (ء, and the high hamza ٴ). A hamza on a seat (أ إ ؤ ئ) always counts as its seat.',
    meanings: { '1': 'ء counts 1, as alif.', '0': 'ء counts 0 (it stays in the breakdown with value 0).' },
  },
  madda: {
    values: [1, 2],
    summary: 'Value of alif with madda (آ, or ا followed by U+0653).',
    meanings: { '1': 'آ counts 1, as one alif.', '2': 'آ counts 2, as two alifs (ءا).' },
  },
  ta_marbuta: {
    values: [5, 400],
    summary: 'Value of ta marbuta (ة, and the Urdu ۃ).',
    meanings: { '5': 'ة counts 5, as the ه it is written as.', '400': 'ة counts 400, as the ت it is pronounced as.' },
  },
  alef_maqsura: {
    values: [10, 1],
    summary: 'Value of alif maqsura (ى, U+0649 only; the Persian ی is always ya = 10).',
    meanings: { '10': 'ى counts 10, as the ي it is written as.', '1': 'ى counts 1, as the alif it is pronounced as.' },
  },
  shadda: {
    values: ['once', 'double'],
    summary: 'Whether a letter carrying shadda (ّ) counts once or twice.',
    meanings: {
      once: 'Each written letter counts once; the shadda counts nothing.',
      double: 'A letter carrying shadda counts twice; the breakdown lists it a second time with "shadda": true.',
    },
  },
  seated_hamza: {
    values: ['seat', 'seat_and_hamza'],
    summary:
      'How a hamza written on a seat other than alif counts (ؤ ئ, and the Urdu ۓ ۂ; written composed, decomposed or as a presentation form). أ and إ always count 1.',
    meanings: {
      seat: 'The letter counts as its seat alone: ؤ = و = 6, ئ = ي = 10 (the usual convention of abjad tables and calculators).',
      seat_and_hamza:
        'The seat and the hamza both count: ؤ = و + ء = 7, ئ = ي + ء = 11 (as in published per-ayah tables of the Quran). The breakdown lists the seat, then {"letter": "ء", "seated": true} with the value of ء under `hamza` (1, or 0 with hamza=0).',
    },
  },
};

export const OPTION_NAMES: readonly OptionName[] = ['system', 'hamza', 'madda', 'ta_marbuta', 'alef_maqsura', 'shadda', 'seated_hamza'];

/** The contract's defaults. */
export const DEFAULT_OPTIONS: Readonly<JummalOptions> = {
  system: JUMMAL_OPTIONS.system.values[0]!,
  hamza: JUMMAL_OPTIONS.hamza.values[0]!,
  madda: JUMMAL_OPTIONS.madda.values[0]!,
  ta_marbuta: JUMMAL_OPTIONS.ta_marbuta.values[0]!,
  alef_maqsura: JUMMAL_OPTIONS.alef_maqsura.values[0]!,
  shadda: JUMMAL_OPTIONS.shadda.values[0]!,
  seated_hamza: JUMMAL_OPTIONS.seated_hamza.values[0]!,
};
