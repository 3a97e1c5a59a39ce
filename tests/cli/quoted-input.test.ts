// Input quoted back in an error: control characters escaped, long input cut with its length,
// by the console commands and by the engine's own messages.
import { describe, expect, test } from 'vitest';
import { runCli } from '../../src/cli/main.ts';
import { quoteInput } from '../../src/engine/index.ts';

async function cli(argv: string[], stdin: string[] = []) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    async *lines() {
      yield* stdin;
    },
  });
  return { code, out, err };
}

/** Anything a terminal would act on rather than show. */
// eslint-disable-next-line no-control-regex -- the test looks for exactly these characters
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/;

describe('quoteInput', () => {
  test('escapes control and format characters, keeps the rest as typed', () => {
    expect(quoteInput('square:6')).toBe("'square:6'");
    expect(quoteInput('a\u001b]0;PWNED\u0007b')).toBe("'a\\x1b]0;PWNED\\x07b'");
    expect(quoteInput('\u009b2J \u202eevil \u2028')).toBe("'\\x9b2J \\u{202e}evil \\u{2028}'");
    expect(quoteInput('\t\r\n\u007f')).toBe("'\\x09\\x0d\\x0a\\x7f'");
    expect(quoteInput('é 🦠 c3')).toBe("'é 🦠 c3'");
    expect(quoteInput('\ud800x')).toBe("'\\u{d800}x'");
  });

  test('cuts long input with an ellipsis and its length, never inside an escape or an emoji', () => {
    expect(quoteInput('x'.repeat(40))).toBe(`'${'x'.repeat(40)}'`);
    expect(quoteInput('x'.repeat(41))).toBe(`'${'x'.repeat(40)}…' (41 characters)`);
    expect(quoteInput('x'.repeat(5_000_000))).toBe(`'${'x'.repeat(40)}…' (5000000 characters)`);
    expect(quoteInput(`${'x'.repeat(38)}\u001b`)).toBe(`'${'x'.repeat(38)}…' (39 characters)`);
    expect(quoteInput('🦠'.repeat(30), 10)).toBe(`'${'🦠'.repeat(5)}…' (30 characters)`);
    expect(quoteInput('abcdef', 3)).toBe("'abc…' (6 characters)");
  });
});

describe('errors quote input safely', () => {
  test('terminal escapes in a record are shown escaped, never written', async () => {
    const { code, err } = await cli(['record', 'square:6 \u001b]0;PWNED\u0007\u001b[2J']);
    expect(code).toBe(1);
    expect(err).toEqual([
      "error: move 1: '\\x1b]0;PWNED\\x07\\x1b[2J' is not a square name (a column letter and a row number, like c3)",
    ]);
    const layout = await cli(['record', '\u001b[31msquare:6']);
    expect(layout.err[0]).toMatch(/^error: '\\x1b\[31msquare:6' is not a layout id; accepted layouts/);
  });

  test('a 5 MB token gives a short error line, wherever it is typed', async () => {
    const huge = 'x'.repeat(5_000_000);
    const cases: string[][] = [
      ['record', huge],
      ['record', `square:6 ${huge}`],
      ['play', '--layout', huge, '--p1', 'easy', '--p2', 'hard'],
      ['play', '--layout', 'square:4', '--p1', huge, '--p2', 'hard'],
      ['play', '--layout', 'square:4', '--p1', `expert:${huge}`, '--p2', 'hard'],
      ['tournament', '--agents', 'easy,hard', '--openings', huge],
      ['tournament', '--agents', `easy,hard,${huge},${huge}`],
      ['tournament', '--agents', 'easy,hard', '--detail', huge],
      ['play', `--${huge}`],
      ['play', huge],
      ['play', `-${huge}`],
      [huge],
    ];
    for (const argv of cases) {
      const { code, err } = await cli(argv);
      expect(code).toBeGreaterThan(0);
      const message = err.join('\n').split('\nusage:')[0]!;
      expect(message.length, message.slice(0, 100)).toBeLessThan(400);
      expect(message).toMatch(/\(500000\d characters\)/);
    }
  });

  test('every error about typed input is free of control characters', async () => {
    const bad = 'bad\u001b[2J\u0007\u009b';
    const cases: string[][] = [
      ['record', bad],
      ['record', `square:6 ${bad}`],
      ['record', '--json', `square:6 ${bad}`],
      ['play', '--layout', 'square:4', '--p1', bad, '--p2', 'hard'],
      ['play', '--layout', 'square:4', '--p1', `random:${bad}`, '--p2', 'hard'],
      ['play', '--layout', 'square:4', '--p1', `hard:${bad}`, '--p2', 'easy'],
      ['play', '--layout', 'square:4', '--p1', 'hard', '--p2', 'easy', '--opening', bad],
      ['tournament', '--agents', 'easy,hard', '--seed', bad],
      ['tournament', '--agents', 'easy,hard', '--json=' + bad],
      ['tournament', '--agents', 'easy,hard', '--detail', bad],
      ['play', `--${bad}`],
      ['play', bad],
      ['move', '--agent', 'hard'],
      [bad],
    ];
    for (const argv of cases) {
      const { code, out, err } = await cli(argv, [`square:4 ${bad}`]);
      expect(code, argv.join(' ')).toBeGreaterThan(0);
      const lines = [...out, ...err].flatMap((l) => l.split('\n'));
      expect(lines.join('\n'), argv.join(' ')).toContain('bad');
      for (const line of lines) expect(line, argv.join(' ')).not.toMatch(HIDDEN);
    }
  });
});

