// Adaptive moves gently: one game, however heavy the loss or big the win, moves its level by one.
import { expect, test } from 'vitest';
import { adaptiveLevel, loadSkill, recordAdaptiveGame, skillAfter } from '../../src/game/skill.ts';
import { MemoryStorage, Store } from '../../src/game/storage.ts';

test('a heavy loss at level 6 eases Adaptive to level 5, not 3 (the reviewer lost 77 to 128)', () => {
  const after = skillAfter(0.5, 77, 128);
  expect(adaptiveLevel(0.5)).toBe(6);
  expect(adaptiveLevel(after)).toBe(5);
});

test('a big win steps it up one level only', () => {
  expect(adaptiveLevel(skillAfter(0.5, 90, 20))).toBe(7);
  expect(adaptiveLevel(skillAfter(0.95, 90, 20))).toBe(10);
});

test('a small margin moves the skill by RULES.md section 5 as before', () => {
  expect(skillAfter(0.5, 30, 20)).toBeCloseTo(0.6, 12);
  expect(skillAfter(0.5, 20, 30)).toBeCloseTo(0.45, 12);
});

test('kept on the device: three heavy losses from level 6 go 5, 4, 3', () => {
  const store = new Store(new MemoryStorage());
  const levels = [1, 2, 3].map(() => {
    recordAdaptiveGame(store, 10, 90);
    return adaptiveLevel(loadSkill(store));
  });
  expect(levels).toEqual([5, 4, 3]);
});

test("Adaptive's score panel names its level; the other players keep their names", async () => {
  const { panelNames } = await import('../../src/screens/game/panel-words.ts');
  expect(panelNames(['human', 'adaptive:0.5'], ['You', 'Adaptive'])).toEqual(['You', 'Adaptive · level 6']);
  expect(panelNames(['adaptive:0.389', 'hard'], ['Adaptive 1', 'Hard 2'])).toEqual([
    'Adaptive 1 · level 5',
    'Hard 2',
  ]);
});
