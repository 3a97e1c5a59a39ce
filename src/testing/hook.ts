// `window.cellDivision`, for tests and for people who automate the game: the current scene, the
// match state, where a square is and where the buttons are — all in page CSS pixels. Only the test
// build (`npm run build:test`, mode 'test') loads it: main.ts imports it behind that mode. This
// file installs it; its contract (the types) is hook-contract.ts and its readers are hook-*.ts.

import type Phaser from 'phaser';
import { loadBoards } from '../game/saved-boards.ts';
import { loadHistory } from '../game/game-history.ts';
import { readMatchLink } from '../game/links.ts';
import { dialogOf } from '../ui/dialog.ts';
import { noticeBoxOnScreen, noticeOnScreen, onNotice } from '../ui/notice.ts';
import { tooltipShown } from '../ui/tooltip.ts';
import { boardReaders, glassOnPage, labelsOnPage, squareOnPage, zoomOfBoard } from './hook-board.ts';
import { pageBox, pageMapper } from './hook-page.ts';
import { puzzleHookState } from './hook-puzzle.ts';
import { lastRetryVerdict, reviewHookState, reviewSquareOnPage } from './hook-review.ts';
import { textReaders } from './hook-texts.ts';
import { rhythmReaders } from './hook-rhythm.ts';
import { markReaders } from './hook-marks.ts';
import { chartReaders } from './hook-charts.ts';
import { SCENES } from '../scenes/keys.ts';
import { routeFrom, routeFromPage } from '../scenes/scene-switch.ts';
import type { Screen } from '../screens/route/route.ts';
import { sceneInSight } from '../scenes/scene-in-sight.ts';
import { gamePort } from '../scenes/game-port-phaser.ts';
import { liveFlourishes } from '../ui/move-flourish.ts';
import { newMatchFromLink, type Services } from '../scenes/services.ts';
import { gameSizeFor } from '../ui/screen.ts';
import type { CellDivisionHook } from './hook-contract.ts';
import { restGame, startAfresh, type FreshStartParts } from './fresh-start.ts';
import { drawAllAsked, drawOnlyOnChange, type DrawSkip } from './draw-skip.ts';
export { trackWorkers } from './fresh-start.ts';

/** Every notice shown from now on, oldest first: started before anything can show one. */
export function recordNotices(): string[] {
  const shown: string[] = [];
  onNotice((text) => shown.push(text));
  return shown;
}

/**
 * Whether the page asked for the tests' speed (the e2e harness sets the flag before the game's
 * scripts run, tests/e2e/browser.ts): no animation and no pauses.
 */
export function testSpeedAsked(): boolean {
  return (globalThis as { cellDivisionTestSpeed?: unknown }).cellDivisionTestSpeed === true;
}

/**
 * Whether the page asked for no pauses only (`cellDivisionTestSpeed = 'no-pauses'`): a timing test's
 * animations at the players' speed, the opponents' replies without their thinking time.
 */
export function noPausesAsked(): boolean {
  return (globalThis as { cellDivisionTestSpeed?: unknown }).cellDivisionTestSpeed === 'no-pauses';
}

/** How much faster every scene's clock and tweens run at the tests' speed: the next frame ends what they wait for. */
const CLOCKS_AHEAD = 1000;

/** At the tests' speed: every running scene's timers and tweens run far ahead, so pauses and animations end at once. */
export function runClocksAhead(game: Phaser.Game): void {
  game.events.on('prestep', () => {
    for (const scene of game.scene.getScenes(true)) {
      scene.time.timeScale = CLOCKS_AHEAD;
      scene.tweens.timeScale = CLOCKS_AHEAD;
    }
  });
}

