// `npm test`'s checks before the tests: the commands of `npm run typecheck` (four type-checks) and
// `npm run lint` (ESLint, Prettier's check), read from package.json. Each is one process on one
// core, so they run in two lanes side by side, the longest first, each to the lane with less work
// (by their CPU seconds on this machine). Each lane stops at its first failure; the run fails when
// either lane does, with the failing check's output.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** CPU seconds of each check on this machine (load 15); a command not listed counts 10. */
const COST: Record<string, number> = {
  'eslint .': 37,
  'tsc --noEmit': 31,
  'prettier --check .': 26,
  'tsc -p tsconfig.screens.json': 7,
  'tsc -p tsconfig.ai.json': 4,
  'tsc -p tsconfig.engine.json': 2.5,
};

const scripts = (
  JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;
const checks = ['typecheck', 'lint']
  .flatMap((name) => scripts[name]!.split('&&'))
  .map((command) => command.trim())
  .sort((a, b) => (COST[b] ?? 10) - (COST[a] ?? 10));
const LANES: string[][] = [[], []];
const work = [0, 0];
for (const check of checks) {
  const lane = work[0]! <= work[1]! ? 0 : 1;
  LANES[lane]!.push(check);
  work[lane]! += COST[check] ?? 10;
}

/** Runs the check, its output kept; true when it passed. */
function run(check: string): Promise<boolean> {
  const started = performance.now();
  const PATH = [resolve(root, 'node_modules/.bin'), process.env.PATH].join(delimiter);
  return new Promise((done) => {
    const child = spawn(check, {
      cwd: root,
      shell: true,
      env: { ...process.env, PATH },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => output.push(b));
    child.stderr.on('data', (b: Buffer) => output.push(b));
    child.on('error', (e) => {
      console.error(`${check}: could not start (${e.message})`);
      done(false);
    });
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (code === 0) console.log(`${check}: passed in ${seconds} s`);
      else {
        console.error(`${check}: failed (exit ${code}) after ${seconds} s\n${Buffer.concat(output)}`);
      }
      done(code === 0);
    });
  });
}

async function lane(checks: string[]): Promise<boolean> {
  for (const check of checks) if (!(await run(check))) return false;
  return true;
}

const started = performance.now();
const passed = await Promise.all(LANES.map(lane));
console.log(`static checks: ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (!passed.every(Boolean)) process.exit(1);
