// One player's score panel in the HUD (hud.ts): its glass back and lit edge, the cell in the
// player's colour with its mark, the name, the score and the words under the name, and the
// thinking cue beside them. The HUD decides what they say; this makes and places them.

import Phaser from 'phaser';
import { loneCellFrame } from './art/cell-pieces.ts';
import { paletteCss } from './palette.ts';
import { playerInk } from './player-ink.ts';
import { roundedRectTexture } from './shape-texture.ts';
import { addMark } from './cell-marks.ts';
import { ThinkingCue } from './thinking-cue.ts';
import { PanelLight } from './panel-light.ts';
import { fitName, scoreSizeForName, wholeNameOnHold } from './hud-name.ts';
import {
  panelHoldsTwoLines,
  stackedNameLeast,
  panelParts,
  panelTextLines,
  type hudFonts,
} from './hud-column.ts';
import type { Rect } from './board-geometry.ts';
import { pixelRatio } from './screen.ts';
import { THEME, textStyle } from './theme.ts';
import type { HudOptions, Panel } from './hud-types.ts';
import { minText } from './device-pixels.ts';

/** Player `i`'s panel at `place`, drawn at `fonts`; `stacked`: the name on a line of its own (hud-column.ts). */
export function addPanel(
  scene: Phaser.Scene,
  o: HudOptions,
  i: 0 | 1,
  place: Rect,
  fonts: ReturnType<typeof hudFonts>,
  stacked = false,
): Panel {
  const { names, palettes, scores, u, marks = false } = o;
  const { x, y, width: panelW, height: panelH } = place;
  // Smooth-edged textures, not Graphics (no multisampling: see shape-texture.ts).
  const shape = { width: panelW, height: panelH, radius: 14 * u };
  const back = scene.add.image(
    x + panelW / 2,
    y + panelH / 2,
    roundedRectTexture(scene, { ...shape, fill: THEME.panel, fillAlpha: 0.92 }),
  );
  const edge = Phaser.Display.Color.HexStringToColor(paletteCss(palettes[i])).color;
  const light = new PanelLight(scene, { x, y, ...shape }, edge, u);
  const parts = panelParts(place, u, pixelRatio(), stacked);
  const { cell: at, textX, wordsX } = parts;
  // The cell and its mark turn and dim together.
  const cell = scene.add.container(at.x, at.y, [
    scene.add
      .image(0, 0, 'cells', `${palettes[i]}/${loneCellFrame(o.grid ?? 'square')}`)
      .setDisplaySize(at.size, at.size),
    ...[addMark(scene, 0, 0, at.size, palettes[i], marks)].filter((m) => m !== null),
  ]);
  const name = scene.add
    .text(textX, parts.nameY, names[i], textStyle(fonts.name, THEME.textDim))
    .setOrigin(0, 0.5);
  const score = scene.add
    .text(parts.scoreX, parts.scoreY, String(scores[i]), textStyle(fonts.score, playerInk(palettes[i]), true))
    .setOrigin(1, 0.5);
  score.setStroke('#06141a', 5 * u);
  const thinking = scene.add
    .text(wordsX, parts.wordsY, '', textStyle(fonts.words, THEME.accentCss))
    .setOrigin(0, 0.5);
  // The name keeps clear of the score: the room from the name's left edge to the score's right
  // (stacked, the name's line is its own: the room to the panel's inset).
  const space = () => score.x - 8 * u - textX;
  const nameRoom = () => (stacked ? score.x - textX : space() - score.width);
  wholeNameOnHold(scene, back, name, names[i], u);
  const nameSize = () => parseFloat(String(name.style.fontSize));
  return {
    back,
    glow: light.edge,
    light,
    cell,
    name,
    score,
    thinking,
    turnWord: 'to move',
    isThinking: false,
    cue: new ThinkingCue(scene, { x: wordsX, y: parts.wordsY, width: 0, height: 0 }, palettes[i]),
    shown: scores[i],
    place,
    wordsPx: fonts.words,
    twoLines: panelHoldsTwoLines(place, parts, u, stacked, fonts.name, minText()),
    cueAt: null,
    linesAt: (words) => panelTextLines(place, parts, u, stacked, nameSize(), words),
    // Stacked, a long name is cut at a size read at arm's length rather than shrunk to the floor.
    fitName: () =>
      fitName(name, names[i], nameRoom(), fonts.name, stacked ? stackedNameLeast(fonts.name) : minText()),
    scoreForName: () =>
      stacked ? fonts.score : scoreSizeForName(name, score, names[i], space(), fonts.name, fonts.score),
  };
}
