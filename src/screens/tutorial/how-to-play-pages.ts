// The how-to-play as a few pages, without Phaser: how cells divide, how the score counts, then one
// page for each option of the player's game (its board's shape, capture, stem cells, jumps, equal
// moves, connections), or, with none on, what else there is to try. Each page is one idea with the
// demo board that shows it (or none, for an option that a small board cannot show). Opened from a
// game's board, the pages of that game's rules come first (capture, stem cells, jumps, then its
// board's shape), the rule everyone knows after them: a player in a capture game asks about capture.
// The pager turns the pages by Next, Back and a swipe; Got it closes the dialog from any page.

import { parseRules } from '../../engine/index.ts';
import { ALSO_ON, ON_IN_YOUR_GAME, PAGE_WORDS, pageOf } from '../../words/how-to-play-pages.ts';
import type { DemoSpec } from './demo-spec.ts';
import { DEMOS } from './how-to-play-demo.ts';
import { JUMP_DEMO } from './jump-demo.ts';
import { STEM_DEMO } from './stem-demo.ts';
import { TRI_DEMO } from './tri-demo.ts';
import { triNeighbours, type NeighboursPicture } from './tri-neighbours.ts';
import { linesPicture, type LinesPicture } from './lines-picture.ts';
import { BEAKER_DEMO, CONNECTIONS_DEMO, EQUAL_DEMO, FLASK_DEMO, PETRI_DEMO } from './shape-demos.ts';

export interface HowToPlayPage {
  key: string;
  title: string;
  /** Under the title: the page's place among the pages, and for an option that it is on. */
  note: string | null;
  lines: readonly string[];
  /** The demo board the page plays in a loop, or none. */
  demo: DemoSpec | null;
  /** A still picture drawn in the demo's place (the triangle page's neighbours), where the page has one. */
  picture?: NeighboursPicture;
  /**
   * The count page's picture in the demo's place: one cell with 1, 2, 4, then 6 pieces, each count
   * under it (the guided game's picture of the line rule): the numbers alone read abstract.
   */
  piecesPicture?: LinesPicture;
}

/** The triangle's page shows which triangles split a cell, still, as a loop of moves could not. */
const TRI_PICTURE = triNeighbours();

/** A page's board: its picture in place of its demo where it has one (the triangle's, the count's). */
const boardOf = (
  key: string,
  demo: DemoSpec | null,
): Pick<HowToPlayPage, 'demo' | 'picture' | 'piecesPicture'> =>
  key === 'tri'
    ? { demo: null, picture: TRI_PICTURE }
    : key === 'count'
      ? { demo: null, piecesPicture: linesPicture() }
      : { demo };

export type OptionKey = 'hex' | 'tri' | 'gravity' | 'capture' | 'stem' | 'jumps' | 'equal' | 'connections';

const OPTION_DEMOS: Record<OptionKey, DemoSpec | null> = {
  hex: DEMOS[1]!,
  tri: TRI_DEMO,
  gravity: null,
  capture: DEMOS[2]!,
  stem: STEM_DEMO,
  jumps: JUMP_DEMO,
  equal: EQUAL_DEMO,
  connections: CONNECTIONS_DEMO,
};

/** At most this many pages in all: the two of the rule, and the options' after them. */
export const MOST_PAGES = 5;

/** The options on in a rules id, in the order their pages come: the board's shape first. */
export function optionsOn(rulesId: string): OptionKey[] {
  const rules = parseRules(rulesId);
  const on: OptionKey[] = [];
  if (rules.layout.grid === 'hex') on.push('hex');
  if (rules.layout.grid === 'tri') on.push('tri');
  if (rules.layout.gravity) on.push('gravity');
  if (rules.capture) on.push('capture');
  if (rules.stemSquares.length > 0) on.push('stem');
  if (rules.jumps) on.push('jumps');
  if (rules.equalMoves) on.push('equal');
  if (rules.scoring === 'connections') on.push('connections');
  return on;
}

/** The options that change how a game is played, before those of its board's shape, in game-first order. */
const RULE_FIRST: readonly OptionKey[] = ['capture', 'stem', 'jumps', 'equal', 'connections'];

/**
 * The pages for the player's game (`rulesId`; null: no game chosen, so what there is to try).
 * `gameFirst` (the help opened from a game's board): its options' pages lead, its rules before its
 * board's shape, and the two pages of the rule follow them.
 */
