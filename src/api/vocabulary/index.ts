/**
 * Every parameter of the API, declared once (src/api/vocabulary/param.ts says how). A route names
 * these declarations; nothing else reads a parameter's text.
 */
export { defineParam, readParams, answerAbout, type Param, type ParamDoc, type ParamSet, type ParamValues } from './param';
export { boundedInteger, oneOf } from './kinds';
export { SURAH, SURAH_FILTER, AYAH, EDITION_ID, divisionNumber } from './quran';
export { JUMMAL_TEXT, JUMMAL_OPTION_PARAMS, readJummalOptions, jummalOptionsOf } from './jummal';
export { QUOTE_TEXT } from './quote';
export { CONVERSION_TARGET, AYAH_EDITION } from './tools';
export { RECITER, RECITER_ID } from './recitations';
