// The cells' small figures are explained on the board once: the first time one is in sight in a game
// the person plays, a notice says they are the cell's pieces (its points) and how to see any cell's;
// kept on the device (settings), so never again, a board opened afresh (a restart, a reload) included.
import { expect, test } from 'vitest';
import { resolveMove, type Position } from '../../../src/engine/index.ts';
import type { Match } from '../../../src/game/match.ts';
import { DEFAULT_SETTINGS, loadSettings, saveSettings } from '../../../src/game/settings.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { BoardModel, COUNT_NOTICE_MS } from '../../../src/screens/game/board-model.ts';
import type { CountNoticePorts } from '../../../src/screens/game/count-notice.ts';
import { countNoticeWords } from '../../../src/words/pieces-words.ts';
import { makeMatch } from './ports.ts';

/** The device: its store and settings, as the board scene keeps them. */
function device() {
  const store = new Store(new MemoryStorage());
  return { store, settings: structuredClone(DEFAULT_SETTINGS) };
}

/**
 * A board model on `match`, the figures in sight where a cell has `least` pieces or more (as the
 * board draws them: on a small board's wide cells, none), its moves settling one by one.
 */
function board(
  match: Match,
  d: ReturnType<typeof device>,
  o: {
    viewer?: 0 | 1 | null;
    least?: number;
    pointer?: 'touch' | 'mouse';
    shown?: (p: Position) => boolean;
    firstGame?: boolean;
    retry?: boolean;
  } = {},
) {
  const notices: [string, number][] = [];
  const least = o.least ?? 6;
  const counts: CountNoticePorts = {
    shown: o.shown ?? ((p: Position) => Array.from(p.owner).some((w, s) => w > 0 && pieces(p, s) >= least)),
    told: () => d.settings.countsExplained,
    tell: () => {
      d.settings.countsExplained = true;
      saveSettings(d.store, d.settings);
    },
    pointer: () => o.pointer ?? 'touch',
    firstGame: () => o.firstGame ?? false,
    retry: () => o.retry ?? false,
  };
  const viewer = o.viewer === undefined ? 0 : o.viewer;
  const model = new BoardModel({
    match,
    names: ['You', 'Them'],
    viewer,
    mode: viewer === null ? 'duo' : 'solo',
    view: { turn: () => {}, notice: (w, ms) => notices.push([w, ms]) },
    counts,
  });
  model.shown();
  const step = (moves: string[]) => {
    for (const m of moves) {
      const move = resolveMove(match.position, m);
      if ('error' in move) throw new Error(move.error);
      const mover = match.position.toMove()!;
      match.play(move.square);
      model.moveSettled(model.moveShows(mover));
    }
  };
  return { notices, step, model };
}

function pieces(p: Position, s: number): number {
  let lines = 0;
  for (let m = p.pattern[s]!; m; m &= m - 1) lines++;
  return lines === 0 ? 1 : 2 * lines;
}

test('the first figure in sight: what it is, once, with time to read it; never again on the device', () => {
  const d = device();
  const match = makeMatch('square:5', ['human', 'human']);
  const b = board(match, d);
  // Cells of 1, 2 and 4 pieces carry no figure here: nothing to explain yet.
  b.step(['b2', 'e5', 'c2', 'e4', 'c3']);
  expect(b.notices).toEqual([]);
  // b3 touches b2, c2 and c3 along three lines: 6 pieces, the first figure.
  b.step(['a5', 'b3']);
  expect(b.notices).toEqual([[countNoticeWords('touch'), COUNT_NOTICE_MS]]);
  expect(b.notices[0]![0]).toBe(
    'The small figure on a cell counts its pieces: its points. Hold any square to see why, or what it would gain; slide off to not play there.',
  );
  b.step(['d5', 'd3']);
  expect(b.notices).toHaveLength(1);
  // Kept on the device: a board opened again (a restart, a reload) with figures at once says nothing.
  expect(loadSettings(d.store).countsExplained).toBe(true);
  const again = board(match, { store: d.store, settings: loadSettings(d.store) });
  again.step(['a1']);
  expect(again.notices).toEqual([]);
});

