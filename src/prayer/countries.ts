/**
 * Which method a country's own authority uses, and the country of a place. A country not listed
 * gets the Muslim World League's angles, the most widely used elsewhere. The country of coordinates
 * is read from their time zone (`countries-and-timezones`, from the IANA tz database's zone.tab):
 * the first country a zone names is its principal one (Asia/Riyadh: SA; Europe/London: GB).
 */
import { getTimezone } from 'countries-and-timezones';
import type { MethodId } from './methods';

export const DEFAULT_METHOD: MethodId = 'mwl';

/** ISO 3166-1 alpha-2 → method; documented on /docs/prayer-times. */
export const COUNTRY_METHODS: Readonly<Record<string, MethodId>> = {
  SA: 'umm-al-qura',
  YE: 'umm-al-qura',
  TR: 'diyanet',
  MY: 'jakim',
  BN: 'singapore',
  SG: 'singapore',
  ID: 'kemenag',
  US: 'isna',
  CA: 'isna',
  EG: 'egyptian',
  SD: 'egyptian',
  LY: 'egyptian',
  SY: 'egyptian',
  LB: 'egyptian',
  JO: 'egyptian',
  PS: 'egyptian',
  IQ: 'egyptian',
  PK: 'karachi',
  IN: 'karachi',
  BD: 'karachi',
  AF: 'karachi',
  KW: 'kuwait',
  QA: 'qatar',
  AE: 'dubai',
  IR: 'tehran',
  GB: 'moonsighting',
};

export const methodOfCountry = (country: string | null): MethodId => (country && COUNTRY_METHODS[country]) || DEFAULT_METHOD;

/** The principal country of an IANA zone, or null for a zone of no country (Etc/GMT+10 at sea). */
export function countryOfZone(zone: string): string | null {
  return getTimezone(zone)?.countries[0] ?? null;
}
