// The guided game's script and pace on its model, in Node with a clock run by hand: the words of
// each step, the glowing square, whose turn the panels name, what a tap not taken is told, how
// long each line stays to be read, Skip during the guided game only, and where each part leads.
import { describe, expect, test } from 'vitest';
import { parseLayout, readSquareName, squareName } from '../../../src/engine/index.ts';
import { GuidedMatch, ScriptedClient } from '../../../src/game/tutorial-match.ts';
import { missedWords, readingMs } from '../../../src/words/tutorial-words.ts';
import { BEAKER_WORDS, SQUARE_WORDS } from '../../../src/words/tutorial-script.ts';
import {
  TUTORIAL_BOARDS,
  TutorialModel,
  type TutorialEnd,
  type TutorialPart,
} from '../../../src/screens/tutorial/tutorial-model.ts';

/** A wall clock moved by hand: timers run in order as it passes them. */
class HandClock {
  private t = 1000;
  private timers: { at: number; fn: () => void }[] = [];
  now = () => this.t;
  after = (ms: number, fn: () => void) => {
    this.timers.push({ at: this.t + ms, fn });
  };
  async advance(ms: number): Promise<void> {
    const end = this.t + ms;
    for (;;) {
      this.timers.sort((a, b) => a.at - b.at);
      const next = this.timers[0];
      if (!next || next.at > end) break;
      this.timers.shift();
      this.t = next.at;
      next.fn();
      await settle();
    }
    this.t = end;
    await settle();
  }
}

/** Lets the match's moves and the script's promises run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 8; i++) await new Promise((r) => setTimeout(r, 0));
}

function guided(part: TutorialPart, hasGame = false) {
  const spec = TUTORIAL_BOARDS[part];
  const layout = parseLayout(spec.rules);
  const square = (name: string) => {
    const read = readSquareName(layout, name);
    if (!('square' in read)) throw new Error(name);
    return read.square;
  };
  const match = new GuidedMatch(
    { rules: spec.rules, players: ['human', 'easy'] },
    { client: new ScriptedClient(spec.opponent.map(square)), minThinkMs: 0 },
  );
  match.pace.setPaused(true);
  const clock = new HandClock();
  let blinks = 0;
  // Centres as drawn: columns to the right, rows (numbered from the bottom) upwards.
  const centre = (s: number) => {
    const name = squareName(layout, s);
    return { x: (name.charCodeAt(0) - 97) * 10, y: -Number(name.slice(1)) * 10 };
  };
  const model = new TutorialModel({
    part,
    clock,
    match,
    hasGame,
    view: {
      changed: () => {},
      blink: () => {
        blinks++;
      },
      centre,
      squareSize: () => 10,
    },
  });
  match.start();
  let ended: TutorialEnd | null = null;
  void model.run().then((end) => {
    ended = end;
  });
  const words = () => model.snapshot().words;
  const ids = () => model.snapshot().choices.map((c) => c.id);
  /** A tap on the board, as the board's input hands it to the match. */
  const tap = async (name: string) => {
    const played = match.play(square(name));
    await settle();
    return played;
  };
  const next = async () => {
    expect(ids()).toEqual(['tutorial:next']);
    model.choose('tutorial:next');
    await settle();
  };
  /** The opponent's line after Next: its move lands, and the line stays its whole reading time. */
  const opponentLine = async (line: string) => {
    await next();
    expect(words()).toBe(line);
    expect(model.snapshot().phase).toBe('reading');
    await clock.advance(readingMs(line) - 1);
    expect(words()).toBe(line);
    await clock.advance(1);
    expect(words()).not.toBe(line);
  };
  return {
    model,
    match,
    clock,
    square,
    words,
    ids,
    tap,
    next,
    opponentLine,
    ended: () => ended,
    blinks: () => blinks,
  };
}

const OPPONENT_LINES = [SQUARE_WORDS.opponentFirst, SQUARE_WORDS.opponentSplits, SQUARE_WORDS.opponentTurn];

/** How many pieces the cell on a square is in (1 alone, 2 per line it splits along). */
function pieces(match: GuidedMatch, square: number): number {
  let lines = 0;
  for (let m = match.position.pattern[square]!; m; m &= m - 1) lines++;
  return lines === 0 ? 1 : 2 * lines;
}

