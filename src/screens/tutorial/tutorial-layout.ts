// Where the guided game's parts stand, in game pixels: the card with the words (at the foot upright),
// the HUD and the board. On a tablet, a desktop and a phone on its side the board takes the whole
// height as on the board screen, the way out, the panels and the card in a column at its left, the
// card right beside the board: one group in the middle of the screen (the card far at the right
// left a 520 px board at the left of 1280x720, and on 844x390 a board 270 px high and a narrow card
// of 16 px words left some 60% of the screen empty). On its side the column takes what the board
// leaves, up to half the width, and the words are larger (SIDE_WORDS).
// Upright the board stands as on the board screen (screens/game/board-fit.ts): the screen's whole
// width, its picture's margin past the sides, its row numbers on its rim; and the panels where the
// first real game has them (ui/board-screen-areas.ts): the opponent's right above the board, the
// person's right below it (the two side by side over the board made a new player look for "You"
// again in their first game); the three in the middle of the height the card leaves.

import type { Layout } from '../../engine/index.ts';
import { boardFitChoice, type BoardFitChoice } from '../game/board-fit.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TutorialScreen {
  width: number;
  height: number;
  u: number;
  /** A phone on its side (screen-shape.ts). */
  side: boolean;
  /** The card's height with its longest words (four lines) and its buttons, as the card measures it (asked only when upright). */
  cardHeight: () => number;
  /**
   * The guided game's board, and the height it takes with its labels standing as `fit` says in a
   * box (ui/board-screen-areas.ts's fittedBoardHeight): upright it decides where the HUD stands.
   */
  board?: {
    layout: Layout;
    height: (box: Box, fit: BoardFitChoice) => number;
    /** The width it takes in a box with its labels (ui/board-screen-areas.ts's fittedBoardWidth). */
    width: (box: Box, fit: BoardFitChoice) => number;
  };
  /** The way out's button in the top left corner (game px), as on the board screen; none when absent. */
  exit?: { width: number; height: number };
}

export interface TutorialLayout {
  card: Box;
  /** Where the card's words stand in it: its top on a phone on its side, else its foot. */
  cardAt: 'top' | 'bottom';
  hud: Box;
  /**
   * The two panels (the person's, the opponent's) where they stand apart from a row: one above the
   * other in the column (a tablet, a desktop), or upright the opponent's above the board and the
   * person's below it; else none (a row of the two, a phone on its side).
   */
  panels?: [Box, Box];
  board: Box;
  /** How the board stands in its box (bleeding past the sides upright). */
  fit: BoardFitChoice;
  /** The way out in the top left corner, clear of the HUD (0 wide when there is none). */
  exit: Box;
  /** The card's words' least size in CSS px (they grow with the screen's unit beyond it). */
  wordsPx: number;
}

/** The card's words' least size in CSS px: on a phone on its side the card has a whole column for them. */
export const WORDS_PX = { least: 16, side: 19 };

