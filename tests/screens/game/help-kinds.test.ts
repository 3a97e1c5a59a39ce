// One record of help for every kind: a hint and Best moves are each kept by kind, so
// the results and the history's rows name what was used ("With 1 hint", "With Best moves"), and a
// game where a hint was looked at says so in the history as it did on its results.
import { expect, test } from 'vitest';
import { helpTakenIn, markHelped } from '../../../src/screens/game/help-gate.ts';
import { keepGame, loadHistory, markHelpTaken } from '../../../src/game/game-history.ts';
import { NO_HELP } from '../../../src/game/help-taken.ts';
import { helpRowWords, helpTakenWords, recordHelpWords } from '../../../src/words/help-taken-words.ts';
import { helpAside } from '../../../src/words/results-words.ts';
import { keptHelpWords, rowLine } from '../../../src/screens/history/history-words.ts';
import { coachOn } from './coach-rig.ts';
import { makeMatch, settle } from './ports.ts';
import { personGame, storeRig } from '../history/history-rig.ts';

const anyMove = (match: ReturnType<typeof makeMatch>) => match.position.legalMoveList()[0]!;

test('help kinds - a hint played and Best moves played are counted apart; looked at, by kind too', async () => {
  const match = makeMatch('hex:3', ['human', 'easy']);
  coachOn(match);
  const first = anyMove(match);
  markHelped(match, [first], 'hint');
  expect(match.play(first)).toBe(true);
  await settle(match);
  const second = anyMove(match);
  markHelped(match, [second], 'best moves');
  expect(match.play(second)).toBe(true);
  await settle(match);
  const moves = match.position.legalMoveList();
  markHelped(match, [moves[1]!], 'hint');
  expect(match.play(moves[0]!)).toBe(true);
  await settle(match);
  expect(helpTakenIn(match)).toEqual({ hints: 1, bestMoves: 1, lookedHints: 1, lookedBest: 0 });
});

test('help kinds - the words name what was used', () => {
  expect(helpTakenWords({ ...NO_HELP, hints: 1 })).toBe('With 1 hint');
  expect(helpTakenWords({ ...NO_HELP, bestMoves: 3 })).toBe('With Best moves');
  expect(helpTakenWords({ ...NO_HELP, hints: 2, bestMoves: 1, lookedHints: 1 })).toBe(
    'With 2 hints and Best moves',
  );
  expect(helpTakenWords({ ...NO_HELP, lookedHints: 1 })).toBe('You looked at 1 hint');
  expect(helpRowWords({ ...NO_HELP, lookedBest: 1 })).toBe('Looked at Best moves');
  expect(helpTakenWords(NO_HELP)).toBe('');
  expect(recordHelpWords({ ...NO_HELP, bestMoves: 1 })).toBe('Best moves in this one');
  // The results' aside says the kind, not "1 move with help".
  expect(helpAside({ usedHelp: true, helpedMoves: 1, taken: { ...NO_HELP, bestMoves: 1 } }, 'x')).toBe(
    ' · With Best moves',
  );
});

test('help kinds - a kept game keeps its help by kind: a Best moves game is not "You used hints", a looked-at hint is said', () => {
  const { store } = storeRig();
  const best = keepGame(store, personGame('square:5', 'easy', 'win', 1000)).game!;
  const looked = keepGame(store, personGame('square:8', 'hard', 'loss', 2000)).game!;
  const none = keepGame(store, personGame('square:5', 'easy', 'loss', 3000)).game!;
  expect(markHelpTaken(store, best.id, { ...NO_HELP, bestMoves: 1 })).toBe(true);
  expect(markHelpTaken(store, looked.id, { ...NO_HELP, lookedHints: 1 })).toBe(true);
  expect(markHelpTaken(store, none.id, NO_HELP)).toBe(false);
  const kept = new Map(loadHistory(store).map((g) => [g.id, g]));
  // Best moves followed costs the "no help" mark as a hint does.
  expect(kept.get(best.id)!.hints).toBe(true);
  expect(keptHelpWords(kept.get(best.id)!)).toBe('With Best moves');
  // A hint looked at and not followed: no help for the star, said in the row all the same.
  expect(kept.get(looked.id)!.hints).toBe(false);
  expect(keptHelpWords(kept.get(looked.id)!)).toBe('Looked at 1 hint');
  expect(keptHelpWords(kept.get(none.id)!)).toBe('');
  expect(
    rowLine({
      board: 'Square 5×5',
      when: 'Today, 09:24',
      counts: true,
      hints: true,
      help: 'With Best moves',
    }),
  ).toBe('Square 5×5 · Today, 09:24 · With Best moves');
});
