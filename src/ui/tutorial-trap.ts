// The guided game's try-it board (screens/tutorial/line-trap.ts decides it), drawn over its board
// while the step lasts: a small tray of the board's own art with its column letters and row
// numbers (the words name a1, c3…), the person's cells with their lines and counts, a gold ring on
// each square a tap is asked for, and the cell tried with its cuts drawn long, from one of its
// neighbours through it to the one opposite, so two cells on one line are seen to make one cut.
// The other square's cell stands faint beside the better one. Taps on a glowing square go to `onTap`.

import type Phaser from 'phaser';
import { parseLayout, readSquareName, type Layout } from '../engine/index.ts';
import type { Box } from '../screens/tutorial/lines-picture.ts';
import type { LineTrapShown, TrapCell } from '../screens/tutorial/line-trap.ts';
import { registerControl } from './controls.ts';
import { drawDemoBoard } from './demo-board.ts';
import { drawGlass } from './glass-surface.ts';
import { demoCell, type DemoPlace } from './how-to-play-variants.ts';
import { inkCellCount, inkCellLines } from './cell-line-ink.ts';
import { RADIUS, THEME, textStyle } from './theme.ts';

/** Over the board and its lit labels (depth 31), as the lines picture. */
const DEPTH = 40;

function squareOf(layout: Layout, name: string): number {
  const read = readSquareName(layout, name);
  if (!('square' in read)) throw new Error(`the try-it board names ${name}, not a square of ${layout.id}`);
  return read.square;
}

export class TutorialTrap {
  private layer: Phaser.GameObjects.Container;
  private drawnFor: LineTrapShown | null = null;
  private readonly layout: Layout;
  private readonly place: DemoPlace;
  private readonly sq: number;
  private readonly rings: Phaser.GameObjects.Graphics;
  /** The words drawn on the scene itself (labels and counts), so the screen readers and tests read them. */
  private texts: Phaser.GameObjects.Text[] = [];
  private pulse: Phaser.Tweens.Tween;
  private shield: Phaser.GameObjects.Container;

  constructor(
    private readonly scene: Phaser.Scene,
    shown: LineTrapShown,
    box: Box,
    u: number,
    private readonly marks: boolean,
    fontSize: number,
    private readonly onTap: (name: string) => void,
  ) {
    this.layout = parseLayout(shown.rules);
    const layout = this.layout;
    this.layer = scene.add.container(0, 0).setDepth(DEPTH);
    const pane = scene.add.graphics();
    drawGlass(pane, box.x, box.y, box.width, box.height, RADIUS.panel * u, { line: 2 * u, bodyAlpha: 1 });
    this.layer.add(pane);
    // The pane takes the taps that miss a glowing square: the guided board under it takes none.
    this.shield = scene.add
      .container(box.x + box.width / 2, box.y + box.height / 2)
      .setSize(box.width, box.height)
      .setDepth(DEPTH)
      .setInteractive();
    const xs = Array.from({ length: layout.size }, (_, s) => layout.centreX[s]!);
    const ys = Array.from({ length: layout.size }, (_, s) => layout.centreY[s]!);
    const across = Math.max(...xs) - Math.min(...xs) + 1;
    const down = Math.max(...ys) - Math.min(...ys) + 1;
    const label = fontSize * 1.4;
    const pad = 16 * u;
    this.sq = Math.min(
      (box.width - 2 * pad - label) / across,
      (box.height - 2 * pad - label) / down,
      120 * u,
    );
    const sq = this.sq;
    const cx = box.x + box.width / 2 + label / 2;
    const cy = box.y + box.height / 2 - label / 2;
    const midX = (Math.max(...xs) + Math.min(...xs)) / 2;
    const midY = (Math.max(...ys) + Math.min(...ys)) / 2;
    this.place = (s: number) => ({
      x: cx + (layout.centreX[s]! - midX) * sq,
      y: cy - (layout.centreY[s]! - midY) * sq,
      size: sq,
      unit: sq,
    });
    const tray = {
      x: cx - (across * sq) / 2 - 8 * u,
      y: cy - (down * sq) / 2 - 8 * u,
      width: across * sq + 16 * u,
      height: down * sq + 16 * u,
      radius: 14 * u,
      rim: Math.max(1, 1.5 * u),
    };
    const board = scene.add.graphics();
    drawDemoBoard(
      board,
      layout,
      Array.from({ length: layout.size }, (_, s) => s),
      this.place,
      tray,
    );
    this.layer.add(board);
    // Column letters under the tray, row numbers at its left, as the board's edges spell squares.
    const dim = textStyle(fontSize * 0.85, THEME.textDim, true);
    for (let s = 0; s < layout.size; s++) {
      const name = shown.squares[s]!;
      const at = this.place(s);
      if (layout.centreY[s] === Math.min(...ys))
        this.texts.push(
          scene.add
            .text(at.x, tray.y + tray.height + label / 2, name[0]!, dim)
            .setOrigin(0.5)
            .setDepth(DEPTH + 1),
        );
      if (layout.centreX[s] === Math.min(...xs))
        this.texts.push(
          scene.add
            .text(tray.x - label / 2, at.y, name.slice(1), dim)
            .setOrigin(0.5)
            .setDepth(DEPTH + 1),
        );
    }
    this.rings = scene.add.graphics().setDepth(DEPTH + 2);
    this.pulse = scene.tweens.add({
      targets: this.rings,
      alpha: { from: 1, to: 0.35 },
      duration: 600,
      yoyo: true,
      repeat: -1,
    });
    this.makeTapZones(shown);
    this.draw(shown);
  }

