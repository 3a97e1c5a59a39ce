// What the scenes share: the store, the remembered settings, the sounds, the opponents' client,
// and the match in play (it outlives a scene restart, e.g. on a resize). main.ts makes them once
// and hands them to each scene's constructor; helpers take them as a parameter.

import type { PointerKind } from '../words/press-words.ts';
import { thinkMs } from '../game/think-time.ts';
import { matchLink, type LinkStart } from '../game/links.ts';
import type { ReplaceQuestion } from '../game/replacing-game.ts';
import { replayRecord } from '../engine/index.ts';
import { Match, type MatchSetup } from '../game/match.ts';
import { describeMatch } from '../game/match-description.ts';
import { markHelpTaken } from '../game/game-history.ts';
import type { HistoryScreen } from '../screens/history/history-screen.ts';
import { helpedMovesOf, helpTakenIn } from '../screens/game/help-gate.ts';
import type { OpponentClient } from '../ai/client.ts';
import { saveSettings, type Settings } from '../game/settings.ts';
import { loadSkill } from '../game/skill.ts';
import type { Store } from '../game/storage.ts';
import type { Sounds } from '../audio/sounds.ts';
import type { BoardView } from '../ui/board-view.ts';
import type { Hud } from '../ui/hud.ts';
import { showNotice } from '../ui/notice.ts';
import type { Button } from '../ui/button.ts';
import type { DrawnTopBar } from '../ui/board-exit.ts';
import type { Rect } from '../ui/board-geometry.ts';
import type { BoardForecast } from './board-forecast.ts';
import type { CoachMarks } from '../ui/coach-marks.ts';
import type { CoachModel } from '../screens/game/coach-model.ts';
import type { PuzzleMatch } from '../game/puzzle-play.ts';
import type { MenuModel } from '../screens/menu/menu-model.ts';
import { setupFromSettings } from '../screens/menu/play-setup.ts';
import type { ReviewKept } from '../screens/review/review-kept.ts';
import { keptGame, type GameKeep } from '../screens/game/game-keep.ts';
import type { PuzzleModel } from '../screens/puzzle/puzzle-model.ts';
import type { BuilderModel } from '../screens/builder/builder-model.ts';
import { KeptQuestion } from '../screens/kept-question.ts';
import { SAVE_CHANGED_WORDS } from '../game/saved-game-words.ts';
import { drawSalt } from '../game/game-salt.ts';

export { setupFromSettings };

/** What the board's coach shows, as the hook reads it (scenes/board-coach.ts's BoardCoach is one). */
export interface ShownCoach {
  readonly model: CoachModel;
  heldSquare(): number;
  shownWordsBox(): Rect | null;
  hintTag(): ReturnType<CoachMarks['hintTag']>;
}

export interface Services {
  store: Store;
  settings: Settings;
  sounds: Sounds;
  client: OpponentClient;
  match: Match | null;
  /** Where the menu stands and its decisions (scenes/menu-services.ts makes it on first use). */
  menu?: MenuModel;
  /** Where the History screen stands: its tab, scrolls, chosen game and replay. */
  history?: HistoryScreen;
  /** The board scene's views while it runs, for the automation hook. */
  board: {
    view: BoardView;
    hud: Hud;
    /** Every button of the board screen: the bar and the way out in the corner. */
    toolbar: Button[];
    /** The bar's buttons only (not the corner's way out): the results put their ways on where it stood. */
    bar?: Button[];
    /** The way out in the top corner ("‹ Menu"): the results' own stands there when they close. */
    exit?: Button;
    /** The middle of the top bar and the board's name in it: the results' picture of the final board keeps under it. */
    title?: DrawnTopBar['title'];
    coach?: ShownCoach;
    forecast?: BoardForecast;
    /** The game size it was laid out for, in device pixels. */ size: { width: number; height: number };
  } | null;
  /** The input the person used last (words/press-words.ts): lines say "tap" or "click" by it. */
  pointer?: PointerKind;
  /** Animation time multiplier: 1 normally; `?fast` in the URL makes tests quicker. */
  speed: number;
  /** Pause time multiplier (the opponents' think pause): 1; 0 at the test build's test speed. */
  pauses?: number;
  /** The last share link made (copied or shown), for the automation hook. */
  lastShared?: string | null;
  /** Taps on the board that reached the game, for the automation hook (lost or doubled taps show here). */
  boardTaps?: number;
  /** The board in the builder, as its `custom:` id: kept while the player tries it out or visits the menu. */
  building?: string | null;
  /** The game in play was started from the builder: leaving it goes back there. */
  fromBuilder?: boolean;
  /** A builder link opened the page: Preload goes to the builder. */
  openBuilder?: boolean;
  /** The board builder's model: the board being built and its solver, across scene restarts. */
  builderModel?: BuilderModel | null;
  /** The builder scene while it runs, for the automation hook. */
  builder?: {
    squareCentre(name: string): { x: number; y: number } | null;
    boardId(): string;
    factsShown(): string;
  } | null;
  /**
   * The puzzle in play (its model outlives a resize), and while the puzzle scene runs its board and
   * its words in sight with their boxes in game pixels, for the hook.
   */
  puzzle?: {
    model: PuzzleModel;
    match: PuzzleMatch;
    view: BoardView | null;
    daily: boolean;
    shownWords: () => { text: string; box: { x: number; y: number; width: number; height: number } }[];
  } | null;
  /** A shared link's game waiting for the player's answer, as it would replace the game in progress: the menu asks. */
  linkWaiting?: { start: LinkStart; ask: ReplaceQuestion } | null;
  /** A puzzle link opened the page: Preload goes to that puzzle. */
  openPuzzle?: number | null;
  /** The review in progress and the retry's side trip (screens/review), kept across scene restarts. */
  review?: ReviewKept;
  /** The game board screen's kept state (the coach's toggle, the first aim told), made on first use. */
  game?: GameKeep;
  /** A question open over a screen, asked again after a resize (keptQuestion() makes it on first use). */
  question?: KeptQuestion;
}

