// A kept game replayed move by move in the History screen's window: the board as the review draws
// it (the move just played ringed), the score and the move in words, and Back, Previous, Play and
// Next under it. The replay's model (screens/history/replay-model.ts) keeps the move shown.

import type Phaser from 'phaser';
import { labelFont } from '../ui/board-labels.ts';
import type { Rect } from '../ui/board-geometry.ts';
import { Button } from '../ui/button.ts';
import { matchPalettes } from '../ui/colours.ts';
import { readable } from '../ui/readable.ts';
import { ReviewBoard } from '../ui/review-board.ts';
import { THEME, textStyle } from '../ui/theme.ts';
import { HISTORY_WORDS } from '../screens/history/history-words.ts';
import { REPLAY_STEP_MS, type ReplayModel } from '../screens/history/replay-model.ts';

export interface ReplayView {
  step(by: number): void;
}

export function drawReplay(
  scene: Phaser.Scene,
  replay: ReplayModel,
  area: Rect,
  footer: Rect,
  u: number,
  o: { back: () => void; marks: boolean },
): ReplayView {
  const game = replay.game;
  const wordsH = readable(18 * u) * 1.3 + readable(15 * u) * 1.3 + 10 * u;
  const boardBox = { x: area.x, y: area.y + wordsH, width: area.width, height: area.height - wordsH };
  const board = new ReviewBoard(
    scene,
    replay.snapshot().position.layout,
    matchPalettes(game.players),
    boardBox,
    labelFont(u),
    o.marks,
  );
  const score = scene.add.text(
    area.x + area.width / 2,
    area.y,
    '',
    textStyle(readable(18 * u), THEME.text, true),
  );
  score.setOrigin(0.5, 0);
  const line = scene.add
    .text(
      area.x + area.width / 2,
      area.y + score.height + 4 * u,
      '',
      textStyle(readable(15 * u), THEME.textDim),
    )
    .setOrigin(0.5, 0);
  const gap = 8 * u;
  const w = (footer.width - 3 * gap) / 4;
  const button = (i: number, id: string, label: string, onClick: () => void, primary = false) =>
    new Button(scene, {
      id,
      label,
      x: footer.x + i * (w + gap) + w / 2,
      y: footer.y + footer.height / 2,
      width: w,
      height: footer.height,
      fontSize: readable(17 * u),
      primary,
      tooltip: false,
      onClick,
    });
  const refresh = () => {
    const shot = replay.snapshot();
    board.show(shot.position, []);
    score.setText(shot.scoreLine);
    line.setText(shot.line);
    play.setLabel(shot.playLabel);
  };
  button(0, 'replay-back', HISTORY_WORDS.back, o.back);
  button(1, 'replay-previous', 'Prev', () => {
    replay.step(-1);
    refresh();
  });
  const play = button(
    2,
    'replay-play',
    HISTORY_WORDS.play,
    () => {
      replay.togglePlay();
      refresh();
    },
    true,
  );
  button(3, 'replay-next', 'Next', () => {
    replay.step(1);
    refresh();
  });
  scene.time.addEvent({
    delay: REPLAY_STEP_MS,
    loop: true,
    callback: () => {
      if (replay.tick()) refresh();
    },
  });
  refresh();
  return {
    step: (by) => {
      replay.step(by);
      refresh();
    },
  };
}
