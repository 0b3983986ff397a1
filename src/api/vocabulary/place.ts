/**
 * Where a prayer, Qibla or today's Hijri answer is for: coordinates (lat, lng) or a place of the
 * gazetteer (city, by GeoNames id or by name, narrowed by country), and the time zone of its times.
 * The shapes say how they combine; each reads into the domain's Location (src/prayer/location.ts).
 */
import { InputError } from '../../shared/input-error';
import { placeByIdOrName, readCountry, type ChosenPlace } from '../../prayer/place-by-name';
import { locate, type Location, type Whereabouts } from '../../prayer/location';
import { answerAbout, defineParam } from './param';
import { defineShape, type BrokenRule } from './shape';

/** At most ten decimals: 1e-10 of a degree is about 0.01 mm on the ground, far below any place's size. */
const MAX_DECIMALS = 10;
const DECIMAL = new RegExp(`^-?\\d{1,3}(\\.\\d{1,${MAX_DECIMALS}})?$`);
export const shown = (raw: string) => (raw.length > 40 ? `${raw.slice(0, 40)}…` : raw);

function degrees(limit: number, code: string, example: string, word: string) {
  return defineParam({
    description: `${word} in decimal degrees, -${limit} to ${limit} (WGS84)${word === 'latitude' ? ', north positive' : ', east positive'}, at most ${MAX_DECIMALS} decimals; with ${word === 'latitude' ? 'lng' : 'lat'}, or give city instead`,
    example,
    schema: { type: 'number', minimum: -limit, maximum: limit },
    codes: [code],
    read: (raw, _earlier, name) => {
      const value = Number(raw);
      const decimals = /^-?\d+\.(\d+)$/.exec(raw)?.[1]?.length ?? 0;
      if (decimals > MAX_DECIMALS && Math.abs(value) <= limit) {
        throw new InputError(code, `${name} has ${decimals} decimals; at most ${MAX_DECIMALS} are taken (a ten-billionth of a degree is about 0.01 mm on the ground, so more say nothing about the place): round it, e.g. ${name}=${value.toFixed(MAX_DECIMALS).replace(/\.?0+$/, '')}`, name);
      }
      if (!DECIMAL.test(raw) || !(Math.abs(value) <= limit)) {
        throw new InputError(code, `${name} must be a decimal number of degrees from -${limit} to ${limit} (e.g. ${name}=${example}), got '${shown(raw)}'`, name);
      }
      return value;
    },
  });
}

export const LATITUDE = degrees(90, 'invalid_latitude', '21.4225', 'latitude');
export const LONGITUDE = degrees(180, 'invalid_longitude', '39.8262', 'longitude');

/** The country a place name is looked for in: two letters of ISO 3166-1, known (XX is refused). */
export const PLACE_COUNTRY = defineParam({
  description: 'only places of this country (ISO 3166-1 alpha-2, e.g. TR; any case)',
  example: 'TR',
  schema: { type: 'string', pattern: '^[A-Za-z]{2}$' },
  codes: ['invalid_country'],
  read: (raw) => readCountry(raw),
});

/** `country` beside `city`: it narrows a name to that country's places. */
export const CITY_COUNTRY = defineParam({
  description: 'with city given by name: look for the name among this country\'s places only (ISO 3166-1 alpha-2, e.g. MA)',
  example: 'TR',
  schema: { type: 'string', pattern: '^[A-Za-z]{2}$' },
  codes: ['invalid_country', 'conflicting_parameters'],
  read: (raw) => readCountry(raw),
});

/**
 * A place of the gazetteer by its GeoNames id or by a name, accepted wherever lat and lng are. A name
 * resolves to its most populous bearer (in `country` when given); the answer's `place` says which,
 * how, and the others of that name.
 */
export const CITY = defineParam<ChosenPlace>({
  description: 'a place by its GeoNames id (city=745044) or its name in any of its languages (city=Istanbul, city=القاهرة), instead of lat and lng; a name shared by several places means the most populous, and the answer\'s place says which was chosen and lists the others (narrow it with country)',
  example: 'Istanbul',
  schema: { type: 'string', minLength: 1, maxLength: 100 },
  codes: ['invalid_place', 'place_not_found', 'ambiguous_place'],
  after: ['country'],
  read: (raw, earlier) => placeByIdOrName(raw, earlier.country as string | undefined),
});

/** The place of a year's timetable (its files are by place): required, by id or name, never coordinates. */
export const YEAR_CITY = defineParam<ChosenPlace>({
  description: 'a place by its GeoNames id (city=745044) or its name (city=Istanbul); for coordinates, ask /v1/prayer-times/month month by month',
  example: 'Istanbul',
  schema: { type: 'string', minLength: 1, maxLength: 100 },
  codes: ['invalid_place', 'place_not_found', 'ambiguous_place'],
  required: true,
  after: ['country'],
  read: (raw, earlier) => placeByIdOrName(raw, earlier.country as string | undefined),
});

/**
 * The time zone of an answer: its text, resolved by the domain once the place is known (a place's
 * own zone is the default), or, without a place, against the server's default zone.
 */
export const TIME_ZONE = defineParam({
  description: 'an IANA time zone (e.g. Asia/Riyadh, any case) or a whole-hour UTC offset such as +03:00, for the answer\'s date and local times; by default the place\'s own zone, and without a place the server\'s default zone, Asia/Riyadh unless its operator set another',
  example: 'Asia/Riyadh',
  schema: { type: 'string' },
  codes: ['invalid_timezone'],
  read: (raw) => raw,
});

