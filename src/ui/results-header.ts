// The results' header: the headline beside the ✕'s place, the score line in the players' colours
// and the margin in words, across `width` from `left` (the whole panel, or its left column where
// the header stands beside the buttons); on the first showing the headline lands (large from its
// first frame) and the winner's number pops.

import type Phaser from 'phaser';
import type { ResultsSnapshot } from '../screens/results/results-model.ts';
import type { TitleFrame } from '../screens/results/title-place.ts';
import type { PaletteName } from './palette.ts';
import { addResultsTitle, moodColour } from './results-title.ts';
import { addResultsScoreLine, type ScoreLine } from './results-score-line.ts';
import { popScoreLine } from './score-count.ts';
import { fitLine } from './fit-text.ts';
import { THEME, textStyle } from './theme.ts';
import type { PlayedLine } from '../screens/results/how-you-played.ts';
import { LOOKING_ROOM, LOOKING_WORDS, STILL_READING_WORDS } from '../words/how-you-played-words.ts';
import { entrance } from './results-rise.ts';
import { headlineLook } from '../screens/results/sheet-rise.ts';

export interface ResultsHeader {
  title: Phaser.GameObjects.Text;
  /** Each player's count and cell, and the dash between them. */
  scoreLine: ScoreLine;
  /** The margin in words ("By 34 points against Easy"): said once the figures over it are final. */
  margin: Phaser.GameObjects.Text;
  /** The panel's left edge and width, in game pixels: the score line's pop stays inside. */
  panel: { left: number; width: number; u: number };
  /** Everything it drew, in order. */
  drawn: Phaser.GameObjects.GameObject[];
  /** Where it ends. */
  bottom: number;
}

export function addResultsHeader(
  scene: Phaser.Scene,
  shown: ResultsSnapshot,
  palettes: readonly [PaletteName, PaletteName],
  /** The title's frame, whether the colour-blind marks show, and how the person played (scenes/results-played.ts: its line's room is kept from the start). */
  f: Omit<TitleFrame, 'css'> & { marks: boolean; played?: PlayedLine | null; oneLine?: boolean },
): ResultsHeader {
  const { left, width, u } = f;
  const from = scene.children.list.length;
  const title = addResultsTitle(scene, shown.headline, f);
  title.text.setShadow(0, 3 * u, '#000', 6 * u, false, true).setColor(moodColour(shown.mood));
  let y = title.below;
  const scoreLine = addResultsScoreLine(
    scene,
    { cx: left + width / 2, y, u, panelWidth: width },
    { names: shown.names, scores: shown.scorePop.shown, palettes, piece: shown.piece, marks: f.marks },
  );
  y += 30 * u;
  const margin = scene.add
    .text(left + width / 2, y, shown.marginLine, textStyle(20 * u, THEME.text))
    .setOrigin(0.5, 0);
  y += fitLine(margin, width - 40 * u) + 12 * u;
  if (f.played)
    y = addPlayedLine(scene, f.played, {
      ...{ x: left + width / 2, y: y - 6 * u, width: width - 40 * u, u },
      oneLine: f.oneLine,
    });
  // The header drawn last is the sheet's: a win's moment bursts from its headline (results-win-moment.ts).
  scene.data.set('header', { title: title.text, margin });
  return {
    title: title.text,
    scoreLine,
    margin,
    panel: { left, width, u },
    drawn: scene.children.list.slice(from),
    bottom: y,
  };
}

/** The header's entrance, once: the headline lands (a win) or brightens, large from its first frame; the winner's number pops. */
export function playResultsEntrance(
  scene: Phaser.Scene,
  header: ResultsHeader,
  shown: ResultsSnapshot,
): void {
  const show = shown.ending.show;
  // On the game's clock and the wall clock at once (results-rise.ts): a busy phone showed a
  // half-faded title for seconds.
  const title = header.title;
  const size = title.scale;
  entrance(scene, show.headlineMs, (t) => {
    const look = headlineLook(show.headline, t);
    title.setScale(size * look.scale).setAlpha(look.alpha);
  });
  const { left, width, u } = header.panel;
  const line = header.scoreLine;
  const within = { x: left, y: 0, width, height: scene.scale.height };
  popScoreLine(scene, { ...line, within, u }, shown.scorePop);
}

/**
 * The line of how the person played, under the margin: its place kept (two lines' room, one in the
 * short form; a line already known, its own) and said quietly while the review runs (LOOKING_WORDS),
 * then the line, faded in where it stood (the buttons under a finger do not move); nothing where the
 * review has nothing to say.
 * Returns where it ends.
 */
export function addPlayedLine(
  scene: Phaser.Scene,
  played: PlayedLine,
  /** `oneLine`: a sheet as wide as a tablet's or a desktop's, where every line fits on one (its two-line forms joined). */
  at: { x: number; y: number; width: number; u: number; oneLine?: boolean },
): number {
  // Nothing to say, known already: no room kept.
  const known = played.now();
  if (known === null) return at.y + 6 * at.u;
  const text = scene.add
    .text(at.x, at.y, '', textStyle(17 * at.u, THEME.textDim))
    .setOrigin(0.5, 0)
    .setAlign('center');
  // Its room is the line's, whatever it says: measured before anything is drawn. A line already
  // known (the review read the game during the ending's beat) keeps its own room: two lines kept for
  // a line of one stood as an empty band over the final board on a tablet and a desktop.
  const ready = known !== undefined && !STILL_SAID.has(known);
  // On a wide sheet one line's room: its two kept for one stood as a band over the final board.
  const oneLine = (line: string) => (at.oneLine ? line.replace(/\n/g, ' ') : line);
  text.setText(ready ? oneLine(known) : played.short || at.oneLine ? LOOKING_WORDS : LOOKING_ROOM);
  fitLine(text, at.width);
  const room = text.height * text.scaleY;
  const say = (line: string | null | undefined) => {
    // Still reading is said as quietly as the placeholder: the line is still to come.
    const final = !!line && !STILL_SAID.has(line);
    text.setText(oneLine(line ?? LOOKING_WORDS)).setColor(final ? THEME.text : THEME.textDim);
    text.setAlpha(final ? 1 : PLACEHOLDER_ALPHA);
    // Hidden where there is nothing to say; a line that comes leaves it as the panel has it (closed
    // to look at the board, the panel's words stay hidden: a line shown then stood over the board).
    if (line === null) text.setVisible(false);
    fitLine(text, at.width);
  };
  const stop = played.watch((line) => {
    say(line);
    if (line && !STILL_SAID.has(line))
      scene.tweens.add({ targets: text, alpha: { from: PLACEHOLDER_ALPHA, to: 1 }, duration: 300 });
  });
  text.once('destroy', stop);
  say(played.now());
  return at.y + room + 12 * at.u;
}

/** The words that say the line is still coming (drawn as quietly as the placeholder). */
const STILL_SAID = new Set(Object.values(STILL_READING_WORDS));

/** The placeholder's words, quiet beside the results: they say the line is coming, no more. */
const PLACEHOLDER_ALPHA = 0.7;
