// The setup page's Board tab on its model: the families as pictures, every size of every family
// offered and named as a player reads it ("8×8", "4 a side") over its count of squares (hexagons
// on hexagonal boards), a solved board marked (never its value), nothing coming or going as a
// family is tapped, the player's saved boards, and a chosen board deleted since.
import { expect, test } from 'vitest';
import { parseLayout } from '../../../src/engine/index.ts';
import { BOARD_CHOICES, DEFAULT_SETTINGS, rulesIdOf } from '../../../src/game/settings.ts';
import { seatValue } from '../../../src/screens/menu/held-seat.ts';
import type { MenuView } from '../../../src/screens/menu/menu-view.ts';
import { SOLVED_WORDS } from '../../../src/screens/menu/solved-words.ts';
import { chosen, ids, menuRig, optionsOf, wordsOf } from './menu-ports.ts';

const BOARD: MenuView = { page: 'setup', tab: 'board', yours: false };
const ring = { name: 'My ring', id: 'custom:3x3:fe8' };

test('sizes are named as a player reads them over their squares; petri:7 is offered, chosen, saved and is what Play starts', () => {
  const rig = menuRig();
  const view = rig.model.setup.choose(BOARD, 'family:petri')!;
  expect(view).toEqual(BOARD);
  const sizes = optionsOf(rig.model.setup.snapshot(view)).filter((o) => o.id.startsWith('size:'));
  expect(sizes.map((c) => c.id)).toEqual([
    'size:petri:5',
    'size:petri:6',
    'size:petri:7',
    'size:petri:8',
    'size:petri:10',
  ]);
  expect(sizes.map((c) => c.label)).toEqual(['5 across', '6 across', '7 across', '8 across', '10 across']);
  const cards = rig.model.setup.snapshot(view).sections.find((s) => s.kind === 'boards');
  if (cards?.kind !== 'boards') throw new Error('no size cards');
  for (const c of cards.cards) expect(c.note).toMatch(new RegExp(`^${parseLayout(c.layout).size} squares`));
  expect(rig.model.setup.choose(view, 'size:petri:7')).toEqual(view);
  expect(rig.saved()).toMatchObject({ family: 'petri', layouts: { petri: 'petri:7' } });
  expect(rig.model.setup.play(view)).toMatchObject({ kind: 'new', setup: { rules: 'petri:7' } });
});

test.each(BOARD_CHOICES.map((b) => b.family))(
  'every size of the %s family can be chosen and played',
  (family) => {
    const rig = menuRig({ family });
    const sizes = ids(rig.model.setup.snapshot(BOARD)).filter((i) => i.startsWith('size:'));
    expect(sizes.map((s) => s.slice('size:'.length))).toEqual([
      ...BOARD_CHOICES.find((b) => b.family === family)!.sizes,
    ]);
    for (const size of sizes) {
      rig.model.setup.choose(BOARD, size);
      expect(rig.model.setup.play(BOARD)).toMatchObject({
        setup: { rules: expect.stringMatching(new RegExp(`^${size.slice('size:'.length)}`)) },
      });
    }
  },
);

test('hexagonal sizes are named by their hexagons', () => {
  const words = wordsOf(menuRig({ family: 'hex' }).model.setup.snapshot(BOARD));
  expect(words).toContain('61 hexagons');
  expect(words.some((t) => /\d+ squares/.test(t))).toBe(false);
});

