// The game's ending on the board: once the last move is due to have finished (ending.ts's deadline,
// final-beat.ts's endingDue), the board and panels say the final position and stand still a look
// (final-beat.ts's LAST_LOOK_MS), then the ending plays (a
// win's celebration, a draw's or loss's beat) and the results come after its time, counted on the
// wall clock from the first frame of it a player has seen, not from when it was asked for.

import type Phaser from 'phaser';
import type { MatchResult } from '../game/events.ts';
import type { Match } from '../game/match.ts';
import type { BoardView } from '../ui/board-view.ts';
import type { Hud } from '../ui/hud.ts';
import { matchPalettes } from '../ui/colours.ts';
import { playEnding, type PlayedEnding } from '../ui/ending-board.ts';
import { endingDue, LAST_LOOK_MS, type FinalBeat } from '../ui/final-beat.ts';
import { lookBefore } from '../screens/results/ending.ts';
import { endingOf } from '../screens/results/ending-of.ts';
import { winRunLine } from '../screens/results/win-beats.ts';
import { loadHistory } from '../game/game-history.ts';
import { reducedMotion } from '../ui/motion.ts';
import { reviewAsGameEnds } from './results-played.ts';
import type { Services } from './services.ts';

/**
 * Calls `start` once a frame drawn from now has been seen: the second frame's end (the first frame
 * is on the screen once the next one is drawn; a busy phone draws its first long after it was asked).
 */
export function afterFrameSeen(game: Phaser.Game, start: () => void): void {
  game.events.once('postrender', () => game.events.once('postrender', start));
}

export interface BoardEnding {
  scene: Phaser.Scene;
  services: Services;
  match: Match;
  view: BoardView;
  hud: Hud;
  finalBeat: FinalBeat;
  /** The board's own words and marks follow the final position (the status line, the equal-moves note). */
  refresh(): void;
  /** The ending in play, to clear if the game is taken back. */
  playing(ending: PlayedEnding): void;
  /** The ending is over (or a tap skipped it): the results. */
  done(): void;
}

/** The game ended with `result`: its ending on the board, then the results. */
export function endOnBoard(b: BoardEnding, result: MatchResult): void {
  const { scene, match, view, hud } = b;
  b.finalBeat.expect(performance.now());
  // The review of the person's moves starts now; the results come when the ending is over, their
  // stars and headline at once, and the line of how the person played fills in when it is done (a
  // phone took 4 s and more, and the stars that need none of it waited with the line).
  if (b.services.pauses !== 0) reviewAsGameEnds(b.services, match);
  void endingDue(match, hud, view.lastMoveTimes).then(() => {
    if (match.result !== result || !(scene.sys.isActive() || scene.sys.isPaused())) return;
    // The board and panels say the final position as the ending begins, however far a busy device got.
    view.finishNow();
    hud.countTo(match.scores(), 0);
    b.refresh();
    // The final board still, seen whole, before the ending covers any of it (final-beat.ts's look).
    b.finalBeat.look(
      () => {
        if (match.result !== result || !(scene.sys.isActive() || scene.sys.isPaused())) return;
        const people = b.services.settings.people;
        const palettes = matchPalettes(match.players, people);
        // A run of wins carried on is said under "You won!", before any number.
        const runLine = winRunLine(result, loadHistory(b.services.store));
        // The winner's panel counts its score up as the cells divide (win-tally.ts).
        const panels = {
          scores: match.scores(),
          countTo: (s: [number, number], ms: number) => hud.countTo(s, ms),
        };
        const band = hud.statusAnchor();
        const board = { position: match.position, view, palettes, people, runLine, band, panels };
        const ending = playEnding(scene, result, board, b.services.sounds);
        b.playing(ending);
        b.finalBeat.begin(
          () => {
            ending.clear();
            b.done();
          },
          ending.ms,
          (start) => afterFrameSeen(scene.game, start),
        );
      },
      (start) => afterFrameSeen(scene.game, start),
      // A draw's or a loss's settle beat shows the same still board: its look is shorter by it.
      lookBefore(endingOf(result, reducedMotion(), b.services.settings.people).plan, LAST_LOOK_MS),
    );
  });
}
