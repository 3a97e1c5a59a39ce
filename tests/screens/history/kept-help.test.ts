// A kept game keeps which of the person's moves a hint or Best moves showed (game-history.ts
// helpedMoves), so the review of a game reopened from Your games says "Best moves showed c3" there
// and never praises it as the key moment, as the review opened from the results does. A game kept
// before it was reads as "no move's help known", never as a broken entry; the file of everything
// carries it to another device.
import { expect, test } from 'vitest';
import type { MoveReview } from '../../../src/ai/coach/analyse.ts';
import { moveNames, replayRecord, squareName, writeRecord } from '../../../src/engine/index.ts';
import { exportEverything, importEverything } from '../../../src/game/everything-file.ts';
import {
  HISTORY_KEY,
  keepGame,
  loadHistory,
  markHelpTaken,
  markHintsUsed,
} from '../../../src/game/game-history.ts';
import { NO_HELP } from '../../../src/game/help-taken.ts';
import { GameReview } from '../../../src/game/review.ts';
import {
  helpByMove,
  helpedMovesOf,
  helpTakenIn,
  markHelped,
  rememberHelp,
} from '../../../src/screens/game/help-gate.ts';
import { HistoryScreen } from '../../../src/screens/history/history-screen.ts';
import { makeMatch, settle } from '../game/ports.ts';
import { openedReview } from '../review/reviewed-game.ts';
import { personGame, storeRig } from './history-rig.ts';

const helped = { hints: [2], bestMoves: [0, 4] };

test('kept help - a kept game keeps which moves a hint or Best moves showed, by kind', () => {
  const { store } = storeRig();
  const game = keepGame(store, personGame('square:4', 'easy', 'win', 1000)).game!;
  expect(markHelpTaken(store, game.id, { ...NO_HELP, hints: 1, bestMoves: 2 }, helped)).toBe(true);
  const [kept] = loadHistory(store);
  expect(kept!.helpedMoves).toEqual(helped);
  expect(kept!.help).toEqual({ ...NO_HELP, hints: 1, bestMoves: 2 });
  // Written as the history's version 2, and kept through a later write of the history.
  expect(markHintsUsed(store, game.id)).toBe(false);
  expect(store.read(HISTORY_KEY, (v): v is { version: number } => typeof v === 'object')!.version).toBe(2);
  expect(loadHistory(store)[0]!.helpedMoves).toEqual(helped);
});

test('kept help - an older entry without it reads as no move’s help known; a broken one loses only that', () => {
  const { store, problems } = storeRig();
  const old = keepGame(store, personGame('square:4', 'easy', 'win', 1000)).game!;
  const fresh = keepGame(store, personGame('square:4', 'easy', 'loss', 2000)).game!;
  const broken = keepGame(store, personGame('square:4', 'hard', 'win', 3000)).game!;
  // Version 1, as a build before it wrote them: one game with its help counted, none by move.
  const oldEntry = { ...old, help: { ...NO_HELP, hints: 1 }, hints: true };
  const freshEntry = { ...fresh, help: { ...NO_HELP, bestMoves: 1 }, hints: true, helpedMoves: helped };
  const brokenEntry = { ...broken, helpedMoves: { hints: [99], bestMoves: 'b2' } };
  store.write(HISTORY_KEY, { version: 1, games: [oldEntry, freshEntry, brokenEntry] });
  const games = new Map(loadHistory(store).map((g) => [g.id, g]));
  expect(games.size).toBe(3);
  expect(problems).toEqual([]);
  expect(games.get(old.id)!.helpedMoves).toBeUndefined();
  expect(games.get(old.id)!.help).toEqual({ ...NO_HELP, hints: 1 });
  expect(games.get(broken.id)!.helpedMoves).toBeUndefined();
  expect(games.get(fresh.id)!.helpedMoves).toEqual(helped);
  // Reopened, the older game's review knows no move's help and the newer game's knows its own.
  const screen = new HistoryScreen();
  const open = (id: string) => screen.act('review', games.get(id)!) as { game: { helped?: unknown } };
  expect(open(old.id).game.helped).toBeUndefined();
  expect(open(fresh.id).game.helped).toEqual(helped);
  const match = makeMatch(
    'square:4',
    ['human', 'easy'],
    replayRecord(['square:4', ...old.moves].join(' ')).moves(),
  );
  rememberHelp(match, undefined);
  expect(helpByMove(match).size).toBe(0);
});

test('kept help - the file of everything carries each game’s helped moves to another device', () => {
  const { store: from } = storeRig();
  const game = keepGame(from, personGame('square:4', 'easy', 'win', 1000)).game!;
  markHelpTaken(from, game.id, { ...NO_HELP, hints: 1, bestMoves: 2 }, helped);
  const { store: to } = storeRig();
  expect(importEverything(to, exportEverything(from, 99))).toMatchObject({
    ok: true,
    imported: { games: 1 },
  });
  expect(loadHistory(to)[0]!.helpedMoves).toEqual(helped);
  expect(loadHistory(to)).toEqual(loadHistory(from));
});

/** Each move's review, every move the best and worked out: the words say only who played what, and the help. */
function plainReview(record: string): MoveReview[] {
  const review = new GameReview(record);
  return review.moves.map((square, index) => {
    const before = review.positionAt(index);
    const move = squareName(before.layout, square);
    return {
      index,
      mover: index % 2 === 0 ? 1 : 2,
      square,
      move,
      best: [move],
      value: 0,
      cost: 0,
      exact: true,
    };
  });
}

test('kept help - the review of a game reopened from Your games names the helped moves as the results’ review does', async () => {
  const { store } = storeRig();
  // Played: Best moves showed the person's first move, a hint their second.
  const played = makeMatch('square:4', ['human', 'easy']);
  for (let turn = 0; !played.position.isOver(); turn++) {
    await settle(played);
    if (played.position.isOver()) break;
    const move = played.position.legalMoveList()[0]!;
    if (turn < 2) markHelped(played, [move], turn === 0 ? 'best moves' : 'hint');
    expect(played.play(move)).toBe(true);
  }
  const fromResults = helpByMove(played);
  expect([...fromResults]).toEqual([
    [0, 'best moves'],
    [2, 'hint'],
  ]);
  // Kept at its end, as the services keep it.
  const kept = keepGame(store, {
    rules: 'square:4',
    players: ['human', 'easy'],
    names: ['You', 'Easy'],
    scores: played.scores(),
    moves: moveNames(played.position),
    endedAt: 5000,
  }).game!;
  markHelpTaken(store, kept.id, helpTakenIn(played), helpedMovesOf(played));
  // Reopened from Your games, as history-open.ts opens it.
  const out = new HistoryScreen().act('review', loadHistory(store)[0]!);
  if (out?.kind !== 'review') throw new Error('no review');
  const { setup, moves } = out.game;
  const reopened = makeMatch(
    setup.rules,
    setup.players,
    replayRecord([setup.rules, ...moves].join(' ')).moves(),
  );
  rememberHelp(reopened, out.game.helped);
  expect(helpByMove(reopened)).toEqual(fromResults);
  const record = writeRecord(reopened.position);
  const review = plainReview(record);
  const model = await openedReview(record, 'easy', moves.length, review, helpByMove(reopened));
  model.go(1);
  expect(model.snapshot().line.words).toBe(`1. You: ${moves[0]}. Best moves showed ${moves[0]}.`);
  model.go(3);
  expect(model.snapshot().line.words).toBe(`3. You: ${moves[2]}. The hint showed ${moves[2]}.`);
}, 60_000);
