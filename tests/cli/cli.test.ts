// The console front end, run in-process through runCli with a scripted stdin.
import { describe, expect, test } from 'vitest';
import { runCli } from '../../src/cli/main.ts';
import { replayRecord } from '../../src/engine/index.ts';
import { createAgent } from '../../src/ai/index.ts';

async function cli(argv: string[], stdin: string[] = []) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    async *lines() {
      yield* stdin;
    },
  });
  return { code, out, err };
}

describe('cli', () => {
  test('record - prints the board, both scores and whose turn it is', async () => {
    const { code, out } = await cli(['record', 'square:6 c3 d4 d3 e5']);
    expect(code).toBe(0);
    expect(out.join('\n')).toContain(' 3  . . x x . .');
    expect(out.join('\n')).toContain('score: 4 (x, player 1) – 4 (o, player 2)');
    expect(out.join('\n')).toContain('player 1 to move, 32 moves left');
  });

  test('record - json, one object per stdin line, errors answered and the rest go on', async () => {
    const { code, out } = await cli(
      ['record', '--json'],
      [
        'square:3 a1 a2 a3 b1 b2 b3 c1 c2 c3',
        'square:6 c3 c3',
        'beaker:4x4 c c',
        'hex:3/connections c3 a1 d3',
      ],
    );
    expect(code).toBe(1);
    expect(out.map((l) => JSON.parse(l))).toEqual([
      {
        rules: 'square:3',
        layout: 'square:3',
        moves: ['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'c1', 'c2', 'c3'],
        scores: [
          replayRecord('square:3 a1 a2 a3 b1 b2 b3 c1 c2 c3').score(1),
          replayRecord('square:3 a1 a2 a3 b1 b2 b3 c1 c2 c3').score(2),
        ],
        toMove: null,
        over: true,
        winner: expect.any(Number),
      },
      { error: 'move 2: c3 is occupied' },
      {
        rules: 'beaker:4x4',
        layout: 'beaker:4x4',
        moves: ['c1', 'c2'],
        scores: [1, 1],
        toMove: 1,
        over: false,
        winner: null,
      },
      {
        rules: 'hex:3/connections',
        layout: 'hex:3',
        moves: ['c3', 'a1', 'd3'],
        scores: [1, 0],
        toMove: 2,
        over: false,
        winner: null,
      },
    ]);
  });

  test('record - the text names the rules when they are not the classic ones', async () => {
    const { code, out } = await cli(['record', 'hex:3/equal/connections c3 a1 d3']);
    expect(code).toBe(0);
    const lines = out.join('\n').split('\n');
    expect(lines[0]).toBe('hex:3/equal/connections: equal moves, scored by connections');
    expect(lines).toContain('score: 1 (x, player 1) – 0 (o, player 2); the capital is the last move');
  });

  test('record - a bad record gets the reason and a non-zero exit, no stack trace', async () => {
    const { code, out, err } = await cli(['record', 'square:6 c3 d4 d4']);
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err).toEqual(['error: move 3: d4 is occupied']);
  });

  test('play - a whole game between two opponents, with players in the json', async () => {
    const { code, out } = await cli([
      'play',
      '--layout',
      'petri:6',
      '--p1',
      'hard',
      '--p2',
      'medium',
      '--opening',
      'c3 d4',
      '--json',
    ]);
    expect(code).toBe(0);
    const result = JSON.parse(out[0]!);
    expect(result.over).toBe(true);
    expect(result.moves.slice(0, 2)).toEqual(['c3', 'd4']);
    expect(result.moves).toHaveLength(32);
    expect(result.players).toEqual(['hard', 'medium']);
    const replayed = replayRecord(`petri:6 ${result.moves.join(' ')}`);
    expect(result.scores).toEqual([replayed.score(1), replayed.score(2)]);
  });

  test('play - equal moves stops an odd board one move early', async () => {
    const { out } = await cli([
      'play',
      '--layout',
      'square:5',
      '--p1',
      'easy',
      '--p2',
      'hard',
      '--equal-moves',
      '--json',
    ]);
    expect(JSON.parse(out[0]!).moves).toHaveLength(24);
  });

  test('play - throws - an unknown agent is named, exit 1', async () => {
    const { code, err } = await cli(['play', '--layout', 'square:4', '--p1', 'hardd', '--p2', 'easy']);
    expect(code).toBe(1);
    expect(err[0]).toContain("unknown agent 'hardd'");
  });

  test('play - a missing option prints the usage, exit 2', async () => {
    const { code, err } = await cli(['play', '--layout', 'square:4']);
    expect(code).toBe(2);
    expect(err.join('\n')).toContain('--p1 is required');
    expect(err.join('\n')).toContain('usage: play --layout L');
  });

  test("move - answers each line with the agent's move", async () => {
    const { code, out } = await cli(
      ['move', '--agent', 'hard'],
      ['square:6 c3 d4', 'square:6 c3 c3', 'square:6'],
    );
    expect(code).toBe(1);
    const answers = out.map((l) => JSON.parse(l));
    expect(answers[0].move).toBe('b5');
    expect(answers[0].ms).toEqual(expect.any(Number));
    expect(answers[1]).toEqual({ error: 'move 2: c3 is occupied' });
    expect(answers[2].move).toBe('c4');
  });

  test("explain - every legal move with features and values, and each opponent's choice", async () => {
    const record = 'square:5 c3 b2';
    const { code, out } = await cli(['explain', record, '--json']);
    expect(code).toBe(0);
    const explained = JSON.parse(out[0]!);
    expect(explained.moves).toHaveLength(23);
    const position = replayRecord(record);
    expect(explained.choices.hard).toBe(
      ['a', 'b', 'c', 'd', 'e'][position.layout.colOf[createAgent('hard').choose(position).square]!]! +
        (position.layout.rowOf[createAgent('hard').choose(position).square]! + 1),
    );
    const b3 = explained.moves.find((m: { move: string }) => m.move === 'b3');
    // b3 touches c3 (player 1) and b2 (player 2).
    expect(b3.features.p1.overlap).toBe(1);
    expect(b3.features.p2.overlap).toBe(1);
    expect(b3.features.p1.deltaScore).toBe(3);
  });

  test('unknown command - lists the commands', async () => {
    const { code, err } = await cli(['dance']);
    expect(code).toBe(2);
    expect(err[0]).toContain('commands: record, play, move, explain');
  });

  test('options - an unknown one, a value that is another option, or a value on a flag is a usage error', async () => {
    const unknown = await cli([
      'play',
      '--layout',
      'square:3',
      '--p1',
      'hard',
      '--p2',
      'easy',
      '--colour',
      'red',
    ]);
    expect(unknown.code).toBe(2);
    expect(unknown.err[0]).toMatch(
      /^play: unknown option --colour \(options: --layout, --p1, --p2, --opening, --json, --equal-moves\)\nusage: play /,
    );
    // Without the check, --foo would swallow the record and the command would wait on stdin.
    const swallowed = await cli(['record', '--foo', 'square:3 a1']);
    expect(swallowed.code).toBe(2);
    expect(swallowed.err[0]).toContain('unknown option --foo');
    const forgotten = await cli(['play', '--layout', 'square:3', '--p1', 'hard', '--p2', '--json']);
    expect(forgotten.code).toBe(2);
    expect(forgotten.err[0]).toMatch(/^play: --p2 needs a value\n/);
    const valued = await cli(['record', '--json=yes', 'square:3 a1']);
    expect(valued.code).toBe(2);
    expect(valued.err[0]).toContain("--json takes no value (or =true, =false), not 'yes'");
    const stray = await cli(['play', '--layout', 'square:3', '--p1', 'hard', '--p2', 'easy', 'quickly']);
    expect(stray.code).toBe(2);
    expect(stray.err[0]).toMatch(/^play: unexpected 'quickly': this command takes only options\n/);
    const twice = await cli(['play', '--layout', 'square:3', '--p1', 'hard', '--p2', 'easy', '--p1', 'easy']);
    expect(twice.err[0]).toMatch(/^play: --p1 is given twice\n/);
    const bare = await cli(['record', '--', 'square:3 a1']);
    expect(bare.err[0]).toMatch(/^record: '--' alone is not an option\n/);
    const off = await cli(['record', '--json=false', 'square:3 a1']);
    expect(off.code).toBe(0);
    expect(off.out[0]).toContain('score:');
  });

  test('agents - an argument to an agent that takes none is refused, not ignored', async () => {
    const { code, err } = await cli(['play', '--layout', 'square:3', '--p1', 'hard:3', '--p2', 'easy']);
    expect(code).toBe(1);
    expect(err[0]).toBe("play: 'hard:3': hard takes nothing after the colon; write 'hard'");
  });

  test('explain - a finished game is an error, not a usage mistake', async () => {
    const { code, err } = await cli(['explain', 'square:3 a1 a2 a3 b1 b2 b3 c1 c2 c3']);
    expect(code).toBe(1);
    expect(err).toEqual(['explain: the game is over: there is no move to explain']);
  });

  test('no command - the help goes to stderr with exit 2; help asked for goes to stdout', async () => {
    const bare = await cli([]);
    expect(bare.code).toBe(2);
    expect(bare.out).toEqual([]);
    expect(bare.err[0]).toContain('usage: npm run cli -- <command>');
    const asked = await cli(['help']);
    expect(asked.code).toBe(0);
    expect(asked.out[0]).toContain('usage: npm run cli -- <command>');
  });
});
