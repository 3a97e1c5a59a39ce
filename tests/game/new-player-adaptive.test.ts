// revX12: a new player's Adaptive started at level 6 of 10 (RULES.md's skill 0.5), beat them and
// eased. It now starts gentle, at level 2 (game/skill.ts's NEW_PLAYER_SKILL; docs/opponents.md has
// the bench), and the menu says so in a player's words.

import { expect, test } from 'vitest';
import { adaptiveLevel, loadSkill, recordAdaptiveGame } from '../../src/game/skill.ts';
import { opponentInfo } from '../../src/game/opponent-info.ts';
import { MemoryStorage, Store } from '../../src/game/storage.ts';

const memoryStore = () => new Store(new MemoryStorage());

test("a new player's Adaptive starts gentle, at level 2 of 10, and the menu says so", () => {
  const store = memoryStore();
  expect(adaptiveLevel(loadSkill(store))).toBe(2);
  expect(opponentInfo('adaptive', loadSkill(store)).line).toBe(
    'Starts gentle, at level 2 of 10; your winning margins move it up.',
  );
});

test('from level 2 a loss still eases it, and a win moves it up', () => {
  const lost = memoryStore();
  expect(adaptiveLevel(recordAdaptiveGame(lost, 40, 60).after)).toBe(1);
  const won = memoryStore();
  expect(adaptiveLevel(recordAdaptiveGame(won, 80, 60).after)).toBe(3);
});
