// The board while it plays a retry from the review (screens/review/retry-model.ts): a sign over the
// status line says the moves are not kept, and the toolbar's Menu gives way to the way back to the
// review. Play on makes the retry the game in progress, laid out again with Menu back; its sign then
// says it is not counted (the finished game it came from was), for as long as it lasts, Resume included.

import type Phaser from 'phaser';
import type { ToolSpec } from '../ui/board-toolbar.ts';
import { SCENES } from './keys.ts';
import { keptReview } from './review-kept.ts';
import type { Services } from './services.ts';
import { routeFrom } from './scene-switch.ts';

/** The sign over the status line while the match in play is a retry or one played on from a retry, else null. */
export function retrySign(services: Services): string | null {
  return keptReview(services).retry.sign();
}

/** The toolbar's way back to the review while the match in play is a retry (in Menu's place), else null. */
export function backToReviewTool(board: Phaser.Scene, services: Services): ToolSpec | null {
  const retry = keptReview(services).retry;
  if (!retry.inPlay()) return null;
  return {
    id: 'back-to-review',
    label: 'Back to review',
    caption: 'Review',
    icon: 'icon/menu',
    onClick: () => {
      if (retry.leave()) routeFrom(board).open(SCENES.review);
    },
  };
}

/**
 * Lays `board` out afresh when its retry is played on, so its way back goes and its sign changes,
 * and when a game played on from a retry is restarted (a game of its own then: the sign goes).
 */
export function restartWhenKept(board: Phaser.Scene, services: Services): void {
  const match = services.match;
  if (!match || match.retryOf === null) return;
  const retry = keptReview(services).retry;
  const offKept = retry.inPlay() ? retry.onKept(() => routeFrom(board).again()) : () => {};
  const offRestart = match.on((e) => {
    if (e.type === 'restart') routeFrom(board).again();
  });
  // Stopped as the board shuts down, before the verdict's question (opened later) is closed by it: the
  // question's Play on then must not restart a scene that is going.
  board.events.once('shutdown', () => {
    offKept();
    offRestart();
  });
}
