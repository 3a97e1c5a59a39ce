// The setup page's sections as plain values: a caption, then a row of choices, opponent cards,
// two people's names, board cards, or a line of words. Each choice carries what it does, which the
// setup model runs and leaves out of the value it hands the view.

import type { PaletteName } from '../../ui/palette.ts';
import type { OpponentInfo } from '../../game/opponent-info.ts';
import type { OpponentChoice } from '../../game/players.ts';
import { optionSheet, type HowToPlayPage, type OptionKey } from '../tutorial/how-to-play-pages.ts';
import { moreAbout as moreAboutWords } from '../../words/rules-tab-words.ts';
import type { MenuOption, MenuView } from './menu-view.ts';

/**
 * What a choice leaves to the view: the page drawn again for `view`, or (null) the page kept, its
 * rows' chosen buttons and the line of what Play starts read again.
 */
export type Redraw = MenuView | null;

/** A choice as the model keeps it: the option and what choosing it does. */
export interface Choice extends MenuOption {
  apply: () => Redraw;
}

export interface OpponentCard<O = MenuOption> {
  option: O;
  info: OpponentInfo;
  /** The colour it plays in against the person, game after game: a chip beside its name. */
  colour: PaletteName;
  /** Which opponent: its badge (its strength mark's ink) tells it from others that play the same colour. */
  kind: OpponentChoice;
}
export interface NameButton<O = MenuOption> {
  option: O;
  index: 0 | 1;
  prompt: string;
  value: string;
}
export interface BoardCard<O = MenuOption> {
  option: O;
  /** The layout the card's picture shows. */
  layout: string;
  /** The picture's rules id where it shows more than the layout (its stem cells, `hex:4/stem`). */
  picture?: string;
  /** The second line under the size or name ("Best play known"), or none. */
  note: string | null;
  /** What screen readers hear after the card's name, or nothing. */
  description: string | null;
}

/**
 * A "?" beside an option (or the Board tab's "How each board plays"): it opens these pages of the
 * how-to-play over the setup page, and changes no setting.
 */
export interface MoreHelp {
  id: string;
  label: string;
  /** What screen readers hear ("More about Capture"). */
  words: string;
  pages: readonly HowToPlayPage[];
}

/** A board family's picture card: its chosen size's board (none for Yours: the builder's glyph), and that size. */
export interface FamilyCard<O = MenuOption> {
  option: O;
  layout: string | null;
  note: string | null;
}

/** A block of the setup page; a captioned one names its buttons' group for screen readers. */
export type SetupSection<O = MenuOption> =
  /**
   * A row of choices; `explain`: what the setting does in one plain sentence, under the row where
   * the page has room, else behind a "?" at the row's end (setup-place.ts's explainedPlacement).
   */
  | {
      kind: 'row';
      caption: string;
      options: O[];
      explain?: string;
      /** The caption is the row's label, at its left beside the buttons (the Settings page's rows, as a phone's settings list them). */
      inline?: boolean;
    }
  /** A group's heading over its rows (the Settings page's Play, Help, Sound & screen). */
  | { kind: 'heading'; caption: ''; words: string }
  | { kind: 'families'; caption: string; cards: FamilyCard<O>[]; more: MoreHelp }
  | { kind: 'opponents'; caption: string; compact: boolean; cards: OpponentCard<O>[] }
  | { kind: 'names'; caption: string; names: NameButton<O>[] }
  | { kind: 'boards'; caption: string; cards: BoardCard<O>[] }
  /** No saved boards yet: a line and the way to the builder. */
  | { kind: 'no-boards'; caption: string; words: string; build: { id: 'build'; label: string } }
  /**
   * A rules option as one chip, its meaning in one short line right beside it (so the two never
   * stand apart), and its "?" for the whole of it: the chip says the option and whether it is on, a
   * press turns it on or off; `name` names the words.
   */
  | {
      kind: 'toggle';
      caption: string;
      option: O;
      name: string;
      words: string;
      /** Every line the chip can show on this board (on, off, locked): its block keeps room for the longest. */
      reserve: readonly string[];
      /** Why the chip cannot be turned on here (said on a tap); the chip is drawn locked. Null: free. */
      locked: string | null;
      /**
       * The option changes nothing on this board: no switch, the option's name stands in the chip's
       * place (its block the same, so nothing moves) and the words say why; nothing to press.
       */
      fact: boolean;
      more: MoreHelp;
    }
  /** A line and the one button that undoes what it says (an option that keeps Perfect from playing). */
  | {
      kind: 'way-back';
      caption: string;
      name: string;
      words: string;
      option: O;
      /** Drawn only where the page has room for it (what it says is said elsewhere too). */
      spare?: boolean;
    }
  /** Plain words under a choice (what a rule does), named for the checks. */
  | { kind: 'line'; caption: string; name: string; words: string; spare?: boolean }
  /**
   * Best play is known on this board: a line and the way to the Best play known panel; or (`open` null)
   * the line that it is not with these rules, in the same room, so a chip's tap moves no row.
   */
  | {
      kind: 'solved';
      caption: string;
      name: string;
      words: string;
      /** The Settings page's way is 'about' (the menu's old place for it, which the checks still name). */
      open: { id: 'solved-boards' | 'about'; label: string } | null;
      /**
       * Drawn as a link across the column, its words on it (the Settings page's, under a heading of
       * its own): a reviewer found it a button among the toggles.
       */
      link?: boolean;
    };