test('said only to a person playing, and in the words of the input in use', () => {
  const match = makeMatch('square:4', ['human', 'human']);
  const watched = device();
  const b = board(match, watched, { viewer: null, least: 1 });
  b.step(['a1']);
  expect(b.notices).toEqual([]);
  // Not said, so not kept: the first game the person plays says it.
  expect(watched.settings.countsExplained).toBe(false);
  const mouse = board(makeMatch('square:4', ['human', 'easy']), device(), { least: 1, pointer: 'mouse' });
  expect(mouse.notices).toEqual([]);
  mouse.step(['b2']);
  expect(mouse.notices.map(([w]) => w)).toEqual([
    'The small figure on a cell counts its pieces: its points. Rest the mouse on any square to see why, or what it would gain.',
  ]);
});

test('on hexagons and triangles the notice names the places as drawn', () => {
  const hex = board(makeMatch('hex:3', ['human', 'easy']), device(), { least: 1 });
  hex.step(['c3']);
  expect(hex.notices.map(([w]) => w)).toEqual([
    'The small figure on a cell counts its pieces: its points. Hold any hexagon to see why, or what it would gain; slide off to not play there.',
  ]);
  const tri = board(makeMatch('tri:4', ['human', 'easy']), device(), { least: 1, pointer: 'mouse' });
  tri.step(['c2']);
  expect(tri.notices.map(([w]) => w)).toEqual([
    'The small figure on a cell counts its pieces: its points. Rest the mouse on any triangle to see why, or what it would gain.',
  ]);
});

test('not said on a finished board: a figure first in sight at the last move waits for the next game', () => {
  const d = device();
  const match = makeMatch('square:3', ['human', 'human']);
  // The figures come in sight only with the last move, as when a game's last cell is its first big one.
  const b = board(match, d, { shown: (p) => p.isOver() });
  b.step(['a1', 'c3', 'b1', 'c2', 'a2', 'b3', 'a3', 'c1']);
  expect(match.position.isOver()).toBe(false);
  b.step(['b2']);
  expect(match.position.isOver()).toBe(true);
  expect(b.notices).toEqual([]);
  // Not said, so not kept: the next game says it.
  expect(d.settings.countsExplained).toBe(false);
  const next = board(makeMatch('square:3', ['human', 'human']), d, { least: 1 });
  next.step(['a1']);
  expect(next.notices.map(([w]) => w)).toEqual([countNoticeWords('touch')]);
});

// A new player's first real board showed the hold tip, then a three-line note on the figures a few
// moves on: too much to read in the first minutes. One short tip at a time: on squares (the guided
// game showed their figures) the note waits for a later game; other boards still say it at once.
test("a new player's first square board: the figures' note waits for a later game; a hexagon's first board says it", () => {
  const d = device();
  const first = board(makeMatch('square:5', ['human', 'easy']), d, { least: 1, firstGame: true });
  first.step(['b2', 'c3', 'd4']);
  expect(first.notices).toEqual([]);
  expect(d.settings.countsExplained).toBe(false);
  const later = board(makeMatch('square:5', ['human', 'easy']), d, { least: 1 });
  later.step(['b2']);
  expect(later.notices.map(([w]) => w)).toEqual([countNoticeWords('touch')]);
  const hex = board(makeMatch('hex:3', ['human', 'easy']), device(), { least: 1, firstGame: true });
  hex.step(['c3']);
  expect(hex.notices).toHaveLength(1);
});

// A retry from the review tells the move being tried again ("Move 14 again: …"); the figures' note,
// first due on the game after a new player's first, arrived over it and took its place.
test("a retry's board leaves its words to the retry: the figures' note waits for a game of its own", () => {
  const d = device();
  const retry = board(makeMatch('square:5', ['human', 'easy']), d, { least: 1, retry: true });
  retry.step(['b2', 'c3']);
  expect(retry.notices).toEqual([]);
  expect(d.settings.countsExplained).toBe(false);
  const next = board(makeMatch('square:5', ['human', 'easy']), d, { least: 1 });
  next.step(['b2']);
  expect(next.notices.map(([w]) => w)).toEqual([countNoticeWords('touch')]);
});
