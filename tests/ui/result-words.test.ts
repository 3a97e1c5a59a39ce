// The results name the players and say the adaptive level as a person reads it.
import { expect, test } from 'vitest';
import { resultWords } from '../../src/ui/result-words.ts';

test('the results name the player and the opponent', () => {
  const solo = { names: ['You', 'Hard'] as [string, string], mode: 'solo' as const, person: 0 as const };
  expect(resultWords({ ...solo, winner: 1, scores: [30, 26] }).title).toBe('You won against Hard by 4');
  const lost = resultWords({ ...solo, names: ['You', 'Easy'], winner: 2, scores: [20, 24] });
  expect(lost).toMatchObject({ title: 'Easy won by 4', mood: 'loss' });
  expect(lost.line).toMatch(/gentler/);
  expect(resultWords({ ...solo, winner: 2, scores: [20, 22] }).line).toMatch(/close/);
  expect(resultWords({ ...solo, winner: 0, scores: [9, 9] }).title).toBe('A draw with Hard');
  expect(resultWords({ names: ['Player 1', 'Player 2'], mode: 'duo', person: null, winner: 2, scores: [1, 5] }).title).toBe('Player 2 won by 4');
});

test('the adaptive change is told as levels', () => {
  const r = resultWords({ names: ['You', 'Adaptive'], mode: 'solo', person: 0, winner: 2, scores: [1, 9], skill: { before: 0.35, after: 0.2 } });
  expect(r.skill).toBe('Adaptive now plays at level 3 (was 4)');
  expect(resultWords({ names: ['You', 'Adaptive'], mode: 'solo', person: 0, winner: 1, scores: [9, 8], skill: { before: 0.5, after: 0.51 } }).skill).toBe('Adaptive stays at level 6');
});
