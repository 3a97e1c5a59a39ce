// `npm test`'s checks before the tests: the four type-checks (`npm run typecheck`), ESLint and
// Prettier (`npm run lint`). Each is one process on one core, so they run in two lanes side by
// side, balanced by their time on this machine (about 50 and 57 s of CPU). Each lane stops at its
// first failure; the run fails when either lane does, with the failing check's output.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => resolve(root, 'node_modules/.bin', name);

interface Check {
  name: string;
  command: string;
  args: string[];
}

const tsc = (config: string | null): Check => ({
  name: config ? `tsc -p ${config}` : 'tsc --noEmit',
  command: bin('tsc'),
  args: config ? ['-p', config] : ['--noEmit'],
});

const LANES: Check[][] = [
  [
    { name: 'eslint .', command: bin('eslint'), args: ['.'] },
    tsc('tsconfig.screens.json'),
    tsc('tsconfig.engine.json'),
    tsc('tsconfig.ai.json'),
  ],
  [tsc(null), { name: 'prettier --check .', command: bin('prettier'), args: ['--check', '.'] }],
];

/** Runs the check, its output kept; true when it passed. */
function run(check: Check): Promise<boolean> {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn(check.command, check.args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => output.push(b));
    child.stderr.on('data', (b: Buffer) => output.push(b));
    child.on('error', (e) => {
      console.error(`${check.name}: could not start (${e.message})`);
      done(false);
    });
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (code === 0) console.log(`${check.name}: passed in ${seconds} s`);
      else {
        console.error(`${check.name}: failed (exit ${code}) after ${seconds} s\n${Buffer.concat(output)}`);
      }
      done(code === 0);
    });
  });
}

async function lane(checks: Check[]): Promise<boolean> {
  for (const check of checks) if (!(await run(check))) return false;
  return true;
}

const started = performance.now();
const passed = await Promise.all(LANES.map(lane));
console.log(`static checks: ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (!passed.every(Boolean)) process.exit(1);