  /** Draws the board as `shown` has it (only when it changed). */
  draw(shown: LineTrapShown): void {
    const before = this.drawnFor;
    if (
      before &&
      before.tried === shown.tried &&
      before.ghost?.name === shown.ghost?.name &&
      before.glowing.join() === shown.glowing.join()
    )
      return;
    this.drawnFor = shown;
    this.cellsLayer?.destroy();
    this.counts.forEach((t) => t.destroy());
    this.counts = [];
    const layer = this.scene.add.container(0, 0).setDepth(DEPTH + 1);
    this.cellsLayer = layer;
    const ink = this.scene.add.graphics();
    const cuts = this.scene.add.graphics();
    // The counts' discs over the cuts: one number a cell, read clear of every line.
    const discs = this.scene.add.graphics();
    const all = shown.ghost ? [...shown.cells, shown.ghost] : shown.cells;
    for (const c of all) {
      const s = squareOf(this.layout, c.name);
      const cell = demoCell(this.scene, this.layout, this.place, s, 1, c.pattern, this.marks);
      const faint = c === shown.ghost;
      if (faint) cell.setAlpha(0.45);
      layer.add(cell);
      const at = this.place(s);
      inkCellLines(ink, at.x, at.y, this.sq, c.lines);
      if (c.name === shown.tried || faint) this.longCuts(cuts, c, shown, faint);
      if (c.pieces > 1) {
        const count = inkCellCount(this.scene, discs, at.x, at.y, this.sq, c.pieces);
        if (faint) count.setAlpha(0.6);
        this.counts.push(count);
      }
    }
    layer.add([ink, cuts, discs]);
    this.counts.forEach((t) => t.setDepth(DEPTH + 3));
    this.rings.clear();
    for (const name of shown.glowing) {
      const at = this.place(squareOf(this.layout, name));
      this.rings.lineStyle(Math.max(3, this.sq * 0.08), THEME.accent, 1);
      this.rings.strokeRoundedRect(at.x - this.sq / 2, at.y - this.sq / 2, this.sq, this.sq, this.sq * 0.2);
    }
    for (const [name, zone] of this.zones) {
      const on = shown.glowing.includes(name);
      zone.setVisible(on);
      if (on) zone.setInteractive();
      else zone.disableInteractive();
    }
  }

  destroy(): void {
    this.pulse.stop();
    this.cellsLayer?.destroy();
    this.counts.forEach((t) => t.destroy());
    this.texts.forEach((t) => t.destroy());
    this.zones.forEach((z) => z.destroy());
    this.rings.destroy();
    this.shield.destroy();
    this.layer.destroy();
  }

  private cellsLayer: Phaser.GameObjects.Container | null = null;
  private counts: Phaser.GameObjects.Text[] = [];
  private zones = new Map<string, Phaser.GameObjects.Container>();

  /**
   * The tried cell's cuts drawn long, gold: each from the cell of yours on one side through it to
   * the one opposite (or the cell's edge where none is), so a pair on one line is one cut.
   */
  private longCuts(g: Phaser.GameObjects.Graphics, c: TrapCell, shown: LineTrapShown, faint: boolean): void {
    const layout = this.layout;
    const s = squareOf(layout, c.name);
    const mine = new Set(shown.cells.map((k) => squareOf(layout, k.name)));
    const at = this.place(s);
    const end = (d: number) => {
      const n = layout.neighbour[s * layout.directions + d]!;
      if (n >= 0 && mine.has(n) && !faint) return this.place(n);
      const dx = n >= 0 ? this.place(n).x - at.x : 0;
      const dy = n >= 0 ? this.place(n).y - at.y : 0;
      return { x: at.x + dx * 0.45, y: at.y + dy * 0.45 };
    };
    for (let axis = 0; axis < layout.axes; axis++) {
      if (!(c.pattern & (1 << axis))) continue;
      const [a, b] = [end(axis), end(axis + layout.axes)];
      for (const [w, colour, alpha] of [
        [Math.max(6, this.sq * 0.1), 0x06141a, 0.75],
        [Math.max(3, this.sq * 0.05), THEME.accent, faint ? 0.6 : 1],
      ] as const) {
        g.lineStyle(w, colour, alpha);
        g.lineBetween(a.x, a.y, b.x, b.y);
      }
    }
  }

  /** A tap target on each square the step may ask for, listed as the scene's controls. */
  private makeTapZones(shown: LineTrapShown): void {
    for (const name of shown.glowing) {
      const at = this.place(squareOf(this.layout, name));
      const zone = this.scene.add
        .container(at.x, at.y)
        .setSize(this.sq, this.sq)
        .setDepth(DEPTH + 4);
      zone.setInteractive({ useHandCursor: true });
      zone.on('pointerup', () => this.onTap(name));
      this.zones.set(name, zone);
      registerControl(this.scene, {
        id: `tutorial:try:${name}`,
        label: name,
        target: zone,
        enabled: () => zone.visible,
        press: () => this.onTap(name),
      });
    }
  }
}
