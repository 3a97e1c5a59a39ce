// Capture set out as an expert's option (review 25's first point, three reviews running): its short
// line first beside the chip for everyone, and, until a player has finished a game with capture, in
// the summary over Play whenever capture is on, so no new player starts one without it in sight.
import { expect, test } from 'vitest';
import { tryReplayRecord } from '../../../src/engine/index.ts';
import { keepGame } from '../../../src/game/game-history.ts';
import { metCapture, summaryRulesWords } from '../../../src/screens/menu/capture-offer.ts';
import type { MenuView } from '../../../src/screens/menu/menu-view.ts';
import { captureExpertLine } from '../../../src/words/capture-option-words.ts';
import { menuRig, SETUP } from './menu-ports.ts';

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
    expect(chip?.kind === 'toggle' && chip.words.startsWith(captureExpertLine('square'))).toBe(true);
    expect(captureExpertLine('square').toLowerCase()).toContain(LINE.toLowerCase());
  }
});

test('a newcomer who turns capture on reads its line over Play on every tab; after a finished capture game, just "Capture"', () => {
  const rig = menuRig();
  expect(rig.model.setup.snapshot(RULES).summary).not.toMatch(/Capture/);
  rig.model.setup.choose(RULES, 'capture');
  for (const view of [RULES, SETUP, { ...SETUP, tab: 'board' as const }])
    expect(rig.model.setup.snapshot(view).summary).toContain(
      'Capture: the last square can take the whole board',
    );
  const moves = [
    'a1',
    'd4',
    'b1',
    'c4',
    'c1',
    'b4',
    'd1',
    'a4',
    'a2',
    'd3',
    'b2',
    'c3',
    'c2',
    'b3',
    'd2',
    'a3',
  ];
  const replay = tryReplayRecord(['square:4/capture', ...moves].join(' '));
  if (!('position' in replay)) throw new Error('the capture game does not replay');
  const kept = keepGame(rig.store, {
    rules: 'square:4/capture',
    players: ['human', 'easy'],
    names: ['You', 'Easy'],
    scores: [replay.position.score(1), replay.position.score(2)],
    moves,
    endedAt: Date.UTC(2026, 10, 30),
  });
  expect(kept.game).not.toBeNull();
  const summary = rig.model.setup.snapshot(RULES).summary;
  expect(summary).toContain('Capture');
  expect(summary).not.toContain('the last square');
});
