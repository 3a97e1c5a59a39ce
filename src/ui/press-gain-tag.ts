// The points a finger's press would make ("+6"), drawn above the pressed square while the finger is
// down (screens/game/press-gain.ts decides it): on the pill and in the ink of the move's floating
// gains (gain-pill.ts, gain-ink.ts), where the finger does not hide it, over none of the other
// player's cells where it can help it (press-gain-place.ts).

import type Phaser from 'phaser';
import type { BoardGeometryFit, Rect } from './board-geometry.ts';
import { gainInk } from './gain-ink.ts';
import { fitGainPill, gainPillPad } from './gain-pill.ts';
import { paletteCss, type PaletteName } from './palette.ts';
import { pressTagAt, pressTagTail } from './press-gain-place.ts';
import type { Cut } from './new-cuts.ts';
import { pixelRatio } from './screen.ts';
import { boardBounds, CELL_BODY } from './gain-place.ts';
import { MIN_TEXT_CSS_PX, textStyle } from './theme.ts';
import type { PressGainShown } from '../screens/game/press-gain.ts';

/** How far above the square's top the tag stands, in CSS px: clear of a fingertip on the square. */
const FINGER_CSS = 26;

export class PressGainTag {
  private readonly text: Phaser.GameObjects.Text;
  private pill: Phaser.GameObjects.Image | undefined;
  /** The tail from the pill to its square, where the total stands off it. */
  private readonly tail: Phaser.GameObjects.Graphics;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly fit: BoardGeometryFit,
    /** The position now: each square's owner (0 empty), the total keeping off the squares holding a cell, and the player to move. */
    private readonly position: () => { owner: ArrayLike<number>; toMove(): number | null },
    /** The figures on the board as drawn (the cells' counts, the preview's "+2" tags): the total never covers one where it can help it. */
    private readonly figures: () => readonly {
      x: number;
      y: number;
      width: number;
      height: number;
    }[] = () => [],
    /** The preview's new cuts as drawn (split-lines.ts): the total keeps off them. */
    private readonly cuts: () => readonly Cut[] = () => [],
  ) {
    this.text = scene.add
      .text(0, 0, '', textStyle(16, '#ffffff', true))
      .setOrigin(0.5)
      .setDepth(905)
      .setVisible(false);
    this.tail = scene.add.graphics().setDepth(903).setVisible(false);
  }

  /** Shows `shown` in `palette`'s ink above its square (on it when `uncovered`: nothing is over it), or hides the tag (null). */
  show(shown: PressGainShown | null, palette: PaletteName, uncovered = false): void {
    if (!shown) {
      this.text.setVisible(false);
      this.pill?.setVisible(false);
      this.tail.setVisible(false);
      return;
    }
    const ratio = pixelRatio();
    // On its own square (nothing over it) smaller, so it stays inside the square under its cell's tag.
    const size = Math.max(
      (MIN_TEXT_CSS_PX + (uncovered ? 2 : 6)) * ratio,
      this.fit.square * (uncovered ? 0.26 : 0.4),
    );
    const { x, y } = this.fit.cellPlacement(shown.square);
    this.text
      .setFontSize(Math.round(size))
      .setColor(gainInk(paletteCss(palette)))
      .setStroke('#06141a', Math.max(2, size * 0.08))
      .setPadding(gainPillPad(size), 0)
      .setText(shown.words);
    this.pill = fitGainPill(this.scene, this.text, this.pill, 904);
    const fit = this.fit;
    const at = pressTagAt({
      centre: { x, y },
      square: fit.square,
      label: { width: this.text.width, height: this.text.height },
      finger: FINGER_CSS * ratio,
      board: { left: fit.left, top: fit.top, width: fit.frame.width },
      glass: pillRoom(boardBounds(fit, this.scene.scale.width, this.scene.scale.height), this.text.height),
      screenWidth: this.scene.scale.width,
      uncovered,
      // Every square holding a cell, but its own: the total keeps off the cells the player reads.
      cells: Array.from(this.position().owner).flatMap((o, s) => {
        if (o === 0 || s === shown.square) return [];
        const c = fit.cellPlacement(s);
        return [{ x: c.x - fit.square / 2, y: c.y - fit.square / 2, width: fit.square, height: fit.square }];
      }),
      keepOff: this.figures(),
      cuts: this.cuts(),
      theirs: this.theirCells(shown.square),
      others: Array.from(this.position().owner, (_, s) => s)
        .filter((s) => s !== shown.square)
        .map((s) => fit.cellPlacement(s)),
    });
    this.text.setPosition(at.x, at.y).setVisible(true);
    this.pill.setPosition(at.x, at.y);
    this.drawTail(at, { x, y }, gainInk(paletteCss(palette)), size);
  }

  /** The bodies (CELL_BODY of their squares) of the other player's cells, `square`'s aside. */
  private theirCells(square: number): { x: number; y: number; width: number; height: number }[] {
    const mover = this.position().toMove();
    if (mover === null) return [];
    const side = this.fit.square * CELL_BODY;
    return Array.from(this.position().owner).flatMap((o, s) => {
      if (o === 0 || o === mover || s === square) return [];
      const c = this.fit.cellPlacement(s);
      return [{ x: c.x - side / 2, y: c.y - side / 2, width: side, height: side }];
    });
  }

  /** The total's box while it shows (its pill's), else null. */
  box(): { x: number; y: number; width: number; height: number } | null {
    const t = this.text;
    if (!t.visible) return null;
    return { x: t.x - t.width / 2, y: t.y - t.height / 2, width: t.width, height: t.height };
  }

  /** A tapering tail from the pill to its square, in the pill's rim ink, so the total reads as that square's. */
  private drawTail(
    at: { x: number; y: number },
    centre: { x: number; y: number },
    ink: string,
    size: number,
  ): void {
    const tail = pressTagTail(
      at,
      { width: this.text.width, height: this.text.height },
      centre,
      this.fit.square,
    );
    this.tail.clear().setVisible(tail !== null);
    if (!tail) return;
    const { from, to } = tail;
    const len = Math.hypot(to.x - from.x, to.y - from.y) || 1;
    const nx = -(to.y - from.y) / len;
    const ny = (to.x - from.x) / len;
    const w = Math.max(3, size * 0.22);
    const colour = Number.parseInt(ink.slice(1), 16);
    this.tail
      .fillStyle(0x06141a, 0.92)
      .fillTriangle(
        from.x + nx * (w + 2),
        from.y + ny * (w + 2),
        from.x - nx * (w + 2),
        from.y - ny * (w + 2),
        to.x,
        to.y,
      );
    this.tail
      .fillStyle(colour, 1)
      .fillTriangle(
        from.x + nx * w * 0.45,
        from.y + ny * w * 0.45,
        from.x - nx * w * 0.45,
        from.y - ny * w * 0.45,
        to.x,
        to.y,
      );
  }
}

/** The glass less the half of the pill's rim that straddles its outline (gain-pill.ts), and a pixel. */
function pillRoom(r: Rect, height: number): Rect {
  const d = Math.max(2, height * 0.06) / 2 + 1;
  return {
    x: r.x + d,
    y: r.y + d,
    width: Math.max(0, r.width - 2 * d),
    height: Math.max(0, r.height - 2 * d),
  };
}
