// A long solve's options: --jobs (threads give the answer one thread gives), progress on stderr,
// --checkpoint (a killed solve resumes to the same answer; another game's file is refused),
// --moves and --merge (shards combine to the whole solve).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../src/cli/main.ts';

async function cli(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l), async *lines() {} });
  return { code, out, err };
}

async function solved(argv: string[]) {
  const run = await cli([...argv, '--json']);
  expect(run.code, run.err.join('\n')).toBe(0);
  return JSON.parse(run.out[0]!) as { value: number; best: string[]; unsolved?: string[] };
}

// 18 moves from the end of a beaker:5x5 game: enough for worker threads (from 17 moves left),
// under a second to solve.
const record = 'beaker:5x5 e1 e2 a1 a2 b1 a3 a4';
const directory = mkdtempSync(join(tmpdir(), 'solve-'));

describe('solve for a long time', () => {
  test('two threads, one thread and no symmetry give one answer; progress goes to stderr, stdout has only the result', async () => {
    const one = await cli(['solve', record, '--jobs', '1', '--json']);
    const two = await cli(['solve', record, '--jobs', '2', '--json']);
    expect(one.out).toHaveLength(1);
    expect(two.out).toEqual(one.out);
    expect(await solved(['solve', record, '--jobs', '2', '--no-symmetry'])).toEqual(JSON.parse(one.out[0]!));
    expect(two.err.at(-1)).toMatch(
      /^\w\d.*: (value [+-]?\d+|not the best) · 5\/5 root moves · [\d.]+ M positions · [\d.]+ M\/s · \d+ s$/,
    );
    expect(two.err[0]).toMatch(/ · 1\/5 root moves · .* · about \d+ s left$/);
  });

  test('the empty beaker:6x3 with threads: symmetric classes, the same as one thread and as without symmetry', async () => {
    const one = await solved(['solve', '--layout', 'beaker:6x3', '--jobs', '1']);
    expect(await solved(['solve', '--layout', 'beaker:6x3', '--jobs', '2'])).toEqual(one);
    expect(await solved(['solve', '--layout', 'beaker:6x3', '--jobs', '2', '--no-symmetry'])).toEqual(one);
  });

  test('a position over 20 moves needs --no-limit', async () => {
    const refused = await cli(['solve', '--layout', 'square:5']);
    expect(refused.code).toBe(2);
    expect(refused.err.join('\n')).toContain('or --no-limit to solve it however long it takes');
  });

  test('a solve of some moves resumes from its checkpoint to the whole answer', async () => {
    const whole = await solved(['solve', record]);
    const file = join(directory, 'resume.json');
    const part = await solved(['solve', record, '--moves', 'a,b', '--checkpoint', file]);
    expect(part.unsolved).toEqual(['e3', 'c1', 'd1']); // reading order: the top row first
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved.rules).toBe('beaker:5x5');
    expect(saved.classes.map((c: { moves: string[] }) => c.moves)).toEqual(
      expect.arrayContaining([['a5'], ['b2']]),
    );
    const resumed = await cli(['solve', record, '--checkpoint', file, '--json']);
    expect(resumed.err[0]).toBe(`resuming from ${file}: 2 root moves solved, 3 classes to go`);
    expect(JSON.parse(resumed.out[0]!)).toEqual(whole);
  });

  test('a killed solve resumes from its checkpoint with the same value', async () => {
    const file = join(directory, 'killed.json');
    const position = 'square:5 d1 e5 b4 e4 c3 b5 d5';
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/cli/main.ts', 'solve', position, '--jobs', '1', '--checkpoint', file],
      { stdio: 'ignore' },
    );
    const exited = new Promise((resolve) => child.on('exit', resolve));
    while (!existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 50));
    child.kill('SIGKILL');
    await exited;
    const before = JSON.parse(readFileSync(file, 'utf8')).classes.length;
    const classes = (await cli(['solve', position, '--no-symmetry', '--json'])).out[0];
    const resumed = await cli(['solve', position, '--checkpoint', file, '--json']);
    expect(resumed.out[0]).toBe(classes);
    expect(before).toBeGreaterThan(0);
    expect(resumed.err[0]).toContain(`resuming from ${file}: `);
  });

  test("another layout's or another position's checkpoint is refused, saying so", async () => {
    const file = join(directory, 'other.json');
    await cli(['solve', '--layout', 'grid:3x4', '--checkpoint', file, '--json']);
    const layout = await cli(['solve', '--layout', 'grid:4x3', '--checkpoint', file]);
    expect(layout.code).toBe(1);
    expect(layout.err.join('\n')).toContain(`${file} is a solve of grid:3x4, not of grid:4x3`);
    const rules = await cli(['solve', '--layout', 'grid:3x4', '--equal-moves', '--checkpoint', file]);
    expect(rules.err.join('\n')).toContain(`${file} is a solve of grid:3x4, not of grid:3x4/equal`);
    const position = await cli(['solve', 'grid:3x4 a1', '--checkpoint', file]);
    expect(position.err.join('\n')).toContain(`is a solve of the position "grid:3x4", not of "grid:3x4 a1"`);
    writeFileSync(join(directory, 'junk.json'), 'not json');
    expect(
      (await cli(['solve', '--layout', 'grid:3x4', '--checkpoint', join(directory, 'junk.json')])).err.join(
        '\n',
      ),
    ).toContain('is not a solve file');
  });

  test('shards of the root moves merge to the whole solve; files of two games are refused', async () => {
    const whole = await solved(['solve', record]);
    const a = join(directory, 'a.json');
    const b = join(directory, 'b.json');
    await solved(['solve', record, '--moves', 'a5,b2,c1', '--checkpoint', a]);
    await solved(['solve', record, '--moves', 'd1,e3', '--checkpoint', b]);
    expect(await solved(['solve', '--merge', a, b])).toEqual(whole);
    const half = await solved(['solve', '--merge', b]);
    expect(half.unsolved).toEqual(['a5', 'b2', 'c1']);
    const text = (await cli(['solve', '--merge', b])).out.join('\n');
    expect(text).toContain('not solved yet: a5 b2 c1');
    const other = join(directory, 'other-game.json');
    await solved(['solve', 'beaker:5x5 e1 e2 a1 a2 b1 a3 b2', '--moves', 'a', '--checkpoint', other]);
    const mixed = await cli(['solve', '--merge', a, other]);
    expect(mixed.code).toBe(1);
    expect(mixed.err.join('\n')).toContain(
      'is a solve of the position "beaker:5x5 e1 e2 a1 a2 b1 a3 b2", not of "beaker:5x5 e1 e2 a1 a2 b1 a3 a4"',
    );
    expect((await cli(['solve', '--merge'])).code).toBe(2);
    expect((await cli(['solve', record, '--moves', 'z9'])).err.join('\n')).toContain(
      '--moves: z9 is not a move here',
    );
  });
});
