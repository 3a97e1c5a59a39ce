// The automation hook's reader of the charts in sight (the results', the review's): each chart's
// title and box, and per series the name its key shows, its palette, its mark (null with the
// marks off), solid or dashed, and where its key and its line's end stand on the page; and the
// move numbers under its axis, each with its box and its size in CSS px.

import type Phaser from 'phaser';
import { chartMoved, chartsDrawn } from '../ui/chart-key.ts';
import type { Rect } from '../ui/board-geometry.ts';
import type { CellDivisionHook } from './hook-contract.ts';
import { pageBox, type ToPage } from './hook-page.ts';

export function chartReaders(
  game: Phaser.Game,
  toPage: ToPage,
  shownKey: () => string | null,
): Pick<CellDivisionHook, 'charts'> {
  return {
    charts() {
      const key = shownKey();
      if (!key) return [];
      return chartsDrawn(game.scene.getScene(key))
        .filter((c) => c.picture.visible)
        .map((c) => {
          // Where the chart stands now: its picture may have moved since it was drawn.
          const moved = chartMoved(c);
          const at = (r: Rect) => pageBox(toPage, { ...r, x: r.x + moved.x, y: r.y + moved.y });
          return {
            title: c.title,
            box: at(c.box),
            moves: c.moves.map((m) => ({
              move: m.move,
              box: at(m.box),
              css: m.font * toPage(0, 0).sy,
            })),
            series: c.series.map((s) => ({
              ...s,
              key: at(s.key),
              sample: at(s.sample),
              end: s.end ? at(s.end) : null,
            })),
          };
        });
    },
  };
}
