// The automation hook's reader of the charts in sight (the results', the review's): each chart's
// title and box, and per series the name its key shows, its palette, its mark (null with the
// marks off), solid or dashed, and where its key and its line's end stand on the page; and the
// move numbers under its axis, each with its box and its size in CSS px.

import type Phaser from 'phaser';
import { chartsDrawn } from '../ui/chart-key.ts';
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
        .map((c) => ({
          title: c.title,
          box: pageBox(toPage, c.box),
          moves: c.moves.map((m) => ({
            move: m.move,
            box: pageBox(toPage, m.box),
            css: m.font * toPage(0, 0).sy,
          })),
          series: c.series.map((s) => ({
            ...s,
            key: pageBox(toPage, s.key),
            sample: pageBox(toPage, s.sample),
            end: s.end ? pageBox(toPage, s.end) : null,
          })),
        }));
    },
  };
}
