import { describe, expect, test } from 'vitest';
import { keepGame } from '../../../src/game/game-history.ts';
import { ReplayModel } from '../../../src/screens/history/replay-model.ts';
import { personGame, storeRig } from './history-rig.ts';

function kept() {
  const { store } = storeRig();
  return keepGame(store, personGame('square:3', 'easy', 'win', 1000)).game!;
}

describe('a kept game replayed move by move', () => {
  test('it starts on the empty board and steps through every move to the final scores', () => {
    const game = kept();
    const replay = new ReplayModel(game);
    expect(replay.snapshot()).toMatchObject({ ply: 0, played: null, moves: 9 });
    expect(replay.snapshot().line).toBe('The empty board · 9 moves to replay');
    replay.step(1);
    const one = replay.snapshot();
    expect(one.line).toBe(`Move 1 of 9: You played ${game.moves[0]}`);
    expect(one.position.ply).toBe(1);
    replay.go(99);
    const end = replay.snapshot();
    expect(end.ply).toBe(9);
    expect(end.scoreLine).toBe(`You ${game.scores[0]} – ${game.scores[1]} easy`);
    replay.step(-20);
    expect(replay.snapshot().ply).toBe(0);
  });

  test('Play moves on one move a beat and stops at the end; Play at the end starts again', () => {
    const replay = new ReplayModel(kept());
    replay.togglePlay();
    expect(replay.snapshot().playLabel).toBe('Pause');
    let beats = 0;
    while (replay.tick()) beats++;
    expect(beats).toBe(9);
    expect(replay.snapshot()).toMatchObject({ ply: 9, playing: false, playLabel: 'Play' });
    replay.togglePlay();
    expect(replay.snapshot()).toMatchObject({ ply: 0, playing: true });
    replay.step(1);
    expect(replay.snapshot().playing).toBe(false);
  });
});
