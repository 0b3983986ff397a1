import { countryOfZone, methodOfCountry } from './countries';
import { PLACE_NAMES_SOURCES, PLACES_SOURCE, matchPlaces } from './places';
import { zoneAt } from './zone';

/**
 * `GET /v1/places?q=`: places by the start of any of their names (Latin or their own script), largest
 * first, each with its names, zone and default method, and the name the query matched.
 */
export function placesAnswer(query: string, limit: number, country?: string) {
  const places = matchPlaces(query, limit, country).map(({ place, name, language }) => {
    const timezone = zoneAt(place.lat, place.lng);
    return {
      id: place.id,
      name: place.name,
      names: place.names,
      name_sources: place.nameSources,
      matched: { name, language },
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
  return { query, ...(country ? { country } : {}), count: places.length, places, source: PLACES_SOURCE, names_sources: PLACE_NAMES_SOURCES };
}
