// Ports for the game board screen's models in Node: a match on a memory store, a board whose
// pointer coordinates are square indices, a hand-set clock, and views that write down what they
// were asked to draw.
import { AgentClient } from '../../../src/ai/client.ts';
import { Match } from '../../../src/game/match.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { BoardModel, type BoardPorts } from '../../../src/screens/game/board-model.ts';
import { fullColumnTop, type TapNear } from '../../../src/ui/refused-tap.ts';
import {
  PressModel,
  type PressBoard,
  type PressPointer,
  type PressView,
} from '../../../src/screens/game/press.ts';
import type { PressStyle } from '../../../src/screens/game/board-fit.ts';

export function makeMatch(
  rules: string,
  players: [string, string],
  moves: readonly number[] = [],
  store = new Store(new MemoryStorage()),
): Match {
  const match = new Match({ rules, players }, { client: new AgentClient(), store, moves });
  match.start();
  return match;
}

const tick = () => new Promise((r) => setTimeout(r, 2));

/** Waits until the match is neither thinking nor holding a move. */
export async function settle(match: Match): Promise<void> {
  for (let i = 0; i < 2000 && (match.busy || match.isThinking); i++) await tick();
}

/** The square's index from its name ("c3"). */
export function sq(match: Match, name: string): number {
  const layout = match.position.layout;
  for (let s = 0; s < layout.size; s++) if (squareName(match, s) === name) return s;
  throw new Error(`no square ${name}`);
}

import { squareName as engineSquareName } from '../../../src/engine/index.ts';
export const squareName = (match: Match, s: number): string => engineSquareName(match.position.layout, s);

/**
 * The board as the press model sees it, with a pointer's x being the square pressed (−1: off the
 * board; −2: on the board's picture but on no square, its rim) and its y how near a line (byLine): a tap plays that square, or under gravity its column's landing square. `style`: what a
 * finger's press does (a mouse's always places on release).
 */
export function indexBoard(match: Match, style: PressStyle = 'tap'): PressBoard {
  const layout = () => match.position.layout;
  return {
    targetAt: (x) => {
      const p = match.position;
      if (x < 0 || x >= layout().size) return -1;
      if (layout().gravity) return p.landingSquare(layout().colOf[x]!);
      return p.isLegal(x) ? x : -1;
    },
    takenAt: (x) => {
      const p = match.position;
      if (x < 0 || x >= layout().size) return -1;
      if (layout().gravity) return fullColumnTop(p, layout().colOf[x]!);
      return p.owner[x] !== 0 ? x : -1;
    },
    onPicture: (x) => x === -2 || (x >= 0 && x < layout().size),
    // A finger's point on a square's centre (y 0) is well inside it; by its line (byLine) in doubt.
    wellInside: (_x, y) => y !== ON_LINE,
    style: (touch) => (touch ? style : 'tap'),
  };
}

/** A press view that keeps what it was told. */
export function recordingPressView(): PressView & {
  told: string[];
  /** Where each was told: the tapped square, a point on no square, or null (no tap's place). */
  near: (TapNear | null)[];
  shaken: number[];
  aims: number[];
  lifts: boolean[];
  /** Whether each aim was a quick tap's, the finger up (its magnified square kept in sight). */
  settles: boolean[];
  ghosts: [number, number][];
} {
  const v = {
    told: [] as string[],
    near: [] as (TapNear | null)[],
    shaken: [] as number[],
    aims: [] as number[],
    ghosts: [] as [number, number][],
    ghost: (s: number, a: number) => {
      v.ghosts.push([s, a]);
    },
    lifts: [] as boolean[],
    settles: [] as boolean[],
    aim: (s: number, lift: boolean, settled = false) => {
      v.aims.push(s);
      v.lifts.push(lift);
      v.settles.push(settled);
    },
    shake: (s: number) => {
      v.shaken.push(s);
    },
    tell: (w: string, near?: TapNear) => {
      v.told.push(w);
      v.near.push(near ?? null);
    },
  };
  return v;
}

/** indexBoard's pointer y for a tap by the line between a square and the next (a pointer's y: how far from the square's centre). */
export const ON_LINE = 1;

/** A finger's pointer on square `s` by its line to the next square (in doubt), pressed at `downTime`. */
export const byLine = (s: number, downTime: number, id = 1): PressPointer => ({
  ...finger(s, downTime, true, id),
  y: ON_LINE,
});

/** A finger's (or the mouse's) pointer on the centre of square `s`, pressed at `downTime`. */
export const finger = (s: number, downTime: number, touch = true, id = 1): PressPointer => ({
  id,
  x: s,
  y: 0,
  touch,
  downTime,
});

/** A clock the test moves by hand. */
export function handClock(start = 1000): { now: () => number; at: number; advance(ms: number): void } {
  const c = {
    at: start,
    now: () => c.at,
    advance(ms: number) {
      c.at += ms;
    },
  };
  return c;
}

/**
 * The press model on `match` (a board whose pointers are square indices, `style` its press), drawn
 * and 10 ms on; `view` records what it was asked to draw unless a test brings its own.
 */
export function pressModelFor<V extends PressView = ReturnType<typeof recordingPressView>>(
  match: Match,
  o: { style?: PressStyle; names?: readonly [string, string]; view?: V } = {},
) {
  const view = (o.view ?? recordingPressView()) as V;
  const clock = handClock();
  const press = new PressModel({
    match,
    board: indexBoard(match, o.style),
    view,
    clock: clock.now,
    names: o.names ?? ['You', 'Easy'],
  });
  press.drawn();
  clock.advance(10);
  const moves = () => match.position.moves().map((s) => squareName(match, s));
  return { match, view, clock, press, moves };
}

/** The press model on a new match of `rules` between `players` (pressModelFor's options). */
export function pressOn<V extends PressView = ReturnType<typeof recordingPressView>>(
  rules: string,
  players: [string, string],
  o: { style?: PressStyle; names?: readonly [string, string]; view?: V } = {},
) {
  return pressModelFor(makeMatch(rules, players), o);
}

/** The press model on a fresh match, its players named You and Expert (the press tests' words). */
export function pressAsYou(
  rules: string,
  players: [string, string],
  o: { style?: PressStyle; names?: readonly [string, string] } = {},
) {
  return pressOn(rules, players, { style: o.style, names: o.names ?? ['You', 'Expert'] });
}

/** The notices a board model says when its board is shown for `match`, with `ports` (its tips' ports) besides. */
export function noticesWhenShown(match: Match, ports: Partial<BoardPorts>): [string, number][] {
  const notices: [string, number][] = [];
  const viewer = match.players[0] === 'human' ? 0 : match.players[1] === 'human' ? 1 : null;
  const model = new BoardModel({
    match,
    names: ['You', 'Them'],
    viewer,
    mode: viewer === null ? 'watch' : 'solo',
    view: { turn: () => {}, notice: (w, ms) => notices.push([w, ms]) },
    ...ports,
  });
  model.shown();
  return notices;
}
