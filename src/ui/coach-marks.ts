// The coach's marks on the board: the hinted square (a gold ring on a dark one in the board's square
// shape, so it shows on every vessel and next to every cell colour), and Best moves (one to three
// best squares ringed in mint, never a player's colour, and each square's result with best play).

import type Phaser from 'phaser';
import type { BoardGeometryFit, Rect } from './board-geometry.ts';
import { reducedMotion } from './motion.ts';
import { squareRingImages } from './square-ring.ts';
import { pointsDown } from './art/board-plan.ts';
import { textStyle } from './theme.ts';
import { readable } from './readable.ts';
import { pixelRatio } from './screen.ts';
import { hintTagSpot, hintTagWord, tagFits, TAG_WIDTH } from './hint-tag.ts';
import { NUMBER_CSS, numbersInSight, type BestNumber } from '../screens/game/best-numbers.ts';
import { namesHardToFollow } from '../screens/game/named-squares.ts';

const GOLD = 0xffd34d;
const GOLD_CSS = '#ffd34d';
const DARK = 0x06141a;
/** Best moves' mint: its rings and stars, apart from every player's colour. */
const MINT = 0x7af0c0;
const MINT_CSS = '#7af0c0';
/** A number on a square that is not among the best: light, apart from the players' colours. */
const NUMBER_CSS_INK = '#e4eef2';
/** The share of a square's width a best square's figure may take, its dark edge included. */
const FIGURE_WIDTH = 0.86;

