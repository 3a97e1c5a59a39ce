// Where the menu's first screen puts its parts, in game pixels, for any screen: the title, one big
// card (what Play starts, with Play, Change and the board's picture; Resume and New game for a kept
// game), the guided game's offer in a row above it for a newcomer, the ladder's next step and
// today's puzzle as two smaller cards, and a row of small icon buttons for the other places. Upright, everything stacks
// in one column; on a landscape screen the big card has the left column and the rest the right.
// Phaser-free: the menu scene draws what this says, and the tests check it on every shape.

import { screenShape } from '../screen-shape.ts';
import {
  playHeight,
  primaryFill,
  primaryParts,
  type Box,
  type PrimaryKind,
  type PrimaryParts,
} from './primary-card.ts';

export type { Box, PrimaryKind, PrimaryParts };

export interface HubScreen {
  /** Game size in device pixels, and device pixels per CSS pixel. */
  width: number;
  height: number;
  dpr: number;
}

/** The guided game's offer: a row of its own just above the big card, its two buttons side by side. */
export interface OfferParts {
  start: Box;
  later: Box;
}

export interface HubLayout {
  u: number;
  /** The game's name and logo: always in sight (on a phone on its side it shares the offer's row). */
  title: Box | null;
  /** The room the offer's row and the title share: upright, the title alone takes it all. */
  head: Box;
  /** The title's font size, in game pixels. */
  titleSize: number;
  primary: Box;
  parts: PrimaryParts;
  ladder: Box;
  puzzle: Box;
  /** The small places, in the order given. */
  places: Box[];
  /** Each an icon beside a one-line caption (a phone on its side's row across the foot), else an icon over its caption. */
  placesInline: boolean;
  /** Their captions' font size, in game pixels. */
  captionSize: number;
  /** The least touch target, in game pixels (46 CSS px). */
  touch: number;
  /** The guided game's offer, when it is made. Every other box stands where it stands without it. */
  offer: OfferParts | null;
}

/** The least finger's room in CSS px (44, and 2 spare for rounding). */
const TOUCH_CSS = 46;
/** The least text in CSS px. */
const TEXT_CSS = 13;
/** The title's box is this many times its font size tall; the logo is this many times the box. */
const TITLE_BOX = 1.45;
const LOGO = 1.12;
/** "Cell Division" in bold is at most this many ems wide in the fonts the game asks for. */
const TITLE_EMS = 7.8;

export function hubLayout(
  screen: HubScreen,
  kind: PrimaryKind,
  placeCount: number,
  offer = false,
  today = false,
  marked = false,
  door = false,
): HubLayout {
  const l = hubBoxes(screen, kind, placeCount, today, marked, door);
  if (offer) return withOffer(l, screen.dpr);
  return keepsOfferRow(screen) ? titleInHead(l) : l;
}

/**
 * The offer's row is kept over the title (upright, on a tablet, on a desktop), so the menu with
 * the offer stands in the middle of the screen as it does without it (on a tablet it stood from
 * the top with a band of ~130 CSS px under it); a phone on its side has no height for it.
 */
function keepsOfferRow(screen: HubScreen): boolean {
  return screenShape(screen.width, screen.height, screen.dpr).portrait || !onItsSide(screen);
}

/** A landscape screen under 560 CSS px high: a phone on its side, whose menu takes the whole height. */
function onItsSide(screen: HubScreen): boolean {
  return screen.height / screen.dpr < 560;
}

/** With no offer (upright, a tablet, a desktop): the title, larger, stands in the middle of the offer's row and its own. */
function titleInHead(l: HubLayout): HubLayout {
  const size = Math.min(l.titleSize * 1.5, l.head.height / TITLE_BOX, l.head.width / 10);
  const height = size * TITLE_BOX;
  return {
    ...l,
    titleSize: size,
    title: { ...l.head, y: l.head.y + (l.head.height - height) / 2, height },
  };
}

/**
 * The offer's row, fitted in above the big card without moving it or anything else (so no button
 * comes under a finger where another stood when the offer goes): above the title where there is
 * room for both, else in the title's place, reaching up into the margin to a finger's height,
 * with the title at its left end.
 */
function withOffer(l: HubLayout, dpr: number): HubLayout {
  const title = l.title!;
  const gap = l.primary.y - (title.y + title.height);
  const height = Math.max(l.touch, title.height);
  const x = Math.min(title.x, l.primary.x);
  const width = Math.max(title.x + title.width, l.primary.x + l.primary.width) - x;
  const above = title.y - gap - height;
  const keepsTitle = above >= 4 * dpr;
  // In the title's place the row keeps the menu's margin from the top (at 1 px it ran into the edge).
  const y = keepsTitle ? above : Math.max(l.head.y, l.primary.y - gap - height);
  const rowH = Math.min(height, l.primary.y - Math.min(gap, 4 * dpr) - y);
  const between = Math.max(6 * dpr, gap * 0.75);
  if (!keepsTitle) return sharedRow(l, { x, y, width, height: rowH }, between, dpr);
  const laterW = Math.max(l.touch * 2, width * 0.3);
  return {
    ...l,
    offer: {
      start: { x, y, width: width - laterW - between, height: rowH },
      later: { x: x + width - laterW, y, width: laterW, height: rowH },
    },
  };
}

