// The menu's decisions, kept by the services across scene restarts: where the menu stands (the
// first screen, a setup tab or the Settings page), what the first screen's card says (what Play starts, or the game
// kept for Resume), Play or Resume and New game, the other places, a chosen saved board that is
// gone, and the setup page (setup-model.ts). The scene draws `home()` or `setup.snapshot(view)`.

import { loadSavedMatch, type SavedMatch } from '../../game/saved-match.ts';
import { savedGameWords } from '../../game/saved-game-words.ts';
import { loadBoards } from '../../game/saved-boards.ts';
import { loadHistory } from '../../game/game-history.ts';
import { layoutOf, saveSettings, type Settings } from '../../game/settings.ts';
import { loadSkill } from '../../game/skill.ts';
import { guidedOfferAnswered, rememberGuidedOfferDeclined } from '../../game/tutorial-match.ts';
import { boardName } from '../../ui/board-name.ts';
import { boardWords, rulesWords } from './size-words.ts';
import type { MenuPorts } from './menu-ports.ts';
import { longGameNote, longGamePlayed } from './long-game.ts';
import type { MenuView } from './menu-view.ts';
import { chosenBoardName, whoPlays } from './play-words.ts';
import { SetupModel } from './setup-model.ts';
import type { DayKey } from '../../game/puzzles.ts';
import { loadPuzzleHistory } from '../../game/puzzle-history.ts';
import { hubSnapshot, type HubParts } from './hub-cards.ts';
import { ownGameBack, watchAgainMark } from './own-game-back.ts';
import { climbStep, followLadder, playIsNextStep, savedGameStep } from './ladder-follow.ts';
import { ownGameLine, playStepLine, playWords, savedStepLine } from './big-card-step.ts';
import { ladder } from '../history/ladder.ts';
import { takeNewStars, type NewStars } from './new-stars.ts';
import { takeNewTicks, type NewTicks } from './ticks-seen.ts';
import { todayGoal } from './today-card.ts';
import { strengthLine } from '../../words/opponent-marks.ts';
import {
  changedRules,
  notPlayedHere,
  toStandardRules,
  undoMark,
  undoStandardRules,
  type ChangedRules,
  type RulesOptions,
} from './changed-rules.ts';

/** The first screen's card: who plays, a line under it (the difficulty mark, a kept game's moves), the board, and its picture. */
export interface MenuCard {
  id: 'setup';
  label: 'Change';
  who: string;
  note: string | null;
  /** The opponent's mark in words, said to screen readers after Change (its dots say nothing aloud), or null. */
  markWords: string | null;
  board: string;
  /** A kept game's rules options beyond the classic rules ("Capture · Jumps"); else the options chosen that this board does not play ("No jumps on a flask"), or on a phone once that a big board is a long game; or null. */
  rules: string | null;
  /** Rules the player changed for Play, marked plainly with a tap back to the standard ones (then its Undo); null for a kept game or the standard rules. */
  changed: ChangedRules | null;
  /** The kept game's board with its cells, or the chosen layout's empty board. */
  picture: { game: SavedMatch } | { layout: string };
  /** Play is the ladder's next step: "Ladder step 2 of 14" (ladder-follow.ts); else null (a kept game's card too: its heading says its step). */
  step: string | null;
  /**
   * The card's first line, whose game Play starts: the ladder's step, or "Your chosen game" while
   * the ladder's card offers its step beside it (two games on one screen, each said); else null.
   */
  heading: string | null;
}

export interface HomeSnapshot {
  card: MenuCard;
  /** Play alone, or Resume (the primary button) and New game beside it. */
  play:
    | { id: 'play'; label: 'Play' | 'Watch' | `Play step ${number}` }
    | { resume: { id: 'resume'; label: 'Carry on' }; newGame: { id: 'play'; label: 'New game' } };
  /** Which menu the player meets: it decides the controls (MenuModel.home). */
  situation: MenuSituation;
  /** The other places, in order. */
  places: readonly Place[];
  /**
   * A newcomer's first menu (no game finished, the guided game neither finished nor declined, none
   * kept to resume): only the guided game, "I know how to play" and the small places are drawn; the
   * big card, the ladder and today's puzzle wait until the guided game or a first game.
   */
  firstRun: boolean;
  /** What Enter does on the first screen, as the screen readers' switch says it. */
  enterDoes: 'resume the saved game' | 'play' | 'start the guided game';
}

