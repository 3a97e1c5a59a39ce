// Every board whose best play is known (the opening book's and the solver's table's, for the rules
// the setup chooses) says before Play what best play gives each seat, the same way: under who moves
// first, under the Board tab's sizes (with a button to the winning seat where the person's is the
// losing one) and over Play (a reviewer sat first on a flask and learned from the first hint that
// that seat loses by 4).
import { expect, test } from 'vitest';
import { parseRules } from '../../../src/engine/index.ts';
import { BOARD_CHOICES, DEFAULT_SETTINGS, rulesIdOf, type Settings } from '../../../src/game/settings.ts';
import { SOLVED_ROWS, SOLVED_VARIANT_ROWS } from '../../../src/game/solved-values-data.ts';
import { solvedValue } from '../../../src/game/solved-boards.ts';
import type { MenuView } from '../../../src/screens/menu/menu-view.ts';
import { menuRig, SETUP } from './menu-ports.ts';

const BOARD: MenuView = { ...SETUP, tab: 'board' };
const PLAYERS: MenuView = { ...SETUP, tab: 'players' };
const SEAT = 'setup:best-play-seat';

/** The menu's settings that play `rules` (a layout among the menu's sizes), or null where the menu offers no such board. */
function settingsFor(rules: string): Partial<Settings> | null {
  const r = parseRules(rules);
  const family = BOARD_CHOICES.find((b) => (b.sizes as readonly string[]).includes(r.layout.id));
  if (!family) return null;
  const options = rules.split('/').slice(1);
  const settings: Settings = {
    ...structuredClone(DEFAULT_SETTINGS),
    family: family.family,
    layouts: { ...DEFAULT_SETTINGS.layouts, [family.family]: r.layout.id },
    equalMoves: options.includes('equal'),
    scoring: options.includes('connections') ? 'connections' : 'divisions',
    capture: options.includes('capture'),
    stem: options.includes('stem'),
    jumps: options.includes('jumps'),
  };
  return rulesIdOf(settings) === rules ? settings : null;
}

const TABLE = [...SOLVED_ROWS, ...SOLVED_VARIANT_ROWS].flatMap((row) => {
  const settings = settingsFor(row.rules);
  return settings ? [{ ...row, settings }] : [];
});

/** The seat section of a tab: its words, and the button to the other seat where it has one. */
function seatOf(rig: ReturnType<typeof menuRig>, view: MenuView) {
  const found = rig.model.setup
    .snapshot(view)
    .sections.filter((s) => (s.kind === 'line' || s.kind === 'way-back') && s.name === SEAT);
  expect(found.length).toBeLessThanOrEqual(1);
  const s = found[0];
  if (!s || (s.kind !== 'line' && s.kind !== 'way-back')) return null;
  return { words: s.words, button: s.kind === 'way-back' ? s.option : null };
}

test('the table holds the menu boards the setup must speak for, and agrees with the book where both know a board', () => {
  const boards = TABLE.map((t) => t.rules);
  for (const rules of [
    'square:4',
    'square:5',
    'petri:5',
    'beaker:4x5',
    'flask:6x3',
    'flask:8x3',
    'hex:3',
    'tri:4',
  ])
    expect(boards).toContain(rules);
  for (const t of TABLE) {
    const book = solvedValue(t.rules);
    if (book) expect(book.value, t.rules).toBe(t.value);
  }
});

test.each(TABLE)(
  '$rules: the seat line names the seat best play wins, on Who plays, on Board and over Play',
  (row) => {
    const winner = row.value > 0 ? 'first' : 'second';
    const said =
      row.value === 0
        ? 'With best play it is a draw, whoever moves first'
        : `With best play the ${winner} player wins by ${Math.abs(row.value)}`;
    for (const first of ['you', 'opponent'] as const) {
      const rig = menuRig({ ...row.settings, opponent: 'hard', first });
      const mine = first === 'you' ? 'first' : 'second';
      const players = seatOf(rig, PLAYERS);
      const board = seatOf(rig, BOARD);
      // One source of words: the same line on both tabs.
      expect(players?.words, `${row.rules} ${first}`).toBe(board?.words);
      const words = players!.words;
      expect(words.startsWith(said)).toBe(true);
      const summary = rig.model.setup.snapshot(BOARD).summary;
      if (row.value === 0) {
        expect(words).toBe(`${said}.`);
        expect(board!.button).toBeNull();
        expect(summary).not.toMatch(/Best play/);
      } else if (mine === winner) {
        expect(words).toBe(`${said}: you sit ${mine}, the winning seat.`);
        expect(board!.button).toBeNull();
        expect(summary).not.toMatch(/Best play/);
      } else {
        expect(words).toBe(`${said}: you sit ${mine}. Move ${winner} to take the winning seat.`);
        expect(summary).toContain(
          `Best play: the ${winner} player wins by ${Math.abs(row.value)} (you move ${mine})`,
        );
        // The Board tab's button takes the winning seat: saved, and the line then says it is the person's.
        expect(board!.button).toMatchObject({ id: 'seat:swap', label: `Move ${winner}` });
        expect(rig.model.setup.choose(BOARD, 'seat:swap')).not.toBeNull();
        expect(rig.saved().first).toBe(first === 'you' ? 'opponent' : 'you');
        expect(seatOf(rig, BOARD)).toEqual({
          words: `${said}: you sit ${winner}, the winning seat.`,
          button: null,
        });
      }
    }
    // Two people: which seat wins, nobody named, no button.
    const duo = menuRig({ ...row.settings, mode: 'duo' });
    expect(seatOf(duo, BOARD)).toEqual({ words: `${said}.`, button: null });
    expect(seatOf(duo, PLAYERS)?.words).toBe(`${said}.`);
    // Watching two: no seat is the person's, nothing said.
    expect(seatOf(menuRig({ ...row.settings, mode: 'watch' }), PLAYERS)).toBeNull();
  },
);

test('the triangle 4 a side, solved by the solver but not in the book: Perfect is said to know it, the Expert is not', () => {
  const settings = settingsFor('tri:4')!;
  const perfect = menuRig({ ...settings, opponent: 'perfect', first: 'opponent' });
  expect(seatOf(perfect, PLAYERS)?.words).toMatch(/you sit second\. Perfect knows it\. Move first to take/);
  const expert = menuRig({ ...settings, opponent: 'expert', first: 'opponent' });
  expect(seatOf(expert, PLAYERS)?.words).not.toMatch(/knows it/);
});

test('a board whose best play is not known: no seat line on any tab', () => {
  for (const layout of ['square:6', 'tri:6', 'flask:10x4']) {
    const family = layout.split(':')[0] as Settings['family'];
    const rig = menuRig({ family, layouts: { ...DEFAULT_SETTINGS.layouts, [family]: layout } });
    expect(seatOf(rig, PLAYERS)).toBeNull();
    expect(seatOf(rig, BOARD)).toBeNull();
  }
});
