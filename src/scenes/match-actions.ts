// What the board and the results scene offer: copy a link to the match in play, and leave it for
// the menu, or for the builder when the game was started there (the saved game stays, for Resume);
// the board's Restart and Menu, which ask first while a game is in progress.

import type Phaser from 'phaser';
import type { Match } from '../game/match.ts';
import { confirmDialog } from '../ui/confirm.ts';
import { handOnLink } from '../ui/share.ts';
import { SCENES } from './keys.ts';
import { currentMatchLink, keptQuestion, type Services } from './services.ts';
import { routeFrom } from './scene-switch.ts';

/** Shares (or copies) a link that opens the match in play at its current move (or shows it, without either). */
export async function shareMatch(s: Services): Promise<void> {
  const link = currentMatchLink(s);
  if (!link) return;
  s.lastShared = link;
  const moves = s.match?.position.ply ?? 0;
  await handOnLink({
    link,
    title: moves > 0 ? `Cell Division: a game at move ${moves}` : 'Cell Division: a game to play',
    copied: 'Link copied: it opens this game at this move.',
    place: { game: true },
  });
}

/**
 * Ends the match in play and opens the menu, or the builder (by default for its test games), from
 * the board or from the results over it.
 */
export function leaveForMenu(s: Services, scene: Phaser.Scene, toBuilder = s.fromBuilder === true): void {
  s.match?.dispose();
  s.match = null;
  routeFrom(scene).leaveMatch(toBuilder);
}

/** A game with moves made and not yet over: restarting or leaving it is asked first. */
function inProgress(match: Match | null): boolean {
  return !!match && match.position.ply > 0 && !match.position.isOver();
}

export function askRestart(scene: Phaser.Scene, s: Services, match: Match, u: number): void {
  if (!inProgress(match)) {
    match.restart();
    return;
  }
  const kept = keptQuestion(s);
  kept.asked(SCENES.board, 'restart');
  confirmDialog(scene, u, {
    question: 'Restart this game?',
    detail: 'The moves so far are cleared.',
    yes: 'Restart',
    no: 'Keep playing',
    kept: true,
    onYes: () => {
      kept.answered(SCENES.board, 'restart');
      match.restart();
    },
    onNo: () => kept.answered(SCENES.board, 'restart'),
  });
}

export function askMenu(scene: Phaser.Scene, s: Services, u: number): void {
  if (!inProgress(s.match)) {
    leaveForMenu(s, scene);
    return;
  }
  const kept = keptQuestion(s);
  kept.asked(SCENES.board, 'leave');
  confirmDialog(scene, u, {
    question: `Leave this game for the ${s.fromBuilder ? 'builder' : 'menu'}?`,
    detail: 'It is kept: Resume in the menu brings it back.',
    yes: 'Leave',
    no: 'Keep playing',
    kept: true,
    onYes: () => {
      kept.answered(SCENES.board, 'leave');
      leaveForMenu(s, scene);
    },
    onNo: () => kept.answered(SCENES.board, 'leave'),
  });
}

/** The board laid out again (a resize): the question that was open over it is asked again. */
export function askAgainOnBoard(scene: Phaser.Scene, s: Services, match: Match, u: number): void {
  const again = keptQuestion(s).reopen(SCENES.board);
  if (again?.id === 'leave') askMenu(scene, s, u);
  else if (again?.id === 'restart') askRestart(scene, s, match, u);
}
