// The puzzle board's way to look before answering, where the board shows what a move gains
// (gains-setting.ts): a resting mouse or a press shows a square's gain cell by cell (worth-tags.ts),
// and a finger held on a square (preview.ts' hold) rings it. As on the game's board, the lift on the
// square answers and sliding off plays nothing (press.ts): a hold turned into a silent look by a
// timer swallowed quick taps whose events a busy phone stamped late.

import type Phaser from 'phaser';
import type { Match } from '../game/match.ts';
import type { BoardView } from './board-view.ts';
import { GainPreview } from './gain-preview.ts';

export function puzzleGainLook(scene: Phaser.Scene, match: Match, view: BoardView, on: boolean): void {
  view.input.showWorth(on);
  if (!on) return;
  new GainPreview(
    scene,
    view.fit,
    {
      canPreview: (s) => match.canPlay() && match.position.isLegal(s),
      landing: (c) => match.position.landingSquare(c),
      // The board itself shows the gain: no words to put up or back.
      show: () => {},
      hide: () => {},
    },
    () => {},
    (s) => view.input.press.holdShows(s),
  );
}
