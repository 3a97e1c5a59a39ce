// Rules the player turned on carry into the next Play, so the Play card marks them plainly, short
// enough for one line, and one tap on the mark goes back to the standard rules, kept for a reload. A
// kept game's card tells that game's rules (no mark: they cannot change); a board built with stem
// squares keeps them, since they are the board's own.
import { expect, test } from 'vitest';
import { gridFromId, markStem } from '../../../src/game/board-builder.ts';
import { builtIdOf } from '../../../src/game/builder-stems.ts';
import { rulesIdOf } from '../../../src/game/settings.ts';
import { menuRig } from './menu-ports.ts';

const answered = { tutorial: { offered: true, answered: true } };

test('the standard rules: no mark on the Play card', () => {
  expect(menuRig({}, answered).model.home().card.changed).toBeNull();
});

test.each([
  [{ capture: true }, 'Capture on', 'capture'],
  [{ stem: true, jumps: true }, 'Stem cells + jumps', 'stem cells, jumps'],
  [{ equalMoves: true, scoring: 'connections' as const }, 'Equal moves + connections', 'connections'],
  [{ capture: true, stem: true, jumps: true }, 'Capture + 2 more', 'capture, stem cells, jumps'],
])('changed rules %o: the card marks them (%s) and says them to screen readers', (over, words, said) => {
  const changed = menuRig(over, answered).model.home().card.changed;
  expect(changed).toMatchObject({ id: 'rules:standard', label: 'Back to the standard rules' });
  expect(changed!.words).toBe(`${words}  ✕`);
  expect(changed!.description.toLowerCase()).toContain(said);
});

test("one tap on the mark: Play starts the board's standard rules, kept for a reload, the board and players unchanged", () => {
  const rig = menuRig({ family: 'hex', opponent: 'hard', capture: true, stem: true, jumps: true }, answered);
  rig.model.standardRules();
  // Its Undo stands in the mark's place (rules-carried.test.ts).
  expect(rig.model.home().card.changed).toMatchObject({ id: 'rules:undo' });
  const saved = rig.saved();
  expect(rulesIdOf(saved)).toBe('hex:4');
  expect(saved).toMatchObject({ family: 'hex', opponent: 'hard', capture: false, stem: false, jumps: false });
  expect(saved.scoring).toBe('divisions');
});

test('jumps chosen on a board where they cannot be played are not marked (Play does not use them), and a tap clears them too', () => {
  const rig = menuRig({ equalMoves: true, jumps: true }, answered);
  expect(rig.model.home().card.changed!.words).toBe('Equal moves on  ✕');
  rig.model.standardRules();
  expect(rig.saved()).toMatchObject({ equalMoves: false, jumps: false });
});

test("a board built with stem squares: its stem cells are the board's own, not a changed rule", () => {
  const read = gridFromId('custom:4x4:ffff');
  if (!('grid' in read)) throw new Error(read.error);
  const custom = builtIdOf(markStem(markStem(read.grid, 1, 1, true), 2, 2, true));
  const rig = menuRig({ custom }, { ...answered, boards: [{ name: 'Mine', id: custom }] });
  expect(rig.model.home().card.changed).toBeNull();
  rig.set.played = custom;
  const withCapture = menuRig(
    { custom, capture: true },
    { ...answered, boards: [{ name: 'Mine', id: custom }] },
  );
  expect(withCapture.model.home().card.changed!.words).toBe('Capture on  ✕');
});

test("a kept game's card tells its own rules, with no mark to change them", () => {
  const home = menuRig(
    { capture: true },
    {
      ...answered,
      match: {
        rules: 'square:5/jumps',
        players: ['human', 'easy'],
        record: 'square:5/jumps c3',
        over: false,
      },
    },
  ).model.home();
  expect(home.card.changed).toBeNull();
  expect(home.card.rules).toBe('Jumps');
});
