// Where the results' panel and its buttons stand, in game pixels, without Phaser: the panel the
// screen allows, the buttons' area (a column at the right of a short panel, the panel's foot
// upright), the one primary next step on a row of its own, wide, the others under it in even rows,
// from the foot up. Where the buttons would reach up into the header (a phone on its side with the
// most buttons an ending has), the header stands beside them, in the left column, and the buttons
// take the right column's whole height under the ✕. On a phone on its side the header always stands
// there, and the panel takes more of the width: across it the left half stood empty but for a line.
// The Details tab's lines' size too.

import type { Box } from './title-place.ts';
import { SECONDARY_CSS, secondaryFont } from '../../ui/secondary-text.ts';

/**
 * The largest results panel, in design units (times u): wider than tall on a landscape screen, widest
 * on a phone on its side. A landscape result may take 640 (a ladder step's words over the buttons
 * beside the final board; the panel then fits its content, panel-fit.ts); the Details tab, drawn at
 * the largest panel, keeps 560.
 */
export const PANEL_MAX = {
  width: 760,
  sideWidth: 1100,
  portraitHeight: 960,
  landscapeHeight: 640,
  detailsHeight: 560,
} as const;

/** The largest panel's width in design units: a phone on its side (`side`) spends its width, not its height. */
export function panelMaxWidth(side: boolean): number {
  return side ? PANEL_MAX.sideWidth : PANEL_MAX.width;
}

/** The largest panel the screen allows, centred (what the modal panel draws first). */
export function resultsPanelBox(
  screen: { width: number; height: number },
  u: number,
  portrait: boolean,
  side = false,
): Box {
  const width = Math.min(screen.width - 24 * u, panelMaxWidth(side) * u);
  const height = Math.min(
    screen.height - 24 * u,
    (portrait ? PANEL_MAX.portraitHeight : PANEL_MAX.landscapeHeight) * u,
  );
  return { x: (screen.width - width) / 2, y: (screen.height - height) / 2, width, height };
}

/** The part of the panel the buttons stand in. */
export interface ButtonsArea {
  left: number;
  top: number;
  width: number;
  /** The buttons' foot: the panel's foot. */
  bottom: number;
  u: number;
  /** The least touch target, game px. */
  touch: number;
}

/** The buttons' area: the right column of a short panel (a little past its middle), else the whole panel. */
export function buttonsArea(
  panel: Box,
  columns: boolean,
  u: number,
  touch: number,
  /** Where the right column starts when the header stands beside it (under the ✕); else the panel's top. */
  top = panel.y,
): ButtonsArea {
  const half = panel.width / 2;
  return columns
    ? { left: panel.x + half - 10 * u, top, width: half + 10 * u, bottom: panel.y + panel.height, u, touch }
    : { left: panel.x, top, width: panel.width, bottom: panel.y + panel.height, u, touch };
}

/** The room inside the area's padding, the gap between buttons, and a button's width for `n` to a row. */
export function rowMeasures(area: ButtonsArea): {
  inner: number;
  gap: number;
  widthFor: (n: number) => number;
  /** As many to a row as 150 units each allow, 2 to 4 (the view may take fewer for readable words). */
  perRow: number;
} {
  const { u } = area;
  const gap = 12 * u;
  const inner = area.width - 40 * u;
  return {
    inner,
    gap,
    widthFor: (n) => Math.min(170 * u, (inner - (n - 1) * gap) / n),
    perRow: Math.max(2, Math.min(4, Math.floor((inner + gap) / (150 * u + gap)))),
  };
}

export interface ButtonsPlace {
  /** The primary buttons' boxes (one row each), then the others', in reading order. */
  primary: Box[];
  others: Box[];
  /** The top of the highest button. */
  top: number;
}

/** The boxes of `primaries` wide buttons over `others` in rows of `perRow`, placed from the area's foot up. */
export function placeButtons(
  area: ButtonsArea,
  primaries: number,
  others: number,
  perRow: number,
): ButtonsPlace {
  const { u, touch } = area;
  const { inner, gap, widthFor } = rowMeasures(area);
  const bh = Math.max(54 * u, touch);
  const sh = Math.max(44 * u, touch);
  const bw = widthFor(perRow);
  const rows = Math.ceil(others / perRow);
  let y = area.bottom - 20 * u - sh / 2;
  const rowYs: number[] = [];
  for (let r = rows - 1; r >= 0; r--) {
    rowYs[r] = y;
    y -= sh + gap;
  }
  y -= (bh - sh) / 2 + 4 * u;
  const pw = Math.min(inner, 440 * u);
  const cx = area.left + area.width / 2;
  const primary: Box[] = [];
  for (let i = primaries - 1; i >= 0; i--) {
    primary[i] = { x: cx - pw / 2, y: y - bh / 2, width: pw, height: bh };
    if (i > 0) y -= bh + gap;
  }
  const boxes: Box[] = [];
  for (let r = 0; r < rows; r++) {
    const n = Math.min(perRow, others - r * perRow);
    const total = n * bw + (n - 1) * gap;
    for (let i = 0; i < n; i++)
      boxes.push({
        x: cx - total / 2 + i * (bw + gap),
        y: rowYs[r]! - sh / 2,
        width: bw,
        height: sh,
      });
  }
  const top = primaries > 0 ? y - bh / 2 : rows > 0 ? rowYs[0]! - sh / 2 : area.bottom;
  return { primary, others: boxes, top };
}

