/**
 * Operator CLI for API keys (contract §7):
 *   npm run keys -- create --name "My app" [--multiplier 10]
 *   npm run keys -- list
 *   npm run keys -- revoke <id>
 * Keys live in API_KEYS_FILE (default .data/api-keys.json) as sha256 hashes only; with REDIS_URL
 * they are also written to Redis, where every server process reads them.
 */
import { readServerConfig } from '../server/config';
import { DEFAULT_KEY_MULTIPLIER, createKey, readKeyFile, revokeKey, type ApiKeyRecord } from '../server/api-keys';
import { readKeysFromRedis, storeKeyInRedis } from '../server/shared-state';

const usage = 'usage: npm run keys -- create --name NAME [--multiplier N] | list | revoke ID';

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? undefined : args[index + 1];
}

const [command, ...args] = process.argv.slice(2);
const { apiKeysFile: file, redisUrl } = readServerConfig();

/** Revokes in Redis (where every process reads keys) and in the file, if it holds the key. */
async function revokeInRedis(url: string, keyFile: string, id: string): Promise<ApiKeyRecord> {
  const record = (await readKeysFromRedis(url)).find((candidate) => candidate.id === id);
  if (!record) throw new Error(`no key with id '${id}' in Redis`);
  record.revoked_at ??= new Date().toISOString();
  await storeKeyInRedis(url, record);
  if (readKeyFile(keyFile).some((candidate) => candidate.id === id)) revokeKey(keyFile, id);
  return record;
}
try {
  if (command === 'create') {
    const name = option(args, 'name');
    if (!name) throw new Error('create needs --name');
    const multiplierText = option(args, 'multiplier');
    const multiplier = multiplierText === undefined ? DEFAULT_KEY_MULTIPLIER : Number(multiplierText);
    const { key, record } = createKey(file, name, multiplier);
    if (redisUrl) await storeKeyInRedis(redisUrl, record);
    console.log(`Created key ${record.id} (${record.name}, limits x${record.multiplier})${redisUrl ? ', in Redis too: every server process sees it within a second' : ''}.`);
    console.log(`Key (shown only now; store it safely): ${key}`);
  } else if (command === 'list') {
    const keys = redisUrl ? await readKeysFromRedis(redisUrl) : readKeyFile(file);
    if (keys.length === 0) console.log(`No keys in ${file}.`);
    for (const key of keys) {
      console.log(`${key.id}  x${key.multiplier}  ${key.revoked_at ? `revoked ${key.revoked_at}` : 'active'}  ${key.name}`);
    }
  } else if (command === 'revoke') {
    const id = args[0];
    if (!id) throw new Error('revoke needs the key id (see list)');
    const record = redisUrl ? await revokeInRedis(redisUrl, file, id) : revokeKey(file, id);
    console.log(`Revoked key ${record.id} (${record.name}).`);
  } else {
    throw new Error(usage);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