/** The first screen as the hub draws it. */
export type HubSnapshot = HomeSnapshot & HubParts;

export interface Place {
  id: string;
  label: string;
  /** The icon drawn over its caption. */
  glyph: 'games' | 'help' | 'build' | 'settings';
}

/**
 * The menu a player meets: a first visit (the guided game offered), a game kept to resume, or a
 * player coming back with none in play.
 */
export type MenuSituation = 'first visit' | 'resume' | 'returning';

/**
 * The small places under the cards, each an icon and its caption; the daily puzzle and the ladder
 * have cards of their own, and the Best play known panel is on the Settings page and the setup's Rules tab.
 */
const PLACES: readonly Place[] = [
  // The history, the record and the ladder's path, behind one door.
  { id: 'history', label: 'Your games', glyph: 'games' },
  { id: 'help', label: 'How to play', glyph: 'help' },
  { id: 'build', label: 'Build a board', glyph: 'build' },
  // Sound, colour-blind marks, placing, full screen, hints: the Settings page (settings-sections.ts).
  { id: 'options', label: 'Settings', glyph: 'settings' },
];

/** How long after a new star's first drawing a drawing again still pops it (ms). */
const POP_MS = 1000;

export class MenuModel {
  view: MenuView = { page: 'home', tab: 'players', yours: false };
  readonly setup: SetupModel;
  /** The rules options the card's mark turned off, for its Undo, while the first screen stays; else null. */
  private undo: RulesOptions | null = null;
  /** The settings of the game just watched, while the card offers it again after own-game-back.ts; else null. */
  private watched: Settings | null = null;
  /** A ladder star won since the home was last seen (new-stars.ts), told while the menu stays, and when its glow first popped (ms), or null. */
  private stars: { news: NewStars; since: number | null } | null = null;
  /** Today's ticks new since the home was last seen (ticks-seen.ts), taken on the first drawing after coming in; undefined: not taken yet. */
  private ticks: { news: NewTicks | null; since: number | null } | undefined = undefined;

  constructor(private readonly ports: MenuPorts) {
    this.setup = new SetupModel(ports);
  }

  /**
   * The menu opened with `data` (none: the first screen, the Yours tab following the settings).
   * Returns false where the builder's page was left by its Done: the builder comes back instead.
   */
  open(data?: Partial<MenuView>): boolean {
    // Come from another screen (not a page of the menu laid out again): after a watched game the
    // card offers the player's own game again.
    if (data?.page === undefined) {
      this.ownGameBack();
      this.followLadder();
      this.undo = null;
      const news = takeNewStars(this.ports.store, ladder(loadHistory(this.ports.store)));
      this.stars = news ? { news, since: null } : null;
      this.ticks = undefined;
    }
    this.view = {
      page: data?.page ?? 'home',
      tab: data?.tab ?? 'players',
      yours: data?.yours ?? this.ports.settings.custom !== null,
      from: data?.from,
    };
    // The first screen: a setup or Settings page opened next starts afresh.
    if (this.view.page === 'home') this.setup.left();
    return !(this.view.from === 'builder' && this.view.page === 'home');
  }

  private ownGameBack(): void {
    const { settings, store } = this.ports;
    const kept = loadHistory(store);
    const next = ladder(kept).next;
    const before = structuredClone(settings);
    this.watched = null;
    if (ownGameBack(settings, kept, next)) {
      saveSettings(store, settings);
      this.watched = before;
    }
  }

  /** A player on the ladder: Play is its next step (ladder-follow.ts). */
  private followLadder(): void {
    const { settings, store } = this.ports;
    if (followLadder(settings, store, loadHistory(store))) saveSettings(store, settings);
  }