/** The buttons in three sizes: the one big next step, the two beside it, the quiet row of small ones. */
export interface TieredPlace extends ButtonsPlace {
  /** Of `others`, the boxes from this index on are the small row's. */
  smallFrom: number;
}

/**
 * The one big next step on a row of its own, the (at most two) buttons beside it on one row under
 * it, and the small ones in rows of `smallPerRow` at the foot, lower and closer together: a
 * game-over card's one clear choice, not a wall of equal buttons. Placed from the area's foot up.
 */
export function placeTiers(
  area: ButtonsArea,
  beside: number,
  small: number,
  smallPerRow: number,
): TieredPlace {
  const { u, touch } = area;
  const { inner, gap } = rowMeasures(area);
  const bh = Math.max(58 * u, touch);
  const mh = Math.max(48 * u, touch);
  const sh = Math.max(40 * u, touch);
  const smallGap = 8 * u;
  const pw = Math.min(inner, 440 * u);
  const cx = area.left + area.width / 2;
  const smallRows = Math.ceil(small / smallPerRow);
  const sw = Math.min(150 * u, (inner - (smallPerRow - 1) * smallGap) / smallPerRow);
  const smallBoxes: Box[] = [];
  let y = area.bottom - 16 * u;
  for (let r = smallRows - 1; r >= 0; r--) {
    const n = Math.min(smallPerRow, small - r * smallPerRow);
    const total = n * sw + (n - 1) * smallGap;
    const row = Array.from({ length: n }, (_, i) => ({
      x: cx - total / 2 + i * (sw + smallGap),
      y: y - sh,
      width: sw,
      height: sh,
    }));
    smallBoxes.unshift(...row);
    y -= sh + smallGap;
  }
  if (smallRows > 0) y -= gap - smallGap;
  const besideBoxes: Box[] = [];
  if (beside > 0) {
    const bw = beside === 1 ? pw * 0.7 : (pw - (beside - 1) * gap) / beside;
    const total = beside * bw + (beside - 1) * gap;
    for (let i = 0; i < beside; i++)
      besideBoxes.push({ x: cx - total / 2 + i * (bw + gap), y: y - mh, width: bw, height: mh });
    y -= mh + gap;
  }
  const primary = [{ x: cx - pw / 2, y: y - bh, width: pw, height: bh }];
  return { primary, others: [...besideBoxes, ...smallBoxes], top: y - bh, smallFrom: besideBoxes.length };
}

/**
 * Whether the header stands beside the buttons (in the left column) rather than across the panel:
 * only beside them (a short panel), where the buttons would reach up to the header or on a phone on
 * its side (`side`), whose few rows of height go to the buttons and the left column holds the result;
 * or where the result's words find no room over the buttons under a header across the panel
 * (`crowded`: a ladder step's stars on a tablet or a desktop, which left the final board no room):
 * the buttons then take the right column from under the ✕, the words over them, and the final
 * board stands large under the header in the left column.
 */
export function headerBeside(
  columns: boolean,
  headerBottom: number,
  buttonsTop: number,
  gap: number,
  side = false,
  crowded = false,
): boolean {
  return columns && (side || crowded || buttonsTop < headerBottom + gap);
}

/**
 * The Details tab's lines under the score (the record against this opponent the longest): secondary
 * text, `font` game px at 13 CSS px or more, shrunk to no less than `floor` CSS px before they wrap
 * (upright on a phone the record was drawn at 17·u, about 10 CSS px).
 */
export function detailsLineFit(u: number, dpr: number): { font: number; floor: number } {
  return { font: secondaryFont(17, u, dpr), floor: SECONDARY_CSS };
}

/**
 * The result's kind words' size (game px): 17 design units, 15 CSS px or more; on a wide sheet
 * beside its buttons (a tablet, a desktop; not a phone on its side, short of height) they grow
 * with the sheet, a 45th of its width (19 px on a desktop's 856 px sheet), as its header does.
 */
export function resultWordsFont(panelWidth: number, u: number, dpr: number, wide: boolean): number {
  const least = Math.max(17 * u, 15 * dpr);
  return wide ? Math.max(least, panelWidth / 45) : least;
}