/** The section without what its choices do: the value the view draws and the tests read. */
export function plainSection(s: SetupSection<Choice>): SetupSection {
  const plain = ({ apply: _, ...option }: Choice): MenuOption => option;
  switch (s.kind) {
    case 'row':
      return { ...s, options: s.options.map(plain) };
    case 'families':
      return { ...s, cards: s.cards.map((c) => ({ ...c, option: plain(c.option) })) };
    case 'opponents':
      return { ...s, cards: s.cards.map((c) => ({ ...c, option: plain(c.option) })) };
    case 'names':
      return { ...s, names: s.names.map((n) => ({ ...n, option: plain(n.option) })) };
    case 'boards':
      return { ...s, cards: s.cards.map((c) => ({ ...c, option: plain(c.option) })) };
    case 'toggle':
    case 'way-back':
      return { ...s, option: plain(s.option) };
    default:
      return s;
  }
}

/** Every choice of the section. */
export function choicesOf(s: SetupSection<Choice>): Choice[] {
  switch (s.kind) {
    case 'row':
      return s.options;
    case 'families':
    case 'opponents':
    case 'boards':
      return s.cards.map((c) => c.option);
    case 'names':
      return s.names.map((n) => n.option);
    case 'toggle':
      return s.fact ? [] : [s.option];
    case 'way-back':
      return [s.option];
    default:
      return [];
  }
}

/** A rules option's row where it changes nothing on this board: its name and why, no switch. */
export function factRow(
  id: OptionKey,
  label: RuleChipName,
  words: string,
  more: readonly string[],
  reserve: readonly string[] = [],
): SetupSection<Choice> {
  const t = toggle(id, label, false, words, () => null, more, null, reserve);
  return t.kind === 'toggle' ? { ...t, fact: true, option: { ...t.option, label } } : t;
}

/** A row of choices whose ids are `${id}:${value}`, the chosen one the one equal to `value`. */
export function row<T>(
  caption: string,
  id: string,
  value: T,
  options: readonly { value: T; label: string }[],
  choose: (v: T) => Redraw,
  explain?: string,
): SetupSection<Choice> {
  return {
    kind: 'row',
    caption,
    ...(explain ? { explain } : {}),
    options: options.map((o) => ({
      id: `${id}:${String(o.value)}`,
      label: o.label,
      chosen: o.value === value,
      apply: () => choose(o.value),
    })),
  };
}

/** An option's "?": its id `more:${id}`, opening its one page with the whole of `lines`. */
export function moreAbout(id: OptionKey, label: string, lines: readonly string[]): MoreHelp {
  return { id: `more:${id}`, label: '?', words: moreAboutWords(label), pages: optionSheet(id, lines) };
}

/** The rules chips' names: every chip says one of them and its state. */
export const RULE_CHIP_NAMES = ['Equal moves', 'Connections', 'Capture', 'Stem cells', 'Jumps'] as const;
export type RuleChipName = (typeof RULE_CHIP_NAMES)[number];

/** What a rules chip says: its name and its state, Locked where the other rule refuses it. */
export function ruleChipLabel(name: RuleChipName, on: boolean, locked: boolean): string {
  return `${name}: ${locked ? 'Locked' : on ? 'On' : 'Off'}`;
}

/**
 * Every label a rules chip can say: the chips share one width and one size, fitted to the longest
 * ("Equal moves: Locked"), so no chip's words wrap onto two lines and the column stays straight.
 */
export function ruleChipLabels(): string[] {
  return RULE_CHIP_NAMES.flatMap((n) => [
    // The name alone stands where an option changes nothing on the board (factRow).
    n,
    ruleChipLabel(n, true, false),
    ruleChipLabel(n, false, false),
    ruleChipLabel(n, false, true),
  ]);
}

/**
 * A rules option's chip ("Capture: On") with its short words beside it and its "?" (`more`); its id
 * is the option's (`capture`), chosen while on; a press asks for the other state (`turn(!on)`, which
 * may refuse it). `reserve`: the other lines it can show on this board, for which its block keeps room.
 */
export function toggle(
  id: OptionKey,
  label: RuleChipName,
  on: boolean,
  words: string,
  turn: (on: boolean) => Redraw,
  more: readonly string[],
  locked: string | null = null,
  reserve: readonly string[] = [],
): SetupSection<Choice> {
  return {
    kind: 'toggle',
    caption: '',
    name: `rule:${id}`,
    words,
    reserve: [...new Set([words, ...reserve])],
    locked,
    fact: false,
    more: moreAbout(id, label, more),
    option: {
      id,
      label: ruleChipLabel(label, on, locked !== null),
      chosen: on,
      apply: () => turn(!on),
    },
  };
}
