// How tall the results' panel is where its buttons stand in a column beside the result (a tablet,
// a desktop, a phone on its side): as tall as its content, centred on the screen, not the largest
// panel with the words packed at its top left and the buttons at its foot. The header (title, score,
// margin) spans the panel; under it the result's column (kind words, what was earned) stands level
// with the middle of the buttons. All in game pixels; the view moves what it drew by these amounts.

import type { Layout } from '../../engine/index.ts';
import { countedPictureHeight } from './counted-picture.ts';
import type { Box } from './title-place.ts';

export interface PanelContent {
  screen: { width: number; height: number };
  /** The panel as first drawn: the largest the screen allows. */
  panel: Box;
  /** Where the header (title, score line, margin line) ends. */
  headerBottom: number;
  /** The result's column's height, drawn from `headerBottom`. */
  column: number;
  /** The top of the buttons, which stand at the panel's foot. */
  buttonsTop: number;
  /** Room kept under the header and round the column. */
  gap: number;
  /** With the header beside the buttons: the room kept over them (the ✕'s band at the panel's top). */
  above?: number;
}

export interface PanelFit {
  panel: Box;
  /** How far the header, the column and the buttons move down (negative: up). */
  header: number;
  column: number;
  buttons: number;
}

/**
 * Beside the buttons, whether the result's words (`words` tall) stand over them in the right column,
 * `gap` above the buttons' top and under `rightTop` (the header's foot): then the final board's
 * picture takes the left column whole. The panel's largest height (PANEL_MAX) is what lets a ladder
 * step's words (the step, its stars and the tip) stand there: at 560 units a desktop's draw put them
 * under a small picture, the right column holding three buttons in its middle.
 */
export function wordsOverButtons(words: number, buttonsTop: number, rightTop: number, gap: number): boolean {
  return words > 0 && buttonsTop - gap - words >= rightTop;
}

/**
 * The final board's picture at most: beside the words and buttons (`beside`), as
 * pictureBesideWords says, yet as tall as its cells need to carry their counts
 * (counted-picture.ts) where the column allows (a desktop's Square 8×8 had squares of 34 CSS px
 * and no counts); else (upright, over the words, or beside the header) the column's whole width,
 * the room over the buttons still making it smaller where it must. At 94% of it an upright phone's
 * Square 8×8 had squares of 35 CSS px, a shade too small to carry their counts.
 */
export function pictureMost(
  columnWidth: number,
  beside: { right: number; gap: number; layout: Layout; gamePerCss: number } | null,
): number {
  if (!beside) return columnWidth;
  const compact = pictureBesideWords(columnWidth, beside.right, beside.gap);
  return Math.min(columnWidth, Math.max(compact, countedPictureHeight(beside.layout, beside.gamePerCss)));
}

/**
 * The final board's picture beside the words and buttons, at most: the left column's width, and no
 * taller than the right column (`right`: the words and the buttons) and a `gap` over and under it. A
 * loss off the ladder has two lines over its buttons, and a picture the column's width stood ~70 CSS
 * px over and under them on a tablet; the sheet is as compact as what it says.
 */
export function pictureBesideWords(columnWidth: number, right: number, gap: number): number {
  return Math.min(columnWidth, right + 2 * gap);
}

export function fitResultsPanel(c: PanelContent): PanelFit {
  const { panel, gap } = c;
  const head = c.headerBottom - panel.y;
  const buttons = panel.y + panel.height - c.buttonsTop;
  const height = Math.min(panel.height, Math.ceil(head + Math.max(c.column + 2 * gap, buttons + gap)));
  const top = Math.round((c.screen.height - height) / 2);
  const bottom = top + height;
  const header = top - panel.y;
  // The buttons (and the words over them) stand at the foot; where the column beside them is the
  // taller (the final board's picture), they rise to stand level with its middle, not under an
  // empty band as tall as the difference.
  const columnMiddle = c.headerBottom + header + gap + c.column / 2;
  const atFoot = bottom - (panel.y + panel.height);
  const buttonsMove =
    c.column + gap > buttons ? Math.min(atFoot, columnMiddle - (c.buttonsTop + (buttons - gap) / 2)) : atFoot;
  // The column beside the buttons, level with their middle, never up into the header nor past the foot.
  const buttonsMiddle = c.buttonsTop + buttonsMove + (buttons - gap) / 2;
  const columnTop = Math.max(
    c.headerBottom + header + gap,
    Math.min(buttonsMiddle - c.column / 2, bottom - gap - c.column),
  );
  return {
    panel: { x: panel.x, y: top, width: panel.width, height },
    header,
    column: columnTop - c.headerBottom,
    buttons: buttonsMove,
  };
}

/**
 * Upright (a phone), where the buttons stand under the result: the panel as tall as the header, the
 * result's column and the buttons, with one gap between the column and the buttons (no empty band
 * between the stars and the buttons), centred on the screen.
 */
export function fitStackedPanel(c: PanelContent): PanelFit {
  const { panel, gap } = c;
  const head = c.headerBottom - panel.y;
  const buttons = panel.y + panel.height - c.buttonsTop;
  const height = Math.min(panel.height, Math.ceil(head + c.column + gap + buttons));
  const top = Math.round((c.screen.height - height) / 2);
  const header = top - panel.y;
  const buttonsMove = top + height - (panel.y + panel.height);
  return {
    panel: { x: panel.x, y: top, width: panel.width, height },
    header,
    column: header,
    buttons: buttonsMove,
  };
}

/**
 * On its side with the header beside the buttons (the header and the result's column at the left,
 * the buttons down the right under the ✕): as tall as the taller side, centred on the screen, the
 * shorter left side in its middle.
 */
export function fitBesidePanel(c: PanelContent): PanelFit {
  const { panel, gap } = c;
  const head = c.headerBottom - panel.y;
  const buttons = panel.y + panel.height - c.buttonsTop;
  const height = Math.min(
    panel.height,
    Math.ceil(Math.max(head + c.column + 2 * gap, (c.above ?? gap) + buttons)),
  );
  const top = Math.round((c.screen.height - height) / 2);
  // The left side shorter than the buttons' (the picture stands over them): it stands in the middle,
  // not at the top over an empty band.
  const header = top - panel.y + Math.max(0, Math.floor((height - (head + c.column + gap)) / 2));
  return {
    panel: { x: panel.x, y: top, width: panel.width, height },
    header,
    column: header,
    buttons: top + height - (panel.y + panel.height),
  };
}

/**
 * The Details tab's room for its lines and charts in `panel`, from `top` (the header's foot): beside
 * the buttons the left column down to the panel's foot; upright the whole width down to the buttons.
 */
export function detailsRoom(
  panel: Box,
  o: { columns: boolean; portrait: boolean; top: number; buttonsTop: number; u: number },
): { left: number; width: number; top: number; bottom: number; portrait: boolean; u: number } {
  const { u } = o;
  const top = o.top + 6 * u;
  if (o.columns)
    return {
      left: panel.x + 10 * u,
      width: panel.width / 2,
      top,
      bottom: panel.y + panel.height - 20 * u,
      portrait: true,
      u,
    };
  return { left: panel.x, width: panel.width, top, bottom: o.buttonsTop - 14 * u, portrait: o.portrait, u };
}
