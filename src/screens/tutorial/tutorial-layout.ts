// Where the guided game's parts stand, in game pixels: the card with the words (at the foot, or at
// the right on a phone on its side, which keeps its height for the board), the HUD and the board.

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
}

export interface TutorialLayout {
  card: Box;
  /** Where the card's words stand in it: its top on a phone on its side, else its foot. */
  cardAt: 'top' | 'bottom';
  hud: Box;
  board: Box;
}

export function tutorialLayout(s: TutorialScreen): TutorialLayout {
  const { width, height, u, side } = s;
  const pad = 12 * u;
  // Upright, the board keeps all but the room of the card's longest words and its buttons.
  const cardH = side ? height - 2 * pad : Math.min(s.cardHeight(), height * 0.3);
  const cardW = side ? Math.min(width * 0.45, 420 * u) : Math.min(width - 2 * pad, 640 * u);
  const card = side
    ? { x: width - pad - cardW, y: pad, width: cardW, height: cardH }
    : { x: (width - cardW) / 2, y: height - pad - cardH, width: cardW, height: cardH };
  const boardW = side ? width - cardW - 3 * pad : width - 2 * pad;
  const hudH = (side ? 80 : 104) * u;
  return {
    card,
    cardAt: side ? 'top' : 'bottom',
    hud: { x: pad, y: pad, width: boardW, height: hudH },
    board: {
      x: pad,
      y: pad + hudH,
      width: boardW,
      height: (side ? height - 2 * pad : card.y - pad) - hudH - pad,
    },
  };
}
