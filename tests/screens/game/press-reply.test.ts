// "Your turn" and the board's presses agree (screens/game/turn-open.ts): the person's panel says
// "Your turn" from the frame that shows the computer's reply, and from then a press on a free square
// is taken at once: one made while the reply still lands and divides ends it where it stands and goes
// on as on the open turn (a held finger places, a quick tap aims, one tap places where that is the
// setting). While the computer thinks the panel says nothing of a turn, and a tap then waits for its
// move (a premove, press-premove.test.ts). The board view and the scene are played here by hand:
// holds while a move plays, the frames that show it, the board model's turn.
import { expect, test } from 'vitest';
import type { Player } from '../../../src/engine/index.ts';
import { MAGNIFIER_SEEN_MS, type PressStyle } from '../../../src/screens/game/board-fit.ts';
import { BoardModel } from '../../../src/screens/game/board-model.ts';
import { panelsAt, panelWords, YOUR_TURN } from '../../../src/screens/game/panel-words.ts';
import { PressModel } from '../../../src/screens/game/press.ts';
import { pressFinishesReply } from '../../../src/screens/game/turn-open.ts';
import { byLine, finger, handClock, indexBoard, makeMatch, recordingPressView, sq } from './ports.ts';

const tick = () => new Promise((r) => setTimeout(r, 2));

/** A game of the person against Easy on an 8×8 whose board is played by hand: each move holds the match until `settleMove`. */
function game(style: PressStyle) {
  const match = makeMatch('square:8', ['human', 'easy']);
  const clock = handClock();
  const view = recordingPressView();
  let facts: { turn: Player | null; playing: Player | null } = { turn: null, playing: null };
  const model = new BoardModel({
    match,
    names: ['You', 'Easy'],
    viewer: 0,
    mode: 'solo',
    view: { turn: (turn, playing) => (facts = { turn, playing: playing ?? null }), notice: () => {} },
  });
  model.shown();
  let update = -1;
  let release: (() => void) | null = null;
  let reply = false;
  let awaiting = false;
  const finishes: number[] = [];
  const settleMove = () => {
    const r = release;
    [release, reply] = [null, false];
    r?.();
    model.moveSettled(update);
    if (!awaiting) press.awaitDrawn();
    awaiting = true;
  };
  const press = new PressModel({
    match,
    board: indexBoard(match, style),
    view,
    clock: clock.now,
    names: ['You', 'Easy'],
    reply: {
      plays: () => reply,
      finish: () => {
        finishes.push(clock.now());
        settleMove();
      },
    },
  });
  press.drawn();
  clock.advance(10);
  // As the board view does: a move holds the match while it plays; the computer's hides the turn until drawn.
  match.on((e) => {
    if (e.type !== 'move') return;
    update = model.moveShows(e.player);
    release = match.hold();
    if (!e.byOpponent) return;
    reply = true;
    press.opponentMoveShows();
    press.clear(true);
    press.awaitDrawn();
    awaiting = false;
  });
  /** A frame drawn: the reply seen; the turn drawn once nothing plays. */
  const frame = () => {
    clock.advance(16);
    press.opponentMoveDrawn();
    if (awaiting && !release) {
      awaiting = false;
      press.drawn();
    }
    clock.advance(4);
  };
  /** Whether the person's panel says "Your turn" now. */
  const yourTurn = () => {
    const thinking = match.isThinking ? (2 as Player) : null;
    const beat = panelsAt({ ...facts, thinking })[0];
    return panelWords({ ...beat, paused: false, turnWord: YOUR_TURN, dots: 0 }) === YOUR_TURN;
  };
  /** A press on `name`: a quick tap (60 ms) or held long enough for the magnified square to be seen. */
  const pressOn = (name: string, held: boolean) => {
    const down = clock.now();
    // A quick tap by a square's edge, in doubt: on small squares it aims (one well inside places).
    const at = held ? finger(sq(match, name), down) : byLine(sq(match, name), down);
    press.down(at, false);
    const ms = held ? MAGNIFIER_SEEN_MS + 50 : 60;
    clock.advance(ms);
    press.up({ ...at, upTime: down + ms });
  };
  /** Waits for the computer's reply to come in (held on the board until settled). */
  const reply2 = async () => {
    for (let i = 0; i < 2000 && match.position.ply < 2; i++) await tick();
    expect(match.position.ply).toBe(2);
  };
  return { match, press, view, frame, settleMove, yourTurn, pressOn, reply: reply2, finishes, clock };
}

