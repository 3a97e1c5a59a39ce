// The board screen's taps that reach no button: each counted (the e2e tests check none is lost),
// and one released once the game is over (its last move still turning cells over, or the final
// board) brings the results at once, the board and panels at the final position first; Space or
// Enter does the same.

import type Phaser from 'phaser';
import type { FinalBeat } from '../ui/final-beat.ts';
import type { Match } from '../game/match.ts';

export function listenToBoardTaps(
  scene: Phaser.Scene,
  counter: { boardTaps?: number },
  finalBeat: FinalBeat,
  board: {
    view: { finishNow(): void };
    hud: { countTo(s: [number, number], ms: number): void };
    match: Match;
  },
): void {
  const toTheEnd = () => {
    board.view.finishNow();
    board.hud.countTo(board.match.scores(), 0);
  };
  scene.input.on('pointerdown', (_p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => {
    if (over.length === 0) counter.boardTaps = (counter.boardTaps ?? 0) + 1;
  });
  // On release, so the tap cannot land on the results.
  scene.input.on('pointerup', (p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => {
    if (over.length === 0 && finalBeat.skip(p.downTime)) toTheEnd();
  });
  scene.input.keyboard?.on('keydown', (k: KeyboardEvent) => {
    if ((k.key === ' ' || k.key === 'Enter') && finalBeat.skip(k.timeStamp)) toTheEnd();
  });
}
