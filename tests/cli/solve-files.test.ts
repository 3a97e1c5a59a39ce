// A solve's files trusted in nothing: a checkpoint or merge file with a damaged field, too many
// lines, values no game reaches, hidden characters, a device instead of a file; a checkpoint path
// whose folder is missing or goes away; a planted link beside it; --jobs beyond the cores.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
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

const directory = mkdtempSync(join(tmpdir(), 'solve-files-'));
// square:3 after two moves: 7 moves left, solved at once; no game of it ends outside -27 to 36.
const record = 'square:3 a1 c3';
const good = {
  format: 'cell-division solve 1',
  rules: 'square:3',
  position: record,
  classes: [{ moves: ['b2'], value: 2, bound: 'exact', positions: 100 }],
};

function fileWith(
  name: string,
  change: (f: Record<string, unknown> & { classes: Array<Record<string, unknown>> }) => void,
  raw?: string,
): string {
  const path = join(directory, `${name}.json`);
  const file = structuredClone(good) as Record<string, unknown> & { classes: Array<Record<string, unknown>> };
  change(file);
  writeFileSync(path, raw ?? JSON.stringify(file));
  return path;
}

/** A refusal: one line, exit 1, naming `field`, never a stack. */
async function refused(argv: string[], field: string | RegExp) {
  const run = await cli(argv);
  expect(run.code, run.out.join('\n')).toBe(1);
  expect(run.err).toHaveLength(1);
  expect(run.err[0]).toMatch(field);
  expect(run.err[0]).not.toContain('\u001b');
  return run.err[0]!;
}

