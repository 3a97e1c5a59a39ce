// The setup page's decisions (and the Settings page's, drawn the same way with a title for tabs): which tabs it has, what each tab offers and which option is chosen,
// the line over Done / Play saying what Play starts ("Flask 8 wide · You vs Perfect"), and
// what each choice, Done, Play and a board chosen in the Solved boards do. Every choice is saved at
// once. The view draws `snapshot(view)` and hands the ids of the buttons pressed to `choose`.

import type { MatchSetup } from '../../game/match.ts';
import { tidyPersonName } from '../../game/people.ts';
import { replaceQuestion, type ReplaceQuestion } from '../../game/replacing-game.ts';
import { loadBoards } from '../../game/saved-boards.ts';
import { loadSavedMatch, type SavedMatch } from '../../game/saved-match.ts';
import { Position, parseRules } from '../../engine/index.ts';
import { placeWord, rulesIdOf, saveSettings, type Settings } from '../../game/settings.ts';
import { rulesWords } from './size-words.ts';
import { seatSummary } from './held-seat.ts';
import { lastFillerWho, metCapture, summaryRulesWords } from './capture-offer.ts';
import { opponentInfo } from '../../game/opponent-info.ts';
import { playableOpponent } from '../../game/solved-boards.ts';
import { notPlayedHere } from './changed-rules.ts';
import { readHistory } from '../../game/game-history.ts';
import { loadSkill } from '../../game/skill.ts';
import { chooseSolvedBoard } from '../../game/solved-board-choice.ts';
import { boardName } from '../../ui/board-name.ts';
import type { MenuPorts } from './menu-ports.ts';
import type { MenuOption, MenuView, SetupTab } from './menu-view.ts';
import { chosenBoardName, perfectGivesWay, whoPlays } from './play-words.ts';
import { gameLengthWords } from '../../words/game-length-words.ts';
import { SETUP_BAR_WORDS } from '../../words/setup-bar-words.ts';
import { PERFECT_GIVES_WAY, perfectWithout } from '../../words/opponent-choice-words.ts';
import { optionNames, perfectBlockedBy } from './perfect-way-back.ts';
import { setupFromSettings } from './play-setup.ts';
import { choicesOf, plainSection, type Choice, type Redraw, type SetupSection } from './setup-sections.ts';
import { tabSections } from './setup-tabs.ts';
import { SETTINGS_WORDS, settingsSections } from './settings-sections.ts';

const TABS: readonly { id: SetupTab; label: string }[] = [
  { id: 'players', label: 'Who plays' },
  { id: 'board', label: 'Board' },
  { id: 'rules', label: 'Rules' },
];

/** What the setup page's Play starts: the board being built, or a new game from the settings (asked first where it replaces a game in progress). */
export type SetupPlay =
  { kind: 'built'; board: string } | { kind: 'new'; setup: MatchSetup; ask: ReplaceQuestion | null };

export interface SetupSnapshot {
  /** The Settings page's title, with no tabs; null on the setup page. */
  title: string | null;
  tabs: MenuOption[];
  sections: SetupSection[];
  /** What Play starts, in the first card's words. */
  summary: string;
  /** Back to the first screen with the choices kept: "‹ Back" (at the Settings page's top, the setup page's bar). */
  done: { id: 'setup:done'; label: string };
  /**
   * Cancel: back to the first screen with the settings as they were when the page opened. No page
   * shows it now (the Settings page applies each choice at once; the setup page has one main
   * action, Play, and its way back); Escape on the setup page still does it.
   */
  cancel: { id: 'setup:cancel'; label: string } | null;
  /** Play, on the setup page only. */
  play: { id: 'play'; label: string; starts: SetupPlay } | null;
}

export class SetupModel {
  /** The settings as they were when the page was opened: Cancel puts them back. Kept across the page's redraws. */
  private before: Settings | null = null;

  constructor(private readonly ports: MenuPorts) {}

  snapshot(view: MenuView): SetupSnapshot {
    // The page's first drawing since it was opened: what Cancel goes back to.
    this.before ??= structuredClone(this.ports.settings);
    const done = { id: 'setup:done', label: SETUP_BAR_WORDS.back } as const;
    // Settings apply as they are chosen, as a phone's do: "‹ Back" alone, no Cancel or Done.
    if (view.page === 'settings')
      return {
        title: SETTINGS_WORDS.title,
        tabs: [],
        sections: this.sections(view).map(plainSection),
        summary: '',
        done,
        cancel: null,
        play: null,
      };
    // Opened from the builder, the board is the one being built.
    const tabs = view.from === 'builder' ? TABS.filter((t) => t.id !== 'board') : TABS;
    return {
      title: null,
      tabs: tabs.map((t) => ({ id: `tab:${t.id}`, label: t.label, chosen: t.id === view.tab })),
      sections: this.sections(view).map(plainSection),
      summary: this.summary(view.from),
      done,
      cancel: null,
      play: { id: 'play', label: SETUP_BAR_WORDS.play, starts: this.play(view) },
    };
  }

