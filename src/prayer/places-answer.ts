import { countryOfZone, methodOfCountry } from './countries';
import { PLACES_SOURCE, searchPlaces } from './places';
import { zoneAt } from './zone';

/** `GET /v1/places?q=`: places by the start of their name, largest first, each with its zone and default method. */
export function placesAnswer(query: string, limit: number, country?: string) {
  const places = searchPlaces(query, limit, country).map((place) => {
    const timezone = zoneAt(place.lat, place.lng);
    return {
      id: place.id,
      name: place.name,
      country: place.country,
      admin1: place.admin1,
      capital: place.capital,
      population: place.population,
      latitude: place.lat,
      longitude: place.lng,
      timezone,
      default_method: methodOfCountry(place.country ?? countryOfZone(timezone)),
    };
  });
  return { query, ...(country ? { country } : {}), count: places.length, places, source: PLACES_SOURCE };
}
