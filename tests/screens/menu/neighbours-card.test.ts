// Which cells split each other on a triangle's or a hexagon's board: one line on the board's notice,
// told the first time a player starts such a board (not a window before the first move), never on
// squares, never twice on the device (kept across a reload), not where the connections picture comes
// instead, not in a watched or resumed game.
import { expect, test } from 'vitest';
import { parseRules } from '../../../src/engine/index.ts';
import { DEFAULT_SETTINGS, loadSettings } from '../../../src/game/settings.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { neighboursLineDue, tellNeighbours } from '../../../src/screens/menu/neighbours-card.ts';
import { neighboursLine } from '../../../src/words/neighbours-words.ts';

test('due as a game a person plays starts on the first triangle or hexagon board; not on squares, not once told, not under connections, not mid-game or watched', () => {
  const s = { ...DEFAULT_SETTINGS };
  expect(neighboursLineDue(parseRules('tri:6'), s, true)).toBe(true);
  expect(neighboursLineDue(parseRules('hex:5'), s, true)).toBe(true);
  expect(neighboursLineDue(parseRules('tri:6'), s, false)).toBe(false);
  expect(neighboursLineDue(parseRules('square:6'), s, true)).toBe(false);
  expect(neighboursLineDue(parseRules('petri:5'), s, true)).toBe(false);
  expect(neighboursLineDue(parseRules('tri:6/connections'), s, true)).toBe(false);
  expect(neighboursLineDue(parseRules('tri:6'), { ...s, triNeighboursShown: true }, true)).toBe(false);
  // Each family its own line: a hexagon's first game told does not keep a triangle's from being told.
  expect(neighboursLineDue(parseRules('tri:6'), { ...s, neighboursShown: true }, true)).toBe(true);
  expect(neighboursLineDue(parseRules('hex:5'), { ...s, triNeighboursShown: true }, true)).toBe(true);
});

test("the first triangle game tells the triangle's line once: kept, so the next triangle game after a reload does not; a first hexagon game tells the hexagon's", () => {
  const storage = new MemoryStorage();
  const settings = loadSettings(new Store(storage));
  expect(tellNeighbours(parseRules('square:6'), settings, new Store(storage), true)).toBeNull();
  expect(tellNeighbours(parseRules('tri:6'), settings, new Store(storage), false)).toBeNull();
  expect(tellNeighbours(parseRules('tri:6'), settings, new Store(storage), true)).toBe(neighboursLine('tri'));
  expect(tellNeighbours(parseRules('tri:6'), settings, new Store(storage), true)).toBeNull();
  const again = loadSettings(new Store(storage));
  expect(again.triNeighboursShown).toBe(true);
  expect(tellNeighbours(parseRules('tri:5'), again, new Store(storage), true)).toBeNull();
  expect(tellNeighbours(parseRules('hex:5'), again, new Store(storage), true)).toBe(neighboursLine('hex'));
  expect(tellNeighbours(parseRules('hex:5'), again, new Store(storage), true)).toBeNull();
});

test('a first hexagon game tells the hexagon line', () => {
  const settings = { ...DEFAULT_SETTINGS };
  expect(tellNeighbours(parseRules('hex:5'), settings, new Store(new MemoryStorage()), true)).toBe(
    neighboursLine('hex'),
  );
});

test('the lines say which cells split each other, each short enough for one notice', () => {
  expect(neighboursLine('tri')).toMatch(/share a side/);
  expect(neighboursLine('tri')).toMatch(/corner/);
  expect(neighboursLine('hex')).toMatch(/six sharing a side/);
  expect(neighboursLine('hex')).toMatch(/cut once per line through it/);
  for (const grid of ['tri', 'hex'] as const) expect(neighboursLine(grid).length).toBeLessThanOrEqual(150);
});
