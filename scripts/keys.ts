/**
 * Operator CLI for API keys (contract §7):
 *   npm run keys -- create --name "My app" [--multiplier 10]
 *   npm run keys -- list
 *   npm run keys -- revoke <id>
 * Keys live in API_KEYS_FILE (default .data/api-keys.json) as sha256 hashes only: the file is the
 * source of truth. With REDIS_URL each change is also written to Redis, where every server process
 * reads it within a second; when Redis cannot be reached the change is still made in the file (and
 * the key still printed), and the servers replay the file into Redis once it is back.
 */
import { readServerConfig } from '../server/process/config';
import { DEFAULT_KEY_MULTIPLIER, createKey, readKeyFile, revokeKey, type ApiKeyRecord } from '../server/limits/api-keys';
import { readKeysFromRedis, storeKeyInRedis, withDeadline } from '../server/limits/shared-state';

const usage = 'usage: npm run keys -- create --name NAME [--multiplier N] | list | revoke ID';

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? undefined : args[index + 1];
}

const [command, ...args] = process.argv.slice(2);
const { apiKeysFile: file, redisUrl } = readServerConfig();

/** Writes a record to Redis too, within 3 s; a failure is a warning: the file already holds the change. */
async function mirrorToRedis(record: ApiKeyRecord): Promise<string> {
  if (!redisUrl) return '';
  try {
    await withDeadline(storeKeyInRedis(redisUrl, record), 3000);
    return ', in Redis too: every server process sees it within a second';
  } catch (error) {
    return `; Redis could not be reached (${(error as Error).message}): the servers copy it from the key file once Redis is back`;
  }
}

/** Keys only Redis knows (made on another host), or none when Redis cannot be reached in 3 s. */
async function keysOnlyInRedis(fileKeys: ApiKeyRecord[]): Promise<ApiKeyRecord[]> {
  if (!redisUrl) return [];
  const known = new Set(fileKeys.map((key) => key.id));
  try {
    return (await withDeadline(readKeysFromRedis(redisUrl), 3000)).filter((key) => !known.has(key.id));
  } catch {
    return [];
  }
}

try {
  if (command === 'create') {
    const name = option(args, 'name');
    if (!name) throw new Error('create needs --name');
    const multiplierText = option(args, 'multiplier');
    const multiplier = multiplierText === undefined ? DEFAULT_KEY_MULTIPLIER : Number(multiplierText);
    const { key, record } = createKey(file, name, multiplier);
    // Printed before Redis is tried: the file holds the key, so it must never be lost to a Redis error.
    console.log(`Key (shown only now; store it safely): ${key}`);
    console.log(`Created key ${record.id} (${record.name}, limits x${record.multiplier}) in ${file}${await mirrorToRedis(record)}.`);
  } else if (command === 'list') {
    const inFile = readKeyFile(file);
    const keys = [...inFile, ...(await keysOnlyInRedis(inFile))];
    if (keys.length === 0) console.log(`No keys in ${file}${redisUrl ? ' nor in Redis' : ''}.`);
    for (const key of keys) {
      console.log(`${key.id}  x${key.multiplier}  ${key.revoked_at ? `revoked ${key.revoked_at}` : 'active'}  ${key.name}`);
    }
  } else if (command === 'revoke') {
    const id = args[0];
    if (!id) throw new Error('revoke needs the key id (see list)');
    const inFile = readKeyFile(file).some((key) => key.id === id);
    // A key made on another host is written to this file as revoked: a revocation in Redis alone
    // would be undone when Redis loses its data. The file must be writable for that, or nothing is done.
    const elsewhere = inFile ? undefined : (await keysOnlyInRedis([])).find((key) => key.id === id);
    if (!inFile && !elsewhere) throw new Error(`no key with id '${id}' in ${file}${redisUrl ? ' nor in Redis' : ''} (see list)`);
    let record: ApiKeyRecord;
    try {
      record = revokeKey(file, id, elsewhere);
    } catch (error) {
      throw new Error(`revocation refused: ${file} cannot be written (${(error as Error).message}); a revocation in Redis alone would not last, so nothing was changed`);
    }
    const where = elsewhere ? `; it was made on another host and is now recorded as revoked in ${file}, where the revocation lasts` : '';
    console.log(`Revoked key ${record.id} (${record.name})${await mirrorToRedis(record)}${where}.`);
  } else {
    throw new Error(usage);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
