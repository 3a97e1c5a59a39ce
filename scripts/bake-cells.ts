// `npm run bake`: bakes the cell and art atlases and the installed app's icons into assets/cells
// (skipped when up to date).
// Flags: --force bakes anyway, --sheet also writes assets/cells/sheet.png and boards.png (square:5
// and hex:5 with a few cells) for review, --out DIR.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bake } from './bake/bake.ts';
import { writeContactSheet } from './bake/sheet.ts';
import { writeBoardSample } from './bake/board-sample.ts';
import { writeAppIcons } from './bake/app-icons.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const outFlag = args.indexOf('--out');
const outDir = outFlag >= 0 && args[outFlag + 1] ? resolve(args[outFlag + 1]!) : join(root, 'assets/cells');

const result = bake({ root, outDir, force: args.includes('--force') });
const seconds = (result.ms / 1000).toFixed(2);
if (result.baked) {
  const sizes = Object.entries(result.bytes)
    .map(([f, n]) => `${f} ${(n / 1024).toFixed(0)} KiB`)
    .join(', ');
  console.log(`bake: baked cell and art atlases in ${seconds} s (${sizes}) -> ${outDir}`);
} else {
  console.log(`bake: up to date (inputs ${result.hash}), checked in ${seconds} s`);
}
const icons = writeAppIcons(outDir, result.hash);
if (icons.written) console.log(`bake: drew the installed app's icons -> ${icons.dir}`);
if (args.includes('--sheet')) {
  console.log(`bake: contact sheet ${await writeContactSheet(outDir)}`);
  console.log(`bake: board sample ${writeBoardSample(outDir)}`);
}
