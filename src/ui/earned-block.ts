// What a game earned, on the results' first tab: a ladder step cleared ("Step 3 cleared") with its
// three big stars, the earned ones in their places from the first frame and swelling one after
// another (a star still to earn an empty place), the step it opened
// ("Step 2 unlocked: …"), what a missing star asks (after a loss, the step's lesson), then the
// moments' ribbons (moment-ribbon.ts). Returns the
// height used. Nothing moves under reduced motion or on a redraw (a resize, a tab). Over it, the
// result's words: the kind words after a loss, the adaptive level.

import type Phaser from 'phaser';
import { starsShown, type Earned } from '../screens/results/results-earned.ts';
import type { ResultsSnapshot } from '../screens/results/results-model.ts';
import { fitLine, wrapFirst } from './fit-text.ts';
import { drawRibbons } from './moment-ribbon.ts';
import { pulse } from './cell-pulse.ts';
import { burstFromStar } from './star-burst.ts';
import { starBurst } from '../screens/results/win-beats.ts';
import { pixelRatio } from './screen.ts';
import { THEME, textStyle } from './theme.ts';
import { resultWordsFont } from '../screens/results/buttons-place.ts';
import { rewardsShown, type RibbonShown } from '../screens/results/rewards-shown.ts';
import { stepUnlock, type StepUnlock } from '../screens/results/step-unlock.ts';
import { drawStepUnlock } from './results-step-unlock.ts';

/** A star's size, in design units: the win's reward, as big as a button's height. */
const STAR_UNITS = 52;
/**
 * Where a star's name stands under its row, in stars' sizes: clear of the star's glyph (its box is
 * about 1.15 sizes tall, about its centre) and of the ring that flashes out of a new one (1.1 sizes).
 */
const NAME_BELOW = 1.14;
/** An empty star's fill: the sheet's glass, darker. */
const EMPTY_STAR = '#1d323b';

export function drawEarned(
  scene: Phaser.Scene,
  earned: Earned,
  at: { x: number; y: number; width: number; u: number },
  animate: boolean,
  /** The k-th new star lands: its delay in ms (the caller plays its note then). */
  land: (k: number) => number = (k) => 500 + 260 * k,
  part: WordsPart = 'all',
  /** Sparks from each new star as it lands (win-beats.ts's starBurst). */
  burst = 0,
  /** The moments' ribbons as the sheet shows them (rewards-shown.ts). */
  ribbons: readonly RibbonShown[] = [],
  /** A step this win opened, as its moment shows it (step-unlock.ts), and its chime. */
  unlock: { shown: StepUnlock; chime: () => void } | null = null,
): number {
  const { x, width, u } = at;
  let y = at.y;
  const step = earned.ladder;
  if (step) {
    // The step's line stands from the first frame: the stars under it are the moment.
    const head = scene.add
      .text(x, y, step.line, textStyle(24 * u, step.cleared ? THEME.accentCss : THEME.text, true))
      .setOrigin(0.5, 0);
    y += fitLine(head, width) + 6 * u;
    const size = STAR_UNITS * u;
    const nameSize = Math.max(14 * u, 13 * pixelRatio());
    // Far enough apart that their names never run together ("by 4+ no help", review): each name's
    // width and a gap between, measured, where the names are wider than the stars.
    const spread = starSpread(scene, step.starNames, nameSize, size * 1.3, 16 * u, width);
    starsShown(step).forEach(({ shown, k }, i) => {
      const sx = x + (i - 1) * spread;
      const sy = y + size / 2;
      // Where one is missing, each star's name under it: the empty one reads as the star still to win.
      const name = step.starNames?.[i];
      if (name)
        scene.add
          .text(
            sx,
            y + NAME_BELOW * size,
            name,
            textStyle(nameSize, shown === 'empty' ? THEME.accentCss : THEME.textDim, shown === 'empty'),
          )
          .setOrigin(0.5, 0);
      // A star not earned keeps its place as an empty star, dark with a gold edge, to aim for; an
      // earned one arrives whole, no empty outline standing where it will land (review: nothing stands empty).
      if (shown === 'empty') {
        scene.add
          .text(sx, sy, '★', textStyle(size, EMPTY_STAR, true))
          .setOrigin(0.5)
          .setStroke(THEME.accentCss, Math.max(2, 2.5 * u))
          .setAlpha(0.85);
        return;
      }
      // Every earned star stands in its place from the first frame (the win, its margin and the help
      // are known at the game's end: a busy phone showed empty places for 4 s and more while the
      // review ran); a new one then swells once, one after another with its note, and a gold ring
      // flashes out of it.
      const star = scene.add.text(sx, sy, '★', textStyle(size, THEME.accentCss, true)).setOrigin(0.5);
      star.setShadow(0, 2 * u, '#000', 4 * u, false, true);
      if (animate && shown === 'fills') {
        const delay = land(k);
        scene.tweens.add({
          targets: star,
          scale: 1.3,
          delay,
          duration: 190,
          yoyo: true,
          ease: 'Sine.easeOut',
        });
        // The ring stays within the star's own row: its name under it is never covered.
        scene.time.delayedCall(delay + 120, () =>
          pulse(scene, star, size * 1.1, THEME.accent, 560, 'move', 'round'),
        );
        burstFromStar(scene, { x: sx, y: sy }, size * 0.9, burst, delay + 120);
      }
    });
    y += step.starNames ? NAME_BELOW * size + nameSize * 1.2 + 6 * u : size * 1.15;
    // The step this win opened: its own moment under the stars, the marker moving along the path.
    if (unlock) y += 6 * u + drawStepUnlock(scene, unlock.shown, { x, y: y + 6 * u, width, u }, unlock.chime);
    if (step.starsLine) {
      // The step a win opened is the reward, said in the game's gold; the stars added, quieter.
      const t = scene.add
        .text(
          x,
          y,
          step.starsLine,
          step.unlocked ? textStyle(20 * u, THEME.text, true) : textStyle(17 * u, THEME.textDim),
        )
        .setOrigin(0.5, 0);
      y += fitLine(t, width) + 8 * u;
    }
    // Which star is for what, and why one is missed; after a loss, the step's lesson for the next try.
    for (const line of [step.starsWhy, step.tip]) {
      if (!line) continue;
      // Sentences read at a glance, as the kind words over them: 15 CSS px at least, wrapped before they shrink.
      const size = Math.max(16 * u, 15 * pixelRatio());
      const t = scene.add.text(x, y, line, textStyle(size, THEME.textDim)).setOrigin(0.5, 0);
      y += fitLine(t, width, 15) + 6 * u;
    }
  }
  const withRibbons = part === 'all' || part === 'short';
  if (withRibbons && ribbons.length > 0) y += 4 * u;
  if (withRibbons) y += drawRibbons(scene, ribbons, { x, y, width, u }, part === 'short');
  return y - at.y;
}