describe('a damaged solve file is refused in one line naming the field, on resume and on --merge', () => {
  const cases: Array<
    [
      string,
      (f: Record<string, unknown> & { classes: Array<Record<string, unknown>> }) => void,
      string | RegExp,
    ]
  > = [
    [
      'classes-null',
      (f) => {
        f.classes = [null as never];
      },
      'classes[0] should be an object',
    ],
    [
      'classes-text',
      (f) => {
        f.classes = 'b2' as never;
      },
      '"classes" should be a list',
    ],
    [
      'moves-text',
      (f) => {
        f.classes[0]!.moves = 'a1';
      },
      'classes[0].moves should be a list',
    ],
    [
      'moves-number',
      (f) => {
        f.classes[0]!.moves = [123];
      },
      'classes[0].moves should hold square names',
    ],
    [
      'moves-empty',
      (f) => {
        f.classes[0]!.moves = [];
      },
      'classes[0].moves should be a list',
    ],
    [
      'moves-twice',
      (f) => {
        f.classes.push({ moves: ['b2'], value: 2, bound: 'exact', positions: 1 });
      },
      'classes[1].moves: b2 is solved twice',
    ],
    [
      'moves-played',
      (f) => {
        f.classes[0]!.moves = ['a1'];
      },
      "classes[0].moves: 'a1' is not a move of this position",
    ],
    [
      'value-half',
      (f) => {
        f.classes[0]!.value = 0.5;
      },
      'classes[0].value should be a whole number from -27 to 36',
    ],
    [
      'value-huge',
      (f) => {
        f.classes[0]!.value = 1e308;
      },
      'classes[0].value should be a whole number',
    ],
    [
      'value-99',
      (f) => {
        f.classes[0]!.value = 99;
      },
      'classes[0].value should be a whole number from -27 to 36 (the final differences a game of square:3 can reach), not 99',
    ],
    [
      'value-text',
      (f) => {
        f.classes[0]!.value = '2';
      },
      'classes[0].value should be',
    ],
    [
      'bound',
      (f) => {
        f.classes[0]!.bound = 'maybe';
      },
      'classes[0].bound should be "exact", "at most" or "at least"',
    ],
    [
      'positions-text',
      (f) => {
        f.classes[0]!.positions = '0abc';
      },
      "classes[0].positions should be a whole number of positions searched, not '0abc'",
    ],
    [
      'positions-negative',
      (f) => {
        f.classes[0]!.positions = -5;
      },
      'classes[0].positions should be',
    ],
    [
      'stray-field',
      (f) => {
        f.classes[0]!.note = 1;
      },
      "classes[0]: unknown field 'note'",
    ],
    [
      'rules-escape',
      (f) => {
        f.rules = 'square:3\u001b[31m';
      },
      /"rules" should be a rules id in plain text, not 'square:3\\x1b\[31m'/,
    ],
    [
      'position-escape',
      (f) => {
        f.position = 'square:3 a1\u001b[2J';
      },
      /"position" should be a game record in plain text, not 'square:3 a1\\x1b\[2J'/,
    ],
    [
      'too-many',
      (f) => {
        f.classes = Array.from({ length: 2000 }, () => ({
          moves: ['b2'],
          value: 2,
          bound: 'exact',
          positions: 1,
        }));
      },
      '"classes" has 2000 lines, but this position has only 7 moves',
    ],
  ];
  for (const [name, change, field] of cases) {
    test(name, async () => {
      const path = fileWith(name, change);
      await refused(['solve', '--merge', path], field);
      await refused(['solve', record, '--checkpoint', path], field);
      // The damaged file is left as it was, for a person to look at.
      expect(readFileSync(path, 'utf8')).toContain('"format"');
    });
  }

  test('beaker:5x5: a value no game of it reaches (99) is refused, on resume and on --merge', async () => {
    // Rows 1 to 3 full: 10 moves left.
    const beaker = 'beaker:5x5 a1 b1 c1 d1 e1 a2 b2 c2 d2 e2 a3 b3 c3 d3 e3';
    const path = join(directory, 'beaker-99.json');
    const line = { moves: ['a4'], value: 99, bound: 'exact', positions: 1 };
    writeFileSync(path, JSON.stringify({ ...good, rules: 'beaker:5x5', position: beaker, classes: [line] }));
    const refusal =
      'classes[0].value should be a whole number from -83 to 92 (the final differences a game of beaker:5x5 can reach), not 99';
    await refused(['solve', '--merge', path], refusal);
    await refused(['solve', beaker, '--checkpoint', path], refusal);
  });

  test('a file of two million lines is refused by its size, without a stack', async () => {
    const line = '{"moves":["b2"],"value":2,"bound":"exact","positions":1},';
    const path = fileWith(
      'huge',
      () => {},
      `{"format":"cell-division solve 1","rules":"square:3","position":"${record}","classes":[${line.repeat(2_000_000).slice(0, -1)}]}`,
    );
    await refused(['solve', '--merge', path], /huge\.json is \d+ bytes; a solve file is at most 1048576$/);
    await refused(['solve', record, '--checkpoint', path], /a solve file is at most 1048576$/);
  });

  test('a good file still merges and resumes; the progress never counts more root moves than there are', async () => {
    const path = fileWith('good', () => {});
    const merged = await cli(['solve', '--merge', path]);
    expect(merged.code, merged.err.join('\n')).toBe(0);
    expect(merged.out.at(-1)).toBe('100 positions searched');
    const resumed = await cli(['solve', record, '--checkpoint', path, '--no-symmetry']);
    expect(resumed.code, resumed.err.join('\n')).toBe(0);
    for (const line of resumed.err) {
      const counted = /(\d+)\/(\d+) root moves/.exec(line);
      if (counted) expect(Number(counted[1])).toBeLessThanOrEqual(Number(counted[2]));
    }
  });
});

