import { badRequestCodes, type ErrorCode } from '../shared/input-error';

/** The codes the prayer-times, Qibla and places endpoints add; each names the parameter at fault. */
export const prayerErrors: ErrorCode[] = badRequestCodes({
  invalid_latitude: '`lat` is not a decimal number of degrees from -90 to 90 (`21.4225`), or is given without `lng`.',
  invalid_longitude: '`lng` is not a decimal number of degrees from -180 to 180 (`39.8262`), or is given without `lat`.',
  missing_location: 'Neither `lat` and `lng` nor `city` (a GeoNames id or a place name) was given; or both were.',
  invalid_place: '`city` is neither a GeoNames id written as digits nor a place name of 1-100 characters without control characters.',
  place_not_found: '`city` is a GeoNames id the gazetteer does not hold (it holds every capital and every city of 100,000 people or more), or a name none of its places bears (in `country` when given); `nearest` lists the nearest names.',
  ambiguous_place: '`city` is a name borne by several places of the same population, so none is the most populous: give `city=<id>` from `alternatives`, or `country`.',
  invalid_country: '`country` is not a two-letter ISO 3166-1 country code, or not one that exists (XX).',
  invalid_method: '`method` is not one of the method ids (`allowed` lists them; /docs/prayer-times describes each).',
  invalid_angle: '`fajr_angle` or `isha_angle` is not a number of degrees from 0 (exclusive) to 30, or `isha_interval` is not a whole number of minutes from 1 to 300; or `method=custom` was given without `fajr_angle` and one of `isha_angle`, `isha_interval`.',
  invalid_prayer_option: '`madhab`, `high_latitude_rule` or `polar` is not one of its values (`allowed` lists them).',
  invalid_adjustments: '`adjustments` is not a comma-separated list of prayer:minutes (`fajr:2,isha:-3`) with prayers among fajr, sunrise, dhuhr, asr, maghrib, isha and whole minutes from -60 to 60, or `imsak_minutes` is not a whole number from 0 to 60.',
  polar_unresolved: 'The sun does not both rise and set at that latitude on that date, so some prayers have no time of their own: add `polar=aqrab-balad` or `polar=aqrab-yaum` to choose how to resolve them. No time is made up in silence.',
  prayer_not_computable: 'At that latitude on that date the sun stays so near the horizon that the times cannot be put in order (Asr would fall before Dhuhr or after sunset): add `polar=aqrab-balad` (the times of the nearest latitude where they are in order) or `polar=aqrab-yaum` (of the nearest day when they are). No time is printed out of order.',
  invalid_place_query: '`q` of /v1/places is empty or longer than 100 characters, or `limit` is not 1-50.',
});