export class CoachMarks {
  private hintMark: Phaser.GameObjects.Container | null = null;
  private readonly overlay: Phaser.GameObjects.GameObject[] = [];
  /** Best moves' numbers drawn, by square. */
  private readonly numbers = new Map<number, Phaser.GameObjects.Text>();
  /** The square whose gain preview is in sight, or −1. */
  private previewed = -1;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly fit: BoardGeometryFit,
  ) {}

  /**
   * Rings the hinted square in gold with a small tag inside it ("Hint", or its name: hint-tag.ts),
   * at the ring's foot, or its head where one of `keepOff` (a capture ring's stake tag) stands.
   */
  showHint(square: number, keepOff: readonly Rect[] = []): void {
    this.clearHint();
    const { x, y } = this.fit.centre(square);
    const size = this.fit.square;
    // In the shape of the board's cells (a triangle pointing as its cell does), a little inside the
    // square: the last-move ring may stand around it.
    const tri = this.fit.layout.grid === 'tri';
    const ring = squareRingImages(
      this.scene,
      this.fit.layout.grid,
      size * (tri ? 0.74 : 0.8),
      size * 0.2,
      [
        { colour: DARK, width: Math.max(5, size * 0.14), alpha: 0.9 },
        { colour: GOLD, width: Math.max(3, size * 0.07) },
      ],
      tri ? { down: pointsDown(this.fit.layout, square) } : undefined,
    );
    const tag = this.scene.add
      .text(0, 0, hintTagWord(this.fit.layout, square), {
        ...textStyle(readable(Math.min(size * 0.3, 15 * pixelRatio())), GOLD_CSS, true),
        stroke: '#06141a',
        strokeThickness: Math.max(3, size * 0.06),
      })
      .setOrigin(0.5);
    // Within the square: a smaller font where the square is narrow, never under the readable least.
    if (tag.width > size * TAG_WIDTH)
      tag.setFontSize(
        readable(Math.floor((parseFloat(String(tag.style.fontSize)) * (size * TAG_WIDTH)) / tag.width)),
      );
    const at = hintTagSpot(this.fit, square, tag.width, tag.height, keepOff);
    tag.setPosition(at.x - x, at.y - y);
    // A square too small for the word at the readable least keeps the ring alone: the coach's words name the square.
    const fits = tagFits(this.fit, tag.width, tag.height);
    if (!fits) tag.destroy();
    this.hintMark = this.scene.add.container(x, y, fits ? [...ring, tag] : ring).setDepth(60);
    if (!reducedMotion())
      this.scene.tweens.add({
        targets: this.hintMark,
        scale: { from: 1.25, to: 1 },
        duration: 400,
        ease: 'Back.easeOut',
      });
  }

  /** The hint's tag as it stands once its entrance is over: its box in game pixels and its font size. */
  hintTag(): { box: { x: number; y: number; width: number; height: number }; font: number } | null {
    const tag = this.hintMark?.list.find((o): o is Phaser.GameObjects.Text => o.type === 'Text');
    if (!tag || !this.hintMark) return null;
    const box = {
      x: this.hintMark.x + tag.x - tag.width / 2,
      y: this.hintMark.y + tag.y - tag.height / 2,
      width: tag.width,
      height: tag.height,
    };
    return { box, font: parseFloat(String(tag.style.fontSize)) };
  }

  clearHint(): void {
    this.hintMark?.destroy();
    this.hintMark = null;
  }

  /**
   * Best moves: a ring on each marked best square (screens/game/best-marks.ts), and each square's
   * number with best play (best-numbers.ts), at 13 CSS px or more: on every square where the squares
   * hold one, else on the few best. A best square's number is mint, with a small star over it where
   * the square has room; a best square with no number keeps the star alone.
   */
  showOverlay(marked: readonly number[], numbers: readonly BestNumber[] = []): void {
    this.clearOverlay();
    const size = this.fit.square;
    const { grid } = this.fit.layout;
    const ratio = pixelRatio();
    const shown = numbersInSight(numbers, size / ratio, grid);
    const numbered = new Set(shown.map((n) => n.square));
    // A figure is a result on two short lines ("win by" over "16"): it fills the square's middle, so a
    // best square with one keeps its ring alone, no star.
    const font = Math.max(NUMBER_CSS, Math.min(18, (size / ratio) * 0.27)) * ratio;
    for (const square of marked) {
      const { x, y } = this.fit.centre(square);
      this.overlay.push(...this.bestRing(square, x, y, size));
      if (!numbered.has(square)) this.overlay.push(this.star(x, y, size));
    }
    // Hexagons and triangles tag a named square's name on it (name-tags.ts), inside its cell where
    // both its points are crowded: a best square there keeps its figure a little up, clear of the tag.
    const tagged = namesHardToFollow(this.fit.layout);
    for (const n of shown) {
      const { x, y } = this.fit.centre(n.square);
      const text = this.scene.add
        .text(x, y - (n.best && tagged ? size * 0.15 : 0), n.label, {
          ...textStyle(font, n.best ? MINT_CSS : NUMBER_CSS_INK, true),
          stroke: '#06141a',
          strokeThickness: Math.max(3, font * 0.22),
          align: 'center',
        })
        .setLineSpacing(-font * 0.2)
        .setOrigin(0.5)
        .setDepth(57)
        .setName(`best-number:${n.square}`);
      // "lose by" at the square's size runs past a small square's middle: smaller, never below NUMBER_CSS.
      const room = size * FIGURE_WIDTH;
      if (text.width > room) text.setFontSize(Math.max(NUMBER_CSS * ratio, (font * room) / text.width));
      this.numbers.set(n.square, text);
      this.overlay.push(text);
    }
    this.previewing(this.previewed);
  }

  /** The square whose gain preview is in sight (−1: none) hides its number: the preview's own figures stand there. */
  previewing(square: number): void {
    this.previewed = square;
    for (const [s, text] of this.numbers) text.setVisible(s !== square);
  }

  /** A five-pointed mint star on a dark edge, a third of the square wide, at its centre. */
  private star(x: number, y: number, size: number): Phaser.GameObjects.Graphics {
    const outer = size * 0.2;
    const points = Array.from({ length: 10 }, (_, i) => {
      const r = i % 2 === 0 ? outer : outer * 0.45;
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      return { x: Math.cos(a) * r, y: Math.sin(a) * r };
    });
    const g = this.scene.add.graphics({ x, y }).setDepth(56);
    const outline = () => {
      g.beginPath();
      points.forEach((p, i) => (i === 0 ? g.moveTo(p.x, p.y) : g.lineTo(p.x, p.y)));
      g.closePath();
    };
    g.lineStyle(Math.max(3, size * 0.06), DARK, 0.9);
    outline();
    g.strokePath();
    g.fillStyle(MINT, 1);
    outline();
    g.fillPath();
    return g;
  }

  /** A mint ring on a dark one around best square `square`, in the shape of its cell (a triangle pointing as it does). */
  private bestRing(square: number, x: number, y: number, size: number): Phaser.GameObjects.GameObject[] {
    const { grid } = this.fit.layout;
    const tri = grid === 'tri';
    return squareRingImages(
      this.scene,
      grid,
      size * (grid === 'hex' ? 0.86 : tri ? 0.8 : 0.84),
      size * 0.18,
      [
        { colour: DARK, width: Math.max(4, size * 0.1), alpha: 0.85 },
        { colour: MINT, width: Math.max(2, size * 0.05) },
      ],
      tri ? { down: pointsDown(this.fit.layout, square) } : undefined,
    ).map((ring) => ring.setPosition(x, y).setDepth(55));
  }

  clearOverlay(): void {
    for (const o of this.overlay) o.destroy();
    this.overlay.length = 0;
    this.numbers.clear();
  }
}