/**
 * What the words draw: everything; or, where a phone on its side puts the moments' ribbons under
 * the final board (ui/results-side.ts), all but the ribbons, and the ribbons alone in brief; or
 * everything with each ribbon on one row (the upright phone's short sheet: a glance).
 */
export type WordsPart = 'all' | 'no ribbons' | 'ribbons' | 'short';

/** The result's words (at most two lines, 15 CSS px or more, wrapped before they shrink), then what was earned; the height used. */
export function drawResultWords(
  scene: Phaser.Scene,
  shown: Pick<ResultsSnapshot, 'kind' | 'earned' | 'ending'>,
  /** `sheet`: the sheet's width and whether it is wide beside its buttons (resultWordsFont). */
  at: { x: number; y: number; width: number; u: number; sheet?: [number, boolean] },
  animate: boolean,
  land: (k: number) => number,
  part: WordsPart = 'all',
  /** The chime of a step this win opened, as its marker arrives. */
  chime: () => void = () => {},
): number {
  // The ribbons stand whole from the sheet's first frame, each glowing in turn after the new stars.
  const ribbons = rewardsShown(shown.ending, shown.earned, animate).ribbons;
  // In brief (under the final board on a phone on its side): their titles alone.
  if (part === 'ribbons')
    return drawRibbons(
      scene,
      ribbons.map((r) => ({ ...r, detail: null })),
      at,
    );
  const { x, width, u } = at;
  let y = at.y;
  for (const line of shown.kind) {
    const size = resultWordsFont(at.sheet?.[0] ?? 0, u, pixelRatio(), at.sheet?.[1] ?? false);
    const t = scene.add.text(x, y, line, textStyle(size, THEME.textDim)).setOrigin(0.5, 0);
    // On a wide sheet (a desktop's, a tablet's) a sentence wraps at its size before it shrinks.
    y += (at.sheet?.[1] ? wrapFirst(t, width, 2, 15) : fitLine(t, width, 15)) + 6 * u;
  }
  const earned = drawEarned(
    scene,
    shown.earned,
    { x, y: y + 8 * u, width, u },
    animate,
    land,
    part,
    starBurst(shown.ending),
    ribbons,
    unlockOf(shown, animate, chime),
  );
  return y + 8 * u + earned - at.y;
}

/** The unlock moment of what `shown` earned, where the game opened the step offered next, with its chime. */
function unlockOf(
  shown: Pick<ResultsSnapshot, 'earned' | 'ending'>,
  animate: boolean,
  chime: () => void,
): { shown: StepUnlock; chime: () => void } | null {
  const unlock = stepUnlock(shown.ending, shown.earned, animate);
  return unlock ? { shown: unlock, chime } : null;
}

/** The distance between two stars' centres: `least`, or more where their names need it, within `width`. */
function starSpread(
  scene: Phaser.Scene,
  names: readonly string[] | null,
  nameSize: number,
  least: number,
  gap: number,
  width: number,
): number {
  if (!names) return least;
  const probe = scene.add.text(0, 0, '', textStyle(nameSize, THEME.textDim, true));
  const widest = Math.max(...names.map((n) => probe.setText(n).width));
  probe.destroy();
  return Math.min(Math.max(least, widest + gap), width / 3);
}
