// The warning that a lead may not last, at the board: the model (screens/game/lead-warning.ts)
// asks the forecast's client on the person's turn, the view (ui/lead-warning-view.ts) draws it in
// the coach's place; "Show the forecast" turns the bar on and lays the board out again with it.
// The coach's own words (a hint asked for) take the place: the warning steps aside for them. The
// late truth in figures stands over the status line instead (lead-truth-view.ts), at once.

import type Phaser from 'phaser';
import type { Match } from '../game/match.ts';
import type { Mode } from '../game/players.ts';
import type { Rect } from '../ui/board-geometry.ts';
import { keepAimClear } from '../ui/aim.ts';
import { overlapArea } from '../ui/rects.ts';
import { noticesHeight } from '../ui/notice.ts';
import { LeadWarningView } from '../ui/lead-warning-view.ts';
import { LeadTruthView, type StatusBand } from '../ui/lead-truth-view.ts';
import { RoomMarks } from '../ui/room-marks.ts';
import type { BoardGeometryFit } from '../ui/board-geometry.ts';
import type { PaletteName } from '../ui/palette.ts';
import { LeadWarning, leadWarningAllowed } from '../screens/game/lead-warning.ts';
import { keptGame } from '../screens/game/game-keep.ts';
import { forecastClient } from './board-forecast.ts';
import type { Services } from './services.ts';
import { routeFrom } from './scene-switch.ts';
import { readingClock, readingPace } from '../screens/tutorial/reading-clock.ts';

/**
 * Where it stands: the board screen's place for notices and other free bands (the coach's banner's),
 * the design unit, and the coach's banner and the aim's boxes, which it keeps clear of.
 */
export type LeadWarningPlace = [
  areas: readonly Rect[],
  u: number,
  coach: { shownWordsBox(): Rect | null },
  view: { input: { aimBoxes(): readonly Rect[] }; fit: BoardGeometryFit },
  /** The players' colours: the room marks are the opponent's. */
  palettes: readonly [PaletteName, PaletteName],
  /** The status line's band, where the late truth in figures stands (lead-truth-view.ts). */
  status: StatusBand,
];

export function leadWarningOn(
  scene: Phaser.Scene,
  services: Services,
  match: Match,
  who: { viewer: 0 | 1 | null; names: readonly [string, string]; mode: Mode },
  [areas, u, coach, board, palettes, status]: LeadWarningPlace,
): { model: LeadWarning; bounds(): Rect | null; marks: RoomMarks | null } {
  const coachBox = () => coach.shownWordsBox();
  const avoid = () => [...(coachBox() ? [coachBox()!] : []), ...board.input.aimBoxes()];
  let model: LeadWarning | null = null;
  // Quiet: no move landing and no notice in sight (they share the place); the words wait till then.
  const quiet = () => !match.busy && noticesHeight() === 0;
  const marks =
    who.viewer === null
      ? null
      : new RoomMarks(scene, board.fit, match.position.layout, palettes[1 - who.viewer]!);
  const view = new LeadWarningView(
    scene,
    areas,
    u,
    avoid,
    () => model?.showForecast(),
    quiet,
    () => model?.seen(),
    marks ?? undefined,
  );
  // The board's picture beside the status line: where the line is a column beside it, the truth stands at its edge.
  const band = {
    statusAnchor: () => status.statusAnchor(),
    // The squares' labels' room beside the picture counts as the board's.
    board: () => {
      const { left, top, room, frame } = board.fit;
      return { x: left - room.left, y: top, width: frame.width + room.left, height: frame.height };
    },
  };
  const truth = new LeadTruthView(scene, band, u, () => model?.showForecast());
  const client = forecastClient(services);
  // Its reading time on the wall clock, a fifth of it at the tests' speed (as the guided game's lines).
  const clock = readingClock(
    { now: () => performance.now(), after: (ms, fn) => void window.setTimeout(fn, ms) },
    readingPace(services.pauses ?? 1),
  );
  model = new LeadWarning({
    match,
    viewer: who.viewer,
    opponent: who.viewer === null ? '' : who.names[1 - who.viewer]!,
    allowed: leadWarningAllowed(services.settings, who.mode),
    keep: keptGame(services).leadWarning,
    ask: (record) => client.forecast(record),
    draw: (s) => {
      if (!scene.sys.isActive()) return;
      view.draw(s);
      truth.draw(s.stands, s.action);
    },
    // This game's forecast only: the setting would show it in every later game, which the player did not ask for.
    turnForecastOn: () => {
      keptGame(services).forecastMatch = match;
      routeFrom(scene).again();
    },
    now: () => clock.now(),
  });
  const shown = model;
  keepAimClear(scene, () => [view.bounds(), truth.bounds()].filter((b) => b !== null), 'lead-warning');
  // The coach's words (a hint pressed) over the warning's place: the warning gives way to them.
  const giveWay = () => {
    const mine = view.bounds();
    const words = coachBox();
    if (mine && words && overlapArea(mine, words) > 0) shown.setAside();
  };
  scene.events.on('update', giveWay);
  scene.events.once('shutdown', () => {
    scene.events.off('update', giveWay);
    shown.stop();
    marks?.clear();
  });
  // No question about the forecast before a game: the warning's "Show the forecast ›" offers it at
  // the moment a lead may not last, and Settings switches it for every game.
  shown.start();
  // The notices keep clear of either: the banner, or the truth over the status line.
  return { model: shown, bounds: () => view.bounds() ?? truth.bounds(), marks };
}