/** Installs `window.cellDivision`; `notices` is the record recordNotices() keeps, `parts` what a fresh start makes again. */
export function installHook(
  game: Phaser.Game,
  services: Services,
  notices: string[],
  parts: FreshStartParts,
): CellDivisionHook {
  const port = gamePort(game);
  const toPage = pageMapper(port);
  const scene = () => sceneInSight(port);
  const shownKey = () => {
    const shown = scene();
    return shown === 'loading' ? null : shown === 'howto' ? SCENES.menu : shown;
  };
  // At the tests' speed a frame is drawn only when something visible changed (draw-skip.ts).
  const skip: { on: DrawSkip | null } = { on: null };
  const skipDraws = () => {
    if (testSpeedAsked() && !drawAllAsked()) skip.on = drawOnlyOnChange(game);
  };
  if (game.isBooted) skipDraws();
  else game.events.once('ready', skipDraws);
  const hook: CellDivisionHook = {
    scene,
    scenesDrawn: () =>
      game.scene
        .getScenes(false)
        .filter((s) => s.sys.settings.visible && (s.sys.isActive() || s.sys.isPaused()))
        .map((s) => s.sys.settings.key),
    drawNow: () =>
      skip.on ? skip.on.drawNow() : new Promise<void>((done) => game.events.once('postrender', () => done())),
    drawCounts: () => skip.on?.counts() ?? null,
    flourishes: () => liveFlourishes(game.scene.getScene(SCENES.board)),
    ...boardReaders(toPage, services),
    ...rhythmReaders(toPage, services),
    ...textReaders(game, toPage, shownKey),
    ...markReaders(game, toPage),
    ...chartReaders(game, toPage, shownKey),
    frames: (listener) => {
      game.events.on('postrender', listener);
      return () => {
        game.events.off('postrender', listener);
      };
    },
    laidOut: () => {
      const parent = game.canvas.parentElement;
      const page = parent ? gameSizeFor(parent.clientWidth, parent.clientHeight) : null;
      const size = { width: game.scale.width, height: game.scale.height };
      const board = services.board?.size;
      const same = (a: { width: number; height: number }) =>
        a.width === size.width && a.height === size.height;
      return (!page || same(page)) && (!board || same(board));
    },
    square: (name, where) =>
      scene() === 'review'
        ? reviewSquareOnPage(game, toPage, name)
        : squareOnPage(toPage, services, scene(), name, where),
    boardZoom: () => zoomOfBoard(services, scene()),
    boardGlass: () => glassOnPage(toPage, services, scene()),
    boardLabels: () => labelsOnPage(toPage, services, scene()),
    notices: () => [...notices],
    notice: () => noticeOnScreen(),
    noticeBox: () => noticeBoxOnScreen(),
    tooltip: () => tooltipShown(),
    boards: () => loadBoards(services.store),
    history: () => loadHistory(services.store).reverse(),
    builderBoard: () => services.builder?.boardId() ?? null,
    builderFacts: () => services.builder?.factsShown() ?? null,
    review: () => reviewHookState(port, toPage),
    resumePicture: () => {
      const picture =
        scene() === 'menu' ? game.scene.getScene(SCENES.menu).children.getByName('thumbnail:game') : null;
      return picture ? pageBox(toPage, (picture as Phaser.GameObjects.Image).getBounds()) : null;
    },
    resultsPicture: () => {
      const picture =
        scene() === 'results'
          ? game.scene.getScene(SCENES.results).children.getByName('picture:final-board')
          : null;
      return picture ? pageBox(toPage, (picture as Phaser.GameObjects.Image).getBounds()) : null;
    },
    dialog: () => {
      const key = shownKey();
      const open = key ? dialogOf(game.scene.getScene(key)) : null;
      return open
        ? { kind: open.kind, title: open.title ?? '', box: open.box ? pageBox(toPage, open.box) : null }
        : null;
    },
    retryVerdict: () => lastRetryVerdict(services),
    puzzle: () => (scene() === 'puzzle' ? puzzleHookState(services, toPage) : null),
    rest: () => restGame(game, services, parts.endWorkers),
    startAfresh: (search) => startAfresh(game, services, notices, parts, search),
    openMatch: (query) => {
      const link = readMatchLink(query);
      if (!link || 'error' in link) return Promise.resolve(false);
      const made = new Promise<boolean>((resolve) =>
        game.scene.getScene(SCENES.board).events.once('create', () => resolve(true)),
      );
      newMatchFromLink(services, link.start);
      // Queued, as a button's scene change is: every scene in sight stops, then the board starts.
      const [first, ...others] = game.scene.getScenes(true);
      (first ? routeFrom(first) : routeFromPage(game)).onlyBoard(
        others.map((scene) => scene.sys.settings.key as Screen),
      );
      return made;
    },
  };
  (globalThis as { cellDivision?: CellDivisionHook }).cellDivision = hook;
  return hook;
}
