// Scoring by connections drawn: a line joining each two touching cells of one player. The
// explanation card draws its pictures' joins with drawLink (a light line on a dark edge); a board
// so scored draws its own cells' links with CellLinks, quieter: a thin bridge in the player's own
// colour under the cells, seen only in the gap between two of them (linked-pairs.ts's linkSpan),
// thinner and softer on a triangular board's small pieces (linkLook), so the cells and their
// divisions stay in sight.

import type Phaser from 'phaser';
import type { Layout } from '../engine/index.ts';
import { paletteHex, type PaletteName } from './palette.ts';
import { linkedPairs, linkLook, linkSpan, type LinkedPair } from './linked-pairs.ts';

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

  /** `centre` and `square` (a square's width) place the links on the board's drawing; `colours` are the players'. */
  constructor(
    scene: Phaser.Scene,
    private readonly layout: Layout,
    private readonly centre: (s: number) => Point,
    private readonly square: number,
    private readonly palettes: readonly [PaletteName, PaletteName],
  ) {
    this.g = scene.add.graphics();
  }

  /** Draws the links among the cells `ownerOf` gives (0: empty); none when `on` is false (divisions scoring). */
  show(ownerOf: (s: number) => number, on: boolean): void {
    this.pairs = on ? linkedPairs(this.layout, ownerOf) : [];
    this.g.clear();
    const grid = this.layout.grid;
    const { alpha } = linkLook(grid);
    for (const { a, b, player } of this.pairs) {
      const { from, to, width } = linkSpan(this.centre(a), this.centre(b), this.square, grid);
      const colour = paletteHex(this.palettes[player - 1]!);
      this.g.lineStyle(width, colour, alpha).lineBetween(from.x, from.y, to.x, to.y);
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
