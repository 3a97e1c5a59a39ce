// The first triangle game's notice with its picture (how to play's triangle page: a cell, its six
// neighbours lit, the corner-touching triangles crossed), laid out in a free band of the board
// screen (the notices' places, clear of the squares): the picture beside the words where the band
// is wide and low (a phone upright, under its panel), above them where it is narrow and tall (the
// column beside the board). Without Phaser: the view measures the words and draws the plan.

/** A free band of the screen, in game pixels. */
export interface CardBand {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CardPlanInput {
  band: CardBand;
  /** The card's inner margin and the gap between picture and words. */
  pad: number;
  /** The words' height wrapped at `width`. */
  wordsHeight: (width: number) => number;
  /** The picture's largest and least side: smaller than `least` its crosses are not read. */
  most: number;
  least: number;
}

/** The card's box (within its band) and, inside it, the picture's square and the words' column. */
export interface CardPlan {
  box: CardBand;
  picture: { x: number; y: number; side: number };
  words: { x: number; y: number; width: number };
  beside: boolean;
}

/** The picture beside the words (false: above them) in `band`, or null where the words do not fit. */
function arrange(o: CardPlanInput, beside: boolean): CardPlan | null {
  const { band, pad } = o;
  if (beside) {
    const side = Math.min(band.height - 2 * pad, o.most, band.width * 0.4);
    const width = band.width - side - 3 * pad;
    const words = o.wordsHeight(width);
    const height = Math.max(side, words) + 2 * pad;
    if (side < o.least || width <= 0 || height > band.height) return null;
    const box = { x: band.x, y: band.y, width: band.width, height };
    return {
      box,
      picture: { x: box.x + pad, y: box.y + (height - side) / 2, side },
      words: { x: box.x + 2 * pad + side, y: box.y + (height - words) / 2, width },
      beside,
    };
  }
  const width = band.width - 2 * pad;
  const words = o.wordsHeight(width);
  const side = Math.min(band.height - words - 3 * pad, o.most, width);
  if (side < o.least) return null;
  const box = { x: band.x, y: band.y, width: band.width, height: side + words + 3 * pad };
  return {
    box,
    picture: { x: box.x + (box.width - side) / 2, y: box.y + pad, side },
    words: { x: box.x + pad, y: box.y + 2 * pad + side, width },
    beside,
  };
}

/**
 * The card in the band of `bands` where its picture is largest (beside the words or above them), or
 * null where none holds the words and a readable picture.
 */
export function neighboursCardPlan(
  bands: readonly CardBand[],
  o: Omit<CardPlanInput, 'band'>,
): CardPlan | null {
  let best: CardPlan | null = null;
  for (const band of bands)
    for (const beside of [true, false]) {
      const plan = arrange({ ...o, band }, beside);
      if (plan && (!best || plan.picture.side > best.picture.side)) best = plan;
    }
  return best;
}

/** Whether two boxes overlap (touching edges do not). */
export function overlaps(a: CardBand, b: CardBand): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
