// How a score panel's words ("2 jumps · Your turn", "thinking" with its cue) fit the room between
// the name's left edge and the score, never running under it: whole at their size, else smaller
// down to the readable floor (13 CSS px), else on two lines where the panel has the height (the
// jumps over the turn's words), else the thinking cue left out ("thinking" says it alone), else at
// the floor with the score's type giving way (scoreRoom: how much narrower the score must stand).

/** The widths of words at a font size in game pixels (the browser's font; Node's canvas in tests). */
export type MeasureWords = (words: string, px: number) => number;

export interface PanelWordsRoom {
  /** From the words' left edge to the score's left edge less the gap, game px. */
  width: number;
  /** The words' own size and the least they may shrink to, game px. */
  px: number;
  least: number;
  /** The thinking cue's room after the last line, in font sizes (0: no cue). */
  cue: number;
  /** The panel has the height for its name and two lines of words. */
  twoLines: boolean;
}

export interface PanelWordsFit {
  lines: string[];
  px: number;
  /** The cue stands after the last line. */
  cue: boolean;
  /** How much narrower the score must stand for the words (0: it keeps its size). */
  scoreRoom: number;
}

/** The words `words` fitted to `room`, measured by `measure`. */
export function fitPanelWords(words: string, room: PanelWordsRoom, measure: MeasureWords): PanelWordsFit {
  const { px: want, least } = room;
  const widthAt = (lines: readonly string[], cue: number) =>
    Math.max(...lines.map((l, i) => measure(l, want) + (i === lines.length - 1 ? cue * want : 0))) / want;
  // The size at which `lines` fit the width, at most the words' own, in whole pixels as drawn.
  const sizeFor = (lines: readonly string[], cue: number) =>
    Math.floor(Math.min(want, room.width / widthAt(lines, cue)));
  const parts = words.split(' · ');
  const tries: [string[], number][] = [[[words], room.cue]];
  if (room.twoLines && parts.length > 1)
    tries.push([[parts.slice(0, -1).join(' · '), parts.at(-1)!], room.cue]);
  if (room.cue > 0) {
    tries.push([[words], 0]);
    if (room.twoLines && parts.length > 1) tries.push([[parts.slice(0, -1).join(' · '), parts.at(-1)!], 0]);
  }
  for (const [lines, cue] of tries) {
    const px = sizeFor(lines, cue);
    if (px >= least) return { lines, px, cue: cue > 0, scoreRoom: 0 };
  }
  const [lines] = tries.at(-1)!;
  return { lines, px: least, cue: false, scoreRoom: widthAt(lines, 0) * least - room.width };
}

/**
 * Where a panel's name and words stand, their middles, for a panel `top`–`height` high: one line of
 * words under the name a fifth of the height either side of its middle (at most 12.8 units), or
 * two lines with the name, the three together in its middle.
 */
export function panelLines(
  panel: { y: number; height: number },
  u: number,
  name: number,
  words: { lines: number; px: number },
): { nameY: number; wordsY: number } {
  const mid = panel.y + panel.height / 2;
  if (words.lines < 2) {
    const off = Math.min(panel.height * 0.2, 12.8 * u);
    return { nameY: mid - off, wordsY: mid + off };
  }
  const lineH = words.px * LINE;
  const top = mid - (name * LINE + 2 * lineH) / 2;
  return { nameY: top + (name * LINE) / 2, wordsY: top + name * LINE + lineH };
}

/** A line's height in font sizes, as the panels draw their text. */
export const LINE = 1.2;

/** Whether a panel `height` high holds its name at `name` and two lines of words at `least`, with `margin` over and under. */
export function holdsTwoLines(height: number, name: number, least: number, margin: number): boolean {
  return name * LINE + 2 * least * LINE + 2 * margin <= height;
}
