// With equal moves on an odd board the game ends with one square empty: the final board marks
// that square and says why, so it is not taken for a square someone forgot.

import Phaser from 'phaser';
import { leavesOneSquareEmpty, type Position } from '../engine/index.ts';
import { placeWord } from '../game/settings.ts';
import type { BoardGeometryFit } from './board-geometry.ts';
import { pixelRatio } from './screen.ts';
import { squareRingImages } from './square-ring.ts';
import { pointsDown } from './art/board-plan.ts';
import { THEME, textStyle } from './theme.ts';

/** The sentence on the final board, e.g. "Equal moves: 12 each, so this square stays empty". */
export function equalMovesWords(position: Position): string | null {
  if (!position.isOver() || !leavesOneSquareEmpty(position.rules)) return null;
  return `Equal moves: ${position.ply / 2} each, so this ${placeWord(position.layout.grid)} stays empty`;
}

/**
 * Marks the empty square of a finished equal-moves game with a ring and the reason (a scene-level
 * text, so the automation hook reads it); returns what to destroy when the board changes.
 */
export function showEqualMovesNote(
  scene: Phaser.Scene,
  fit: BoardGeometryFit,
  position: Position,
  u: number,
): Phaser.GameObjects.GameObject[] {
  const words = equalMovesWords(position);
  if (!words) return [];
  let empty = -1;
  for (let s = 0; s < position.layout.size; s++) if (position.owner[s] === 0) empty = s;
  if (empty < 0) return [];
  const at = fit.centre(empty);
  const size = fit.square;
  const ring = scene.add.container(
    at.x,
    at.y,
    squareRingImages(
      scene,
      fit.layout.grid,
      size * 0.84,
      size * 0.16,
      [{ colour: THEME.accent, width: Math.max(2, 3 * u) }],
      // On a triangular board the ring points as the square does.
      { down: pointsDown(fit.layout, empty) },
    ),
  );
  // At least 13 CSS px, whatever the board's scale.
  const fontSize = Math.max(15 * u, 13 * pixelRatio());
  const frameW = fit.frame.width;
  const text = scene.add
    .text(0, 0, words, {
      ...textStyle(fontSize, THEME.text),
      align: 'center',
      wordWrap: { width: Math.min(frameW * 0.9, 260 * u) },
    })
    .setOrigin(0.5);
  const padX = 10 * u;
  const padY = 6 * u;
  const w = text.width + 2 * padX;
  const h = text.height + 2 * padY;
  // Under the board when there is room on screen (it hides no cell there), else over its foot.
  const bottom = fit.top + fit.frame.height;
  const room = scene.scale.height - bottom;
  const y = room > h + 12 * u ? bottom + 6 * u + h / 2 : bottom - h / 2 - 6 * u;
  const x = fit.left + frameW / 2;
  const link = scene.add.graphics();
  link.lineStyle(Math.max(1, 2 * u), THEME.accent, 0.9);
  link.lineBetween(at.x, at.y + size * 0.42, at.x, y - h / 2);
  const panel = scene.add.graphics();
  panel.fillStyle(THEME.panel, 0.95);
  panel.fillRoundedRect(x - w / 2, y - h / 2, w, h, 10 * u);
  panel.lineStyle(Math.max(1, 2 * u), THEME.accent, 1);
  panel.strokeRoundedRect(x - w / 2, y - h / 2, w, h, 10 * u);
  text.setPosition(x, y);
  for (const o of [ring, link, panel]) o.setDepth(20);
  text.setDepth(21);
  return [ring, link, panel, text];
}
