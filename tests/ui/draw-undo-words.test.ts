// A draw says who led during the game; the Undo notice names what it took back.
import { expect, test } from 'vitest';
import { drawLeadLine, largestLeads } from '../../src/ui/draw-words.ts';
import { resultWords } from '../../src/screens/results/result-words.ts';
import { undoWords } from '../../src/ui/undo-words.ts';

const names = ['You', 'Easy'] as const;

test("a draw names each side's largest lead and the move after which it was reached", () => {
  const history: [number, number][] = [
    [0, 0],
    [2, 0],
    [2, 2],
    [8, 2],
    [8, 6],
    [8, 8],
  ];
  expect(largestLeads(history)).toEqual([{ by: 6, move: 3 }, null]);
  expect(drawLeadLine({ history, names })).toBe('You led by 6 after move 3; Easy caught up.');
  expect(
    drawLeadLine({
      history: [
        [0, 0],
        [0, 4],
        [6, 4],
        [6, 6],
      ],
      names,
    }),
  ).toBe('Easy led by 4 after move 1, you led by 2 after move 2.');
  expect(
    drawLeadLine({
      history: [
        [0, 0],
        [0, 4],
        [4, 4],
      ],
      names,
    }),
  ).toBe('Easy led by 4 after move 1; you caught up.');
  expect(
    drawLeadLine({
      history: [
        [0, 0],
        [0, 0],
        [2, 2],
      ],
      names,
    }),
  ).toBe('Tied to the very end.');
});

test("the results' draw line is the lead line; two people's draw says it too", () => {
  const history: [number, number][] = [
    [0, 0],
    [0, 3],
    [5, 5],
  ];
  expect(
    resultWords({ names: ['You', 'Easy'], mode: 'solo', person: 0, winner: 0, scores: [5, 5], history }).line,
  ).toBe('Easy led by 3 after move 1; you caught up.');
  expect(
    resultWords({ names: ['Ada', 'Bo'], mode: 'duo', person: null, winner: 0, scores: [5, 5], history }).line,
  ).toBe('Bo led by 3 after move 1; Ada caught up.');
});

test('Undo names the moves it took back', () => {
  expect(undoWords(['You', 'Easy'], 4, 2)).toBe("Took back your move and Easy's reply.");
  expect(undoWords(['Hard', 'You'], 5, 2)).toBe("Took back your move and Hard's reply.");
  expect(undoWords(['You', 'Easy'], 6, 1)).toBe('Took back your move.');
  expect(undoWords(['Ada', 'Bo'], 3, 1)).toBe("Took back Bo's move.");
});
