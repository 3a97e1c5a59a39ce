// The opponent choice when the board or rules change who can play (a reviewer chose Perfect, tapped
// Petri dish 6 across and found "You vs Expert" with nothing said; then saw "You vs Perfect" beside
// "Best play is not known with these rules"): the setup says on the spot that Perfect gives way to the Expert,
// and the not-solved line agrees with who plays.
import { expect, test } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../src/game/settings.ts';
import { setupFromSettings } from '../../../src/screens/menu/play-setup.ts';
import {
  NOT_SOLVED_PLAIN,
  NOT_SOLVED_WORKED_OUT,
  PERFECT_ABSENT,
  PERFECT_GIVES_WAY,
  PERFECT_GIVES_WAY_LINE,
} from '../../../src/words/opponent-choice-words.ts';
import type { MenuView } from '../../../src/screens/menu/menu-view.ts';
import { menuRig, SETUP } from './menu-ports.ts';

const BOARD = { ...SETUP, tab: 'board' } as const;
const PLAYERS = { ...SETUP, tab: 'players' } as const;
const RULES = { ...SETUP, tab: 'rules' } as const;
const allLines = (rig: ReturnType<typeof menuRig>, view: MenuView) =>
  rig.model.setup
    .snapshot(view)
    .sections.flatMap((s) => (s.kind === 'line' || s.kind === 'solved' ? [[s.name, s.words]] : []));
/** The lines about who can play: the hints line and the one under who moves first (what best play gives each seat) apart. */
const lines = (rig: ReturnType<typeof menuRig>, view: MenuView) =>
  allLines(rig, view).filter(([name]) => name !== 'setup:best-play-seat' && name !== 'setup:hints-off');
/** The line under who moves first, or undefined. */
const seat = (rig: ReturnType<typeof menuRig>, view: MenuView) =>
  allLines(rig, view).find(([name]) => name === 'setup:best-play-seat')?.[1];

/** The line and button that an option keeps Perfect from playing, or null. */
const wayBack = (rig: ReturnType<typeof menuRig>, view: MenuView) => {
  const s = rig.model.setup.snapshot(view).sections.find((x) => x.kind === 'way-back');
  return s?.kind === 'way-back' ? { words: s.words, option: s.option } : null;
};

test('Perfect chosen on petri 5 plays; a tap on 6 across says at once that Expert plays, on every tab', () => {
  const rig = menuRig({
    family: 'petri',
    opponent: 'perfect',
    layouts: { ...DEFAULT_SETTINGS.layouts, petri: 'petri:5' },
  });
  expect(rig.model.setup.snapshot(BOARD).summary).toBe('Petri dish 5 across · You vs Perfect');
  expect(lines(rig, PLAYERS)).toEqual([]);
  rig.model.setup.choose(BOARD, 'size:petri:6');
  const summary = `Petri dish 6 across · You vs Expert · ${PERFECT_GIVES_WAY}`;
  for (const view of [BOARD, PLAYERS, RULES]) expect(rig.model.setup.snapshot(view).summary).toBe(summary);
  expect(lines(rig, PLAYERS)).toEqual([['setup:perfect-gives-way', PERFECT_GIVES_WAY_LINE]]);
  // What Play starts is what the line says.
  const started = setupFromSettings(rig.ports.settings, 0.5);
  expect(started.players).toContain('expert');
  expect(started.players).not.toContain('perfect');
  // Back to 5 across: Perfect plays again, and nothing more is said.
  rig.model.setup.choose(BOARD, 'size:petri:5');
  expect(rig.model.setup.snapshot(BOARD).summary).toBe('Petri dish 5 across · You vs Perfect');
  expect(lines(rig, PLAYERS)).toEqual([]);
});

test('another opponent chosen: a board too long for Perfect says in one line why its card is missing', () => {
  const rig = menuRig({ family: 'petri', opponent: 'medium' });
  rig.model.setup.choose(BOARD, 'size:petri:8');
  expect(rig.model.setup.snapshot(BOARD).summary).toBe('Petri dish 8 across · You vs Medium');
  expect(lines(rig, PLAYERS)).toEqual([['setup:perfect-absent', PERFECT_ABSENT.board]]);
  // Where Perfect is among the cards, nothing is said of it; nor between two people, who choose no opponent.
  rig.model.setup.choose(BOARD, 'size:petri:5');
  expect(lines(rig, PLAYERS)).toEqual([]);
  rig.model.setup.choose(BOARD, 'size:petri:8');
  rig.model.setup.choose(PLAYERS, 'mode:duo');
  expect(lines(rig, PLAYERS)).toEqual([]);
  // Watching two: said under both rows of cards.
  rig.model.setup.choose(PLAYERS, 'mode:watch');
  expect(lines(rig, PLAYERS)).toEqual([['setup:perfect-absent', PERFECT_ABSENT.board]]);
});

