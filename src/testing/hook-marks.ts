// The automation hook's reader of the colour-blind marks in sight: each mark's shape, the colour
// of the cell or swatch it stands on (read from that picture, not from the mark), and its box on
// the page, in every scene shown (the board stays under the results).

import type Phaser from 'phaser';
import { MARK_DATA, MARK_ON_DATA } from '../ui/cell-marks.ts';
import type { CellDivisionHook, ShownMark } from './hook-contract.ts';
import { pageBox, type ToPage } from './hook-page.ts';

type Shown = Phaser.GameObjects.GameObject & { visible?: boolean; list?: Phaser.GameObjects.GameObject[] };

/**
 * The palette of the cell picture in the same list whose body holds the mark's place, the nearest
 * such (a mark rises off its cell's centre where the cell carries a piece count); off the cells (a
 * chart's disc or key, painted into the chart's picture), the palette painted under it.
 */
function colourUnder(mark: Phaser.GameObjects.Image, list: Phaser.GameObjects.GameObject[]): string | null {
  let nearest: { palette: string; off: number } | null = null;
  for (const o of list) {
    const cell = o as Phaser.GameObjects.Image;
    if (o.type !== 'Image' || cell.texture?.key !== 'cells') continue;
    const dx = Math.abs(cell.x - mark.x);
    const dy = Math.abs(cell.y - mark.y);
    if (dx >= cell.displayWidth / 2 || dy >= cell.displayHeight / 2) continue;
    const off = Math.hypot(dx, dy);
    if (!nearest || off < nearest.off) nearest = { palette: String(cell.frame.name).split('/')[0]!, off };
  }
  return nearest?.palette ?? (mark.getData(MARK_ON_DATA) as string | undefined) ?? null;
}

export function markReaders(game: Phaser.Game, toPage: ToPage): Pick<CellDivisionHook, 'cellMarks'> {
  return {
    cellMarks() {
      const found: ShownMark[] = [];
      const visit = (list: Phaser.GameObjects.GameObject[]) => {
        for (const o of list) {
          const shown = o as Shown;
          if (shown.visible === false) continue;
          if (o.type === 'Container') visit(shown.list ?? []);
          const mark = o as Phaser.GameObjects.Image;
          if (o.type !== 'Image' || !mark.getData(MARK_DATA)) continue;
          found.push({
            shape: mark.texture.key.replace('cell-mark:', ''),
            on: colourUnder(mark, list),
            ...pageBox(toPage, mark.getBounds()),
          });
        }
      };
      for (const scene of game.scene.getScenes(false)) {
        if (scene.sys.isActive() || scene.sys.isPaused()) visit(scene.children.list);
      }
      return found;
    },
  };
}
