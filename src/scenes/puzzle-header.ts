// The puzzle screen's words over the board: the title, the question, the line under it (the
// daily's stakes, or what "best" means), the score as it stands in the players' colours with the
// moves left, and the board's rules where the player is new to them. The scene lays the board under it.

import Phaser from 'phaser';
import { patternFrame } from '../engine/index.ts';
import type { PuzzleMatch } from '../game/puzzle-play.ts';
import type { PuzzleSnapshot } from '../screens/puzzle/puzzle-snapshot.ts';
import type { PaletteName } from '../ui/palette.ts';
import { addMark } from '../ui/cell-marks.ts';
import { minText } from '../ui/device-pixels.ts';
import { PUZZLE_INK } from '../ui/puzzle-ink.ts';
import { pixelRatio } from '../ui/screen.ts';
import { textStyle } from '../ui/theme.ts';
import { rulesMore } from './puzzle-rules-more.ts';
import { openRulesHelp } from './rules-help.ts';
import type { Services } from './services.ts';

export interface HeaderPlace {
  cx: number;
  y: number;
  colW: number;
  /** The width the goal and rules lines wrap at. */
  wrap: number;
  portrait: boolean;
  side: boolean;
  u: number;
}

export interface PuzzleHeader {
  /** Everything drawn, to move down together where the screen is tall. */
  drawn: Phaser.GameObjects.Components.Transform[];
  /** The line under the question (the stakes change at a try), set again as the snapshot changes. */
  goal: Phaser.GameObjects.Text;
  /** Draws the score and moves left as they stand. */
  setScore(score: PuzzleSnapshot['score']): void;
  /** Where the board may begin. */
  bottom: number;
}

/** Draws the question and the lines under it from `y` (the title is the scene's, above). */
export function drawPuzzleHeader(
  scene: Phaser.Scene,
  s: Services,
  match: PuzzleMatch,
  shown: PuzzleSnapshot,
  palettes: readonly PaletteName[],
  at: HeaderPlace,
): PuzzleHeader {
  const { cx, colW, wrap, portrait, side, u } = at;
  let y = at.y;
  const drawn: Phaser.GameObjects.Components.Transform[] = [];
  const question = scene.add
    .text(cx, y, shown.question, textStyle((portrait ? 26 : side ? 22 : 30) * u, PUZZLE_INK.question, true))
    .setOrigin(0.5, 0);
  if (question.width > colW) question.setScale(colW / question.width);
  drawn.push(question);
  y += question.displayHeight + 4 * u;
  const goal = scene.add
    .text(cx, y, shown.goal, textStyle(16 * u, PUZZLE_INK.goal))
    .setOrigin(0.5, 0)
    .setAlign('center')
    .setWordWrapWidth(wrap);
  drawn.push(goal);
  // Room for two lines where the stakes may grow ("Solved: streak 12 days" is one line; a lead on falling cells two).
  y += goal.height + 8 * u;
  const score = scoreRow(scene, s, match, palettes, { cx, y, colW, u });
  drawn.push(...score.drawn);
  score.set(shown.score);
  y += score.height + 4 * u;
  if (shown.rules !== '') {
    const unusual = shown.unusual;
    const rules = scene.add
      .text(
        cx,
        y,
        shown.rules,
        textStyle(
          unusual ? Math.max(16 * u, 14 * pixelRatio()) : Math.max(15 * u, 13 * pixelRatio()),
          unusual ? PUZZLE_INK.unusualRules : PUZZLE_INK.rules,
        ),
      )
      .setOrigin(0.5, 0)
      .setAlign('center')
      .setWordWrapWidth(wrap);
    drawn.push(rules);
    if (unusual) {
      const more = rulesMore(scene, rules, u, () => openRulesHelp(scene, s, match.position.rules, u));
      drawn.push(...more.drawn);
      y += more.added;
    }
    y += rules.height;
  }
  return { drawn, goal, setScore: score.set, bottom: y + 8 * u };
}

/** "[green] You 14   [purple] Them 10   13 moves left", centred, each side's swatch its board colour. */
function scoreRow(
  scene: Phaser.Scene,
  s: Services,
  match: PuzzleMatch,
  palettes: readonly PaletteName[],
  at: { cx: number; y: number; colW: number; u: number },
): {
  drawn: Phaser.GameObjects.Components.Transform[];
  height: number;
  set(score: PuzzleSnapshot['score']): void;
} {
  const { u } = at;
  const mover = match.puzzle.position.turn();
  const size = 20 * u;
  const gap = 6 * u;
  const axes = match.position.layout.axes;
  const style = textStyle(Math.max(17 * u, 13 * pixelRatio()), PUZZLE_INK.goal, true);
  const parts = [mover - 1, 2 - mover].map((i) => {
    const swatch = scene.add
      .image(0, 0, 'cells', `${palettes[i]}/${patternFrame(0, axes)}`)
      .setDisplaySize(size, size);
    const mark = addMark(scene, 0, 0, size, palettes[i]!, s.settings.marks);
    const text = scene.add.text(0, at.y, '', style).setOrigin(0, 0);
    return { swatch, mark, text };
  });
  const left = scene.add.text(0, at.y, '', textStyle(Math.max(16 * u, 13 * pixelRatio()), PUZZLE_INK.goal));
  const drawn: Phaser.GameObjects.Components.Transform[] = [left];
  for (const p of parts) drawn.push(p.swatch, p.text, ...(p.mark ? [p.mark] : []));
  const height = Math.max(size, parts[0]!.text.height);
  const set = (score: PuzzleSnapshot['score']): void => {
    parts[0]!.text.setText(`You ${score.you}`);
    parts[1]!.text.setText(`Them ${score.them}`);
    left.setText(score.left);
    const wide = 16 * u;
    const pieces = parts.flatMap((p) => [size + gap, p.text.width, wide]);
    let scale = 1;
    const total = pieces.reduce((a, b) => a + b, 0) + left.width;
    // Within the column, smaller down to the readable floor.
    if (total > at.colW) scale = Math.max(at.colW / total, minText() / parseFloat(String(style.fontSize)));
    let x = at.cx - (total * scale) / 2;
    const mid = parts[0]!.text.y + (parts[0]!.text.height * scale) / 2;
    for (const p of parts) {
      p.swatch.setPosition(x + (size * scale) / 2, mid).setDisplaySize(size * scale, size * scale);
      p.mark?.setPosition(x + (size * scale) / 2, mid).setScale(scale);
      x += (size + gap) * scale;
      p.text.setScale(scale).setX(x);
      x += (p.text.width + wide) * scale;
    }
    left.setScale(scale).setPosition(x, mid - (left.height * scale) / 2);
  };
  return { drawn, height, set };
}
