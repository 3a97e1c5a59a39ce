// A question open over a screen comes back, with what was typed, when the screen is laid out again
// for a new size; answered, or on any other start of a screen, it is forgotten.
import { expect, test } from 'vitest';
import { KeptQuestion } from '../../src/screens/kept-question.ts';

test('a resize asks the open question again with the words typed so far, once answered never again', () => {
  const kept = new KeptQuestion();
  kept.asked('builder', 'save', 'Board 1');
  kept.typed('My ri');
  kept.relayout('builder');
  expect(kept.reopen('builder')).toEqual({ screen: 'builder', id: 'save', typed: 'My ri' });
  // A second resize while it is still open: asked again, the words still there.
  kept.relayout('builder');
  expect(kept.reopen('builder')).toEqual({ screen: 'builder', id: 'save', typed: 'My ri' });
  kept.answered('builder', 'save');
  kept.relayout('builder');
  expect(kept.reopen('builder')).toBeNull();
});

test('one resize that restarts the screen twice asks the question again both times', () => {
  const kept = new KeptQuestion();
  kept.asked('builder', 'save', 'My ri');
  kept.relayout('builder');
  kept.relayout('builder');
  expect(kept.reopen('builder')?.typed).toBe('My ri');
  kept.asked('builder', 'save', 'My ri');
  expect(kept.reopen('builder')?.typed).toBe('My ri');
  kept.asked('builder', 'save', 'My ri');
  kept.answered('builder', 'save');
  expect(kept.reopen('builder')).toBeNull();
});

test('a question with no words: the board leave question comes back over the board', () => {
  const kept = new KeptQuestion();
  kept.asked('board', 'leave');
  kept.relayout('board');
  expect(kept.reopen('board')).toEqual({ screen: 'board', id: 'leave' });
});

test('a screen started for another reason (left and come back, a new game) forgets the question', () => {
  const kept = new KeptQuestion();
  kept.asked('board', 'leave');
  expect(kept.reopen('board')).toBeNull();
  kept.relayout('board');
  expect(kept.reopen('board')).toBeNull();
  // Another screen laid out again does not bring back the board's question.
  kept.asked('board', 'restart');
  kept.relayout('builder');
  expect(kept.reopen('builder')).toBeNull();
  kept.relayout('board');
  expect(kept.reopen('board')).toBeNull();
});
