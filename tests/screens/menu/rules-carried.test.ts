// The rules options are the player's, one set for every board: a walk square → petri dish →
// triangle → flask → square keeps each option as chosen; the flask cannot play jumps (cells fall,
// RULES.md section 10), so the Play card and the line over Play say so, and jumps come back on the
// square. The Play card's mark names what the next game plays; its tap goes back to the standard
// rules with an Undo in its place, so a stray tap is seen and mended.
import { expect, test } from 'vitest';
import type { MenuView } from '../../../src/screens/menu/menu-view.ts';
import { menuRig } from './menu-ports.ts';

const answered = { tutorial: { offered: true, answered: true } };
const RULES: MenuView = { page: 'setup', tab: 'rules', yours: false };
const BOARD: MenuView = { page: 'setup', tab: 'board', yours: false };
const HOME: MenuView = { page: 'home', tab: 'rules', yours: false };

/** What Play starts now, what the Play card marks and says, and the line over the setup's Play. */
function next(rig: ReturnType<typeof menuRig>) {
  const play = rig.model.setup.play(RULES);
  if (play.kind !== 'new') throw new Error('a new game');
  const card = rig.model.home().card;
  return {
    rules: play.setup.rules,
    mark: card.changed?.words ?? null,
    said: card.rules,
    summary: rig.model.setup.summary(),
  };
}

test('options chosen on a square stay through petri dish, triangle and flask and back; the flask says it plays no jumps', () => {
  const rig = menuRig({}, answered);
  for (const id of ['connections', 'capture', 'stem', 'jumps']) rig.model.setup.choose(RULES, id);
  expect(next(rig)).toMatchObject({
    rules: 'square:5/connections/capture/stem/jumps',
    mark: 'Connections + 3 more  ✕',
    said: null,
  });
  rig.model.setup.choose(BOARD, 'family:petri');
  expect(next(rig)).toMatchObject({ rules: 'petri:6/connections/capture/stem/jumps', said: null });
  rig.model.setup.choose(BOARD, 'family:tri');
  expect(next(rig)).toMatchObject({ rules: 'tri:6/connections/capture/stem/jumps', said: null });
  rig.model.setup.choose(BOARD, 'family:flask');
  const flask = next(rig);
  expect(flask).toMatchObject({
    rules: 'flask:6x3/connections/capture/stem',
    mark: 'Connections + 2 more  ✕',
    said: 'No jumps on a flask',
  });
  expect(flask.summary).toContain('No jumps on a flask');
  // The Rules tab's line says why, and that the choice stays for the other boards.
  expect(
    rig.model.setup.snapshot(RULES).sections.find((s) => s.kind === 'line' && s.name === 'rule:jumps'),
  ).toMatchObject({ words: 'Jumps: Not on this board: cells fall here. Still on for the other boards.' });

  // Jumps stayed chosen: the square plays them again, and nothing is said.
  rig.model.setup.choose(BOARD, 'family:square');
  const square = next(rig);
  expect(square).toMatchObject({ rules: 'square:5/connections/capture/stem/jumps', said: null });
  expect(square.summary).not.toContain('No jumps');
  // Kept for a reload.
  expect(rig.saved()).toMatchObject({ scoring: 'connections', capture: true, stem: true, jumps: true });
});

test('equal moves and jumps both chosen, from a flask (no jumps, no switch for equal moves) back on the square: no jumps, said', () => {
  const rig = menuRig({ jumps: true, equalMoves: true, family: 'flask' }, answered);
  rig.model.setup.choose(BOARD, 'family:square');
  expect(next(rig)).toMatchObject({
    rules: 'square:5/equal',
    mark: 'Equal moves on  ✕',
    said: 'No jumps: equal moves',
  });
});

test("the mark's tap: the standard rules, an Undo in its place that brings every option back", () => {
  const rig = menuRig({ capture: true, jumps: true, family: 'hex' }, answered);
  rig.model.open();
  rig.model.rulesMark();
  expect(rig.saved()).toMatchObject({ capture: false, jumps: false });
  // The scene drawn again on the first screen: the Undo stands where the mark stood.
  rig.model.open(HOME);
  const undo = rig.model.home().card.changed;
  expect(undo).toMatchObject({ id: 'rules:undo', words: 'Standard rules · Undo' });
  expect(undo!.description).toContain('capture, jumps back on');
  expect(next(rig).rules).toBe('hex:4');
  rig.model.rulesMark();
  expect(next(rig)).toMatchObject({ rules: 'hex:4/capture/jumps', mark: 'Capture + jumps  ✕' });
  expect(rig.saved()).toMatchObject({ capture: true, jumps: true });
});

test('the Undo lasts while the first screen stays: Change, or a return from a game, forgets it', () => {
  const rig = menuRig({ capture: true }, answered);
  rig.model.rulesMark();
  rig.model.change();
  expect(rig.model.home().card.changed).toBeNull();
  const back = menuRig({ capture: true }, answered);
  back.model.rulesMark();
  back.model.open();
  expect(back.model.home().card.changed).toBeNull();
});
