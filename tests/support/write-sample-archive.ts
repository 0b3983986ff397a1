/**
 * Writes the data tree of some routes as a .tar.gz, the way the build does: used by
 * scripts/lib/distribution.test.ts to compare two builds run in separate processes.
 * Usage: tsx tests/support/write-sample-archive.ts <out.tar.gz> <route id>...
 */
import { allRoutes } from '../../src/api/routes';
import { readApiConfig } from '../../src/api/config';
import { dataTree, tarEntries } from '../../scripts/lib/distribution';
import { writeTarGz } from '../../scripts/lib/tar';

const [out, ...ids] = process.argv.slice(2);
const routes = allRoutes.filter((route) => ids.includes(route.id));
if (!out || routes.length !== ids.length) throw new Error('usage: write-sample-archive.ts <out.tar.gz> <route id>...');
const files = dataTree(routes, { now: new Date(0), config: readApiConfig() });
const written = await writeTarGz(out, tarEntries(files));
console.log(JSON.stringify({ ...written, files: files.length }));
