/**
 * The inventory of the Arabic-script keyboard letters in every edition: how often each variant is
 * written, its most frequent words, and the folds the search applies (src/quran/search/words.ts
 * searchProfile with the language's KEYBOARD_LETTERS decisions). Written to
 * src/quran/search/keyboard-letters.json, which keyboard-letters.test.ts compares with the texts.
 *
 *   npx tsx scripts/keyboard-letters.ts            # print the inventory
 *   npx tsx scripts/keyboard-letters.ts --write    # and write the table
 */
import { writeFileSync } from 'node:fs';
import { keyboardLetterInventory } from '../src/quran/search/keyboard-letters';

const table = keyboardLetterInventory();
for (const edition of table.editions) {
  const counts = Object.entries(edition.counts).map(([letter, count]) => `${letter}:${count}`).join(' ');
  const folds = Object.entries(edition.folds).map(([from, to]) => `${from}→${to}`).join(' ');
  console.log(`${edition.id.padEnd(16)} ${counts}\n${''.padEnd(16)} folds ${folds || 'none'} (${edition.decided_by})`);
}
if (process.argv.includes('--write')) {
  writeFileSync(new URL('../src/quran/search/keyboard-letters.json', import.meta.url), `${JSON.stringify(table, null, 1)}\n`);
}