  /** "Flask 8 wide · Capture · You vs Perfect"; from the builder, the board being built. */
  summary(from?: 'builder'): string {
    const saved = loadBoards(this.ports.store);
    const building = this.ports.building();
    if (from === 'builder' && building)
      return `${boardName(building, saved)} · ${this.ports.builtWhoPlays(building)}`;
    const settings = this.ports.settings;
    const rules = parseRules(rulesIdOf(settings));
    const opponent = opponentInfo(
      playableOpponent(settings.opponent, rules),
      loadSkill(this.ports.store),
    ).name;
    return [
      chosenBoardName(settings, saved),
      // A big board says how long it takes before it starts (a 12×12 is 144 moves).
      gameLengthWords(new Position(rules).movesLeft()),
      // Capture says who fills the last square, and what that can do until the player has finished a game with it.
      summaryRulesWords(
        rulesWords(rules.id),
        metCapture(readHistory(this.ports.store).games),
        placeWord(rules.layout.grid),
        lastFillerWho(rules, settings.mode === 'solo' ? settings.first === 'you' : null, opponent),
      ),
      // An option chosen that this board does not play: said, and kept for the next board.
      ...notPlayedHere(settings),
      whoPlays(settings, loadSkill(this.ports.store)).line,
      // Seen from every tab: the person's seat loses with best play (a solved board), said before Play.
      settings.mode === 'solo' ? seatSummary(rules.id, settings.first === 'you' ? 0 : 1) : null,
      // The Perfect chosen gives way to the Expert here: said beside who plays, never left for the game.
      perfectGivesWay(settings) ? this.givesWayWords() : '',
    ]
      .filter(Boolean)
      .join(' · ');
  }

  /** Why the Perfect chosen gives way: the options it plays without ("Perfect plays without jumps"), or the board. */
  private givesWayWords(): string {
    const blocked = perfectBlockedBy(this.ports.settings);
    return blocked.length > 0 ? perfectWithout(optionNames(blocked)) : PERFECT_GIVES_WAY;
  }

  /** What Play starts now. */
  play(view: MenuView): SetupPlay {
    const building = this.ports.building();
    if (view.from === 'builder' && building) return { kind: 'built', board: building };
    return {
      kind: 'new',
      setup: setupFromSettings(this.ports.settings, loadSkill(this.ports.store)),
      ask: replaceQuestion(this.savedGame()),
    };
  }

  /** The game kept for Resume, when no match is in play on the page. */
  savedGame(): SavedMatch | null {
    return this.ports.matchInPlay() ? null : loadSavedMatch(this.ports.store);
  }

  /**
   * Presses the control `id`: a tab, Done, or an option of the page. Returns the view to draw
   * the page for again, or null where the page stays (its chosen buttons and line read again).
   * An id the page does not hold is an error naming it.
   */
  choose(view: MenuView, id: string): Redraw {
    if (id === 'setup:done') {
      this.left();
      return { ...view, page: 'home' };
    }
    if (id === 'setup:cancel') return this.cancel(view);
    const tab = TABS.find((t) => `tab:${t.id}` === id);
    if (tab && view.page === 'setup') return { ...view, tab: tab.id };
    const choice = this.sections(view)
      .flatMap(choicesOf)
      .find((c) => c.id === id);
    if (!choice)
      throw new Error(
        view.page === 'settings'
          ? `The Settings page has no choice "${id}"`
          : `The setup page's ${view.tab} tab has no choice "${id}"`,
      );
    return choice.apply();
  }

  /**
   * Cancel or Escape: the settings as they were when the page opened, saved so, with the sound at
   * its level again; the first screen. (A saved board deleted on the page stays deleted.)
   */
  cancel(view: MenuView): MenuView {
    const before = this.before;
    this.before = null;
    if (before) {
      const settings = this.ports.settings as unknown as Record<string, unknown>;
      for (const [key, value] of Object.entries(before)) settings[key] = structuredClone(value);
      saveSettings(this.ports.store, this.ports.settings);
      this.ports.sounds.setVolume(this.ports.settings.volume);
      this.ports.sounds.setOn(this.ports.settings.sound);
    }
    return { ...view, page: 'home' };
  }

  /** The page left with its changes kept (Done, Play, the builder): the next opening starts afresh. */
  left(): void {
    this.before = null;
  }

  /** Person `index`'s name as typed (tidied and cut); the page is drawn again with it. */
  rename(view: MenuView, index: 0 | 1, typed: string): Redraw {
    this.ports.settings.people.names[index] = tidyPersonName(typed);
    return this.saved(view, true);
  }

  /** A board chosen in the Best play known panel: a game on it against its strongest opponent, on the Who plays tab; null where it cannot be. */
  chooseSolved(rules: string): MenuView | null {
    if (!chooseSolvedBoard(this.ports.settings, rules)) return null;
    saveSettings(this.ports.store, this.ports.settings);
    return { page: 'setup', tab: 'players', yours: false };
  }

  private sections(view: MenuView): SetupSection<Choice>[] {
    const saved = (redraw: boolean, next?: Partial<MenuView>) => this.saved(view, redraw, next);
    if (view.page === 'settings') return settingsSections(this.ports, saved);
    return tabSections(this.ports, view, saved);
  }

  private saved(view: MenuView, redraw: boolean, next: Partial<MenuView> = {}): Redraw {
    saveSettings(this.ports.store, this.ports.settings);
    return redraw ? { ...view, ...next } : null;
  }
}
