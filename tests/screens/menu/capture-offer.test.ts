// Capture set out as an expert's option (review 25's first point, three reviews running): its short
// line first beside the chip for everyone, and, until a player has finished a game with capture, in
// the summary over Play whenever capture is on, so no new player starts one without it in sight.
import { expect, test } from 'vitest';
import { keepGame } from '../../../src/game/game-history.ts';
import {
  lastFiller,
  lastFillerWho,
  metCapture,
  summaryRulesWords,
} from '../../../src/screens/menu/capture-offer.ts';
import { parseRules } from '../../../src/engine/index.ts';
import type { MenuView } from '../../../src/screens/menu/menu-view.ts';
import { captureExpertLine } from '../../../src/words/capture-option-words.ts';
import { VARIANT_SHORT } from '../../../src/words/rules-tab-words.ts';
import { menuRig, SETUP } from './menu-ports.ts';
import { personGame } from '../history/history-rig.ts';

const RULES: MenuView = { page: 'setup', tab: 'rules', yours: false };
const LINE = 'Whoever fills the last square can take the whole board';

test('a player has met capture once a kept game was played with it, whatever else its rules hold', () => {
  expect(metCapture([])).toBe(false);
  expect(metCapture([{ rules: 'square:5' }, { rules: 'hex:4/connections' }])).toBe(false);
  expect(metCapture([{ rules: 'square:5' }, { rules: 'hex:5/connections/capture' }])).toBe(true);
  // A record this build cannot read is no capture game.
  expect(metCapture([{ rules: 'moon:9/capture' }])).toBe(false);
});

test("the summary's Capture says what it does for a newcomer, and stays one word after a capture game", () => {
  expect(summaryRulesWords('Connections · Capture · Jumps', false, 'hexagon')).toBe(
    'Connections · Capture: the last hexagon can take the whole board · Jumps',
  );
  expect(summaryRulesWords('Connections · Capture', true, 'square')).toBe('Connections · Capture');
  expect(summaryRulesWords('Connections', false, 'square')).toBe('Connections');
  expect(summaryRulesWords(null, false, 'square')).toBeNull();
});

test("the Rules tab marks capture an expert's option, its short line first, for every player", () => {
  for (const played of [false, true]) {
    const rig = menuRig({ capture: played });
    const chip = rig.model.setup
      .snapshot(RULES)
      .sections.find((s) => s.kind === 'toggle' && s.option.id === 'capture');
    // Its one short line beside the chip says the expectation; its "?" says it whole, the same first.
    expect(chip?.kind === 'toggle' && chip.words.startsWith(VARIANT_SHORT.capture)).toBe(true);
    expect(VARIANT_SHORT.capture).toMatch(/^For experts: surround their cells/);
    expect(chip?.kind === 'toggle' && chip.more.pages[0]!.lines[0]).toBe(captureExpertLine('square'));
    expect(captureExpertLine('square').toLowerCase()).toContain(LINE.toLowerCase());
  }
});

test('a newcomer who turns capture on reads its line over Play on every tab; after a finished capture game, just "Capture"', () => {
  const rig = menuRig();
  expect(rig.model.setup.snapshot(RULES).summary).not.toMatch(/Capture/);
  rig.model.setup.choose(RULES, 'capture');
  for (const view of [RULES, SETUP, { ...SETUP, tab: 'board' as const }])
    expect(rig.model.setup.snapshot(view).summary).toContain(
      'Capture: you fill the last square, which can take the whole board',
    );
  const kept = keepGame(rig.store, personGame('square:4/capture', 'easy', 'win', Date.UTC(2026, 10, 30)));
  expect(kept.game).not.toBeNull();
  const summary = rig.model.setup.snapshot(RULES).summary;
  expect(summary).toContain('Capture: you fill the last square');
  expect(summary).not.toContain('whole board');
});

test('who fills the last square follows the count of moves and who starts; jumps leave it unsaid', () => {
  // 25 squares: the first mover fills the last; 16: the second; 19 hexagons: the first.
  expect(lastFiller(parseRules('square:5/capture'))).toBe('first');
  expect(lastFiller(parseRules('square:4/capture'))).toBe('second');
  expect(lastFiller(parseRules('hex:3/capture'))).toBe('first');
  expect(lastFiller(parseRules('square:4/capture/jumps'))).toBeNull();
  expect(lastFillerWho(parseRules('square:5/capture'), true, 'Hard')).toBe('you');
  expect(lastFillerWho(parseRules('square:5/capture'), false, 'Hard')).toBe('Hard');
  expect(lastFillerWho(parseRules('square:4/capture'), true, 'Hard')).toBe('Hard');
  // Not for two people or a watched game, and not without capture.
  expect(lastFillerWho(parseRules('square:4/capture'), null, 'Hard')).toBeNull();
  expect(lastFillerWho(parseRules('square:4'), true, 'Hard')).toBeNull();
  expect(summaryRulesWords('Capture', false, 'hexagon', 'Hard')).toBe(
    'Capture: Hard fills the last hexagon, which can take the whole board',
  );
  expect(summaryRulesWords('Capture · Stem cells', true, 'square', 'you')).toBe(
    'Capture: you fill the last square · Stem cells',
  );
});
