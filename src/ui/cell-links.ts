// Scoring by connections drawn: a line joining each two touching cells of one player. The
// explanation card draws its pictures' joins with drawLink (a light line on a dark edge); a board
// so scored draws its cells divided as ever (RULES.md section 9) and over them, to say what the
// score counts, each link with CellLinks: a glossy bridge in the player's own colour across the gap between two
// cells (linked-pairs.ts's linkSpan), thinner on a triangular board (linkLook); a link a move
// makes grows in from the gap with a flash (linkGrowth).

import type Phaser from 'phaser';
import type { Layout } from '../engine/index.ts';
import { paletteHex, type PaletteName } from './palette.ts';
import { linkedPairs, linkGrowth, linkLook, linkSpan, newLinks, type LinkedPair } from './linked-pairs.ts';
import { tween } from './cell-sprite.ts';

export type { LinkedPair } from './linked-pairs.ts';
export { LINK_GROW_MS } from './linked-pairs.ts';

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

/**
 * Draws one board link on `g` as a glossy bridge: a dark rim, the body in the player's `colour`, a
 * pale shine along its upper side, and where `flash` > 0 (a new link growing in) white over it.
 */
export function drawBridge(
  g: Phaser.GameObjects.Graphics,
  span: { from: Point; to: Point; width: number },
  colour: number,
  alpha: number,
  flash = 0,
): void {
  const { from, to, width } = span;
  const stroke = (w: number, c: number, a: number, p = from, q = to) => {
    g.lineStyle(w, c, a).lineBetween(p.x, p.y, q.x, q.y);
    g.fillStyle(c, a)
      .fillCircle(p.x, p.y, w / 2)
      .fillCircle(q.x, q.y, w / 2);
  };
  stroke(width * 1.7, LINK_EDGE, 0.7 * alpha);
  stroke(width, colour, alpha);
  // The shine: a thin pale line a little above the middle, short of the ends.
  const len = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  let nx = -(to.y - from.y) / len;
  let ny = (to.x - from.x) / len;
  if (ny > 0 || (ny === 0 && nx > 0)) [nx, ny] = [-nx, -ny];
  const off = width * 0.2;
  const inset = (p: Point, q: Point) => ({
    x: p.x + (q.x - p.x) * 0.12 + nx * off,
    y: p.y + (q.y - p.y) * 0.12 + ny * off,
  });
  stroke(Math.max(1, width * 0.3), 0xffffff, 0.55 * alpha, inset(from, to), inset(to, from));
  if (flash > 0) stroke(width * 1.2, 0xffffff, 0.85 * flash * alpha);
}

/** A board's links: redrawn from the cells it shows whenever they change; a new one grows in. */
export class CellLinks {
  private readonly g: Phaser.GameObjects.Graphics;
  private pairs: LinkedPair[] = [];
  /** Bumped on each show: a link still growing from an earlier one stops. */
  private shows = 0;

  /** `centre` and `square` (a square's width) place the links on the board's drawing; `colours` are the players'. */
  constructor(
    private readonly scene: Phaser.Scene,
    private readonly layout: Layout,
    private readonly centre: (s: number) => Point,
    private readonly square: number,
    private readonly palettes: readonly [PaletteName, PaletteName],
  ) {
    this.g = scene.add.graphics();
  }

  /**
   * Draws the links among the cells `ownerOf` gives (0: empty); none when `on` is false (divisions
   * scoring). With `growMs` > 0 the links not drawn before grow in over that time (a move made them);
   * resolves when they have.
   */
  show(ownerOf: (s: number) => number, on: boolean, growMs = 0): Promise<void> {
    const before = this.pairs;
    this.pairs = on ? linkedPairs(this.layout, ownerOf) : [];
    const run = ++this.shows;
    const growing = growMs > 0 ? newLinks(before, this.pairs) : [];
    const fresh = new Set(growing);
    this.draw((l) => !fresh.has(l));
    if (growing.length === 0) return Promise.resolve();
    const step = { t: 0 };
    const drawn = () => {
      if (run !== this.shows || !this.g.scene) return;
      this.draw((l) => !fresh.has(l));
      for (const l of growing) this.drawOne(l, step.t);
    };
    drawn();
    return tween(this.scene, { targets: step, t: 1, duration: growMs, onUpdate: drawn }).then(() => {
      step.t = 1;
      drawn();
    });
  }

  /** Draws the links `which` keeps, settled. */
  private draw(which: (l: LinkedPair) => boolean): void {
    this.g.clear();
    for (const l of this.pairs) if (which(l)) this.drawOne(l, 1);
  }

  /** One link, `t` of the way grown in (1: settled). */
  private drawOne({ a, b, player }: LinkedPair, t: number): void {
    const grid = this.layout.grid;
    const span = linkSpan(this.centre(a), this.centre(b), this.square, grid);
    const grown = t >= 1 ? { ...span, flash: 0 } : linkGrowth(span, t);
    drawBridge(this.g, grown, paletteHex(this.palettes[player - 1]!), linkLook(grid).alpha, grown.flash);
  }

  /** The links drawn now (a growing one too). */
  shown(): readonly LinkedPair[] {
    return this.pairs;
  }

  setDepth(depth: number): this {
    this.g.setDepth(depth);
    return this;
  }
}