test('another opponent chosen: options Perfect cannot play on this board are named, not the board', () => {
  const rig = menuRig({ opponent: 'easy', layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:5' } });
  expect(lines(rig, PLAYERS)).toEqual([]);
  rig.model.setup.choose(RULES, 'jumps');
  expect(lines(rig, PLAYERS)).toContainEqual([
    'setup:perfect-absent',
    'One more opponent, Perfect, plays this board without jumps.',
  ]);
});

test('another opponent chosen: a solved board with rules best play is not known for says only that, naming no Perfect', () => {
  const rig = menuRig({
    opponent: 'easy',
    family: 'square',
    layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:5' },
  });
  rig.model.setup.choose(RULES, 'jumps');
  expect(lines(rig, RULES)).toContainEqual(['setup:not-solved', NOT_SOLVED_PLAIN]);
  expect(lines(rig, RULES).flatMap(([, words]) => words)).not.toContainEqual(
    expect.stringMatching(/Perfect/),
  );
});

test('watching two: a Perfect that gives way is said too', () => {
  const rig = menuRig({ mode: 'watch', opponent1: 'perfect', opponent2: 'hard', family: 'petri' });
  rig.model.setup.choose(BOARD, 'size:petri:7');
  expect(rig.model.setup.snapshot(BOARD).summary).toBe(
    `Petri dish 7 across · Watch Expert vs Hard · ${PERFECT_GIVES_WAY}`,
  );
  expect(lines(rig, PLAYERS).map(([name]) => name)).toEqual(['setup:perfect-gives-way']);
});

test('stem cells on solved petri 5: the not-solved line says Perfect works each move out, beside "You vs Perfect"', () => {
  const rig = menuRig({
    family: 'petri',
    opponent: 'perfect',
    layouts: { ...DEFAULT_SETTINGS.layouts, petri: 'petri:5' },
  });
  rig.model.setup.choose(RULES, 'stem');
  expect(rig.model.setup.snapshot(RULES).summary).toBe('Petri dish 5 across · Stem cells · You vs Perfect');
  expect(lines(rig, RULES)).toContainEqual(['setup:not-solved', NOT_SOLVED_WORKED_OUT]);
  // Capture instead: its 21 squares are one move past Perfect's reach, and the line says who plays,
  // where the player chose, with the way back in one tap.
  rig.model.setup.choose(RULES, 'stem');
  rig.model.setup.choose(RULES, 'capture');
  expect(wayBack(rig, RULES)).toEqual({
    words: 'Perfect plays without capture; with capture, Expert plays.',
    option: { id: 'perfect:way-back', label: 'Turn capture off', chosen: false },
  });
  expect(rig.model.setup.snapshot(RULES).summary).toBe(
    'Petri dish 5 across · Capture: you fill the last square, which can take the whole board · You vs Expert · Perfect plays without capture',
  );
  rig.model.setup.choose(RULES, 'perfect:way-back');
  expect(rig.saved().capture).toBe(false);
  expect(wayBack(rig, RULES)).toBeNull();
  expect(rig.model.setup.snapshot(RULES).summary).toBe('Petri dish 5 across · You vs Perfect');
});

test('Perfect on 4×4, a draw with best play: said under who moves first before Play, whoever moves first', () => {
  const rig = menuRig({
    family: 'square',
    opponent: 'perfect',
    layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:4' },
  });
  const draw =
    'With best play it is a draw, whoever moves first: Perfect never loses it. Try a bigger board to beat it.';
  expect(seat(rig, PLAYERS)).toBe(draw);
  rig.model.setup.choose(PLAYERS, 'first:opponent');
  expect(seat(rig, PLAYERS)).toBe(draw);
  // The Expert plays a solved board's best moves from the book too: said in its name.
  rig.model.setup.choose(PLAYERS, 'opponent:expert');
  expect(seat(rig, PLAYERS)).toBe(
    'With best play it is a draw, whoever moves first: Expert never loses it. Try a bigger board to beat it.',
  );
  // Against an opponent that slips, the result of best play is still said, and nobody is said to hold it.
  rig.model.setup.choose(PLAYERS, 'opponent:hard');
  expect(seat(rig, PLAYERS)).toBe('With best play it is a draw, whoever moves first.');
});

test('Expert on flask 6 wide, won by the second seat with best play: said under who moves first, with the swap, and in the summary on every tab', () => {
  const rig = menuRig({
    family: 'flask',
    opponent: 'expert',
    layouts: { ...DEFAULT_SETTINGS.layouts, flask: 'flask:6x2' },
  });
  const first = seat(rig, PLAYERS) ?? '';
  expect(first).toMatch(
    /^With best play the second player wins by \d+: you sit first\. Expert knows it\. Move second to take the winning seat\.$/,
  );
  const margin = first.match(/wins by (\d+)/)![1];
  // The line stands right under the row it speaks of.
  const sections = rig.model.setup.snapshot(PLAYERS).sections;
  const row = sections.findIndex((s) => s.caption === 'WHO MOVES FIRST');
  expect(sections[row + 1]).toMatchObject({ name: 'setup:best-play-seat' });
  expect(rig.model.setup.snapshot(BOARD).summary).toContain(
    `Best play: the second player wins by ${margin} (you move first)`,
  );
  rig.model.setup.choose(PLAYERS, 'first:opponent');
  expect(seat(rig, PLAYERS)).toBe(
    `With best play the second player wins by ${margin}: you sit second, the winning seat.`,
  );
  expect(rig.model.setup.snapshot(BOARD).summary).not.toContain('Best play');
});

test('two people on flask 6 wide: the line under who moves first says which seat wins, no one named', () => {
  const rig = menuRig({
    family: 'flask',
    mode: 'duo',
    layouts: { ...DEFAULT_SETTINGS.layouts, flask: 'flask:6x2' },
  });
  expect(seat(rig, PLAYERS)).toMatch(/^With best play the second player wins by \d+\.$/);
});

test('a board whose best play is not known says nothing under who moves first', () => {
  const rig = menuRig({
    family: 'square',
    opponent: 'expert',
    layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:12' },
  });
  expect(seat(rig, PLAYERS)).toBeUndefined();
});

test('jumps on square 5×5 with Perfect chosen: said where the player chose, on Rules and Who plays, and one tap brings Perfect back', () => {
  const rig = menuRig({ opponent: 'perfect', layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:5' } });
  expect(rig.model.setup.snapshot(RULES).summary).toBe('Square 5×5 · You vs Perfect');
  rig.model.setup.choose(RULES, 'jumps');
  const said = {
    words: 'Perfect plays without jumps; with jumps, Expert plays.',
    option: { id: 'perfect:way-back', label: 'Turn jumps off', chosen: false },
  };
  expect(wayBack(rig, RULES)).toEqual(said);
  expect(wayBack(rig, PLAYERS)).toEqual(said);
  // In the room of the not-solved line, which would say the same thing in other words.
  expect(lines(rig, RULES).map(([name]) => name)).not.toContain('setup:not-solved');
  expect(rig.model.setup.snapshot(RULES).summary).toBe(
    'Square 5×5 · Jumps · You vs Expert · Perfect plays without jumps',
  );
  expect(rig.model.setup.choose(PLAYERS, 'perfect:way-back')).toEqual(PLAYERS);
  expect(rig.saved()).toMatchObject({ jumps: false, opponent: 'perfect' });
  expect(rig.model.setup.snapshot(RULES).summary).toBe('Square 5×5 · You vs Perfect');
  expect(wayBack(rig, RULES)).toBeNull();
});

test('two options that each keep Perfect away are named together and both turned off; a board too big for Perfect offers no way back', () => {
  const rig = menuRig({
    opponent: 'perfect',
    stem: true,
    capture: true,
    layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:5' },
  });
  expect(wayBack(rig, RULES)).toEqual({
    words: 'Perfect plays without capture and stem cells; with them, Expert plays.',
    option: { id: 'perfect:way-back', label: 'Turn capture and stem cells off', chosen: false },
  });
  rig.model.setup.choose(RULES, 'perfect:way-back');
  expect(rig.saved()).toMatchObject({ stem: false, capture: false });
  expect(rig.model.setup.snapshot(RULES).summary).toBe('Square 5×5 · You vs Perfect');
  // Stem cells alone on petri 5 leave 20 moves, short enough for Perfect: nothing to undo.
  const petri = menuRig({ family: 'petri', opponent: 'perfect', stem: true });
  petri.model.setup.choose(BOARD, 'size:petri:5');
  expect(wayBack(petri, RULES)).toBeNull();
  const big = menuRig({ family: 'petri', opponent: 'perfect', jumps: true });
  big.model.setup.choose(BOARD, 'size:petri:8');
  expect(wayBack(big, RULES)).toBeNull();
  expect(big.model.setup.snapshot(RULES).summary).toMatch(/You vs Expert · Too big a board for Perfect$/);
});
