// The menu's welcome back (screens/menu/welcome.ts): the last counted game against an opponent in a
// few words, with its day; none for a newcomer (the guided game's offer stands in its row) or before
// any game against an opponent; a loss said kindly.
import { expect, test } from 'vitest';
import { keepGame } from '../../../src/game/game-history.ts';
import type { KeptGame } from '../../../src/game/game-history.ts';
import { welcomeLine } from '../../../src/screens/menu/welcome.ts';
import { personGame } from '../history/history-rig.ts';
import { menuRig } from './menu-ports.ts';

const TODAY = '2026-03-10';
const at = (day: number, hour: number) => new Date(2026, 2, day, hour).getTime();

const game = (
  opponent: string,
  rules: string,
  margin: number,
  endedAt: number,
  more: Partial<KeptGame> = {},
): KeptGame => ({
  id: `${endedAt}`,
  rules,
  players: ['human', opponent],
  names: ['You', opponent],
  scores: margin >= 0 ? [10 + margin, 10] : [10, 10 - margin],
  winner: margin > 0 ? 1 : margin < 0 ? 2 : 0,
  moves: [],
  endedAt,
  hints: false,
  counts: true,
  ...more,
});

test('the last game said with its day: yesterday, today, before', () => {
  expect(welcomeLine([game('hard', 'hex:5', 4, at(9, 20))], TODAY)).toBe(
    'Yesterday you beat Hard on the hexagon',
  );
  expect(welcomeLine([game('easy', 'square:5', 0, at(10, 8))], TODAY)).toBe(
    'Today you drew with Easy on the square board',
  );
  expect(welcomeLine([game('medium', 'petri:6', -3, at(2, 8))], TODAY)).toBe(
    'Last time Medium won on the petri dish: another go?',
  );
});

test('the last counted game against an opponent: not a retry played on, not two people', () => {
  const games = [
    game('hard', 'hex:5', 4, at(8, 10)),
    game('easy', 'square:5', 9, at(9, 10), { counts: false }),
    game('human', 'square:5', 9, at(9, 11)),
  ];
  expect(welcomeLine(games, TODAY)).toBe('Last time you beat Hard on the hexagon');
  expect(welcomeLine(games.slice(1), TODAY)).toBeNull();
  expect(welcomeLine([], TODAY)).toBeNull();
});

test('on the hub: in the offer’s row for a player coming back, none while the guided game is offered', () => {
  const rig = menuRig();
  expect(rig.model.hub(TODAY).welcome).toBeNull();
  keepGame(rig.store, personGame('square:4', 'easy', 'win', at(9, 12)));
  const hub = rig.model.hub(TODAY);
  expect(hub.offer).toBeNull();
  expect(hub.welcome).toBe('Yesterday you beat Easy on the square board');
});
