// The automation hook (`window.cellDivision`) belongs to the test build alone (`npm run build:test`,
// dist-test/). `npm run build` runs this on dist/ and the itch.io packaging on its build: a build
// whose scripts or page name the hook is refused, with the files that do.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The hook's name, as the test build installs it. */
export const HOOK_NAME = 'cellDivision';

/** The files under `root` (scripts, pages, source maps) that name the hook, relative to it. */
export function filesNamingHook(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(js|mjs|html|map|json)$/.test(name) && readFileSync(path, 'utf8').includes(HOOK_NAME))
        out.push(relative(root, path));
    }
  };
  walk(root);
  return out;
}

if (process.argv[1]?.endsWith('test-hook-check.ts')) {
  const dir = process.argv[2] ?? 'dist';
  const found = filesNamingHook(dir);
  if (found.length > 0) {
    console.error(
      `${dir} carries the test hook (${HOOK_NAME}) in ${found.join(', ')}: it belongs to \`npm run build:test\` alone`,
    );
    process.exitCode = 1;
  } else {
    console.log(`${dir}: no test hook`);
  }
}
