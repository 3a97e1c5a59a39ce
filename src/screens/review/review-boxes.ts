// The review layout's shapes, without Phaser: the screen it is laid out for (as the scene measures
// it) and where each part stands (review-layout.ts beside the board, review-upright.ts upright).

import type { LabelSize } from '../../ui/chart-axis.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ReviewScreen {
  width: number;
  height: number;
  /** The game's unit and its device pixel ratio. */
  u: number;
  dpr: number;
  portrait: boolean;
  /** The least touch size and the least readable text, in game pixels. */
  touch: number;
  minText: number;
  /** The title "Review" as drawn at (pad, pad). */
  title: { width: number; height: number };
  /** The key's height (review-key.ts). */
  keyHeight: number;
  /** The chart's heading (its title, and its key where that wraps under it) in a chart this wide: from its top to the plot's room. */
  chartHeading: (width: number) => number;
  /** An axis number's size as drawn (chart-axis.ts). */
  chartLabel: LabelSize;
  /** How wide the board with its labels is when `height` tall (as wide as tall where not given). */
  boardWidth?: (height: number) => number;
  /** How tall the board with its labels is when `width` wide (as tall as wide where not given). */
  boardHeight?: (width: number) => number;
}

export interface ReviewLayout {
  pad: number;
  /** Where the title "Review" stands (its top left): over the board, or on a phone on its side atop the side column. */
  title: { x: number; y: number };
  board: Box;
  side: Box;
  /** Where the progress line starts, and how it fits beside the title (line-beside.ts). */
  progress: { x: number; y: number; right: number; size: number; small: number; top: number; height: number };
  /**
   * The score line's start, the width it may take (clear of Menu where Menu ends the title's row),
   * and its lines: upright 2, a row of its own under the title and Menu, "Score now" over "move 16 of 16".
   */
  score: { x: number; y: number; width: number; lines: 1 | 2 };
  /** The buttons' boxes give their centres as x and y. */
  prev: Box;
  next: Box;
  /** The slider under the board; none upright or on a phone on its side, where the chart is dragged instead. */
  slider: Box | null;
  /** The shown move's line: its words wrap within `width` and shrink to stay within `height`. */
  line: { x: number; y: number; width: number; height: number };
  key: Box;
  chart: Box;
  /** Under the chart, two lines for why it and the score disagree; null on a phone on its side (said under the move's line). */
  aside: Box | null;
  /** "Where it turned": a button under the chart, the whole side's width (centre as x and y). */
  turn: Box;
  list: Box;
  listRows: number;
  /** The list as a strip of moves side by side, a finger high (upright, and on a phone on its side). */
  listAcross: boolean;
  /** The Menu button, and whether it stands in the buttons' row (else in the title's, a word button). */
  menu: Box & { inRow: boolean };
  retry: Box;
  results: Box;
  buttonSize: number;
  /** Upright (review-upright.ts): the header's line, and the "?" that shows the key over the chart; else null. */
  upright: { header: Box; help: Box } | null;
  /** On a phone on its side, the "?" beside "Where it turned" that shows the key over the chart; else null. */
  keyHelp: Box | null;
}