/** A free square away from the corners the test's first move and Easy's reply may take. */
const freeSquare = (match: ReturnType<typeof makeMatch>) =>
  ['d4', 'e5', 'c6', 'f3', 'b2'].find((n) => match.position.owner[sq(match, n)] === 0)!;

test('reply - a held finger on a free square while the reply still divides ends it and places there, on the next frame', async () => {
  const g = game('magnify');
  g.pressOn('a1', true);
  g.frame();
  g.settleMove();
  await g.reply();
  g.frame();
  expect(g.yourTurn()).toBe(true);
  const name = freeSquare(g.match);
  g.pressOn(name, true);
  expect(g.finishes).toHaveLength(1);
  g.frame();
  expect(g.match.position.ply).toBe(3);
  expect(g.match.position.lastMove()).toBe(sq(g.match, name));
  expect(g.view.told).toEqual([]);
});

test('reply - a quick tap on small squares while the reply divides ends it and aims there, as on the open turn; one-tap placing places', async () => {
  for (const style of ['magnify', 'tap'] as const) {
    const g = game(style);
    g.pressOn('a1', true);
    g.frame();
    g.settleMove();
    await g.reply();
    g.frame();
    const name = freeSquare(g.match);
    g.pressOn(name, false);
    g.frame();
    if (style === 'tap') expect(g.match.position.lastMove()).toBe(sq(g.match, name));
    else {
      expect(g.press.snapshot().aimed).toBe(sq(g.match, name));
      // The second tap on the aimed square places, as it does on the open turn.
      g.pressOn(name, false);
      expect(g.match.position.lastMove()).toBe(sq(g.match, name));
    }
    expect(g.finishes).toHaveLength(1);
  }
});

test('reply - "Your turn" shows exactly when a press places within a frame, at every beat of a turn', async () => {
  // Each beat from a fresh game brought to it: [what the beat is, how to reach it after the person's a1].
  const beats: [string, (g: ReturnType<typeof game>) => Promise<void>][] = [
    ['the person’s move plays', async () => {}],
    ['the computer thinks', async (g) => void (g.frame(), g.settleMove())],
    ['its reply plays, seen', async (g) => (g.frame(), g.settleMove(), await g.reply(), g.frame())],
    [
      'its reply settled, the turn not yet drawn',
      async (g) => (g.frame(), g.settleMove(), await g.reply(), g.frame(), g.settleMove()),
    ],
    [
      'the turn drawn',
      async (g) => (g.frame(), g.settleMove(), await g.reply(), g.frame(), g.settleMove(), g.frame()),
    ],
  ];
  const seen: [string, boolean, boolean][] = [];
  for (const [beat, reach] of beats) {
    const g = game('magnify');
    g.pressOn('a1', true);
    await reach(g);
    const shown = g.yourTurn();
    const ply = g.match.position.ply;
    const name = freeSquare(g.match);
    g.pressOn(name, true);
    g.frame();
    const placed = g.match.position.ply === ply + 1 && g.match.position.lastMove() === sq(g.match, name);
    seen.push([beat, shown, placed]);
  }
  for (const [beat, shown, placed] of seen) expect({ beat, placed }).toEqual({ beat, placed: shown });
  // Both kinds of beat were met: the rule is not true of nothing.
  expect(seen.some(([, shown]) => shown)).toBe(true);
  expect(seen.some(([, shown]) => !shown)).toBe(true);
});

test('reply - a press ends the reply only once a frame has shown it, on a free square, with the person to move next', () => {
  const at = { replyPlays: true, seen: true, personNext: true, onFreeSquare: true };
  expect(pressFinishesReply(at)).toBe(true);
  for (const k of Object.keys(at) as (keyof typeof at)[])
    expect(pressFinishesReply({ ...at, [k]: false })).toBe(false);
});
