// The squares' names beside a board, as the hints, the review and the screen readers say them:
// a column letter below each column and a row number left of each row (RULES.md section 1),
// just outside the vessel's glass. On a hexagonal board (section 7) rows run across
// and columns run up and to the left, so a column's letter stands where it leaves the tray
// towards the lower right.

import type Phaser from 'phaser';
import { LabelLight } from '../screens/game/label-light.ts';
import type { Point } from './art/geometry.ts';
import type { BoardGeometryFit } from './board-geometry.ts';
import { THEME, textStyle } from './theme.ts';
import { drawGuides } from './label-guides.ts';
import { keepAimClear } from './aim.ts';
import type { LabelsOnRim } from '../screens/game/board-fit.ts';
import {
  boardLabelPlaces,
  guideStart,
  guideTo,
  labelSizeFor,
  type LabelGuide,
} from './board-label-places.ts';

export {
  labelFont,
  labelRoom,
  roomHigh,
  labelSizeFor,
  boardLabelPlaces,
  type BoardLabelPlace,
  type LabelRoom,
} from './board-label-places.ts';

/**
 * Draws the labels of `fit`'s board; returns their text objects (the automation hook reads them).
 * `squareAt` names the square a point means (under gravity, where a cell dropped there lands);
 * `marked` is the square the labels light when no pointer is over the board (the last move, or
 * the aimed square), −1 for none.
 */
export function drawBoardLabels(
  scene: Phaser.Scene,
  fit: BoardGeometryFit,
  base: number,
  squareAt = (x: number, y: number) => fit.squareAt(x, y),
  marked: () => number = () => -1,
  onRim: LabelsOnRim = false,
): Phaser.GameObjects.Text[] {
  const font = labelSizeFor(fit.layout, base);
  const places = boardLabelPlaces(fit, font, onRim);
  const labels = places.map((p) => {
    const t = scene.add
      .text(p.x, p.y, p.text, textStyle(font, THEME.textDim, true))
      .setOrigin(p.originX, p.originY);
    t.setStroke('#06141a', Math.max(2, font * 0.18)).setData('edge', p.edge);
    return t;
  });
  lightLabels(scene, fit, labels, squareAt, marked);
  return labels;
}

/** The labels lit now (the column and row of the square under the pointer), for the automation hook. */
export function labelLit(label: Phaser.GameObjects.Text): boolean {
  return label.getData('lit') === true;
}

/** A lit label's guide line on a hexagonal board, in game pixels (null when unlit or on a square grid), for the automation hook. */
export function labelGuide(label: Phaser.GameObjects.Text): LabelGuide | null {
  return (label.getData('guide') as LabelGuide | undefined) ?? null;
}

/**
 * Lights the labels of the square screens/game/label-light.ts chooses; on a hexagonal board the
 * pointed square's labels also draw their guides. A label's colour changes only when the square lit does.
 */
function lightLabels(
  scene: Phaser.Scene,
  fit: BoardGeometryFit,
  labels: Phaser.GameObjects.Text[],
  squareAt: (x: number, y: number) => number,
  marked: () => number,
): void {
  if (labels.length === 0) return;
  const layout = fit.layout;
  // Above the cells, under the aim's ring and bubble (depth 30).
  const guides = layout.grid === 'hex' ? scene.add.graphics().setDepth(20) : null;
  const guideWidth = Math.max(2, fit.square * 0.05);
  const choice = new LabelLight(marked);
  let lit = -1;
  let litGuided = false;
  const show = () => {
    const { square, guided, names } = choice.now(layout);
    if (square === lit && guided === litGuided) return;
    lit = square;
    litGuided = guided;
    for (const label of labels) {
      const on = names.includes(label.text);
      const centre = on && guided && guides ? fit.centre(square) : null;
      const guide = centre
        ? guideTo(
            guideStart(label.getData('edge') as Point, centre, label.getBounds(), guideWidth),
            centre,
            fit.square * 0.58,
          )
        : null;
      label.setData('guide', guide);
      if (labelLit(label) === on) continue;
      // Lit, over its guide and the aim's ring (depth 30), which stood over a letter on the rim's corner.
      label
        .setData('lit', on)
        .setColor(on ? THEME.accentCss : THEME.textDim)
        .setDepth(on ? 31 : 0);
    }
    if (guides) {
      drawGuides(
        guides,
        labels.map(labelGuide).filter((g) => g !== null),
        guideWidth,
      );
    }
  };
  const follow = (pointer: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[] = []) =>
    choice.follow(squareAt(pointer.x, pointer.y), over.length > 0 || !labels[0]?.active);
  const away = () => choice.away();
  scene.input.on('pointermove', follow);
  scene.input.on('pointerdown', follow);
  scene.input.on('pointerup', away);
  scene.input.on('gameout', away);
  scene.events.on('postupdate', show);
  show();
  const stop = () => {
    scene.input.off('pointermove', follow);
    scene.input.off('pointerdown', follow);
    scene.input.off('pointerup', away);
    scene.input.off('gameout', away);
    scene.events.off('postupdate', show);
    guides?.destroy();
  };
  labels[0]?.once('destroy', stop);
}

/** The aim's Place bubble keeps off the squares' names where there is room. */
export function keepLabelsClear(scene: Phaser.Scene, labels: readonly Phaser.GameObjects.Text[]): void {
  keepAimClear(
    scene,
    () =>
      labels.map((t) => {
        const b = t.getBounds();
        return { x: b.x, y: b.y, width: b.width, height: b.height };
      }),
    'labels',
    'room',
  );
}
