// The review as the automation hook reports it: the review model's snapshot and where its scene drew it.

import type Phaser from 'phaser';
import type { GamePort } from '../scenes/game-port.ts';
import { SCENES } from '../scenes/keys.ts';
import type { ReviewScene } from '../scenes/review.ts';
import { keptReview } from '../scenes/review-kept.ts';
import type { ReviewHookState } from './hook-contract.ts';
import { pageBox, type ToPage } from './hook-page.ts';
import type { Services } from '../scenes/services.ts';

/** What the move played in the last "Retry from here" was told, or null until it is judged. */
export function lastRetryVerdict(services: Services): string | null {
  return keptReview(services).retry.verdict;
}

export function reviewHookState(game: GamePort, toPage: ToPage): ReviewHookState | null {
  const shown = game.review();
  if (!shown) return null;
  const { review, ply, end, cells, progress, progressBox, boardBox, key } = shown;
  return {
    shownMove: ply,
    cells,
    links: shown.links,
    moves: review.reviewed.flatMap((r) =>
      r
        ? [
            {
              index: r.index,
              move: r.move,
              best: r.best,
              cost: r.cost,
              exact: r.exact,
              // The mark the screen shows: none for a move too hard to judge.
              mark: review.shownMark(r.index),
              unsure: review.unsure(r.index),
            },
          ]
        : [],
    ),
    done: end?.done === true,
    progress,
    line: shown.line.words,
    turns: shown.turns,
    turn: shown.turn,
    progressBox: pageBox(toPage, progressBox),
    error: end && !end.done ? end.error : null,
    ms: end?.done ? end.ms : null,
    boardBox: pageBox(toPage, boardBox),
    key: { box: pageBox(toPage, key.box), words: key.words },
  };
}

/** Where square `name` stands on the review's board on the page, or null. */
export function reviewSquareOnPage(
  game: Phaser.Game,
  toPage: ToPage,
  name: string,
): { x: number; y: number } | null {
  const c = (game.scene.getScene(SCENES.review) as ReviewScene).squareCentre(name);
  if (!c) return null;
  const { x, y } = toPage(c.x, c.y);
  return { x, y };
}
