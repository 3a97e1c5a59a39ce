// The rules' help drawn where a board or a puzzle asks for it; which help and when it opens by
// itself are screens/menu/rules-help.ts.

import type Phaser from 'phaser';
import type { Rules } from '../engine/index.ts';
import type { Match } from '../game/match.ts';
import { connectionsButtons, connectionsSeen, helpFor, opensByItself } from '../screens/menu/rules-help.ts';
import { showConnectionsCard } from '../ui/connections-card.ts';
import { NEIGHBOURS_LINE_MS, tellNeighbours } from '../screens/menu/neighbours-card.ts';
import { showHowToPlay } from '../ui/how-to-play.ts';
import { clearNotices, showNotice } from '../ui/notice.ts';
import { gameKeep, type Services } from './services.ts';
import type { NeighboursPictureKeep } from '../screens/game/game-keep.ts';
import { isHuman } from '../game/players.ts';
import type { Rect } from '../ui/board-geometry.ts';
import { showNeighboursCard } from '../ui/neighbours-card.ts';
import { TRI_NEIGHBOURS } from '../words/neighbours-words.ts';

/** The first triangle game's picture card while it shows (board.ts keeps the notices off it). */

/** Opens the help for `rules`: the connections picture first when they score connections, else how to play; `byItself` when the player did not ask. */
export function openRulesHelp(
  scene: Phaser.Scene,
  services: Services,
  rules: Rules,
  u: number,
  onClose: () => void = () => {},
  byItself = false,
): void {
  // The help covers the board: a notice about the board (a capture ring's meaning, how to jump)
  // would stand over the help's own words.
  clearNotices();
  const marks = services.settings.marks;
  if (helpFor(rules) === 'how-to-play') {
    showHowToPlay(scene, u, marks, onClose, rules.id, true);
    return;
  }
  const allRules = () => showHowToPlay(scene, u, marks, onClose, rules.id, true);
  showConnectionsCard(scene, u, {
    grid: rules.layout.grid,
    marks,
    allRules: connectionsButtons(byItself).includes('rules') ? allRules : null,
    onClose: () => {
      connectionsSeen(services.settings, services.store);
      onClose();
    },
  });
}

/** Where a board's first triangle game shows the picture of its neighbours: the free bands, and its match. */
export interface PictureRoom {
  bands: readonly Rect[];
  match: Match;
}

/** The triangle picture in `room`, till a tap on it or the match's first move; false where it does not fit. */
function pictureCard(
  scene: Phaser.Scene,
  line: string,
  room: PictureRoom,
  u: number,
  marks: boolean,
  keep: NeighboursPictureKeep,
): boolean {
  const match = room.match;
  const until = (off: () => void) => {
    keep.close = off;
    const stop = match.on((e) => {
      if (e.type === 'move') off();
    });
    scene.events.once('shutdown', stop);
  };
  const bounds = showNeighboursCard(scene, line, room.bands, u, marks, until, () => {
    if (keep.match === match) keep.match = null;
  });
  keep.match = bounds ? match : null;
  keep.bounds = bounds ?? (() => null);
  return bounds !== null;
}

/**
 * The first triangle game's picture on the board in sight, in game pixels, or null: a card being
 * read, which the notices keep off or, with no room beside it (an upright phone), wait behind.
 */
export function neighboursCardBounds(services: Services): (Rect & { card: true }) | null {
  const bounds = gameKeep(services).neighboursPicture.bounds();
  return bounds && { ...bounds, card: true };
}

/**
 * The first time a player meets scoring by connections, the picture of it opens by itself: the one
 * dialog before the first move; else as a game a person plays starts (`starting`) on a first
 * triangle's or hexagon's board, one line on the board's notice of which cells split each other (no
 * window: the player can move at once); on triangles with how to play's picture of them, in the
 * board's free `room` where it fits. Whether a dialog opened; `onClose` is called as it closes.
 */
export function meetRules(
  scene: Phaser.Scene,
  services: Services,
  rules: Rules,
  u: number,
  onClose: () => void = () => {},
  starting = false,
  room?: PictureRoom,
): boolean {
  if (opensByItself(rules, services.settings)) {
    openRulesHelp(scene, services, rules, u, onClose, true);
    return true;
  }
  const keep = gameKeep(services).neighboursPicture;
  const again = room !== undefined && keep.match === room.match && room.match.position.moves().length === 0;
  const line =
    tellNeighbours(rules, services.settings, services.store, starting) ?? (again ? TRI_NEIGHBOURS : null);
  if (!line) return false;
  const pictured =
    rules.layout.grid === 'tri' &&
    room !== undefined &&
    pictureCard(scene, line, room, u, services.settings.marks, keep);
  if (!pictured) showNotice(line, NEIGHBOURS_LINE_MS, { game: true });
  return false;
}

/**
 * meetRules on a board: no move lands while the picture is read (a watched game's would draw over
 * it); a triangle's picture stands in the free `bands` (the notices' places) till a tap or the first move.
 */
export function meetRulesHolding(
  scene: Phaser.Scene,
  services: Services,
  match: Match,
  u: number,
  bands: readonly Rect[] = [],
): void {
  const release = match.hold();
  scene.events.once('shutdown', release);
  const starting = match.position.moves().length === 0 && match.players.some((p) => isHuman(p));
  if (!meetRules(scene, services, match.position.rules, u, release, starting, { bands, match })) release();
}
