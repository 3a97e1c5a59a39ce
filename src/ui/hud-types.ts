// What the heads-up display (hud.ts) is given, and what it keeps for each player's panel.

import type Phaser from 'phaser';
import type { GridKind } from '../engine/index.ts';
import type { PaletteName } from './palette.ts';
import type { HudPlaces } from './hud-column.ts';
import type { ThinkingCue } from './thinking-cue.ts';
import type { PanelLight } from './panel-light.ts';

/** What the HUD shows and where. */
export interface HudOptions {
  names: [string, string];
  palettes: [PaletteName, PaletteName];
  scores: [number, number];
  area: { x: number; y: number; width: number; height: number };
  u: number;
  /** The panels stacked in a column beside the board (a phone on its side), not side by side above it. */
  column?: boolean;
  /** Each panel's cell carries its colour's colour-blind mark, the key to the board's (cell-marks.ts). */
  marks?: boolean;
  /** Words standing over the status line for as long as the HUD does, null for none. */
  sign?: string | null;
  /** The board's grid: each panel's cell takes the board's cells' shape (a hexagon, a triangle). */
  grid?: GridKind;
  /** Where the panels and the status line stand, when the screen's layout has placed them (upright: above and below the board). */
  places?: HudPlaces;
}

export interface Panel {
  /** The panel's glass back. */
  back: Phaser.GameObjects.Image;
  /** The panel's edge in its player's colour, lit with `light`. */
  glow: Phaser.GameObjects.Image;
  light: PanelLight;
  cell: Phaser.GameObjects.Container;
  name: Phaser.GameObjects.Text;
  score: Phaser.GameObjects.Text;
  thinking: Phaser.GameObjects.Text;
  /** The words under the name on this player's turn ("Your turn"), unless an opponent is thinking. */
  turnWord: string;
  isThinking: boolean;
  /** The cells that rise and fall beside "thinking" while this player's opponent thinks. */
  cue: ThinkingCue;
  shown: number;
  counter?: Phaser.Tweens.Tween;
  /** Where the panel stands, game px. */
  place: { x: number; y: number; width: number; height: number };
  /** The words' own size, game px, and whether the panel holds two lines of them under the name. */
  wordsPx: number;
  twoLines: boolean;
  /** The words' fit last shown (the words and their room), and where the thinking cue stands after them (null: no room). */
  wordsShown?: string;
  cueAt: { x: number; y: number; h: number } | null;
  /** Where the name and the words stand (their middles) with the words in `lines` at `px`. */
  linesAt: (words: { lines: number; px: number }) => { nameY: number; wordsY: number };
  /** Fits the name into the room left of the score, the score's type as it is. */
  fitName: () => void;
  /** The score's type size that keeps the name whole beside it (hud-name.ts). */
  scoreForName: () => number;
  /** Fits both panels' names and scores (the HUD sets it: both scores share one size). */
  fit?: () => void;
}
