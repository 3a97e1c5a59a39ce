// The big card's insides on the menu's first screen (hub-layout.ts places the card): the board's
// picture, who plays and the board beside it, Change under them, the mark of changed rules under it, and
// Play (or Resume and New game) along the foot. Phaser-free; menu-hub.ts draws what this says.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the big card holds: Play, or Resume and New game. */
export type PrimaryKind = 'play' | 'resume';

export interface PrimaryParts {
  /** The board's picture. */
  picture: Box;
  /** Who plays and the board. */
  words: Box;
  /** The mark of changed rules with its tap back to the standard ones, under the words; null where none is shown. */
  mark: Box | null;
  change: Box;
  /** The buttons along the card's foot, left to right: Play; Resume, New game. */
  buttons: Box[];
}

/** The big card's insides: its buttons along the foot, the picture and words above them, Change under the words. */
export function primaryParts(
  card: Box,
  kind: PrimaryKind,
  u: number,
  touch: number,
  text: (size: number) => number,
  over = 0.25,
  marked = false,
): PrimaryParts {
  const pad = Math.max(12 * u, touch * 0.2);
  const inner = {
    x: card.x + pad,
    y: card.y + pad,
    width: card.width - 2 * pad,
    height: card.height - 2 * pad,
  };
  const buttonH = clamp(inner.height * 0.3, touch, playHeight(u, touch));
  const buttonY = inner.y + inner.height - buttonH;
  const gap = pad * 0.75;
  const row = (shares: number[]): Box[] => {
    const total = shares.reduce((a, b) => a + b, 0);
    const free = inner.width - (shares.length - 1) * gap;
    let bx = inner.x;
    return shares.map((s) => {
      const b = { x: bx, y: buttonY, width: (free * s) / total, height: buttonH };
      bx += b.width + gap;
      return b;
    });
  };
  const aboveH = buttonY - gap - inner.y;
  // The picture is square, as tall as the room above the buttons, at most 62% of the card's width
  // with room beside it for who plays and Change (at half, a desktop's card left ~110 px bare over it).
  // A phone's card keeps half: "Player 1 vs Player 2" and the board's name need ~160 px beside it.
  const wordsLeast = Math.max(150 * u, touch * 4.2);
  const side = Math.max(
    0,
    Math.min(aboveH, inner.width * 0.62, Math.max(inner.width * 0.5, inner.width - wordsLeast)),
  );
  // Spare height goes a quarter over the picture and the rest over Play upright; on a wide screen
  // half (three quarters stood as an empty band over Play), the picture centred by the words.
  const picture = { x: inner.x, y: inner.y + (aboveH - side) * over, width: side, height: side };
  const wordsX = inner.x + side + gap;
  const wordsW = inner.x + inner.width - wordsX;
  const changeH = touch;
  const changeW = Math.min(wordsW, Math.max(touch * 2, 120 * u));
  // Who plays and the board: three lines at the body's size, Change under them; a mark of changed
  // rules takes a finger's row under Change. Who plays and Change stand beside the picture's middle
  // where they stand without the mark, so a finger that knows Change never lands on the mark.
  const markH = marked ? touch : 0;
  const markGap = marked ? gap : 0;
  const linesH = Math.min(aboveH - changeH - gap - markH - markGap, 3 * text(18) * 1.35);
  const plainH = linesH + gap + changeH;
  const top = Math.max(
    inner.y,
    Math.min(picture.y + (side - plainH) / 2, inner.y + aboveH - plainH - markGap - markH),
  );
  const changeY = top + linesH + gap;
  return {
    picture,
    words: { x: wordsX, y: top, width: wordsW, height: linesH },
    mark: marked ? { x: wordsX, y: changeY + changeH + markGap, width: wordsW, height: markH } : null,
    change: { x: wordsX, y: changeY, width: changeW, height: changeH },
    buttons: kind === 'resume' ? row([1.6, 1]) : row([1]),
  };
}

/**
 * The height of a big card `width` wide that its parts fill (primaryParts' measures): the picture or
 * the words and Change beside it, whichever is taller, then Play at its full height, and the padding.
 */
export function primaryFill(width: number, u: number, touch: number, text: (size: number) => number): number {
  const pad = Math.max(12 * u, touch * 0.2);
  const inner = width - 2 * pad;
  const gap = pad * 0.75;
  const wordsLeast = Math.max(150 * u, touch * 4.2);
  const side = Math.min(inner * 0.62, Math.max(inner * 0.5, inner - wordsLeast));
  const words = 3 * text(18) * 1.35 + gap + touch;
  return 2 * pad + Math.max(side, words) + gap + playHeight(u, touch);
}

/** Play's height at most: a big thumb's target. */
export function playHeight(u: number, touch: number): number {
  return Math.max(touch, 72 * u);
}

function clamp(v: number, least: number, most: number): number {
  return Math.max(least, Math.min(most, v));
}
