// The retried move's verdict, asked over the board in the retry model's words (verdictQuestion),
// and the panel stands beside the board (dialog-place.ts),
// clear of the squares it speaks of: the retried square, the square it is judged against and the best.

import type Phaser from 'phaser';
import type { MoveReview } from '../ai/coach/analyse.ts';
import type { Rect } from '../ui/board-geometry.ts';
import { confirmDialog } from '../ui/confirm.ts';
import { boardQuestionSpot } from '../ui/dialog-place.ts';
import { metrics, pixelRatio } from '../ui/screen.ts';
import type { Services } from './services.ts';
import { verdictQuestion, verdictSquares } from '../screens/review/retry-model.ts';

const union = (rects: readonly Rect[]): Rect => {
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  return {
    x,
    y,
    width: Math.max(...rects.map((r) => r.x + r.width)) - x,
    height: Math.max(...rects.map((r) => r.y + r.height)) - y,
  };
};

/** Asks the verdict over `board` (the board scene); `back` goes back to the review, `playOn` lets the game go on. */
export function askVerdict(
  board: Phaser.Scene,
  s: Services,
  verdict: string,
  target: MoveReview,
  back: () => void,
  playOn: () => void,
): void {
  const u = metrics(board).u;
  const question = verdictQuestion(verdict);
  const view = s.board?.view;
  const match = s.match;
  const place =
    view && match
      ? (heightAt: (width: number) => number, preferred: number) => {
          const fit = view.fit;
          const picture = { x: fit.left, y: fit.top, width: fit.frame.width, height: fit.frame.height };
          const avoid = verdictSquares(match.position, target).map((sq) => {
            const c = fit.cellPlacement(sq);
            return { x: c.x - c.size / 2, y: c.y - c.size / 2, width: c.size, height: c.size };
          });
          return boardQuestionSpot(
            {
              width: board.scale.width,
              height: board.scale.height,
              board: union([picture, ...view.labels.map((t) => t.getBounds())]),
              avoid,
              margin: 12 * u,
              least: 240 * pixelRatio(),
            },
            heightAt,
            preferred,
          );
        }
      : undefined;
  confirmDialog(board, u, {
    question: question.title,
    detail: question.detail,
    yes: question.yes,
    no: question.no,
    yesGoesBack: question.yesGoesBack,
    // Play on keeps the retry as the game in progress; Back to review throws it away.
    onYes: back,
    onNo: playOn,
    place,
  });
}