export function tutorialLayout(s: TutorialScreen): TutorialLayout {
  const { width, height, u, side } = s;
  const pad = 12 * u;
  if ((side || width > height) && s.board) return wideLayout(s, s.board, pad);
  // Wider than tall, the card stands beside the board, its words at its top.
  const beside = side || width > height;
  // Upright, the board keeps all but the room of the card's longest words and its buttons.
  const cardH = beside ? height - 2 * pad : Math.min(s.cardHeight(), height * 0.3);
  const cardW = beside ? Math.min(width * 0.45, 420 * u) : Math.min(width - 2 * pad, 640 * u);
  const card = beside
    ? { x: width - pad - cardW, y: pad, width: cardW, height: cardH }
    : { x: (width - cardW) / 2, y: height - pad - cardH, width: cardW, height: cardH };
  const boardW = beside ? width - cardW - 3 * pad : width - 2 * pad;
  const hudH = (side ? 80 : 104) * u;
  // The way out in the top left corner: beside the board the HUD's row starts right of it (the card
  // leaves the row too little width to keep clear on both sides); upright its row comes off the
  // board's height, over the HUD.
  const exitW = s.exit?.width ?? 0;
  const exitH = s.exit?.height ?? 0;
  const exit = { x: pad, y: beside ? pad : pad / 2, width: exitW, height: exitH };
  const row = beside || !s.exit ? 0 : exitH;
  const boardH = (beside ? height - 2 * pad : card.y - pad) - hudH - pad - row;
  const wide = {
    card,
    cardAt: beside ? ('top' as const) : ('bottom' as const),
    exit,
    wordsPx: side ? WORDS_PX.side : WORDS_PX.least,
  };
  if (beside || !s.board) {
    const aside = s.exit && beside ? exitW + pad : 0;
    return {
      ...wide,
      hud: { x: pad + aside, y: pad + row, width: boardW - aside, height: hudH },
      board: { x: pad, y: pad + row + hudH, width: boardW, height: boardH },
      fit: { bleed: false, labelsOnRim: false },
    };
  }
  const fit = boardFitChoice(s.board.layout, 'upright');
  const edge = pad / 6;
  // The opponent's panel over the board, the person's under its labels with a little air (its glow reaches past it).
  const panelH = PANEL * u;
  const air = 4 * u;
  const betweenH = card.y - pad - (pad + row) - 2 * panelH - air;
  const area = { x: edge, y: 0, width: width - 2 * edge, height: betweenH };
  const used = Math.min(betweenH, s.board.height(area, fit));
  const top = pad + row + Math.round((betweenH - used) / 2);
  const above = { x: pad, y: top, width: boardW, height: panelH };
  const board = { ...area, y: top + panelH, height: used };
  const below = { x: pad, y: board.y + used + air, width: boardW, height: panelH };
  return { ...wide, hud: above, panels: [below, above], board, fit };
}

/** The column's width on a tablet or desktop, in design units: the card's words on lines of a readable length. */
const COLUMN = { least: 300, most: 420 };
/** A panel's height in the column, and the gap between the two, in design units (as the board screen's: hud-column.ts). */
const PANEL = 64;
const PANEL_GAP = 8;

/**
 * A tablet, a desktop or a phone on its side: the board the whole height (its labels beside it, nothing bleeding), a
 * column at its left with the way out, the two panels one above the other and the card under
 * them, its words at its top, right beside the board; the column as wide as the board leaves it
 * (within COLUMN), the two centred together.
 */
function wideLayout(
  s: TutorialScreen,
  board: NonNullable<TutorialScreen['board']>,
  pad: number,
): TutorialLayout {
  const { width, height, u, side } = s;
  const fit: BoardFitChoice = { bleed: false, labelsOnRim: false };
  // On its side the unit is small (the screen is short): the column is what the board leaves, up to half the width.
  const most = side ? width * 0.5 : Math.min(width * 0.45, COLUMN.most * u);
  const least = side ? width * 0.36 : Math.min(most, COLUMN.least * u);
  const boardH = height - 2 * pad;
  const needs = board.width({ x: 0, y: pad, width: width - 3 * pad - least, height: boardH }, fit);
  const colW = Math.min(most, Math.max(least, width - 3 * pad - needs));
  const boardW = Math.min(needs, width - 3 * pad - colW);
  const left = Math.round((width - colW - pad - boardW) / 2);
  const exitH = s.exit?.height ?? 0;
  const exit = { x: left, y: pad, width: s.exit?.width ?? 0, height: exitH };
  const top = pad + (s.exit ? exitH + pad / 2 : 0);
  const panelH = PANEL * u;
  const panels: [Box, Box] = [
    { x: left, y: top, width: colW, height: panelH },
    { x: left, y: top + panelH + PANEL_GAP * u, width: colW, height: panelH },
  ];
  const hud = { x: left, y: top, width: colW, height: 2 * panelH + PANEL_GAP * u };
  const cardY = hud.y + hud.height + pad;
  return {
    card: { x: left, y: cardY, width: colW, height: height - pad - cardY },
    cardAt: 'top',
    exit,
    hud,
    panels,
    board: { x: left + colW + pad, y: pad, width: boardW, height: boardH },
    fit,
    wordsPx: side ? WORDS_PX.side : WORDS_PX.least,
  };
}