  /** A game started from a ladder button: a ladder step puts the player on the ladder again, Play its next step from then on. */
  climb(start: { rules: string; players: readonly string[] }): void {
    const { settings, store } = this.ports;
    if (climbStep(settings, store, start)) saveSettings(store, settings);
  }

  /** The card's Watch again: the watched game's settings back as they were (its board and rules), kept. */
  watchAgain(): void {
    if (!this.watched) return;
    Object.assign(this.ports.settings, this.watched);
    saveSettings(this.ports.store, this.ports.settings);
    this.watched = null;
  }

  /** A saved board chosen before and deleted (or renamed away) since: back to the family's size, and the words saying so; else null. */
  forgetMissingBoard(): string | null {
    const { settings, store } = this.ports;
    const id = settings.custom;
    if (id === null || loadBoards(store).some((b) => b.id === id) || this.ports.playedBoard(id)) return null;
    settings.custom = null;
    saveSettings(store, settings);
    return `Your chosen board is no longer saved, so the menu is back to ${boardName(layoutOf(settings))}.`;
  }

  /** The game kept for Resume, when no match is in play on the page. */
  savedGame(): SavedMatch | null {
    return this.ports.matchInPlay() ? null : loadSavedMatch(this.ports.store);
  }

  home(): HomeSnapshot {
    const { settings, store } = this.ports;
    const saved = this.savedGame();
    const boards = loadBoards(store);
    const kept = loadHistory(store);
    // With a game to resume, the card tells that game (its players, board and moves), not the settings.
    const who = saved
      ? savedGameWords(saved, settings.people)
      : { ...whoPlays(settings, loadSkill(store)), moves: null };
    // The dots with their word before them: alone on the card, they said nothing of what they count.
    // A kept game's move count needs the line's room (a tablet's card cut "2 moves" short), so
    // there the dots stand alone, as the setup's key has taught them.
    const strength = who.mark && (who.moves ? who.mark : strengthLine(who.mark));
    const note = [strength, who.moves].filter(Boolean).join('  ·  ');
    // The offer stands beside Resume too (a first game left unfinished): still a first visit.
    const situation: MenuSituation = this.offers() ? 'first visit' : saved ? 'resume' : 'returning';
    const firstRun = situation === 'first visit' && !saved;
    return {
      card: {
        id: 'setup',
        label: 'Change',
        who: who.line,
        note: note || null,
        markWords: who.markWords,
        board: saved ? boardWords(saved.setup.rules, boards) : chosenBoardName(settings, boards),
        rules: saved
          ? rulesWords(saved.setup.rules)
          : notPlayedHere(settings).join(' · ') || longGameNote(settings, this.phone()),
        changed: saved
          ? null
          : this.watched
            ? watchAgainMark()
            : this.undo
              ? undoMark(settings, this.undo)
              : changedRules(settings),
        picture: saved ? { game: saved } : { layout: layoutOf(settings) },
        step: saved ? null : playStepLine(settings, kept),
        heading: saved
          ? savedStepLine(saved, kept)
          : (playStepLine(settings, kept) ?? ownGameLine(settings, kept)),
      },
      // The card says how far the kept game got: the button says only what it does (a watched
      // pair's game is watched, not played).
      play: saved
        ? { resume: { id: 'resume', label: 'Carry on' }, newGame: { id: 'play', label: 'New game' } }
        : { id: 'play', label: settings.mode === 'watch' ? 'Watch' : playWords(settings, kept) },
      situation,
      // The same row with and without the offer: No thanks must not move a button a finger was about to tap.
      places: PLACES,
      firstRun,
      // Enter does what the lit main action does: the guided game where it is the only big button,
      // else Play or Resume (beside a kept game's offer a newcomer's Enter once started the guided
      // game under a green Play).
      enterDoes: saved ? 'resume the saved game' : firstRun ? 'start the guided game' : 'play',
    };
  }

  /**
   * Whether the first screen offers the guided game (a card of its own above the big card, which
   * keeps Play in its place): to a player who has finished no game of their own (none in Your
   * games) nor the guided game, and has not said No thanks. A reload offers it again. Not on the
   * screen readers' board: the guided game is drawn only.
   */
  private offers(): boolean {
    const { settings, store } = this.ports;
    return !settings.screenReader && !guidedOfferAnswered(store) && loadHistory(store).length === 0;
  }