export function howToPlayPages(rulesId: string | null, gameFirst = false): HowToPlayPage[] {
  const page = (key: keyof typeof PAGE_WORDS, demo: DemoSpec | null, note: string | null = null) => ({
    key,
    title: PAGE_WORDS[key].title,
    note,
    lines: PAGE_WORDS[key].lines,
    ...boardOf(key, demo),
  });
  const rule: HowToPlayPage[] = [page('place', DEMOS[0]!), page('count', null)];
  const found = rulesId === null ? [] : optionsOn(rulesId);
  if (found.length === 0) return [...rule, page('more', DEMOS[1]!)];
  const on = gameFirst
    ? [...found.filter((k) => RULE_FIRST.includes(k)), ...found.filter((k) => !RULE_FIRST.includes(k))]
    : found;
  const pages: HowToPlayPage[] = [];
  const room = MOST_PAGES - rule.length;
  on.slice(0, on.length > room ? room - 1 : room).forEach((k) =>
    pages.push(page(k, OPTION_DEMOS[k], ON_IN_YOUR_GAME)),
  );
  // More options than pages: the rest share the last page, each in its own line.
  if (on.length > room) {
    const rest = on.slice(room - 1);
    pages.push({
      key: 'also',
      title: ALSO_ON,
      note: null,
      lines: rest.map((k) => PAGE_WORDS[k].lines.join(' ')),
      demo: rest.map((k) => OPTION_DEMOS[k]).find((d) => d !== null) ?? null,
    });
  }
  return gameFirst ? [...pages, ...rule] : [...rule, ...pages];
}

/**
 * The Board tab's "How each board plays": a page for each shape the menu offers, in the Board tab's
 * order from the chosen family's (`first`: a player on Triangle meets its page first, not after
 * five Nexts), each with its picture and one line.
 */
export function shapePages(first?: string): HowToPlayPage[] {
  const shapes: [keyof typeof PAGE_WORDS, DemoSpec][] = [
    ['square', DEMOS[0]!],
    ['petri', PETRI_DEMO],
    ['beaker', BEAKER_DEMO],
    ['flask', FLASK_DEMO],
    ['hex', DEMOS[1]!],
    ['tri', TRI_DEMO],
  ];
  const from = Math.max(
    0,
    shapes.findIndex(([key]) => key === first),
  );
  return [...shapes.slice(from), ...shapes.slice(0, from)].map(([key, demo]) => ({
    key,
    title: PAGE_WORDS[key].title,
    note: null,
    lines: PAGE_WORDS[key].lines,
    ...boardOf(key, demo),
  }));
}

/**
 * A Rules tab option's "?": one page, the option's name, the whole explanation for the board chosen
 * (`lines`, which the tab says in one short line), and its picture where a small board can show it.
 */
export function optionSheet(key: OptionKey, lines: readonly string[]): HowToPlayPage[] {
  return [{ key, title: PAGE_WORDS[key].title, note: null, lines, demo: OPTION_DEMOS[key] }];
}

/** What the dialog draws and the screen readers hear of the page in sight. */
export interface PagerView {
  index: number;
  count: number;
  page: HowToPlayPage;
  /** "Page 2 of 4", and "On in your game" on an option's page. */
  where: string;
  canBack: boolean;
  canNext: boolean;
}

export class HowToPlayPager {
  private at = 0;

  constructor(readonly pages: readonly HowToPlayPage[]) {
    if (pages.length === 0) throw new Error('how to play has no pages');
  }

  view(): PagerView {
    const page = this.pages[this.at]!;
    const where = pageOf(this.at, this.pages.length);
    return {
      index: this.at,
      count: this.pages.length,
      page,
      // One page alone (an option's "?") has no place among pages to say.
      where: this.pages.length === 1 ? (page.note ?? '') : page.note ? `${where} · ${page.note}` : where,
      canBack: this.at > 0,
      canNext: this.at < this.pages.length - 1,
    };
  }

  /** The next page; false on the last (nothing changes). */
  next(): boolean {
    if (this.at >= this.pages.length - 1) return false;
    this.at++;
    return true;
  }

  back(): boolean {
    if (this.at === 0) return false;
    this.at--;
    return true;
  }

  /**
   * A finger's slide across the dialog, `dx` to the right and `dy` down in pixels: to the left turns
   * to the next page, to the right back, once it is at least `least` long and more across than down.
   * Returns whether the page changed.
   */
  swipe(dx: number, dy: number, least: number): boolean {
    if (Math.abs(dx) < least || Math.abs(dx) < 2 * Math.abs(dy)) return false;
    return dx < 0 ? this.next() : this.back();
  }
}

/** Every page's words in order, for the screen readers' dialog: its title, then its lines. */
export function allLines(pages: readonly HowToPlayPage[]): string[] {
  return pages.flatMap((p) => [`${p.title}.`, ...p.lines]);
}
