// Scoring by connections drawn: a line joining each two touching cells of one player. The
// explanation card draws its pictures' joins with drawLink, and a board so scored draws its own
// cells' links with CellLinks, so the board shows what the card taught. A light line on a dark edge
// reads on every cell colour and on the vessel; a board link spans only the gap between the cells
// and their rims, leaving the cells' divisions in sight.

import type Phaser from 'phaser';
import type { Layout } from '../engine/index.ts';
import { linkedPairs, type LinkedPair } from './linked-pairs.ts';

export type { LinkedPair } from './linked-pairs.ts';

type Point = { x: number; y: number };

/** The board links' light tone: the theme's text colour, pale on every palette. */
export const LINK_TONE = 0xe8f6f8;
const LINK_EDGE = 0x06141a;

/**
 * Draws one link from a to b on `g`, `width` across, with a dark edge around it. `reach` is the
 * middle part of the way drawn (1: centre to centre).
 */
export function drawLink(
  g: Phaser.GameObjects.Graphics,
  a: Point,
  b: Point,
  width: number,
  colour: number,
  reach = 1,
): void {
  const t = (1 - reach) / 2;
  const from = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
  const to = { x: b.x + (a.x - b.x) * t, y: b.y + (a.y - b.y) * t };
  const edge = width * 2;
  g.lineStyle(edge, LINK_EDGE, 0.8).lineBetween(from.x, from.y, to.x, to.y);
  g.fillStyle(LINK_EDGE, 0.8)
    .fillCircle(from.x, from.y, edge / 2)
    .fillCircle(to.x, to.y, edge / 2);
  g.lineStyle(width, colour, 1).lineBetween(from.x, from.y, to.x, to.y);
  g.fillStyle(colour, 1)
    .fillCircle(from.x, from.y, width / 2)
    .fillCircle(to.x, to.y, width / 2);
}

/** A board's links: redrawn from the cells it shows whenever they change. */
export class CellLinks {
  private readonly g: Phaser.GameObjects.Graphics;
  private pairs: LinkedPair[] = [];

  /** `centre` and `square` (a square's width) place the links on the board's drawing. */
  constructor(
    scene: Phaser.Scene,
    private readonly layout: Layout,
    private readonly centre: (s: number) => Point,
    private readonly square: number,
  ) {
    this.g = scene.add.graphics();
  }

  /** Draws the links among the cells `ownerOf` gives (0: empty); none when `on` is false (divisions scoring). */
  show(ownerOf: (s: number) => number, on: boolean): void {
    this.pairs = on ? linkedPairs(this.layout, ownerOf) : [];
    this.g.clear();
    const width = Math.max(2, this.square * 0.07);
    for (const { a, b } of this.pairs) {
      const from = this.centre(a);
      const to = this.centre(b);
      // The middle of the way: across the gap and the two rims, whatever the distance (corners too).
      const reach = Math.min(0.5, (this.square * 0.42) / Math.hypot(to.x - from.x, to.y - from.y));
      drawLink(this.g, from, to, width, LINK_TONE, reach);
    }
  }

  /** The links drawn now. */
  shown(): readonly LinkedPair[] {
    return this.pairs;
  }

  setDepth(depth: number): this {
    this.g.setDepth(depth);
    return this;
  }
}