/** The services' kept question (screens/kept-question.ts), made on first use. */
export function keptQuestion(s: Services): KeptQuestion {
  return (s.question ??= new KeptQuestion());
}

/** The game board screen's kept state. */
export function gameKeep(s: Services): GameKeep {
  return keptGame(s);
}

export function saveCurrentSettings(s: Services): void {
  saveSettings(s.store, s.settings);
}

/** A new match from a start or share link's setup, its moves played (the link was read already). */
export function newMatchFromLink(s: Services, start: LinkStart): Match {
  // A link without the game's number (an older one, or one written by hand) plays as number 0.
  const setup = { ...start.setup, salt: start.setup.salt ?? 0 };
  return newMatch(s, setup, replayRecord([setup.rules, ...start.moves].join(' ')).moves());
}

/**
 * Replaces the match in play with a new one (or a resumed or shared one, replayed to `moves`);
 * the board scene starts it once it listens. A resumed one saves only while the save is still its game.
 */
export function newMatch(
  s: Services,
  setup?: MatchSetup,
  moves: readonly number[] = [],
  resumed = false,
  keptAs?: string,
): Match {
  s.match?.dispose();
  const asked = setup ?? setupFromSettings(s.settings, loadSkill(s.store));
  // A new game draws its own number, so Easy and Medium play it their own way; a game going on (a
  // resume, a kept game, a link or retry, which carry theirs) keeps the one it has.
  const fresh = asked.salt === undefined && moves.length === 0 && !resumed && keptAs === undefined;
  const chosen = fresh ? { ...asked, salt: drawSalt() } : asked;
  const watching = chosen.players.every((p) => p !== 'human');
  let movesInGame = 0;
  s.match = new Match(chosen, {
    client: s.client,
    store: s.store,
    thinkMs: (agent, speed) =>
      thinkMs({ agent, watching, speed, pauses: s.pauses ?? 1, movesInGame }, Math.random),
    moves,
    resumed,
    ...(keptAs === undefined ? {} : { keptAs }),
    onSaveChanged: () => showNotice(SAVE_CHANGED_WORDS, 8000),
    names: describeMatch(chosen.players, s.settings.people).names,
    onFallback: (reason) => {
      console.warn('opponent fallback:', reason);
      showNotice("The opponent's answer went wrong, so a simpler opponent played this move.");
    },
  });
  const match = s.match;
  movesInGame = match.position.totalMoves;
  // The game was kept at its end; the coach's help is known here, so the kept game is marked now.
  match.on((e) => {
    if (e.type === 'over' && e.result.kept)
      markHelpTaken(s.store, e.result.kept, helpTakenIn(match), helpedMovesOf(match));
  });
  return match;
}

/** The link that opens the match in play at its current move, on this page. */
export function currentMatchLink(s: Services): string | null {
  const match = s.match;
  return match ? matchLink(location.href, match.setup, match.position) : null;
}
