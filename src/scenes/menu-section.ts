// The setup page's building blocks: a section (caption, height at a width, drawing), the room a
// tab has, and a grid of cards that fits it.

import type { MenuView } from '../screens/menu/menu-view.ts';
import type { MoreHelp } from '../screens/menu/setup-sections.ts';
import type { Button } from '../ui/button.ts';
import { readable } from '../ui/readable.ts';

/** A block of the page: its caption, its height at a width, and how it draws itself. */
export interface Section {
  caption: string;
  /** On a short landscape screen the wide section takes a column of its own. */
  wide?: boolean;
  /** On any landscape page it stands in a column beside the wide sections, fitting or not, so the page keeps its shape. */
  beside?: boolean;
  /** A group's heading: it stands with the block it heads, never alone at a column's foot. */
  heads?: boolean;
  height: (w: number) => number;
  /** Draws it at `w` wide. */
  draw: (x: number, y: number, w: number) => void;
}

export interface Room {
  u: number;
  rowH: number;
  gap: number;
  /** Height between the tabs and the bottom bar. */
  room: number;
  /** The page's width: a section drawn narrower stands in a column of its own. */
  colW: number;
  /** Where a row's sentence of what it does stands: under it, or behind a "?" where the page has no room. */
  explain?: 'under' | 'ask';
}

/** Cards in a grid that fits the room left: as many columns as keep each card at least `least` wide. */
export function cardGrid(
  count: number,
  r: Room,
  least: number,
  /** The share of the page's height the grid may take in the page's one column (all of it in a column of its own). */
  share = 1,
  /** Fewer cards to a row where that draws each picture bigger (the sizes; the families keep their rows). */
  bigger = false,
): Pick<Section, 'height'> & {
  place: (x: number, y: number, w: number, i: number) => { x: number; y: number; w: number; h: number };
} {
  const u = r.u;
  const textH = readable(15 * u) * 1.25 + 2 * readable(12 * u) * 1.2 + 16 * u;
  const layout = (w: number) => {
    const most = Math.max(1, Math.min(count, Math.floor((w + 8 * u) / (least + 8 * u))));
    // The picture as tall as the card is wide at most, less where the rows would overflow the room.
    const room = (w < r.colW ? r.room : r.room * share) - 2 * r.gap - readable(14 * u) * 1.3;
    const at = (cols: number) => {
      const rows = Math.ceil(count / cols);
      // A card at most 240 units wide: one saved board is not a poster.
      const cw = Math.min(240 * u, (w - (cols - 1) * 8 * u) / cols);
      const roomH = room / rows - 8 * u;
      const h = Math.max(textH + 36 * u, Math.min(cw * 0.8 + textH, roomH));
      return { cols, rows, cw, h, picture: Math.min(cw * 0.8, h - textH) };
    };
    // As many to a row as fit, fewer where that draws each picture bigger in a column of the grid's
    // own (a tablet's sizes: two rows of bigger boards, not one row over an empty half); in the
    // page's one column the room under the grid is the other sections'.
    let best = at(most);
    for (let cols = most - 1; bigger && w < r.colW && cols >= 1; cols--) {
      const next = at(cols);
      if (next.picture > best.picture + 1) best = next;
    }
    return best;
  };
  return {
    height: (w) => {
      const l = layout(w);
      return l.rows * l.h + (l.rows - 1) * 8 * u;
    },
    place: (x, y, w, i) => {
      const l = layout(w);
      return {
        x: x + (i % l.cols) * (l.cw + 8 * u),
        y: y + Math.floor(i / l.cols) * (l.h + 8 * u),
        w: l.cw,
        h: l.h,
      };
    },
  };
}

/** What a setup page's sections are given: the page's own handlers and its buttons. */
export interface SectionInput {
  /** A button of the page pressed: the setup model's choice. */
  press: (id: string) => void;
  /** The rows' buttons by id, so a choice the page stays for shows as chosen. */
  buttons: Map<string, Button>;
  show: (view: MenuView) => void;
  build: () => void;
  rename: (index: 0 | 1, typed: string) => void;
  /** A "?" pressed: its pages of the how-to-play over the page, which stays as it is. */
  more: (help: MoreHelp) => void;
  /** A locked choice's reason, said in a notice where it covers no control (under the page's sections). */
  refused: (words: string) => void;
  /** A row's "?": what it does, said in a notice as a refusal's reason is. */
  tell: (words: string) => void;
}
