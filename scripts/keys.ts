/**
 * Operator CLI for API keys (contract §7):
 *   npm run keys -- create --name "My app" [--multiplier 10]
 *   npm run keys -- list
 *   npm run keys -- revoke <id>
 * Keys live in API_KEYS_FILE (default .data/api-keys.json) as sha256 hashes only.
 */
import { readServerConfig } from '../server/config';
import { DEFAULT_KEY_MULTIPLIER, createKey, readKeyFile, revokeKey } from '../server/api-keys';

const usage = 'usage: npm run keys -- create --name NAME [--multiplier N] | list | revoke ID';

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? undefined : args[index + 1];
}

const [command, ...args] = process.argv.slice(2);
const file = readServerConfig().apiKeysFile;
try {
  if (command === 'create') {
    const name = option(args, 'name');
    if (!name) throw new Error('create needs --name');
    const multiplierText = option(args, 'multiplier');
    const multiplier = multiplierText === undefined ? DEFAULT_KEY_MULTIPLIER : Number(multiplierText);
    const { key, record } = createKey(file, name, multiplier);
    console.log(`Created key ${record.id} (${record.name}, limits x${record.multiplier}).`);
    console.log(`Key (shown only now; store it safely): ${key}`);
  } else if (command === 'list') {
    const keys = readKeyFile(file);
    if (keys.length === 0) console.log(`No keys in ${file}.`);
    for (const key of keys) {
      console.log(`${key.id}  x${key.multiplier}  ${key.revoked_at ? `revoked ${key.revoked_at}` : 'active'}  ${key.name}`);
    }
  } else if (command === 'revoke') {
    const id = args[0];
    if (!id) throw new Error('revoke needs the key id (see list)');
    const record = revokeKey(file, id);
    console.log(`Revoked key ${record.id} (${record.name}).`);
  } else {
    throw new Error(usage);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
