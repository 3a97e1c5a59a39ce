// Where the HUD's pieces stand: the two score panels side by side with the status line under them
// (a row above the board), or, on a phone on its side, stacked in a column beside the board so the
// board keeps the screen's whole height. `sideBySide` splits such a screen between that column
// and the board.

import type { Layout } from '../engine/index.ts';
import { BoardGeometryFit, type Rect } from './board-geometry.ts';
import { labelRoom } from './board-label-places.ts';
import { pixelRatio } from './screen.ts';

export interface HudPlaces {
  /** Each player's score panel. */
  panels: [Rect, Rect];
  /** The band the status line is centred in (it shrinks or wraps to fit). */
  status: Rect;
}

/** The panels side by side at the top of `area`, the status line under them. */
export function hudRow(area: Rect, u: number): HudPlaces {
  const gap = 12 * u;
  const panelW = Math.min((area.width - gap) / 2, 300 * u);
  const panelH = Math.min(area.height * 0.66, 64 * u);
  const cx = area.x + area.width / 2;
  return {
    panels: [
      { x: cx - gap / 2 - panelW, y: area.y, width: panelW, height: panelH },
      { x: cx + gap / 2, y: area.y, width: panelW, height: panelH },
    ],
    status: { x: area.x, y: area.y + panelH, width: area.width, height: area.height - panelH },
  };
}

/** The panels one above the other at the top of `area`, the status line under them in up to three lines. */
export function hudColumn(area: Rect, u: number): HudPlaces {
  const gap = 8 * u;
  const panelH = Math.min(64 * u, area.height / 4);
  const second = area.y + panelH + gap;
  const statusH = Math.min(3 * 16 * pixelRatio(), area.height - 2 * panelH - gap);
  return {
    panels: [
      { x: area.x, y: area.y, width: area.width, height: panelH },
      { x: area.x, y: second, width: area.width, height: panelH },
    ],
    status: { x: area.x, y: second + panelH + gap / 2, width: area.width, height: statusH },
  };
}

/** The HUD column's width on a phone on its side, in CSS pixels: enough for a name and its score, and for a notice under them. */
const COLUMN = { least: 176, most: 240 };

/**
 * A short, wide screen split into the HUD's column and the board's area, side by side within
 * `region` (game pixels): the board takes the region's whole height, the column what is left of
 * the width (within COLUMN), and the two stand together in the middle of the region.
 */
export function sideBySide(layout: Layout, region: Rect, labelFont: number, gap: number): { hud: Rect; board: Rect } {
  const dpr = pixelRatio();
  const room = labelFont > 0 ? labelRoom(layout, labelFont) : { left: 0, right: 0, bottom: 0 };
  const tallest = new BoardGeometryFit(layout, { x: 0, y: 0, width: region.width, height: region.height }, room);
  const boardNeeds = tallest.frame.width + room.left + room.right;
  const hudW = Math.min(COLUMN.most * dpr, Math.max(COLUMN.least * dpr, region.width - boardNeeds - gap));
  const boardW = Math.min(boardNeeds, region.width - hudW - gap);
  const left = region.x + Math.max(0, (region.width - hudW - gap - boardW) / 2);
  return {
    hud: { x: left, y: region.y, width: hudW, height: region.height },
    board: { x: left + hudW + gap, y: region.y, width: boardW, height: region.height },
  };
}