test('the sizes whose best play is known are marked "Best play known" under their count, without their values, which screen readers hear after the count', () => {
  const shot = menuRig({ layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:6' } }).model.setup.snapshot(
    BOARD,
  );
  const words = wordsOf(shot);
  expect(words.filter((t) => t.includes('Best play'))).toEqual([
    '16 squares\nBest play known',
    '25 squares\nBest play known',
  ]);
  expect(words.filter((t) => /a draw|wins by/.test(t))).toEqual([]);
  const cards = shot.sections.find((s) => s.kind === 'boards');
  if (cards?.kind !== 'boards') throw new Error('no size cards');
  expect(cards.cards.map((c) => c.option.label)).toEqual(['4×4', '5×5', '6×6', '8×8', '12×12']);
  expect(cards.cards.filter((c) => c.note?.includes('Best play known')).map((c) => c.layout)).toEqual([
    'square:4',
    'square:5',
  ]);
  expect(cards.cards.find((c) => c.layout === 'square:4')!.description).toMatch(
    /^16 squares\. Best play known: /,
  );
  expect(cards.cards.find((c) => c.layout === 'square:8')!.description).toBe('64 squares');
});

test('a size solved by the solver but not in the opening book is marked too: the 4-a-side triangle, and 4×4 under stem cells', () => {
  const tri = menuRig({ family: 'tri' }).model.setup.snapshot(BOARD);
  const cards = tri.sections.find((s) => s.kind === 'boards');
  if (cards?.kind !== 'boards') throw new Error('no size cards');
  expect(cards.cards.filter((c) => c.note?.includes('Best play known')).map((c) => c.layout)).toEqual([
    'tri:4',
  ]);
  expect(cards.cards.find((c) => c.layout === 'tri:4')!.description).toMatch(
    /Best play known: player 1 wins by 5/,
  );
  const stem = menuRig({
    stem: true,
    layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:6' },
  }).model.setup.snapshot(BOARD);
  const squares = stem.sections.find((s) => s.kind === 'boards');
  if (squares?.kind !== 'boards') throw new Error('no size cards');
  expect(squares.cards.filter((c) => c.note?.includes('Best play known')).map((c) => c.layout)).toEqual([
    'square:4',
  ]);
});

test('the families are picture cards of their chosen sizes, said as a player reads them; Yours shows a saved board or the way to build one', () => {
  const rig = menuRig({ layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:8' } });
  const families = rig.model.setup.snapshot(BOARD).sections[0]!;
  if (families.kind !== 'families') throw new Error('no family cards');
  expect(families.cards.map((c) => [c.option.id, c.layout, c.note])).toEqual([
    ['family:square', 'square:8', '8×8'],
    ['family:petri', 'petri:6', '6 across'],
    ['family:beaker', 'beaker:6x7', '7×6'],
    ['family:flask', 'flask:6x3', '6 wide'],
    ['family:hex', 'hex:4', '4 a side'],
    ['family:tri', 'tri:6', '6 a side'],
    ['family:yours', null, 'Build one'],
  ]);
  const own = menuRig({}, { boards: [ring] }).model.setup.snapshot(BOARD).sections[0]!;
  expect(own.kind === 'families' && own.cards.at(-1)).toMatchObject({ layout: ring.id, note: '1 saved' });
});

test('a family tapped changes the size cards only: the families and sizes keep their places, the seat line under them comes and goes', () => {
  const rig = menuRig({ layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:6' } });
  const sections = () => rig.model.setup.snapshot(BOARD).sections;
  expect(sections().map((s) => s.kind)).toEqual(['families', 'boards']);
  for (const family of BOARD_CHOICES.map((b) => b.family)) {
    rig.model.setup.choose(BOARD, `family:${family}`);
    const [families, boards, ...after] = sections();
    expect([families?.kind, boards?.kind], family).toEqual(['families', 'boards']);
    // After the sizes only what best play gives each seat, where it is known.
    expect(
      after.map((s) => ('name' in s ? s.name : s.kind)),
      family,
    ).toEqual(seatValue(rulesIdOf(rig.saved())) === null ? [] : ['setup:best-play-seat']);
  }
});

test('a solved board says best play is known and leads to the Best play known panel on the Rules tab (its size card is marked on the Board tab); an unsolved one does not', () => {
  const rig = menuRig({ layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:4' } });
  for (const tab of ['rules'] as const) {
    const solved = rig.model.setup.snapshot({ ...BOARD, tab }).sections.find((s) => s.kind === 'solved');
    expect(solved, tab).toMatchObject({
      words: SOLVED_WORDS,
      name: 'setup:solved',
      open: { id: 'solved-boards' },
    });
  }
  expect(SOLVED_WORDS).toBe('Best play is known on this board');
  rig.model.setup.choose(BOARD, 'size:square:6');
  const shot = rig.model.setup.snapshot(BOARD);
  expect(rig.model.setup.snapshot({ ...BOARD, tab: 'rules' }).sections.some((s) => s.kind === 'solved')).toBe(
    false,
  );
  expect(ids(rig.model.setup.snapshot({ ...BOARD, tab: 'players' }))).not.toContain('opponent:perfect');
  // Back on square:4, Perfect is offered and is what Play starts.
  rig.model.setup.choose(BOARD, 'size:square:4');
  rig.model.setup.choose({ ...BOARD, tab: 'players' }, 'opponent:perfect');
  expect(rig.model.setup.play(BOARD)).toMatchObject({
    setup: { rules: 'square:4', players: ['human', 'perfect'] },
  });
  rig.model.setup.choose(BOARD, 'size:square:6');
  expect(wordsOf(shot)).not.toContain(SOLVED_WORDS);
  expect(chosen(shot)).toEqual(['family:square', 'size:square:6']);
});

test('a board chosen in the Best play known panel is set up against Perfect on the Who plays tab', () => {
  const rig = menuRig();
  expect(rig.model.setup.chooseSolved('hex:3')).toEqual({ page: 'setup', tab: 'players', yours: false });
  const view = { page: 'setup', tab: 'players', yours: false } as const;
  expect(chosen(rig.model.setup.snapshot(view))).toContain('opponent:perfect');
  expect(rig.model.setup.play(view)).toMatchObject({
    kind: 'new',
    setup: { rules: 'hex:3', players: ['human', 'perfect'] },
  });
  expect(rig.saved().family).toBe('hex');
  rig.model.setup.chooseSolved('petri:5/equal');
  expect(rig.model.setup.play(view)).toMatchObject({
    setup: { rules: 'petri:5/equal', players: ['human', 'perfect'] },
  });
});

test('a saved board is chosen under Yours and played; the card names it', () => {
  const rig = menuRig({}, { boards: [ring] });
  const yours = rig.model.setup.choose(BOARD, 'family:yours')!;
  expect(yours).toEqual({ ...BOARD, yours: true });
  const shot = rig.model.setup.snapshot(yours);
  expect(chosen(shot)).toEqual(['family:yours']);
  expect(shot.sections.find((s) => s.kind === 'boards')).toMatchObject({
    caption: 'YOUR SAVED BOARDS',
    cards: [{ option: { id: 'saved:0', label: 'My ring' }, layout: ring.id, note: '8 squares' }],
  });
  rig.model.setup.choose(yours, 'saved:0');
  expect(rig.saved().custom).toBe(ring.id);
  expect(rig.model.home().card.board).toMatch(/^My ring/);
  expect(rig.model.setup.play(yours)).toMatchObject({ setup: { rules: ring.id } });
  // A family chosen again leaves the saved board.
  expect(rig.model.setup.choose(yours, 'family:square')).toEqual(BOARD);
  expect(rig.saved().custom).toBeNull();
});

test('no saved boards yet: a line and the way to the builder', () => {
  const shot = menuRig().model.setup.snapshot({ ...BOARD, yours: true });
  expect(shot.sections.at(-1)).toMatchObject({
    kind: 'no-boards',
    caption: 'YOUR SAVED BOARDS',
    build: { id: 'build', label: 'Build a board' },
  });
});

test('a saved board chosen once and deleted since: the menu falls back to the family size and says why, once', () => {
  const rig = menuRig({ custom: 'custom:3x3:ff8' }, { boards: [ring] });
  expect(rig.model.forgetMissingBoard()).toBe(
    'Your chosen board is no longer saved, so the menu is back to Square 5×5.',
  );
  expect(rig.saved().custom).toBeNull();
  expect(rig.model.forgetMissingBoard()).toBeNull();
  expect(rig.model.setup.play(BOARD)).toMatchObject({ setup: { rules: 'square:5' } });
  // The board last played from the builder stays the menu's, saved or not.
  const played = menuRig({ custom: 'custom:3x3:ff8' });
  played.set.played = 'custom:3x3:ff8';
  expect(played.model.forgetMissingBoard()).toBeNull();
});

test('the menu opens on Yours when the settings hold a saved board', () => {
  const rig = menuRig({ custom: ring.id }, { boards: [ring] });
  rig.model.open();
  expect(rig.model.view).toEqual({ page: 'home', tab: 'players', yours: true, from: undefined });
});
