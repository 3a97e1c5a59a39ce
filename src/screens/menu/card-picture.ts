// Where a menu card's picture goes (today's puzzle's position), without Phaser: a wide card shows it
// at its right beside the words; a tall one under its words; a short one (a phone on its side) in
// the corner beside its foot line ("Solve ›"), so every card with room for a picture shows one.

import type { Box } from './hub-layout.ts';

/**
 * A wide card's picture at its right, over its foot line (`footH` tall: "Solve ›", drawn over the
 * picture's foot on a tablet's shorter card), and the width its words keep beside it.
 */
export function pictureBeside(inner: Box, u: number, footH = 0): { picture: Box | null; wordsWidth: number } {
  if (inner.width <= 1.8 * inner.height) return { picture: null, wordsWidth: inner.width };
  const room = inner.height - (footH > 0 ? footH + 4 * u : 0);
  const side = Math.min(room, inner.width * 0.34);
  const picture =
    side > 40 * u
      ? { x: inner.x + inner.width - side, y: inner.y + (room - side) / 2, width: side, height: side }
      : null;
  return { picture, wordsWidth: inner.width - side - 12 * u };
}

/** What is drawn on a card that is not wide: where its words end, and its foot line's top and left edge. */
export interface CardRoom {
  inner: Box;
  wordsBottom: number;
  footTop: number;
  footLeft: number;
}

/** The least a corner's picture is across and high, in units: smaller, a board cannot be seen. */
const CORNER_LEAST = { width: 36, height: 28 };

/**
 * The picture of a card that is not wide: centred under its words, up to the card's width, where at least 48 units are
 * free above the foot line; else in the bottom-left corner beside the foot line, from the words
 * down to the card's foot, up to twice as wide as high (today's board is often wider than tall);
 * null where neither has room.
 */
export function pictureUnder(room: CardRoom, u: number): Box | null {
  const { inner } = room;
  const below = room.wordsBottom + 6 * u;
  const tall = room.footTop - 4 * u - below;
  // As wide as the card's inside where it is tall enough: at 80% an upright phone's puzzle board
  // stood small in the middle of an empty card.
  const side = Math.min(tall, inner.width);
  if (side > 48 * u)
    return { x: inner.x + (inner.width - side) / 2, y: below + (tall - side) / 2, width: side, height: side };
  const height = inner.y + inner.height - below;
  const width = Math.min(room.footLeft - 8 * u - inner.x, 2 * height);
  if (height < CORNER_LEAST.height * u || width < CORNER_LEAST.width * u) return null;
  return { x: inner.x, y: below, width, height };
}
