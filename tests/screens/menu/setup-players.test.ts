// The setup page's Who plays tab on its model: the opponents offered (Perfect only where it is
// perfect), each saying how it plays with a difficulty mark, watching two with its own first
// opponent, two people's names, and who moves first; each choice saved at once.
import { expect, test } from 'vitest';
import { builderPlayers } from '../../../src/game/builder-players.ts';
import { NAME_MAX } from '../../../src/game/people.ts';
import { DEFAULT_SETTINGS } from '../../../src/game/settings.ts';
import { setupFromSettings } from '../../../src/screens/menu/play-setup.ts';
import { chosen, ids, menuRig, optionsOf, SETUP, wordsOf } from './menu-ports.ts';
import { STRENGTH_KEY } from '../../../src/words/opponent-marks.ts';

const opponents = (list: string[], id = 'opponent') => list.filter((i) => i.startsWith(`${id}:`));

test('on a solved board (square:5) all six opponents are offered, Perfect among them; on square:6 no Perfect', () => {
  const { model } = menuRig();
  const shot = model.setup.snapshot(SETUP);
  expect(
    optionsOf(shot)
      .filter((o) => o.id.startsWith('opponent:'))
      .map((o) => o.label),
  ).toEqual(['Easy', 'Medium', 'Hard', 'Adaptive', 'Expert', 'Perfect']);
  const six = menuRig({ layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:6' } });
  expect(opponents(ids(six.model.setup.snapshot(SETUP)))).not.toContain('opponent:perfect');
});

test('each opponent card says how it plays with its difficulty mark: Expert searches, Adaptive shows a level, Hard weighs the move in hand only, Perfect is held only by perfect play', () => {
  const { model } = menuRig();
  const cards = model.setup.snapshot(SETUP).sections.find((s) => s.kind === 'opponents');
  if (cards?.kind !== 'opponents') throw new Error('no opponent cards');
  const by = Object.fromEntries(cards.cards.map((c) => [c.info.name, c.info]));
  expect(by.Expert!.mark).toBe('●●●●○');
  expect(by.Perfect!.mark).toBe('●●●●● ♛');
  expect(by.Easy!.mark).toBe('●○○○○');
  expect(by.Expert!.line).toMatch(/^Thinks many moves ahead/);
  expect(by.Adaptive!.line).toMatch(/^(Starts at|Now) level \d+ of 10/);
  expect(by.Adaptive!.line).toBe('Starts at level 6 of 10; your winning margins move it up.');
  // Medium and Hard weigh the move in hand only: neither claims to look ahead, and Hard says what it adds.
  expect(by.Hard!.line).toMatch(/weighs your points against its own/);
  for (const name of ['Medium', 'Hard']) expect(by[name]!.line).not.toMatch(/ahead/);
  expect(by.Easy!.line).toMatch(/slips like a beginner/);
  // No line promises a result its opponent does not keep (Perfect is drawn where best play draws).
  for (const info of Object.values(by))
    expect(`${info.line} ${info.markWords}`).not.toMatch(/never slips|never loses|unbeatable/i);
  expect(by.Perfect!.line).toBe('Plays every move best: only perfect play holds it.');
});

test('an opponent card chosen is saved, drawn chosen, and is what Play starts', () => {
  const rig = menuRig();
  expect(rig.model.setup.choose(SETUP, 'opponent:hard')).toEqual(SETUP);
  expect(rig.saved().opponent).toBe('hard');
  expect(chosen(rig.model.setup.snapshot(SETUP))).toContain('opponent:hard');
  expect(rig.model.home().card.who).toBe('You vs Hard');
  const play = rig.model.setup.play(SETUP);
  expect(play).toMatchObject({ kind: 'new', setup: { rules: 'square:5', players: ['human', 'hard'] } });
  rig.model.setup.choose(SETUP, 'opponent:perfect');
  expect(rig.model.setup.play(SETUP)).toMatchObject({
    kind: 'new',
    setup: { players: ['human', 'perfect'] },
  });
});

test('the tab offers the mode, the opponents and who moves first; watching two: a row of small cards for each opponent', () => {
  const rig = menuRig();
  const shot = rig.model.setup.snapshot(SETUP);
  expect(ids(shot)).toEqual(
    expect.arrayContaining([
      'mode:solo',
      'mode:duo',
      'mode:watch',
      'opponent:expert',
      'first:you',
      'first:opponent',
    ]),
  );
  expect(shot.tabs.map((t) => t.id)).toEqual(['tab:players', 'tab:board', 'tab:rules']);
  const watch = rig.model.setup.choose(SETUP, 'mode:watch')!;
  const watching = rig.model.setup.snapshot(watch);
  const rows = watching.sections.filter((s) => s.kind === 'opponents');
  expect(rows.map((s) => s.caption)).toEqual([`FIRST OPPONENT ${STRENGTH_KEY}`, 'SECOND OPPONENT']);
  expect(rows.every((s) => s.kind === 'opponents' && s.compact)).toBe(true);
  expect(ids(watching)).toEqual(expect.arrayContaining(['opponent1:expert', 'opponent2:expert']));
});

test("choosing the opponents to watch never changes whom the player plays; the builder's Play plays the player's own", () => {
  const rig = menuRig({ opponent: 'adaptive' });
  const view = rig.model.setup.choose(SETUP, 'mode:watch')!;
  rig.model.setup.choose(view, 'opponent1:expert');
  rig.model.setup.choose(view, 'opponent2:easy');
  expect(rig.saved()).toMatchObject({
    mode: 'watch',
    opponent: 'adaptive',
    opponent1: 'expert',
    opponent2: 'easy',
  });
  expect(rig.model.home().card.who).toMatch(/^Watch Expert vs/);
  expect(rig.model.setup.summary()).toBe('Square 5×5 · Watch Expert vs Easy');
  // The builder's Play, with the menu set to watching: the player against their own opponent.
  const players = setupFromSettings(
    { ...builderPlayers(rig.ports.settings), custom: 'custom:3x3:fe8' },
    0.5,
  ).players;
  expect(players[0]).toBe('human');
  expect(players[1]).toMatch(/^adaptive/);
});

test('watching two, both rows name every opponent whole, once each', () => {
  const rig = menuRig({ mode: 'watch', opponent: 'medium', opponent2: 'hard' });
  const words = wordsOf(rig.model.setup.snapshot(SETUP));
  for (const name of ['Easy', 'Medium', 'Hard', 'Adaptive', 'Expert'])
    expect(
      words.filter((w) => w === name),
      name,
    ).toHaveLength(2);
  expect(words.filter((w) => w.endsWith('…'))).toEqual([]);
  expect(chosen(rig.model.setup.snapshot(SETUP))).toEqual([
    'mode:watch',
    'opponent1:medium',
    'opponent2:hard',
  ]);
});

test('two people: names typed are tidied and cut, shown as typed; who moves first names them; Play starts them in that order', () => {
  const rig = menuRig({ custom: null });
  const view = rig.model.setup.choose(SETUP, 'mode:duo')!;
  expect(ids(rig.model.setup.snapshot(view))).toEqual(
    expect.arrayContaining(['name:1', 'name:2', 'first:0', 'first:1']),
  );
  expect(rig.model.setup.rename(view, 0, 'Ada')).toEqual(view);
  rig.model.setup.rename(view, 1, '<b>Bartholomew the Great</b>');
  const names = rig.model.setup.snapshot(view).sections.find((s) => s.kind === 'names');
  if (names?.kind !== 'names') throw new Error('no names');
  const cut = names.names[1]!.option.label;
  expect(cut.startsWith('<b>Barthol') && cut.endsWith('…') && Array.from(cut).length === NAME_MAX).toBe(true);
  expect(names.names.map((n) => n.prompt)).toEqual(["Player 1's name", "Player 2's name"]);
  expect(rig.saved().people.names[0]).toBe('Ada');
  expect(rig.model.setup.snapshot(view).sections.find((s) => s.caption === 'WHO MOVES FIRST')).toMatchObject({
    options: [
      { id: 'first:0', label: 'Ada' },
      { id: 'first:1', label: cut },
    ],
  });
  // Who moves first keeps the page (null: not drawn again) and is saved.
  expect(rig.model.setup.choose(view, 'first:1')).toBeNull();
  expect(rig.saved().people.first).toBe(1);
  expect(rig.model.home().card.who).toBe(`${cut} vs Ada`);
});

test('two people named "Player 1" and "Player 2": the card names both whole, the one who moves first first', () => {
  const rig = menuRig({ mode: 'duo', people: { names: ['Player 1', 'Player 2'], first: 0 } });
  expect(rig.model.home().card).toMatchObject({
    who: 'Player 1 vs Player 2',
    note: null,
    board: 'Square 5×5',
  });
});

test('who moves first in a game against an opponent keeps the page and is saved', () => {
  // A board whose best play is not known: nothing under the row changes with the seat.
  const rig = menuRig({ opponent: 'medium', layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:12' } });
  expect(rig.model.setup.choose(SETUP, 'first:opponent')).toBeNull();
  expect(rig.saved().first).toBe('opponent');
  expect(chosen(rig.model.setup.snapshot(SETUP))).toContain('first:opponent');
  expect(rig.model.setup.play(SETUP)).toMatchObject({ setup: { players: ['medium', 'human'] } });
});

test('who moves first on a board whose best play is known draws the page again: the line under it names the seat', () => {
  const rig = menuRig({ opponent: 'medium', layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:4' } });
  expect(rig.model.setup.choose(SETUP, 'first:opponent')).not.toBeNull();
  expect(rig.saved().first).toBe('opponent');
});

test('a choice the page does not hold is an error naming it', () => {
  expect(() => menuRig().model.setup.choose(SETUP, 'opponent1:easy')).toThrow(/no choice "opponent1:easy"/);
});
