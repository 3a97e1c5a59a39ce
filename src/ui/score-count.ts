// The results' score line as the ending shows it (screens/results/ending.ts's scoreLinePop): the
// final scores at once, as the board's panels say them, the winner's side (a draw: both) popping as
// one picture, clear of its name, the dash and the panel's edges (score-pop.ts decides how).

import type Phaser from 'phaser';
import type { Rect } from './board-geometry.ts';
import { sidePop, swelled } from './score-pop.ts';

type Scaled = Phaser.GameObjects.GameObject & {
  x: number;
  scaleX: number;
  scaleY: number;
  setScale(x: number, y?: number): unknown;
  getBounds(): Phaser.Geom.Rectangle;
};

/** The score line as drawn: its two sides (a count and its cell), its dash, and the panel it stands in. */
export interface PoppingLine {
  sides: readonly [readonly Scaled[], readonly Scaled[]];
  dash: Scaled;
  within: Rect;
  u: number;
}

function box(part: Scaled): Rect {
  const b = part.getBounds();
  return { x: b.x, y: b.y, width: b.width, height: b.height };
}

/** Pops the sides `pop` names over `ms`: a quick swell and back, each side as one (none under reduced motion). */
export function popScoreLine(
  scene: Phaser.Scene,
  line: PoppingLine,
  show: { pop: readonly (0 | 1)[]; ms: number },
): void {
  if (show.ms <= 0) return;
  for (const i of show.pop) {
    const parts = line.sides[i];
    const other = line.sides[1 - i]!;
    const pop = sidePop({
      parts: parts.map(box),
      dash: box(line.dash),
      others: other.map(box),
      within: line.within,
      gap: 4 * line.u,
    });
    for (const part of parts) {
      const { x, scaleX, scaleY } = part;
      // The part's anchor moves out from the side's centre, so the side grows as one picture. Its
      // parts are centred on the line, so only across (the sheet's rise moves them up meanwhile).
      const to = swelled({ x, y: pop.cy, width: 0, height: 0 }, pop);
      scene.tweens.add({
        targets: part,
        x: to.x,
        scaleX: scaleX * pop.k,
        scaleY: scaleY * pop.k,
        duration: show.ms / 2,
        ease: 'Sine.easeOut',
        yoyo: true,
        onComplete: () => {
          part.setScale(scaleX, scaleY);
          part.x = x;
        },
      });
    }
  }
}