/** The place a request names, once the rules hold: a place of `city`, else `lat` and `lng`. */
const whereaboutsOf = ({ lat, lng, city }: { lat?: number; lng?: number; city?: ChosenPlace }): Whereabouts => (city ? { place: city } : { lat: lat!, lng: lng! });

const PLACE_MEMBERS = { lat: LATITUDE, lng: LONGITUDE, city: CITY, country: CITY_COUNTRY };
/** `city`, or `lat` with `lng`, never both; `country` only narrows a `city` given by name. */
const PLACE_RULES = {
  needs: [{ member: 'country', of: ['city'] }],
  exclusive: [['city'], ['lat', 'lng']],
  together: [['lat', 'lng']],
  anyOf: [['lat', 'lng'], ['city']],
} as const;

/** The refusals of a place's rules, in the words and codes of the prayer endpoints (missing_location, not missing_parameter). */
function refusePlace(broken: BrokenRule): InputError | undefined {
  switch (broken.kind) {
    case 'needs': {
      const needer = broken.with![0]!;
      if (broken.of!.length === 1) return new InputError('conflicting_parameters', 'country narrows a place given by name (city=Istanbul&country=TR): with lat and lng there is no name to narrow', 'country');
      return new InputError('missing_location', `${needer} needs the place: give lat and lng (decimal degrees, e.g. lat=21.4225&lng=39.8262) or city (a GeoNames id or a name, e.g. city=Istanbul)`, needer === 'country' ? 'city' : 'lat');
    }
    case 'exclusive':
      return new InputError('missing_location', 'give city or lat and lng, not both: they can name different places', 'city');
    case 'together':
      return broken.member === 'lng'
        ? new InputError('invalid_longitude', 'lng is required with lat: a decimal number of degrees from -180 to 180', 'lng')
        : new InputError('invalid_latitude', 'lat is required with lng: a decimal number of degrees from -90 to 90', 'lat');
    case 'anyOf':
      return new InputError('missing_location', 'give lat and lng (decimal degrees, e.g. lat=21.4225&lng=39.8262) or city (a GeoNames id from /v1/places?q=)', 'lat');
    default:
      return undefined;
  }
}

/** The place of a prayer answer and the zone of its times: `lat` and `lng`, or `city`; `tz`, or the place's own zone. */
export const LOCATION = defineShape({
  members: { ...PLACE_MEMBERS, tz: TIME_ZONE },
  rules: PLACE_RULES,
  refuse: refusePlace,
  read: ({ tz, ...place }): Location => answerAbout('tz', () => locate(whereaboutsOf(place), tz)),
});

/** The place of a Qibla answer: `lat` and `lng`, or `city` (its time zone says nothing of a bearing). */
export const QIBLA_PLACE = defineShape({
  members: PLACE_MEMBERS,
  rules: PLACE_RULES,
  refuse: refusePlace,
  read: (place): Location => locate(whereaboutsOf(place)),
});

/** The place of a year's timetable: a place of the gazetteer (`city`, narrowed by `country`), never coordinates. */
export const TIMETABLE_PLACE = defineShape({
  members: { city: YEAR_CITY, country: CITY_COUNTRY },
  rules: {},
  read: ({ city }): Location => locate({ place: city }),
});

const DAY_START_VALUES = ['midnight', 'maghrib'] as const;
export type DayStart = (typeof DAY_START_VALUES)[number];

/** When the Hijri day of /v1/hijri/today begins; only with a place. */
export const DAY_STARTS = defineParam<DayStart>({
  description: 'midnight (the civil day) or maghrib (the Hijri day in force at the place now, begun at its last sunset); needs lat and lng, or city',
  example: 'maghrib',
  schema: { type: 'string', enum: [...DAY_START_VALUES] },
  codes: ['invalid_prayer_option', 'missing_location'],
  read: (raw, _earlier, name) => {
    const found = DAY_START_VALUES.find((value) => value === raw);
    if (found) return found;
    throw new InputError('invalid_prayer_option', `${name} must be midnight (the civil day) or maghrib (the Hijri day begins at sunset), got '${raw.slice(0, 40)}'`, name, { allowed: [...DAY_START_VALUES] });
  },
});

/** Today's Hijri date at a place, when one is given: the place, and when its day begins. */
export interface PlaceOfToday {
  where: Whereabouts;
  dayStarts: DayStart;
}

/**
 * The place of /v1/hijri/today, optional: without one the day is the time zone's; `country` and
 * `day_starts` mean something only with one.
 */
export const PLACE_OF_TODAY = defineShape({
  members: { ...PLACE_MEMBERS, day_starts: DAY_STARTS },
  rules: {
    needs: [{ member: 'country', of: ['lat', 'lng', 'city'] }, { member: 'day_starts', of: ['lat', 'lng', 'city'] }, ...PLACE_RULES.needs],
    exclusive: PLACE_RULES.exclusive,
    together: PLACE_RULES.together,
  },
  refuse: refusePlace,
  read: ({ day_starts, ...place }): PlaceOfToday | undefined =>
    place.lat === undefined && place.lng === undefined && place.city === undefined ? undefined : { where: whereaboutsOf(place), dayStarts: day_starts ?? 'midnight' },
});