describe('tutorial model', () => {
  test("the square board, step by step: words, the glow, the panels' turn, the scores, and the opponent's lines read in full", async () => {
    const g = guided('square');
    await settle();
    expect(g.model.snapshot()).toMatchObject({
      words: SQUARE_WORDS.first,
      phase: 'tap',
      turn: 1,
      marked: g.square('b2'),
      skip: true,
      choices: [],
    });
    // A wrong tap: nothing is played, the ring blinks, and the card says where to tap, then its words come back.
    expect(await g.tap('a2')).toBe(false);
    expect(g.match.position.moves()).toEqual([]);
    expect(g.blinks()).toBe(1);
    const line = 'Not that one: the glowing square is to the right.';
    expect(g.words()).toBe(line);
    await g.clock.advance(readingMs(line));
    expect(g.words()).toBe(SQUARE_WORDS.first);

    expect(await g.tap('b2')).toBe(true);
    // While the card explains the move and waits for Next, no panel names a turn, and nothing glows.
    expect(g.model.snapshot()).toMatchObject({
      words: 'Your cell is on its own, so it counts 1. Your score is at the top: 1.',
      phase: 'next',
      turn: null,
      marked: null,
    });
    await g.tap('a2');
    expect(g.words()).toBe('Press Next to go on.');
    await g.clock.advance(readingMs('Press Next to go on.'));
    await g.next();
    expect(g.model.snapshot().turn).toBe(null);
    expect(g.match.position.moves().map((m) => squareName(g.match.position.layout, m))).toEqual(['b2', 'a3']);
    expect(g.words()).toBe(OPPONENT_LINES[0]);
    await g.clock.advance(readingMs(OPPONENT_LINES[0]!));
    expect(g.model.snapshot()).toMatchObject({ words: SQUARE_WORDS.beside, turn: 1, marked: g.square('c2') });

    // One line through a neighbour: a split in two.
    await g.tap('c2');
    expect(g.words()).toMatch(/touch split once along the line that joins them.*You have 4\.$/);
    expect([pieces(g.match, g.square('b2')), pieces(g.match, g.square('c2'))]).toEqual([2, 2]);

    // The card says the opponent's cells split, and they do, on the board: towards its own, not towards yours.
    await g.opponentLine(OPPONENT_LINES[1]!);
    const [a3, b3] = [g.square('a3'), g.square('b3')];
    expect(g.match.position.owner[b3]).toBe(2);
    expect([pieces(g.match, a3), pieces(g.match, b3)]).toEqual([2, 2]);
    expect(g.match.scores()[1]).toBe(4);
    expect(g.words()).toBe(SQUARE_WORDS.opponentSplit(4));
    expect(g.words()).toMatch(/split only towards their own colour/);
    await g.next();

    // Opposite neighbours share one line: the middle cell has neighbours on both sides and stays in 2.
    expect(g.model.snapshot()).toMatchObject({ words: SQUARE_WORDS.otherSide, marked: g.square('a2') });
    await g.tap('a2');
    expect(pieces(g.match, g.square('b2'))).toBe(2);
    expect(g.words()).toMatch(
      /both sides, but both are on one line: it splits only once, still 2 pieces\. You have 6\.$/,
    );

    // Two lines: 4 pieces, not a doubling of the score; one late cell gains a lot.
    await g.opponentLine(OPPONENT_LINES[2]!);
    expect(g.words()).toBe(SQUARE_WORDS.corner);
    await g.tap('c1');
    for (const name of ['c1', 'c2', 'b2']) expect(pieces(g.match, g.square(name))).toBe(4);
    expect(g.words()).toBe(SQUARE_WORDS.twoLines(8, 14));
    expect(g.words()).toMatch(/^Split along two lines: 4 pieces\./);
    await g.next();

    // The last third decides, with the scores so far.
    const scores = g.match.scores();
    expect(scores).toEqual([14, 6]);
    expect(g.words()).toBe(SQUARE_WORDS.lastThird(14, 6));
    expect(g.words()).toMatch(/the last third of the game decides/);
    expect(g.model.snapshot().skip).toBe(true);
    await g.next();
    expect(g.ended()).toEqual({ to: 'beaker' });
  });

  test('the script: every line of the square board and the beaker fits the card (at most 160 characters)', () => {
    const lines = [
      ...Object.values(SQUARE_WORDS).map((w) => (typeof w === 'function' ? w(88, 88) : w)),
      ...Object.values(BEAKER_WORDS).map((w) => (typeof w === 'function' ? w(88) : w)),
    ];
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(160);
  });

  test("a tap late in the opponent's line gets a wait line that stays its reading time; then the line, then the next step", async () => {
    const g = guided('square');
    await settle();
    await g.tap('b2');
    await g.next();
    const opponent = OPPONENT_LINES[0]!;
    expect(g.words()).toBe(opponent);
    await g.clock.advance(readingMs(opponent) - 2200);
    await g.tap('a2');
    const wait = missedWords('reading', false, null, null, 1);
    expect(wait).toBe('The opponent has moved: your turn comes in a moment.');
    expect(g.words()).toBe(wait);
    // Neither the opponent line's own reading time nor anything else takes it away early.
    await g.clock.advance(readingMs(wait) - 1);
    expect(g.words()).toBe(wait);
    await g.clock.advance(1);
    // The line it stood in for comes back with the time it still had, then the person's turn.
    expect(g.words()).toBe(opponent);
    await g.clock.advance(2199);
    expect(g.words()).toBe(opponent);
    await g.clock.advance(1);
    expect(g.words()).toBe('Your turn again. Tap the glowing square, right beside your cell.');
  });

  test("a tap in the opponent's turn, before it moves, says to wait", async () => {
    const g = guided('square');
    await settle();
    await g.tap('b2');
    g.model.choose('tutorial:next');
    // The opponent's move has not come in yet: the tap comes first.
    for (let i = 0; i < 10 && g.model.snapshot().phase !== 'opponent'; i++) await Promise.resolve();
    expect(g.model.snapshot()).toMatchObject({ phase: 'opponent', turn: 2 });
    g.match.play(g.square('a2'));
    expect(g.words()).toBe("Wait a moment: it is the opponent's turn.");
  });

  test('the beaker: the glow is the landing square of the column, a tap anywhere in it plays; the end has its own choices and no Skip', async () => {
    for (const [hasGame, play] of [
      [false, 'Play Easy'],
      [true, 'Back to the game'],
    ] as const) {
      const g = guided('beaker', hasGame);
      await settle();
      expect(g.words()).toMatch(/glowing column/);
      expect(g.model.snapshot().marked).toBe(g.square('b1'));
      await g.tap('a3');
      expect(g.words()).toBe('Not that one: the glowing column is to the right.');
      await g.tap('b3');
      expect(g.words()).toBe('It dropped to the lowest empty square of the column.');
      await g.opponentLine("The opponent's turn.");
      expect(g.words()).toMatch(/same column/);
      await g.tap('b3');
      expect(g.match.position.moves().map((m) => squareName(g.match.position.layout, m))).toEqual([
        'b1',
        'c1',
        'b2',
      ]);
      expect(g.words()).toMatch(/both split\. You have \d+\.$/);
      expect(g.model.snapshot().skip).toBe(true);
      await g.opponentLine("The opponent's turn.");
      expect(g.model.snapshot().skip).toBe(false);
      expect(g.words()).toBe(
        'That is the whole game: take turns until the board is full. The higher score wins.',
      );
      expect(g.model.snapshot().choices.map((c) => [c.id, c.label])).toEqual([
        ['tutorial:menu', 'Menu'],
        ['tutorial:play', play],
      ]);
      g.model.choose('tutorial:play');
      await settle();
      // The first real game is against Easy; a game kept from before the tutorial goes on as it was.
      expect(g.ended()).toEqual(
        hasGame ? { to: 'leave', play: true } : { to: 'leave', play: true, opponent: 'easy' },
      );
    }
  });

  test('left (Skip): nothing more is said, and the script leads nowhere', async () => {
    const g = guided('square');
    await settle();
    await g.tap('a2');
    g.model.stop();
    expect(g.model.left).toBe(true);
    await g.clock.advance(10_000);
    expect(g.words()).toBe('Not that one: the glowing square is to the right.');
  });
});
