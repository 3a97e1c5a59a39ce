// The board screen's place for notices, from what is drawn on it (the HUD, the board with its
// labels, the toolbar), and the page's notices sent there while the board is the screen in play;
// the aim's Place bubble keeps off the same HUD and toolbar.

import type Phaser from 'phaser';
import type { Rect } from './board-geometry.ts';
import type { BoardView } from './board-view.ts';
import type { Hud } from './hud.ts';
import { NOTICE_LEAST, noticeHome, noticePlaces, roomUnder, unionOf } from './notice-place.ts';
import { keepAimClear } from './aim.ts';
import { dialogOf } from './dialog.ts';
import { placesNearTap } from './notice-near-tap.ts';
import { newestNoticeAt, noticeHeights, noticesHeight, placeNotices, setNoticeHome } from './notice.ts';
import { noticesSplit } from './notice-split.ts';
import { pixelRatio } from './screen.ts';
import { besideControls } from './zoom-control-place.ts';

const boundsOf = (o: { getBounds(): Phaser.Geom.Rectangle }): Rect => {
  const b = o.getBounds();
  return { x: b.x, y: b.y, width: b.width, height: b.height };
};

/** The place for notices on a board screen laid out as drawn, then the other free bands, in game pixels. */
export function boardNoticePlaces(
  scene: Phaser.Scene,
  hud: Hud,
  view: BoardView,
  toolbar: readonly { getBounds(): Phaser.Geom.Rectangle }[],
  u: number,
  /** What else stands over the board and must stay in sight (the forecast's strip). */
  more: readonly Rect[] = [],
  /** The band the layout keeps for notices (board-screen-areas.ts), if any. */
  kept?: Rect,
): Rect[] {
  const fit = view.fit;
  const picture = { x: fit.left, y: fit.top, width: fit.frame.width, height: fit.frame.height };
  const band = hud.statusAnchor();
  const status = {
    x: band.x - band.width / 2,
    y: band.y - band.height / 2,
    width: band.width,
    height: band.height,
  };
  const panels = hud.panelBounds();
  // The status line as drawn with the sign over it (the rules on), apart from its band: a notice
  // or the triangle's picture card put over the sign hid which rules are played.
  const keepClear = [...panels, status, hud.statusBounds(), ...more, ...toolbar.map(boundsOf)];
  // The zoom control takes its place at the board's corner first, clear of the same; notices keep off it.
  const zoom = view.input?.zoom.placeControl(keepClear) ?? [];
  return noticePlaces({
    width: scene.scale.width,
    height: scene.scale.height,
    dpr: pixelRatio(),
    margin: 6 * u,
    board: unionOf([picture, ...view.labels.map(boundsOf)]),
    picture,
    keepClear: [...keepClear, ...zoom],
    panels,
    ...(kept ? { kept: besideControls(kept, zoom) } : {}),
  });
}

/** Whether the results are put aside, so the paused board under them is what the player sees (one page, one board). */
const sight = { board: false };

/** The results say when they are put aside (true) or back (false); a notice in sight moves. */
export function setBoardInSight(on: boolean): void {
  sight.board = on;
  placeNotices();
}

/**
 * Sends the page's notices to the first of `places` while the board scene is the one in play or
 * in sight with its results put aside (not under the results' panel), under the coach's banner when it shows there; where the banner leaves too
 * little of that place, or the aim's Place bubble stands in it, to the next free band clear of
 * them (else above or below the bubble in its band), and the board is never covered.
 */
export function homeNoticesOnBoard(
  scene: Phaser.Scene,
  places: readonly Rect[],
  /**
   * The coach's banner (or the lead's warning, or a card being read) in sight, with when it was put
   * there, or null. A card (`card`) is never covered: a notice waits out of sight till it goes.
   */
  banner: () => (Rect & { since?: number; card?: true }) | null,
  u: number,
  aim: () => readonly Rect[] = () => [],
  /** The top of the board's squares, in game pixels. */
  squaresTop: () => number = () => Infinity,
): void {
  const least = NOTICE_LEAST.height * pixelRatio();
  setNoticeHome((near) => {
    if (!scene.sys.isActive() && !(sight.board && scene.sys.isPaused())) return null;
    const canvas = scene.game.canvas.getBoundingClientRect();
    const k = canvas.width / scene.scale.width;
    const shown = banner();
    // A refused tap's words: the stretch of the free bands nearest the tap, where the eye is.
    const tap = near && { x: (near.x - canvas.left) / k, y: (near.y - canvas.top) / k };
    const want = {
      width: 1.5 * NOTICE_LEAST.width * pixelRatio(),
      height: Math.max(least, noticesHeight() / k),
    };
    const spots = tap ? placesNearTap(places, tap, want) : places;
    // A sheet or dialog open over the board is kept clear as the aim's bubble is: the notices stand
    // beside it where there is room, else wait out of sight until it closes.
    const open = dialogOf(scene)?.box;
    const { place, top, hidden } = noticeHome(spots, shown, open ? [...aim(), open] : aim(), least, 6 * u, {
      need: noticesHeight() / k,
      floor: squaresTop(),
      narrowest: NOTICE_LEAST.width * pixelRatio(),
      bannerNewer: shown?.card === true || (shown?.since ?? -Infinity) > newestNoticeAt(),
    });
    // Where they do not all fit there, the older ones stand whole in another free band (a tablet's
    // column: over the panels' block), the newest in the place; else the newest alone, fitted to it.
    const heights = noticeHeights().map((h) => h / k);
    const keepOff = [...(shown ? [shown] : []), ...aim(), ...(open ? [open] : [])];
    const split = noticesSplit(place, top, heights, 6 / k, places, keepOff);
    const need = split ? noticesHeight() / k - split.at.height - 6 / k : noticesHeight() / k;
    const room = roomUnder(place, top, need);
    const at = {
      x: canvas.left + place.x * k,
      y: canvas.top + top * k,
      width: place.width * k,
      ...(room === undefined ? {} : { height: room * k }),
      ...(split && {
        older: {
          x: canvas.left + split.at.x * k,
          y: canvas.top + split.at.y * k,
          width: split.at.width * k,
          count: split.older,
        },
      }),
    };
    return hidden ? { ...at, hidden } : at;
  });
  // The scene counts as active only once create() is over: notices already up move then.
  scene.events.once('create', () => placeNotices());
  scene.events.once('shutdown', () => setNoticeHome(null));
}

/**
 * The aim's Place bubble keeps off the scores, the status line and the toolbar as it keeps off the
 * notices, and off the band the layout keeps for them (upright, under the bottom panel) where there
 * is room: a notice told as the aim is made stands there.
 */
export function keepAimOffHud(
  scene: Phaser.Scene,
  hud: Hud,
  toolbar: readonly { getBounds(): Phaser.Geom.Rectangle; visible: boolean }[],
  noticesBand?: Rect,
): void {
  keepAimClear(scene, () => [hud.statusBounds(), ...toolbar.filter((b) => b.visible).map(boundsOf)], 'hud');
  keepAimClear(scene, () => hud.panelBounds(), 'hud', 'scores');
  // The scores themselves never: where the bubble must stand on a panel, it leaves the score in sight.
  keepAimClear(scene, () => hud.nameAndScoreBounds().map((p) => p.score), 'hud-scores');
  if (noticesBand && noticesBand.height > 0) keepAimClear(scene, () => [noticesBand], 'notices', 'room');
}