  /** No thanks: the offer is not made again. */
  /** Play was pressed for the chosen board: a long game's line on the card was read (not under a kept game's words). */
  played(): void {
    if (this.savedGame()) return;
    longGamePlayed(this.ports.settings, this.ports.store, this.phone());
  }

  private phone(): boolean {
    return this.ports.phone?.() ?? false;
  }

  answerOffer(): void {
    rememberGuidedOfferDeclined(this.ports.store);
  }

  /** The first screen as the hub draws it (hub-cards.ts): the big card, the today card (greeted by `hour`), the ladder's and today's puzzle's cards, the places. */
  hub(today: DayKey, hour: number | null = null, at = 0): HubSnapshot {
    const home = this.home();
    const saved = this.savedGame();
    const told = saved ? savedGameWords(saved, this.ports.settings.people) : null;
    return hubSnapshot(home, this.offers(), this.ports.store, today, {
      unfinished: told
        ? {
            who: told.line,
            moves: told.moves,
            step: savedGameStep(saved!.setup, loadHistory(this.ports.store)),
          }
        : null,
      skill: loadSkill(this.ports.store),
      play: home.card.who,
      playStep: saved ? null : playIsNextStep(this.ports.settings, loadHistory(this.ports.store)),
      hour,
      opponent: this.ports.settings.mode === 'solo' ? this.ports.settings.opponent : null,
      stars: this.starsNow(at),
      ticks: this.ticksNow(today, at),
    });
  }

  /** Today's new ticks as drawn `at` (ms): taken on the first drawing, landing within POP_MS of it, still after. */
  private ticksNow(today: DayKey, at: number): (NewTicks & { pop: boolean }) | null {
    const store = this.ports.store;
    this.ticks ??= {
      news: takeNewTicks(store, todayGoal(loadHistory(store), loadPuzzleHistory(store), today), today),
      since: null,
    };
    if (!this.ticks.news) return null;
    const since = (this.ticks.since ??= at);
    return { ...this.ticks.news, pop: at - since < POP_MS };
  }

  /**
   * The new star's moment as drawn `at` (ms): popped on the first drawing and on any within POP_MS of
   * it (a page laid out again at once on its first resize would have eaten it), still after (a
   * resize later, a page of the menu and back).
   */
  private starsNow(at: number): { news: NewStars; pop: boolean } | null {
    if (!this.stars) return null;
    const since = (this.stars.since ??= at);
    return { news: this.stars.news, pop: at - since < POP_MS };
  }

  /** The card's mark of changed rules: Play starts the standard rules again, with an Undo in the mark's place. */
  standardRules(): void {
    this.undo = toStandardRules(this.ports.settings, this.ports.store);
  }

  /** The Undo in the mark's place: the rules options the mark turned off, back on. */
  undoStandardRules(): void {
    if (this.undo) undoStandardRules(this.ports.settings, this.ports.store, this.undo);
    this.undo = null;
  }

  /** A tap on the card's mark: after a watched game, that game back; else back to the standard rules, or, once there, its Undo. */
  rulesMark(): void {
    if (this.watched) this.watchAgain();
    else if (this.undo) this.undoStandardRules();
    else this.standardRules();
  }

  /** The card's Change: the setup page, on the tab last seen. */
  change(): MenuView {
    this.undo = null;
    this.watched = null;
    return { ...this.view, page: 'setup' };
  }

  /** The first screen's Settings: the Settings page (sound, marks, placing, full screen, the coach). */
  options(): MenuView {
    this.undo = null;
    this.watched = null;
    return { ...this.view, page: 'settings' };
  }

  /**
   * Escape: on the Settings page as its "‹ Back" (its choices applied as made); on the setup page as
   * Cancel, the first screen with the settings as they were.
   */
  back(): MenuView {
    if (this.view.page !== 'settings') return this.setup.cancel(this.view);
    this.setup.left();
    return { ...this.view, page: 'home' };
  }
}
