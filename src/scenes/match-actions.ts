// What the board and the results scene offer: copy a link to the match in play, and leave it for
// the menu, or for the builder when the game was started there (the saved game stays, for Resume);
// the board's Restart and Menu, which ask first while a game is in progress.

import type { Match } from '../game/match.ts';
import type { Dialogs } from '../ui/dialog-port.ts';
import { handOnLink } from '../ui/share.ts';
import { SCENES } from './keys.ts';
import { currentMatchLink, keptQuestion, type Services } from './services.ts';
import type { Route } from '../screens/route/route.ts';

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
export function leaveForMenu(s: Services, route: Route, toBuilder = s.fromBuilder === true): void {
  s.match?.dispose();
  s.match = null;
  route.leaveMatch(toBuilder);
}

/** A game with moves made and not yet over: restarting or leaving it is asked first. */
function inProgress(match: Match | null): boolean {
  return !!match && match.position.ply > 0 && !match.position.isOver();
}

export function askRestart(dialogs: Dialogs, s: Services, match: Match): void {
  if (!inProgress(match)) {
    match.restart();
    return;
  }
  const kept = keptQuestion(s);
  kept.asked(SCENES.board, 'restart');
  dialogs.confirm({
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

export function askMenu(dialogs: Dialogs, route: Route, s: Services): void {
  if (!inProgress(s.match)) {
    leaveForMenu(s, route);
    return;
  }
  const kept = keptQuestion(s);
  kept.asked(SCENES.board, 'leave');
  dialogs.confirm({
    question: `Leave this game for the ${s.fromBuilder ? 'builder' : 'menu'}?`,
    detail: 'It is kept: Carry on in the menu brings it back.',
    yes: 'Leave',
    no: 'Keep playing',
    kept: true,
    onYes: () => {
      kept.answered(SCENES.board, 'leave');
      leaveForMenu(s, route);
    },
    onNo: () => kept.answered(SCENES.board, 'leave'),
  });
}

/** The board laid out again (a resize): the question that was open over it is asked again. */
export function askAgainOnBoard(dialogs: Dialogs, route: Route, s: Services, match: Match): void {
  const again = keptQuestion(s).reopen(SCENES.board);
  if (again?.id === 'leave') askMenu(dialogs, route, s);
  else if (again?.id === 'restart') askRestart(dialogs, s, match);
}
