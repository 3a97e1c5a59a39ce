// With capture, stem cells or jumps in force, the setup says that a chosen opponent which weighs only
// the move in hand (Easy, Medium, Hard, Adaptive) does not play them, and that the Expert does: under
// the opponents on Who plays, and after that option's own words on Rules. Not with the Expert or
// Perfect, not for two people, not with the options off, and not for an option the board refuses.
import { expect, test } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '../../../src/game/settings.ts';
import type { MenuView } from '../../../src/screens/menu/menu-view.ts';
import { seedOpponentsMissLine } from '../../../src/screens/menu/seed-opponents-miss.ts';
import { seedOpponentsMissWords } from '../../../src/words/opponent-choice-words.ts';
import { menuRig, SETUP, wordsOf, type MenuRig } from './menu-ports.ts';

const RULES: MenuView = { ...SETUP, tab: 'rules' };
const rulesWords = (rig: MenuRig) => wordsOf(rig.model.setup.snapshot(RULES));
const settings = (over: Partial<Settings>): Settings => ({ ...structuredClone(DEFAULT_SETTINGS), ...over });

test('capture on against Medium: one line under the opponents and the same under the options', () => {
  const rig = menuRig({ capture: true, opponent: 'medium' });
  const line = 'Medium grabs captures; Expert plans them.';
  expect(wordsOf(rig.model.setup.snapshot(SETUP))).toContain(line);
  const rules = rulesWords(rig);
  expect(rules.filter((w) => w.endsWith(`\n${line}`))).toEqual([
    rules.find((w) => w.startsWith('For experts')),
  ]);
  // Choosing the Expert takes the line away on both tabs.
  rig.model.setup.choose(SETUP, 'opponent:expert');
  expect(wordsOf(rig.model.setup.snapshot(SETUP))).not.toContain(line);
  expect(rulesWords(rig).some((w) => /Expert plans|never jump/.test(w))).toBe(false);
});

test('the words follow the capture chip on the Rules tab, in a room kept for them on or off', () => {
  const rig = menuRig({ opponent: 'easy' });
  const chip = () => {
    const s = rig.model.setup.snapshot(RULES).sections.find((x) => 'name' in x && x.name === 'rule:capture');
    if (s?.kind !== 'toggle') throw new Error('no capture chip');
    return s;
  };
  const line = 'Easy grabs captures; Expert plans them.';
  expect(chip().words).not.toContain(line);
  expect(chip().reserve.some((w) => w.endsWith(`\n${line}`))).toBe(true);
  rig.model.setup.choose(RULES, 'capture');
  expect(chip().words.endsWith(`\n${line}`)).toBe(true);
  rig.model.setup.choose(RULES, 'capture');
  expect(chip().words).not.toContain(line);
});

test('each option in force is named; the seed opponents never jump', () => {
  expect(seedOpponentsMissLine(settings({ opponent: 'hard', jumps: true }))).toBe(
    'Hard never jumps: Expert does.',
  );
  expect(seedOpponentsMissLine(settings({ opponent: 'adaptive', stem: true }))).toBe(
    'Adaptive grabs stem cells; Expert plans them.',
  );
  expect(seedOpponentsMissLine(settings({ opponent: 'easy', capture: true, stem: true, jumps: true }))).toBe(
    'Easy grabs captures and stem cells, never jumps; Expert plans and jumps.',
  );
  // Watching two: the ones that miss, once each.
  expect(
    seedOpponentsMissLine(settings({ mode: 'watch', opponent1: 'easy', opponent2: 'medium', capture: true })),
  ).toBe('Easy and Medium grab captures; Expert plans them.');
  expect(
    seedOpponentsMissLine(settings({ mode: 'watch', opponent1: 'hard', opponent2: 'hard', jumps: true })),
  ).toBe('Hard never jumps: Expert does.');
  expect(seedOpponentsMissWords(['Easy', 'Hard'], { capture: false, stem: false, jumps: true })).toBe(
    'Easy and Hard never jump: Expert does.',
  );
});

test('no line with the options off, against the Expert or Perfect, for two people, or where the board refuses the option', () => {
  expect(seedOpponentsMissLine(settings({ opponent: 'medium' }))).toBeNull();
  expect(seedOpponentsMissLine(settings({ opponent: 'expert', capture: true, jumps: true }))).toBeNull();
  expect(seedOpponentsMissLine(settings({ opponent: 'perfect', capture: true }))).toBeNull();
  expect(seedOpponentsMissLine(settings({ mode: 'duo', capture: true }))).toBeNull();
  // Jumps are refused with equal moves (RULES.md section 10): not in force, so not said.
  expect(seedOpponentsMissLine(settings({ opponent: 'hard', jumps: true, equalMoves: true }))).toBeNull();
});
