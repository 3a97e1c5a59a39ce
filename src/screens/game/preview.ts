// The gain preview's input, without Phaser: resting the mouse on an empty square, or holding a
// finger on one, asks what that square would gain and deny (the coach model's words). The board
// says what a hold means for its press (`held`: on the board the release still places, in a
// puzzle it places nothing); a finger still held slides the preview from square to square; its
// words go with the finger, so no stale look stays under the board. A held square is ringed (wider than the
// square, so the ring shows around the finger that hides it).

import type { PressPointer } from './press-ports.ts';

/** How long the mouse rests, and a finger holds, before the preview shows, in milliseconds. */
export const HOVER_MS = 350;
export const HOLD_MS = 450;

export interface PreviewPorts {
  /** The square under (x, y) that may be previewed now (under gravity, its column's landing square), or −1. */
  squareAt(x: number, y: number): number;
  /** Whether `square` may still be previewed (a person's turn, a legal square). */
  canPreview(square: number): boolean;
  /** Shows `square`'s gain; `hide` puts the words back. */
  show(square: number): void;
  hide(): void;
  /** The ring around a held square (−1 hides it). */
  ring(square: number): void;
  /** A held press turned into a question (a puzzle's look places nothing on release). */
  held(): void;
  /** Runs `fn` after `ms`; returns the way to cancel it. */
  after(ms: number, fn: () => void): () => void;
  /** Whether no press has been released since `downTime` (the page's own clock). */
  stillHeld(downTime: number): boolean;
  /** Whether the board's screen still runs. */
  alive(): boolean;
}

/** A pointer as the preview reads it: the press model's, and whether it is down. */
export type PreviewPointer = PressPointer & { isDown: boolean };

export class PreviewModel {
  private cancel: () => void = () => {};
  private square = -1;
  /** The pointer whose hold is showing a preview: its moves slide the preview. */
  private holding = -1;
  private ringed = false;

  constructor(private readonly ports: PreviewPorts) {}

  /** The square a held preview rings, or −1. */
  heldSquare(): number {
    return this.ringed ? this.square : -1;
  }

  /** The square a hover or a hold is about now, or −1. */
  previewedSquare(): number {
    return this.square;
  }

  move(p: PreviewPointer): void {
    const ports = this.ports;
    if (p.isDown && p.id === this.holding) {
      const s = ports.squareAt(p.x, p.y);
      if (s < 0 || s === this.square) return;
      this.square = s;
      this.ring(s);
      ports.show(s);
      return;
    }
    if (p.touch || p.isDown) return;
    const s = ports.squareAt(p.x, p.y);
    if (s === this.square) return;
    this.clear();
    if (s < 0) return;
    this.square = s;
    this.cancel = ports.after(HOVER_MS, () => {
      if (ports.alive() && ports.canPreview(s)) ports.show(s);
    });
  }

  /** A press; `overButton`: a button took it. */
  down(p: PreviewPointer, overButton: boolean, now: () => { x: number; y: number }): void {
    this.clear();
    const ports = this.ports;
    const s = overButton ? -1 : ports.squareAt(p.x, p.y);
    if (s < 0) return;
    this.square = s;
    this.cancel = ports.after(HOLD_MS, () => {
      if (!ports.stillHeld(p.downTime) || !ports.alive()) return;
      // The square under the finger now: it may have slid an aim along since the press.
      const at = now();
      const under = ports.squareAt(at.x, at.y);
      if (under < 0) return;
      this.holding = p.id;
      this.square = under;
      this.ring(under);
      ports.show(under);
      ports.held();
    });
  }

  /** The finger lifted: its ring and words go (its release played the square, or it slid off and played nothing). */
  up(p: PreviewPointer): void {
    if (p.id === this.holding) this.clear();
  }

  /** The pointer left the game. */
  out(): void {
    this.clear();
  }

  /** The board's screen is gone. */
  stop(): void {
    this.cancel();
  }

  private ring(s: number): void {
    this.ringed = s >= 0;
    this.ports.ring(s);
  }

  private clear(): void {
    this.cancel();
    this.cancel = () => {};
    this.ring(-1);
    this.holding = -1;
    if (this.square >= 0) this.ports.hide();
    this.square = -1;
  }
}

/**
 * The square a pointer over `under` (−1: off the board) previews: under gravity the column's landing
 * square, where the cell would go; else the square itself. −1 when that square has no preview.
 */
export function previewSquareAt(
  under: number,
  board: { gravity: boolean; colOf: ArrayLike<number> },
  landing: (column: number) => number,
  canPreview: (square: number) => boolean,
): number {
  const s = board.gravity && under >= 0 ? landing(board.colOf[under]!) : under;
  return s >= 0 && canPreview(s) ? s : -1;
}
