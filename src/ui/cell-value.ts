// What a placed cell is worth, asked by hovering over it with a mouse or holding a finger on it:
// a tooltip "6 pieces: split along 3 lines" (words/pieces-words.ts); on a stem cell what it gives
// each player, "Shared: you 5 with the middle, Medium 2" (words/stem-share-words.ts). A hold that
// shows the value places nothing on release.

import type Phaser from 'phaser';
import type { Match } from '../game/match.ts';
import type { BoardGeometryFit } from './board-geometry.ts';
import { stillHeld } from './held.ts';
import { metrics } from './screen.ts';
import { hideTooltip, showTooltip } from './tooltip.ts';
import { piecesLabel } from '../words/pieces-words.ts';
import { STEM } from '../engine/index.ts';
import { placeWord } from '../game/settings.ts';
import { stemShares } from '../game/stem-shares.ts';
import { stemShareWords } from '../words/stem-share-words.ts';

const HOVER_MS = 350;
const HOLD_MS = 450;

export class CellValue {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private square = -1;

  /** `onHeld` is told when a held press turned into a question (the press must not place). */
  constructor(
    private readonly scene: Phaser.Scene,
    private readonly fit: BoardGeometryFit,
    private readonly match: Match,
    private readonly onHeld: () => void,
    /** Where a finger's point is on the board, and a board's point on the screen (the zoom's map: board-zoom-view.ts). */
    private readonly view: {
      toBoard(x: number, y: number): { x: number; y: number };
      toScreen(p: { x: number; y: number }): { x: number; y: number };
    } = { toBoard: (x, y) => ({ x, y }), toScreen: (p) => p },
    /** The players' names, for what a stem cell gives each; without them a stem cell says nothing. */
    private readonly names?: readonly [string, string],
  ) {
    const input = scene.input;
    input.on('pointermove', this.onMove, this);
    input.on('pointerdown', this.onDown, this);
    input.on('pointerup', this.hide, this);
    input.on('gameout', this.hide, this);
    scene.events.once('shutdown', () => {
      this.hide();
      input.off('pointermove', this.onMove, this);
      input.off('pointerdown', this.onDown, this);
      input.off('pointerup', this.hide, this);
      input.off('gameout', this.hide, this);
    });
  }

  /** The placed cell under (x, y), or −1. */
  private cellAt(sx: number, sy: number): number {
    const { x, y } = this.view.toBoard(sx, sy);
    const s = this.fit.squareAt(x, y);
    return s >= 0 && this.match.position.owner[s] !== 0 ? s : -1;
  }

  private onMove(pointer: Phaser.Input.Pointer): void {
    const s = this.cellAt(pointer.x, pointer.y);
    if (s === this.square) return;
    this.hide();
    if (s < 0 || pointer.wasTouch || pointer.isDown) return;
    this.square = s;
    this.timer = setTimeout(() => this.show(s), HOVER_MS);
  }

  private onDown(pointer: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]): void {
    this.hide();
    const s = over.length > 0 ? -1 : this.cellAt(pointer.x, pointer.y);
    if (s < 0) return;
    this.square = s;
    const downTime = pointer.downTime;
    this.timer = setTimeout(() => {
      if (!stillHeld(downTime)) return;
      this.show(s);
      this.onHeld();
    }, HOLD_MS);
  }

  private show(s: number): void {
    const owner = this.match.position.owner[s];
    const stem = owner === STEM && this.names !== undefined;
    if (!this.scene.sys.isActive() || (owner !== 1 && owner !== 2 && !stem)) return;
    const { x, y } = this.view.toScreen(this.fit.centre(s));
    const size = this.view.toScreen({ x: this.fit.square, y: 0 }).x - this.view.toScreen({ x: 0, y: 0 }).x;
    const words = stem ? this.stemWords(s) : piecesLabel(this.match.position, s);
    if (words === null) return;
    showTooltip(this.scene, words, { x, y, width: size, height: size }, metrics(this.scene).u);
  }

  private stemWords(s: number): string {
    const { layout, owner } = this.match.position;
    return stemShareWords(stemShares(layout, s, owner), this.names!, placeWord(layout.grid));
  }

  private hide(): void {
    clearTimeout(this.timer);
    this.square = -1;
    hideTooltip(this.scene);
  }
}
