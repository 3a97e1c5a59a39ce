// From game pixels to page CSS pixels, for the automation hook's readers: the canvas may be
// scaled and placed anywhere on the page.

import type { GamePort } from '../scenes/game-port.ts';

export interface PageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A point in game pixels on the page, with the canvas's scale on each axis. */
export type ToPage = (x: number, y: number) => { x: number; y: number; sx: number; sy: number };

export function pageMapper(game: GamePort): ToPage {
  return (x, y) => {
    const rect = game.canvas.getBoundingClientRect();
    const { width, height } = game.size();
    const sx = rect.width / width;
    const sy = rect.height / height;
    return { x: rect.left + x * sx, y: rect.top + y * sy, sx, sy };
  };
}

/** A box in game pixels as it stands on the page. */
export function pageBox(toPage: ToPage, b: PageBox): PageBox {
  const { x, y, sx, sy } = toPage(b.x, b.y);
  return { x, y, width: b.width * sx, height: b.height * sy };
}
