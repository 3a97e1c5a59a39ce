// A newcomer's first menu (a first launch met a tutorial pill, a setup card, a big Play, a
// 14-step ladder, a mid-game puzzle and four buttons at once): the game's name, one big button, the
// guided game, and under it one quiet line-high "I know how to play". The row of small places keeps
// the box it has on every other menu, so "I know how to play" brings the whole menu in with no place
// moved under a finger. Phaser-free: the menu scene draws what this says; the tests check it on every shape.

import { hubLayout, type Box, type HubLayout, type HubScreen } from './hub-layout.ts';

export interface FirstRunLayout {
  u: number;
  /** The game's logo, large: the first thing seen. */
  logo: Box;
  /** The game's name under it, over the button. */
  title: Box;
  titleSize: number;
  /** The guided game: the screen's one big button. */
  start: Box;
  startSize: number;
  /** "I know how to play": one line, quiet, under it. */
  later: Box;
  laterSize: number;
  /** The small places: where the whole menu has them on a phone; on a tablet or a desktop the same row centred under the button. */
  places: Box[];
  placesInline: boolean;
  captionSize: number;
  touch: number;
}

/** The big button's width, at most, in CSS px: a thumb's reach on a phone, not a banner on a desktop. */
const START_CSS = 360;
/** "Cell Division" in bold is at most this many ems wide. */
const NAME_EMS = 7.8;
/** "I know how to play" at its largest is this many ems wide (the menu's font, regular). */
const LATER_EMS = 10.5;

export function firstRunLayout(screen: HubScreen, placeCount: number): FirstRunLayout {
  const { width, dpr } = screen;
  // The whole menu's boxes: the places stand where they always stand.
  const whole: HubLayout = hubLayout(screen, 'play', placeCount, false);
  const { u, touch, places } = whole;
  const margin = Math.max(12 * u, 8 * dpr);
  const top = margin;
  const bottom = Math.min(...places.map((p) => p.y)) - margin;
  const colW = Math.min(width - 2 * margin, START_CSS * dpr);
  const x = (width - colW) / 2;
  const room = bottom - top;
  // The name as large as the column and the room let it be (the whole menu's 30 to 32 design px at least).
  const titleSize = Math.max(whole.titleSize, Math.min(40 * u, (colW * 0.95) / NAME_EMS, room / 9));
  const titleH = titleSize * 1.45;
  const startSize = Math.max(whole.captionSize * 1.3, Math.min(22 * u, 24 * dpr));
  const startH = Math.max(touch * 1.35, startSize * 3);
  const laterSize = Math.max(whole.captionSize, Math.min(17 * u, (colW * 0.9) / LATER_EMS));
  const laterH = touch;
  const gap = Math.max(10 * u, 8 * dpr);
  const between = Math.min(room * 0.08, 40 * u);
  const rest = titleH + between + startH + gap + laterH;
  // The logo takes what the room leaves, up to a third of it and the column's width.
  const logoSide = Math.max(0, Math.min(colW * 0.6, room / 3, room - rest - 2 * between));
  const stack = logoSide + between / 2 + rest;
  // A little above the middle, where the eye lands first (Two Dots, Monument Valley).
  const y0 = top + Math.max(0, (room - stack) * 0.45);
  const logo = { x: (width - logoSide) / 2, y: y0, width: logoSide, height: logoSide };
  const nameW = Math.min(width - 2 * margin, titleSize * NAME_EMS);
  const title = { x: (width - nameW) / 2, y: y0 + logoSide + between / 2, width: nameW, height: titleH };
  const startY = title.y + titleH + between;
  const start = { x, y: startY, width: colW, height: startH };
  const laterW = Math.min(colW, Math.max(touch * 3, laterSize * LATER_EMS + 32 * dpr));
  const later = { x: (width - laterW) / 2, y: startY + startH + gap, width: laterW, height: laterH };
  // A tablet's or a desktop's places stand in the right column beside the big card: alone here, centred.
  const shift = whole.placesInline || screen.height > screen.width ? 0 : rowShift(places, width);
  return {
    u,
    logo,
    title,
    titleSize,
    start,
    startSize,
    later,
    laterSize,
    places: places.map((p) => ({ ...p, x: p.x + shift })),
    placesInline: whole.placesInline,
    captionSize: whole.captionSize,
    touch,
  };
}

/** How far the row of places moves to stand in the middle of the screen. */
function rowShift(places: readonly Box[], width: number): number {
  const left = Math.min(...places.map((p) => p.x));
  const right = Math.max(...places.map((p) => p.x + p.width));
  return (width - (right - left)) / 2 - left;
}
