// Where the History screen stands, kept by the services across its scene's restarts (a resize):
// the tab in sight, each tab's scroll, the game chosen and its actions, and the replay in progress.
// What each action opens is said as a plain value; the scene does the opening.

import { tryReplayRecord } from '../../engine/index.ts';
import type { KeptGame } from '../../game/game-history.ts';
import type { HelpedMoves } from '../../game/help-taken.ts';
import { matchLink } from '../../game/links.ts';
import { isHuman, type PlayerId } from '../../game/players.ts';
import { HISTORY_WORDS } from './history-words.ts';
import { ListScroll } from './list-scroll.ts';
import { ReplayModel } from './replay-model.ts';

export type HistoryTab = 'games' | 'record' | 'ladder';
export const HISTORY_TABS: readonly HistoryTab[] = ['games', 'record', 'ladder'];

/** A kept game as a match to open: its rules, players and moves by square name. */
export interface GameToOpen {
  /** Its id in Your games. */
  id: string;
  setup: { rules: string; players: [PlayerId, PlayerId]; salt?: number };
  moves: string[];
  /** Which of the person's moves help pointed at, as kept (the review says so); absent where none is known. */
  helped?: HelpedMoves;
}

export type GameAction = 'replay' | 'review' | 'retry' | 'share';

export interface ActionButton {
  id: `history-${GameAction}`;
  action: GameAction;
  label: string;
  enabled: boolean;
}

/** What an action asks the scene to do. */
export type ActionOutcome =
  | { kind: 'replay' }
  | { kind: 'review'; game: GameToOpen; retryWorst: boolean }
  | { kind: 'share'; game: GameToOpen; title: string; copied: string };

export class HistoryScreen {
  tab: HistoryTab = 'games';
  readonly scroll: Record<HistoryTab, ListScroll> = {
    games: new ListScroll(),
    record: new ListScroll(),
    ladder: new ListScroll(),
  };
  /** The game chosen in the list (its actions show), or null. */
  chosen: string | null = null;
  replay: ReplayModel | null = null;
  /** The newest kept game when the list was last shown (undefined before it first was). */
  private newestSeen: string | null | undefined = undefined;

  show(tab: HistoryTab): void {
    this.tab = tab;
  }

  /** The screen's title: the ladder's own on its tab (a player comes to it from the home's Ladder card). */
  title(): string {
    return this.tab === 'ladder' ? HISTORY_WORDS.ladderTitle : HISTORY_WORDS.title;
  }

  /** A row tapped: it is chosen, or unchosen when it was already. */
  choose(id: string): void {
    this.chosen = this.chosen === id ? null : id;
  }

  /**
   * An arrow key on the list: the chosen game moves `by` rows (the first game when none is
   * chosen). Returns the chosen game's place in `games`, or null for an empty list.
   */
  moveChoice(games: readonly KeptGame[], by: number): number | null {
    if (games.length === 0) return null;
    const at = games.findIndex((g) => g.id === this.chosen);
    const i = at < 0 ? 0 : Math.max(0, Math.min(games.length - 1, at + by));
    this.chosen = games[i]!.id;
    return i;
  }

  /**
   * Enter on the list, as a tap would: with a game chosen it opens (its replay, the first of its
   * actions); with none, the first game is chosen. Not while a replay or another tab is in sight.
   */
  enter(games: readonly KeptGame[]): ActionOutcome | null {
    if (this.tab !== 'games' || this.replay) return null;
    const game = games.find((g) => g.id === this.chosen);
    if (game) return this.act('replay', game);
    this.moveChoice(games, 0);
    return null;
  }

  /** The chosen game's actions: Retry only where a person played (their moves can be retried). */
  actions(game: KeptGame): ActionButton[] {
    const person = game.players.some(isHuman);
    const button = (action: GameAction, label: string, enabled = true): ActionButton => ({
      id: `history-${action}`,
      action,
      label,
      enabled,
    });
    return [
      button('replay', HISTORY_WORDS.replay),
      button('review', HISTORY_WORDS.review),
      button('retry', HISTORY_WORDS.retry, person && game.moves.length > 0),
      button('share', HISTORY_WORDS.share),
    ];
  }

  /** Does `action` on `game`: the replay opens here; the rest are the scene's to open. */
  act(action: GameAction, game: KeptGame): ActionOutcome | null {
    const open: GameToOpen = {
      id: game.id,
      // With the game's own number, its review's retry and its link go on as it did (a game kept
      // before numbers has none: number 0, as it was played).
      setup: {
        rules: game.rules,
        players: [...game.players],
        ...(game.salt === undefined ? {} : { salt: game.salt }),
      },
      moves: [...game.moves],
      ...(game.helpedMoves === undefined ? {} : { helped: game.helpedMoves }),
    };
    switch (action) {
      case 'replay':
        this.replay = new ReplayModel(game);
        return { kind: 'replay' };
      case 'review':
        return { kind: 'review', game: open, retryWorst: false };
      case 'retry':
        if (!this.actions(game).find((a) => a.action === 'retry')!.enabled) return null;
        return { kind: 'review', game: open, retryWorst: true };
      case 'share':
        return {
          kind: 'share',
          game: open,
          title: HISTORY_WORDS.shareTitle,
          copied: HISTORY_WORDS.shareCopied,
        };
    }
  }

  /** Back from the replay to the list, the game still chosen. */
  closeReplay(): void {
    this.replay = null;
  }

  /**
   * The list as the screen opens (newest first). A game kept since it was last open puts the list
   * back at its top with nothing chosen, so the actions never act on an older game by surprise; a
   * chosen game that is gone (the storage cleared) is forgotten.
   */
  forgetMissing(games: readonly KeptGame[]): void {
    const newest = games[0]?.id ?? null;
    if (this.newestSeen !== undefined && newest !== this.newestSeen) {
      this.chosen = null;
      this.scroll.games.scrollTo(0);
    }
    this.newestSeen = newest;
    if (this.chosen !== null && !games.some((g) => g.id === this.chosen)) this.chosen = null;
    if (this.replay && !games.some((g) => g.id === this.replay!.game.id)) this.replay = null;
  }
}

/** The link that opens a kept game at its last move, on the page at `base`. */
export function keptGameLink(base: string, game: GameToOpen): string {
  const replay = tryReplayRecord([game.setup.rules, ...game.moves].join(' '));
  return matchLink(base, game.setup, 'position' in replay ? replay.position : undefined);
}
