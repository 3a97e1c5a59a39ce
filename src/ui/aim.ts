// Tap to aim, then confirm: on a touch screen where squares are smaller than a finger (a 12×12
// board or an 8-wide flask on a phone), the first tap only aims. The aimed square gets a ring and a
// magnified cell in a bubble beside it; tapping the bubble (a finger-sized target) or the same
// square again places the cell, and a tap on another square moves the aim. A mouse, and boards
// whose squares are a finger wide, place on the first click as before.

import Phaser from 'phaser';
import type { BoardGeometryFit } from './board-geometry.ts';
import { registerControl } from './controls.ts';
import { pixelRatio } from './screen.ts';
import { THEME, textStyle } from './theme.ts';

/** A finger's target, in CSS pixels. */
const FINGER = 44;

export class Aim {
  /** The aimed square, or −1. */
  private square = -1;
  private readonly ring: Phaser.GameObjects.Graphics;
  private readonly bubble: Phaser.GameObjects.Container;
  private readonly bubbleBg: Phaser.GameObjects.Graphics;
  private readonly loupe: Phaser.GameObjects.Image;
  private downTime = 0;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly fit: BoardGeometryFit,
    /** Places on the aimed square; `downTime` is the confirming press's DOM time. */
    private readonly onConfirm: (square: number, downTime: number) => void,
  ) {
    const dpr = pixelRatio();
    const w = 84 * dpr;
    const h = 96 * dpr;
    this.ring = scene.add.graphics().setDepth(30).setVisible(false);
    this.bubbleBg = scene.add.graphics();
    this.loupe = scene.add.image(0, -10 * dpr, 'cells');
    const label = scene.add.text(0, h / 2 - 16 * dpr, 'Place', textStyle(15 * dpr, THEME.text, true)).setOrigin(0.5);
    this.bubble = scene.add.container(0, 0, [this.bubbleBg, this.loupe, label]).setDepth(31).setSize(w, h).setVisible(false);
    this.bubbleBg.fillStyle(THEME.panel, 0.97).fillRoundedRect(-w / 2, -h / 2, w, h, 16 * dpr);
    this.bubbleBg.lineStyle(3 * dpr, THEME.accent, 1).strokeRoundedRect(-w / 2, -h / 2, w, h, 16 * dpr);
    this.bubble.setInteractive({ useHandCursor: true });
    this.bubble.on('pointerdown', (p: Phaser.Input.Pointer) => { this.downTime = p.downTime; });
    this.bubble.on('pointerup', () => this.confirm(this.downTime));
    registerControl(scene, {
      id: 'aim:place', label: 'Place', target: this.bubble, enabled: () => this.square >= 0,
      press: () => this.confirm(performance.now()),
    });
  }

  /** Whether a tap by this pointer aims first: a finger, on squares smaller than a finger. */
  takes(pointer: Phaser.Input.Pointer): boolean {
    return pointer.wasTouch && this.fit.square / pixelRatio() < FINGER;
  }

  /** The aimed square, or −1. */
  aimed(): number {
    return this.square;
  }

  /** Aims at square s, showing the mover's cell (atlas frame) magnified beside it. */
  set(s: number, frame: string): void {
    this.square = s;
    const dpr = pixelRatio();
    const { x, y } = this.fit.centre(s);
    const size = this.fit.square;
    this.ring.clear().setVisible(true);
    this.ring.lineStyle(Math.max(3, 0.12 * size), 0x06141a, 0.9).strokeRoundedRect(x - size / 2, y - size / 2, size, size, size * 0.2);
    this.ring.lineStyle(Math.max(2, 0.06 * size), THEME.accent, 1).strokeRoundedRect(x - size / 2, y - size / 2, size, size, size * 0.2);
    this.loupe.setFrame(frame).setDisplaySize(56 * dpr, 56 * dpr);
    // Above the square (a finger does not hide it there), below it near the top; inside the screen.
    const w = this.bubble.width;
    const h = this.bubble.height;
    const gap = size / 2 + 10 * dpr + h / 2;
    const by = y - gap - h / 2 >= 0 ? y - gap : y + gap;
    const bx = Phaser.Math.Clamp(x, w / 2 + 4 * dpr, this.scene.scale.width - w / 2 - 4 * dpr);
    this.bubble.setPosition(bx, by).setVisible(true);
  }

  clear(): void {
    this.square = -1;
    this.ring.setVisible(false);
    this.bubble.setVisible(false);
  }

  private confirm(downTime: number): void {
    const s = this.square;
    if (s < 0) return;
    this.clear();
    this.onConfirm(s, downTime);
  }
}
