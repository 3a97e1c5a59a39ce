// The arrow at the zoomed board's edge toward the square the coach points to while it is out of
// sight (screens/game/pointed-arrow.ts decides where): a gold arrowhead, the hint's gold, on a dark
// disc, a finger wide; its tap glides the view to the square. Drawn by the page's camera over the
// zoomed board, as the Whole board control is; gone while the whole board shows.

import Phaser from 'phaser';
import type { BoardGeometryFit } from './board-geometry.ts';
import type { BoardZoomView } from './board-zoom-view.ts';
import { registerControl } from './controls.ts';
import { pixelRatio } from './screen.ts';
import { THEME } from './theme.ts';
import { pointedArrow } from '../screens/game/pointed-arrow.ts';
import { TO_HINT_WORDS } from '../words/press-words.ts';

const GOLD = 0xffd34d;
/** The disc's radius and the tap's side, in CSS px. */
const DISC_CSS = 17;
const HIT_CSS = 44;

export class PointedArrow {
  private readonly arrow: Phaser.GameObjects.Container;
  private readonly drawing: Phaser.GameObjects.Graphics;
  /** The square pointed to, or −1. */
  private square = -1;
  /** The way the arrowhead is drawn pointing (radians), or null before it is drawn. */
  private drawnAngle: number | null = null;

  constructor(
    scene: Phaser.Scene,
    private readonly fit: BoardGeometryFit,
    private readonly zoom: BoardZoomView,
    /** The arrow's tap: the view glides to `square`. */
    onTap: (square: number) => void,
  ) {
    const hit = HIT_CSS * pixelRatio();
    this.drawing = scene.add.graphics();
    this.arrow = scene.add.container(0, 0, [this.drawing]).setDepth(1045).setSize(hit, hit).setVisible(false);
    this.arrow.setInteractive({ useHandCursor: true });
    this.arrow.on('pointerup', () => {
      if (this.square >= 0) onTap(this.square);
    });
    registerControl(scene, {
      id: 'hint-arrow',
      label: TO_HINT_WORDS,
      target: this.arrow,
      enabled: () => this.arrow.visible,
      press: () => {
        if (this.square >= 0) onTap(this.square);
      },
    });
    scene.events.on(Phaser.Scenes.Events.POST_UPDATE, this.place, this);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      scene.events.off(Phaser.Scenes.Events.POST_UPDATE, this.place, this);
    });
  }

  /** The square the coach points to now (−1: none): the arrow shows while zoomed in and it is out of sight. */
  point(square: number): void {
    this.square = square;
  }

  private place(): void {
    const model = this.zoom.model;
    if (this.square < 0 || !model.zoomed()) {
      this.arrow.setVisible(false);
      return;
    }
    const { scale } = model.snapshot();
    const shown = model.shown();
    const corner = model.toScreen({ x: shown.x, y: shown.y });
    const view = { ...corner, width: shown.width * scale, height: shown.height * scale };
    const at = model.toScreen(this.fit.centre(this.square));
    const dpr = pixelRatio();
    const spot = pointedArrow(view, at, this.fit.square * scale, (DISC_CSS + 8) * dpr);
    this.arrow.setVisible(spot !== null);
    if (!spot) return;
    this.arrow.setPosition(spot.x, spot.y);
    if (this.drawnAngle === null || Math.abs(spot.angle - this.drawnAngle) > 0.01) this.draw(spot.angle);
  }

  /** The dark disc ringed in gold, the gold arrowhead turned to `angle` (its points turned here, not the container). */
  private draw(angle: number): void {
    this.drawnAngle = angle;
    const dpr = pixelRatio();
    const r = DISC_CSS * dpr;
    const [c, s] = [Math.cos(angle), Math.sin(angle)];
    const turn = (x: number, y: number): [number, number] => [x * c - y * s, x * s + y * c];
    const g = this.drawing.clear();
    g.fillStyle(THEME.panel, 0.95).fillCircle(0, 0, r);
    g.lineStyle(2 * dpr, GOLD, 1).strokeCircle(0, 0, r);
    // An arrow with its shaft, so it reads one way at any angle (a bare triangle turned read as "▼").
    const head = [turn(r * 0.66, 0), turn(r * 0.02, -r * 0.5), turn(r * 0.02, r * 0.5)] as const;
    g.fillStyle(GOLD, 1).fillTriangle(...head[0], ...head[1], ...head[2]);
    const shaft = [
      turn(r * 0.06, -r * 0.17),
      turn(-r * 0.6, -r * 0.17),
      turn(-r * 0.6, r * 0.17),
      turn(r * 0.06, r * 0.17),
    ].map(([x, y]) => ({ x, y }));
    // Phaser reads only x and y of each point.
    g.fillPoints(shaft as Phaser.Math.Vector2[], true);
  }
}