describe('numbers are written one way', () => {
  test('agent ids and options take decimal digits only, without zero padding', async () => {
    const refused: Array<[string[], string]> = [
      [
        ['play', '--layout', 'square:4', '--p1', 'expert:0x10', '--p2', 'easy'],
        "'expert:0x10': expected a whole number from 1 to 1000000000 after the colon",
      ],
      [
        ['play', '--layout', 'square:4', '--p1', 'random:0b11', '--p2', 'easy'],
        "'random:0b11': expected a whole number",
      ],
      [
        ['play', '--layout', 'square:4', '--p1', 'random:007', '--p2', 'easy'],
        "'random:007': expected a whole number",
      ],
      [
        ['play', '--layout', 'square:4', '--p1', 'expert:1e3', '--p2', 'easy'],
        "'expert:1e3': expected a whole number",
      ],
      [
        ['play', '--layout', 'square:4', '--p1', 'random: 5', '--p2', 'easy'],
        "'random: 5': expected a whole number",
      ],
      [
        ['play', '--layout', 'square:4', '--p1', 'adaptive:0x1', '--p2', 'easy'],
        "'adaptive:0x1': expected a number from 0 to 1",
      ],
      [
        ['play', '--layout', 'square:4', '--p1', 'adaptive:.5', '--p2', 'easy'],
        "'adaptive:.5': expected a number",
      ],
      [
        ['play', '--layout', 'square:4', '--p1', 'adaptive:1e0', '--p2', 'easy'],
        "'adaptive:1e0': expected a number",
      ],
      [
        ['tournament', '--agents', 'easy,hard', '--seed', '007'],
        "--seed takes a whole number from 0 to 4294967295, not '007'",
      ],
      [
        ['tournament', '--agents', 'easy,hard', '--openings', '+3'],
        "--openings takes a whole number from 1 to 100000, not '+3'",
      ],
      [
        ['tournament', '--agents', 'easy,hard', '--jobs', ' 2'],
        "--jobs takes a whole number from 1 to 64, not ' 2'",
      ],
      [
        ['tournament', '--agents', 'easy,hard', '--move-timeout', '1.0'],
        "--move-timeout takes a whole number from 1 to 3600, not '1.0'",
      ],
    ];
    for (const [argv, message] of refused) {
      const { code, err } = await cli(argv);
      expect(code, argv.join(' ')).toBeGreaterThan(0);
      expect(err[0], argv.join(' ')).toContain(message);
    }
    const accepted = await cli([
      'play',
      '--layout',
      'square:3',
      '--p1',
      'random:0',
      '--p2',
      'adaptive:0.25',
      '--json',
    ]);
    expect(JSON.parse(accepted.out[0]!).players).toEqual(['random:0', 'adaptive:0.25']);
    // The game writes a skill that has drifted to almost nothing as JavaScript does.
    const tiny = await cli([
      'play',
      '--layout',
      'square:3',
      '--p1',
      `adaptive:${0.1 + 0.2 - 0.3}`,
      '--p2',
      'expert:10',
      '--json',
    ]);
    expect(JSON.parse(tiny.out[0]!).players).toEqual([`adaptive:${0.1 + 0.2 - 0.3}`, 'expert:10']);
  });
});
