// "Retry from here" from the review: the retried game starts on the board at the move the review
// model names, and the verdict is asked there once the retried move is played. The review stays
// kept: "Back to review" brings the retried game's review back, at the retried move.

import type Phaser from 'phaser';
import { clearNotices } from '../ui/notice.ts';
import { SCENES } from './keys.ts';
import { askVerdict } from './retry-verdict.ts';
import { keptReview } from './review-kept.ts';
import { routeFrom } from './scene-switch.ts';
import type { Services } from './services.ts';
import type { ReviewModel } from '../screens/review/review-model.ts';

export function retryFromReview(scene: Phaser.Scene, s: Services, model: ReviewModel): void {
  const match = s.match;
  if (!match) return;
  const target = model.retry();
  if (!target) return;
  const game = scene.game;
  const retry = keptReview(s).retry;
  retry.start(
    model.snapshot().review,
    target,
    // The game's own number: the opponent answers the retried move as it would have in that game.
    { rules: match.setup.rules, players: [...match.players], salt: match.setup.salt ?? 0 },
    model.client,
    (verdict, answered) => {
      const retried = s.match;
      if (!game.scene.isActive(SCENES.board) || !retried) return false;
      const board = game.scene.getScene(SCENES.board);
      // The question says it all: the retry's opening notice goes, and no notice repeats the verdict.
      clearNotices();
      askVerdict(
        board,
        s,
        verdict,
        target,
        () => {
          if (retry.leave()) routeFrom(board).open(SCENES.review);
        },
        () => {
          retry.keep();
          answered();
        },
      );
      return true;
    },
  );
  routeFrom(scene).open(SCENES.board);
}
