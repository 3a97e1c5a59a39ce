// A game on the board being built: Play in the builder (and in the menu's who-plays page opened
// from it) starts it with the menu's who-plays choice, the menu's card follows that board, and
// leaving the game comes back to the builder.

import { builtBoardProblem } from '../screens/builder/builder-model.ts';
import { loadSavedMatch } from '../game/saved-match.ts';
import { showNotice } from '../ui/notice.ts';
import { builderPlayers } from '../game/builder-players.ts';
import { BUILDER_NOTICE } from './builder-keeping.ts';
import { SCENES } from './keys.ts';
import { startOver } from './replace-game.ts';
import { keptQuestion, newMatch, saveCurrentSettings, type Services } from './services.ts';
import type { Route } from '../screens/route/route.ts';
import type { Dialogs } from '../ui/dialog-port.ts';

/** The board last played from the builder: the menu's card may show it, saved or not. */
const PLAYED_BOARD_KEY = 'played-board';

/** Whether this `custom:` id is the board last played from the builder. */
export function isPlayedBoard(s: Services, id: string): boolean {
  return s.store.read(PLAYED_BOARD_KEY, (v): v is string => typeof v === 'string') === id;
}

/**
 * Starts a game on this board with the menu's players; the board becomes the menu's board, so Play
 * there replays it. A board that cannot be played says why instead, and nothing starts. A game in
 * progress (kept for Resume) is replaced only once the person says so, as the menu's Play asks.
 */
export function playBuiltBoard(
  dialogs: Dialogs,
  route: Route,
  s: Services,
  boardId: string,
  keptAs?: string,
): void {
  const problem = builtBoardProblem(boardId);
  if (problem) {
    showNotice(problem, 5000, BUILDER_NOTICE);
    return;
  }
  const asking = keptAs === undefined ? dialogs : keptDialogs(dialogs, s, keptAs);
  startOver(asking, s.match ? null : loadSavedMatch(s.store), () => startBuiltBoard(route, s, boardId));
}

/** `dialogs` whose question is kept as `id` (kept-question.ts) until answered: a resize asks it again. */
function keptDialogs(dialogs: Dialogs, s: Services, id: string): Dialogs {
  const kept = keptQuestion(s);
  return {
    ...dialogs,
    screen: dialogs.screen,
    confirm: (o) => {
      kept.asked(dialogs.screen, id);
      dialogs.confirm({
        ...o,
        kept: true,
        onYes: () => {
          kept.answered(dialogs.screen, id);
          o.onYes();
        },
        onNo: () => {
          kept.answered(dialogs.screen, id);
          o.onNo?.();
        },
      });
    },
  };
}

function startBuiltBoard(route: Route, s: Services, boardId: string): void {
  // A person plays: a watch chosen in the menu becomes a game against its second opponent.
  Object.assign(s.settings, builderPlayers(s.settings), { custom: boardId });
  s.store.write(PLAYED_BOARD_KEY, boardId);
  saveCurrentSettings(s);
  s.fromBuilder = true;
  newMatch(s);
  route.open(SCENES.board);
}