/** The title's width for its size: the logo (as tall as the title's box) and "Cell Division" in bold beside it. */
export function titleWidth(size: number, u: number): number {
  return size * TITLE_BOX * LOGO + 12 * u + size * TITLE_EMS;
}

/**
 * No room above the title for the offer (a phone on its side): the game's name keeps its place on
 * the left of the offer's row, at up to 24 CSS px, and the offer's two buttons share the rest.
 */
function sharedRow(l: HubLayout, row: Box, between: number, dpr: number): HubLayout {
  const size = Math.max(l.titleSize, Math.min(row.height / 1.6, 24 * dpr));
  const titleW = titleWidth(size, l.u);
  const titleH = size * TITLE_BOX;
  const laterW = Math.max(l.touch * 2, row.width * 0.2);
  const startX = row.x + titleW + between;
  return {
    ...l,
    titleSize: size,
    title: { x: row.x, y: row.y + (row.height - titleH) / 2, width: titleW, height: titleH },
    offer: {
      start: { ...row, x: startX, width: row.x + row.width - laterW - between - startX },
      later: { ...row, x: row.x + row.width - laterW, width: laterW },
    },
  };
}

function hubBoxes(
  screen: HubScreen,
  kind: PrimaryKind,
  placeCount: number,
  today: boolean,
  marked: boolean,
  door: boolean,
): HubLayout {
  const { width, height, dpr } = screen;
  const { u, portrait } = screenShape(width, height, dpr);
  const touch = TOUCH_CSS * dpr;
  const text = (size: number) => Math.max(size * u, TEXT_CSS * dpr);
  const margin = Math.max(12 * u, 8 * dpr);
  const gap = Math.max(10 * u, 6 * dpr);
  const captionSize = text(13);
  // An icon over two lines of caption, never under a finger's height.
  const placeH = Math.max(touch, 26 * u + 2 * captionSize * 1.25 + 12 * u);
  const titleSize = text(portrait ? 30 : height / dpr < 560 ? 24 : 32);
  const titleH = titleSize * TITLE_BOX;

  if (portrait) {
    const colW = Math.min(width - 2 * margin, 520 * u);
    const x = (width - colW) / 2;
    // The big card holds its picture (up to half its width) over the buttons; the smaller cards
    // three lines. Spare height grows both, and the gaps, by up to a third; what is left grows the
    // smaller cards (pictures fill them), so the menu reaches from the top to the foot.
    const pad = Math.max(12 * u, touch * 0.2);
    const primaryBase = 2 * pad + playHeight(u, touch) + pad + (colW - 2 * pad) * 0.42;
    const cardsBase = Math.max(touch * 2, 112 * u);
    // The offer's row is kept at the top: with no offer the title takes it too, so no band is left
    // where the offer stood, and nothing under it moves when it goes.
    // The today card (today-layout.ts) takes the row and the margin over it: three lines and its disc.
    const offerRow = Math.max(touch, titleH) * (today ? 1.6 : 1);
    const base = offerRow + titleH + primaryBase + cardsBase + placeH + 4 * gap;
    const grow = clamp((height - 2 * margin) / base, 0.5, 1.35);
    const vgap = gap * Math.max(1, grow);
    const cardW = (colW - gap) / 2;
    const fixed = offerRow + titleH + placeH + 4 * vgap;
    // The big card no taller than what it holds (its picture beside the words, Play under them):
    // grown past that, its spare height stood as an empty band over Play.
    const primaryH = Math.max(
      0,
      Math.min(
        height - 2 * margin - fixed - touch * 2,
        primaryBase * grow,
        primaryFill(colW, u, touch, text),
      ),
    );
    const cardsRoom = height - 2 * margin - fixed - primaryH;
    const cardsH = Math.max(touch * 2, Math.min(cardsRoom, cardW * 1.6));
    // What is left over goes to the head (the title's room), between the rows and a half share
    // under them, so the menu still reaches from the top to the foot with no band inside a card.
    const spare = Math.max(0, cardsRoom - cardsH) / 3.5;
    const between = vgap + spare;
    let y = margin;
    const head = { x, y, width: colW, height: offerRow + vgap + titleH + spare };
    y += offerRow + vgap + spare;
    const title = { x, y, width: colW, height: titleH };
    y += titleH + vgap;
    const primary = { x, y, width: colW, height: primaryH };
    y += primaryH + between;
    const ladder = { x, y, width: cardW, height: cardsH };
    const puzzle = { x: x + cardW + gap, y, width: cardW, height: cardsH };
    y += cardsH + between;
    const places = placeRow(x, colW, placeCount, gap, door).map((p) => ({ ...p, y, height: placeH }));
    return {
      u,
      title,
      head,
      titleSize,
      primary,
      parts: primaryParts(primary, kind, u, touch, text, 0.25, marked),
      ladder,
      puzzle,
      places,
      placesInline: false,
      captionSize,
      touch,
      offer: null,
    };
  }

  // Landscape: the big card on the left, the two cards and the places on the right, under the title.
  // A phone on its side (short, wide) takes its whole width, and the places a row of their own
  // across the foot, each icon beside a one-line caption: under the cards they were a quarter of
  // the right column each, their captions on two cramped lines.
  const side = onItsSide(screen);
  const contentW = side ? width - 2 * margin : Math.min(width - 2 * margin, 1000 * u);
  const x = (width - contentW) / 2;
  const leftW = (contentW - gap) * 0.54;
  const rightW = contentW - gap - leftW;
  const rowH = side ? touch : 0;
  // A tablet's or a desktop's body no taller than its cards fill (the big card's picture is as wide
  // as the words beside it let it be, and grown past that it stood over ~100 px of empty card): the
  // spare height stands as even margins round the menu, the offer's row over the title counted in
  // (the title takes it when no offer is made). A phone on its side keeps its whole height.
  // The today card (today-layout.ts) takes the row and reaches up over it: three lines and its disc.
  const offerRow = side ? 0 : Math.max(touch, titleH) * (today ? 1.6 : 1) + gap;
  // On its side the title's row is a finger high: a newcomer's offer shares it (sharedRow).
  const headH = side ? Math.max(titleH, touch) : titleH;
  const room = height - 2 * margin - headH - gap - offerRow - (side ? rowH + gap : 0);
  const cardsFill = 2 * sideCardFill(u, touch, text) + placeH + 2 * gap;
  const fill = Math.max(primaryFill(leftW, u, touch, text), cardsFill);
  const bodyH = clamp(side ? room : Math.min(room, fill), 0, 460 * u);
  const top = margin + Math.max(0, (room - bodyH) / 2) + offerRow;
  const title = { x, y: top + (headH - titleH) / 2, width: contentW, height: titleH };
  const head = side
    ? { x, y: margin, width: contentW, height: top + headH - margin }
    : { x, y: top - offerRow, width: contentW, height: offerRow + titleH };
  const y = top + headH + gap;
  const primary = { x, y, width: leftW, height: bodyH };
  const rx = x + leftW + gap;
  const cardH = side ? (bodyH - gap) / 2 : (bodyH - placeH - 2 * gap) / 2;
  const ladder = { x: rx, y, width: rightW, height: cardH };
  const puzzle = { x: rx, y: y + cardH + gap, width: rightW, height: cardH };
  const rowX = side ? x : rx;
  const places = placeRow(rowX, side ? contentW : rightW, placeCount, gap, door).map((p) => ({
    ...p,
    y: side ? y + bodyH + gap : y + bodyH - placeH,
    height: side ? rowH : placeH,
  }));
  return {
    u,
    title,
    head,
    titleSize,
    primary,
    parts: primaryParts(primary, kind, u, touch, text, 0.5, marked),
    ladder,
    puzzle,
    places,
    placesInline: side,
    captionSize,
    touch,
    offer: null,
  };
}