describe('only regular files are read', () => {
  test('/dev/zero, a folder and a missing file are refused at once', async () => {
    await refused(['solve', '--merge', '/dev/zero'], '/dev/zero is not a regular file');
    await refused(['solve', '--merge', directory], /is not a regular file|is a folder/);
    await refused(['solve', '--merge', join(directory, 'none.json')], 'no such file');
  }, 5000);

  // /proc/self/mem stats as a regular file of 0 bytes, and reading it at 0 fails (EIO).
  test.runIf(existsSync('/proc/self/mem'))(
    'a file whose read fails is refused in one line',
    async () => {
      const line = await refused(['solve', '--merge', '/proc/self/mem'], 'cannot read /proc/self/mem');
      expect(line).not.toMatch(/\n|at .*\(/);
      const path = join(directory, 'resume-mem.json');
      symlinkSync('/proc/self/mem', path);
      await refused(['solve', record, '--checkpoint', path], /cannot read .*resume-mem\.json/);
    },
    5000,
  );
});

describe('the checkpoint path', () => {
  test('a missing folder is refused before any work, in one line', async () => {
    const path = join(directory, 'no-such-folder', 'run.json');
    const run = await cli(['solve', record, '--checkpoint', path]);
    expect(run.code).toBe(1);
    expect(run.err).toEqual([
      `solve: --checkpoint ${path}: the folder ${join(directory, 'no-such-folder')} does not exist`,
    ]);
    expect(run.out).toEqual([]);
  });

  test("an empty name or a folder's name is refused before any work, and nothing is written", async () => {
    for (const path of ['', `${join(directory, 'new')}/`]) {
      const run = await cli(['solve', record, '--checkpoint', path]);
      expect(run.code).toBe(1);
      expect(run.err).toEqual([
        `solve: --checkpoint '${path}' names no file: give a file name, like --checkpoint square5.json`,
      ]);
      expect(run.out).toEqual([]);
    }
    expect(existsSync('.partial')).toBe(false);
    expect(existsSync(join(directory, 'new'))).toBe(false);
  });

  test('a folder that goes away mid-solve: the answer is still given, with where it could not write', async () => {
    const folder = join(directory, 'going');
    mkdirSync(folder);
    const path = join(folder, 'run.json');
    // 18 moves left, several classes: seconds, long enough to pull the folder away after the first.
    const child = spawn(process.execPath, [
      '--import',
      'tsx',
      'src/cli/main.ts',
      'solve',
      'square:5 d1 e5 b4 e4 c3 b5 d5',
      '--jobs',
      '1',
      '--checkpoint',
      path,
      '--json',
    ]);
    const out: string[] = [];
    const err: string[] = [];
    child.stdout.on('data', (d: Buffer) =>
      out.push(
        ...d
          .toString()
          .split('\n')
          .filter((l) => l !== ''),
      ),
    );
    child.stderr.on('data', (d: Buffer) =>
      err.push(
        ...d
          .toString()
          .split('\n')
          .filter((l) => l !== ''),
      ),
    );
    const code = new Promise<number | null>((resolve) => child.on('exit', resolve));
    while (!existsSync(path)) await new Promise((resolve) => setTimeout(resolve, 5));
    rmSync(folder, { recursive: true });
    const run = { code: await code, out, err };
    expect(run.code).toBe(1);
    expect(JSON.parse(run.out[0]!).value).toEqual(expect.any(Number));
    expect(run.err.filter((l) => l.startsWith('could not write'))).toEqual([
      `could not write the checkpoint ${path}: cannot write ${path}.partial: its folder is gone; the solve goes on, its work kept in memory, and tries again after the next move`,
    ]);
    expect(run.err.at(-1)).toBe(
      `the checkpoint ${path} could not be written (cannot write ${path}.partial: its folder is gone): the answer above is the only copy of this solve`,
    );
  }, 60_000);

  test('a link planted at the .partial name is refused and the file it points at is untouched', async () => {
    const victim = join(directory, 'victim.txt');
    writeFileSync(victim, 'keep me');
    const path = join(directory, 'linked.json');
    symlinkSync(victim, `${path}.partial`);
    const run = await cli(['solve', record, '--checkpoint', path]);
    expect(run.code).toBe(1);
    expect(run.err).toEqual([
      `solve: ${path}.partial is a symbolic link: the checkpoint is not written through it; remove it and solve again`,
    ]);
    expect(readFileSync(victim, 'utf8')).toBe('keep me');
    expect(lstatSync(`${path}.partial`).isSymbolicLink()).toBe(true);
    expect(existsSync(path)).toBe(false);
  });

  test('a .partial left by a killed solve is replaced; the checkpoint is written', async () => {
    const path = join(directory, 'left.json');
    writeFileSync(`${path}.partial`, '{"half');
    const run = await cli(['solve', record, '--checkpoint', path, '--json']);
    expect(run.code, run.err.join('\n')).toBe(0);
    expect(JSON.parse(readFileSync(path, 'utf8')).rules).toBe('square:3');
    expect(existsSync(`${path}.partial`)).toBe(false);
  });
});

describe('--jobs', () => {
  test('more jobs than cores run as many threads as cores, saying so', async () => {
    const cores = availableParallelism();
    const run = await cli(['solve', 'beaker:5x5 e1 e2 a1 a2 b1 a3 a4', '--jobs', '256', '--json']);
    expect(run.code).toBe(0);
    expect(run.err[0]).toBe(
      `--jobs 256: this machine has ${cores} core${cores === 1 ? '' : 's'}, so the solve runs ${cores} thread${cores === 1 ? '' : 's'} (more would only share them)`,
    );
    expect(JSON.parse(run.out[0]!)).toEqual({ value: -8, best: ['b2'] });
  }, 60_000);
});
