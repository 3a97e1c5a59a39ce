// The guided game set up for its model's tests, in Node: the match with its scripted opponent, a
// wall clock moved by hand, and the taps and presses a person makes (tutorial-model*.test.ts).
import { expect } from 'vitest';
import { parseLayout, readSquareName, squareName } from '../../../src/engine/index.ts';
import { GuidedMatch, ScriptedClient } from '../../../src/game/tutorial-match.ts';
import { readingMs } from '../../../src/words/tutorial-words.ts';
import { GUIDED_WORDS } from '../../../src/words/tutorial-script.ts';
import type { PointerKind } from '../../../src/words/press-words.ts';
import {
  GUIDED_BOARD,
  TutorialModel,
  type TutorialEnd,
} from '../../../src/screens/tutorial/tutorial-model.ts';

/** A wall clock moved by hand: timers run in order as it passes them. */
export class HandClock {
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
export async function settle(): Promise<void> {
  for (let i = 0; i < 8; i++) await new Promise((r) => setTimeout(r, 0));
}

export function guided(hasGame = false, first: PointerKind = 'touch', thinkMs = 0) {
  const spec = GUIDED_BOARD;
  let pointer = first;
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
  /** The squares of the taps not taken, as the view was told them. */
  const blinked: number[] = [];
  /** Told each time the model says the view should draw again (observe). */
  let observer: (() => void) | null = null;
  // Centres as drawn: columns to the right, rows (numbered from the bottom) upwards.
  const centre = (s: number) => {
    const name = squareName(layout, s);
    return { x: (name.charCodeAt(0) - 97) * 10, y: -Number(name.slice(1)) * 10 };
  };
  const model = new TutorialModel({
    clock,
    match,
    hasGame,
    pointer: () => pointer,
    thinkMs,
    view: {
      changed: () => observer?.(),
      blink: (s) => {
        blinks++;
        blinked.push(s);
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
  /** The try-it board after the picture's Next: a square of it tapped (the better one by default). */
  const tryIt = async (name = 'd2') => {
    await next();
    model.tryTrap(name);
    await settle();
  };
  return {
    model,
    match,
    tryIt,
    clock,
    square,
    words,
    ids,
    tap,
    next,
    opponentLine,
    ended: () => ended,
    blinks: () => blinks,
    blinked: () => blinked,
    use: (kind: PointerKind) => {
      pointer = kind;
    },
    /** Calls `fn` each time the model asks the view to draw again. */
    observe: (fn: () => void) => {
      observer = fn;
    },
  };
}

export const OPPONENT_LINES = [GUIDED_WORDS.opponentTurn, GUIDED_WORDS.opponentBeside] as const;

/** How many pieces the cell on a square is in (1 alone, 2 per line it splits along). */
export function pieces(match: GuidedMatch, square: number): number {
  let lines = 0;
  for (let m = match.position.pattern[square]!; m; m &= m - 1) lines++;
  return lines === 0 ? 1 : 2 * lines;
}