/**
 * The least height of the Ladder's and the puzzle's cards beside the big card: the heading, the step
 * line, what it teaches and the stars' rule, two lines each at the least text (menu-hub.ts draws
 * them; a wide card's Play › stands under the step's board, ladder-card.ts, so the words take the
 * card's whole height).
 */
function sideCardFill(u: number, touch: number, text: (size: number) => number): number {
  const words = text(15) * 1.25 + text(16) * 1.25 + 4 * text(13) * 1.2 + 10 * u;
  return 2 * 14 * u + Math.max(words, 2 * touch + 4 * u);
}

/** How many times an even share the first place takes where it shows the record under its name. */
const DOOR_SHARE = 1.6;

/**
 * The row of places across `width` from `x`: even shares, or with `door` the first (Your games, its
 * record under its name) DOOR_SHARE of a share; the others' captions take two lines there as before.
 */
function placeRow(
  x: number,
  width: number,
  count: number,
  gap: number,
  door: boolean,
): { x: number; width: number }[] {
  const first = door && count > 1 ? DOOR_SHARE : 1;
  const share = (width - (count - 1) * gap) / (count - 1 + first);
  let at = x;
  return Array.from({ length: count }, (_, i) => {
    const w = i === 0 ? share * first : share;
    const box = { x: at, width: w };
    at += w + gap;
    return box;
  });
}

function clamp(v: number, least: number, most: number): number {
  return Math.max(least, Math.min(most, v));
}
