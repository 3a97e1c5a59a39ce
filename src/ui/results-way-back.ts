// With the results closed the finished board is in sight, and where the board's toolbar stood (it
// takes no tap while the board scene is paused under the results) the bar's ways on: Play again,
// Review, the way back to the Results (the model's `aside`); the way out ("‹ Menu") stands where the
// board's own stood, in the top corner, so it does not jump into the bar as the results close.
// Nothing else takes a tap: a tap on the board does nothing, as on any finished game, and no words
// ask for one: a ✕ closes.

import type Phaser from 'phaser';
import type { ResultsButton } from '../screens/results/results-model.ts';
import { Button } from './button.ts';
import { pixelRatio } from './device-pixels.ts';
import { addAsideButtons } from './results-picture.ts';
import { exitWords } from '../words/board-controls-words.ts';

export function addWayBack(
  scene: Phaser.Scene,
  board: {
    toolbar: readonly Button[];
    bar?: readonly Button[];
    exit?: Button;
    view?: { fit: { left: number; frame: { width: number } } };
  } | null,
  bar: readonly (ResultsButton & { onClick: (began?: number) => void })[],
  u: number,
): Phaser.GameObjects.GameObject[] {
  // The board's way out in its corner, named as such: a watched game's toolbar holds its Pause,
  // Step and Speed too, which are neither the bar nor the way out.
  const exit = board?.exit;
  const inCorner = exit ? bar.filter((b) => b.corner) : [];
  const inBar = bar.filter((b) => !inCorner.includes(b));
  const made: Phaser.GameObjects.GameObject[] = addAsideButtons(
    scene,
    board?.bar ?? board?.toolbar ?? [],
    inBar,
    u,
    board?.view ? board.view.fit.left + board.view.fit.frame.width : undefined,
  );
  for (const b of inCorner) {
    // Its own size and centre (a container's bounds hold only what it draws).
    const at = { centerX: exit!.x, centerY: exit!.y, width: exit!.width, height: exit!.height };
    made.push(
      new Button(scene, {
        ...b,
        words: exitWords(b.id),
        showLabel: true,
        fontSize: 16 * pixelRatio(),
        tooltip: false,
        x: at.centerX,
        y: at.centerY,
        width: at.width,
        height: at.height,
      }).setDepth(2),
    );
  }
  return made;
}
