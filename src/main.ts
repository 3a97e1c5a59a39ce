// The page's entry: makes the shared services (store, settings, sounds, the opponents' worker
// client) and hands them to the scenes, opens a match named by the URL (a start or share link),
// boots Phaser in WebGL at device-pixel size (sharp cells and text), makes the canvas take
// keyboard focus (itch.io's iframe), in the test build alone installs the automation hook, and
// (standalone build, top window only) registers the offline app's service worker.

import Phaser from 'phaser';
import { saveSettings } from './game/settings.ts';
import { freshLogOnEntering } from './scenes/a11y-fresh-log.ts';
import { mirrorView } from './scenes/a11y-view.ts';
import { A11yMirror } from './ui/a11y-mirror.ts';
import { ScreenReaderKept } from './ui/a11y-kept.ts';
import { keepForScreenReaders } from './ui/scene-port-phaser.ts';
import { UpdateNotice } from './ui/update-notice.ts';
import { updateMoment } from './scenes/update-moment-read.ts';
import { BoardScene } from './scenes/board.ts';
import { BootScene } from './scenes/boot.ts';
import { endLoadingSignOnFirstScreen } from './ui/loading-sign.ts';
import { BuilderScene } from './scenes/builder.ts';
import { MenuScene } from './scenes/menu.ts';
import { PreloadScene } from './scenes/preload.ts';
import { waitForCellSheets } from './scenes/cell-sheets.ts';
import { PuzzleScene } from './scenes/puzzle.ts';
import { ResultsScene } from './scenes/results.ts';
import { ReviewScene } from './scenes/review.ts';
import { TutorialScene } from './scenes/tutorial.ts';
import { HistoryScene } from './scenes/history.ts';
import { startServices } from './app/page-services.ts';
import { pointerKindOf } from './words/press-words.ts';
import { OPEN_TUTORIAL_EVENT } from './ui/how-to-play.ts';
import { SCENES } from './scenes/keys.ts';
import { gameSizeFor, pixelRatio } from './ui/screen.ts';
import { THEME } from './ui/theme.ts';
import { routeFromPage } from './scenes/scene-switch.ts';
import { gamePort } from './scenes/game-port-phaser.ts';
import { dropChangesToDestroyedTexts } from './ui/text-after-destroy.ts';

// The test build (`npm run build:test`, mode 'test') alone loads the automation hook; every other
// build leaves it out. Loaded first, so it records every notice from the first.
const testing = import.meta.env.MODE === 'test' ? await import('./testing/hook.ts') : null;
const noticesShown = testing?.recordNotices() ?? [];
// A text changed after its scene let it go is dropped, not a page error; the test build says where from.
dropChangesToDestroyedTexts(testing ? (stack) => console.warn(stack) : undefined);
// Before any worker starts: a fresh start (test build) ends the ones the last game left.
const endWorkers = testing?.trackWorkers() ?? (() => {});
/** What this page keeps for its life: the resize waiting to reach the game. */
const page: { resizeTimer: ReturnType<typeof setTimeout> | undefined } = { resizeTimer: undefined };

// The tests' speed (test build only): no animation, no pauses, every scene's clock run ahead.
const testSpeed = testing?.testSpeedAsked() ?? false;
const noPauses = testing?.noPausesAsked() ?? false;
// The scenes keep this one object for the page's life (a fresh start in the test build refills it).
const shared = startServices({ testSpeed, noPauses });
// Lines that ask for a press say "tap" or "click" by the input used last.
addEventListener('pointerdown', (e: PointerEvent) => (shared.pointer = pointerKindOf(e.pointerType)), {
  capture: true,
});

const parent = document.getElementById('game')!;
// The lab's cells hold still at the tests' speed, as every other animation ends at once (ui/lab-layer.ts).
parent.classList.toggle('lab-still', testSpeed);
const dpr = pixelRatio();
const first = gameSizeFor(parent.clientWidth, parent.clientHeight);

const game = new Phaser.Game({
  type: Phaser.WEBGL,
  parent,
  backgroundColor: THEME.background,
  // The canvas is device-pixel sized and shown at CSS size (zoom 1/dpr), so nothing is upscaled.
  // Fullscreen takes the whole page, not the canvas alone: the screen readers' mirror and grids
  // beside the canvas stay in reach (outside the fullscreen element they would lose the focus).
  scale: {
    mode: Phaser.Scale.NONE,
    width: first.width,
    height: first.height,
    zoom: 1 / dpr,
    fullscreenTarget: document.documentElement,
  },
  antialias: true,
  // No multisampling: under software WebGL it doubled the cost of every frame. Curved shapes are
  // Canvas-2D textures (smooth edges of their own), not Graphics.
  antialiasGL: false,
  // See-through, so the still backdrop lies under the canvas and WebGL never redraws it (ui/underlay.ts).
  transparent: true,
  // One texture per batch: a batch of n textures picks each pixel's texture through n branches,
  // which software WebGL (SwiftShader) pays on every pixel of the batch; with one, a frame of the
  // board in play costs it about a quarter less CPU. A real GPU hardly notices the extra draw
  // calls (about 50 a frame on the board).
  maxTextures: 1,
  // The game's clock keeps the wall clock's time: a move's landing, its count and a capture's wave
  // take the times move-beats.ts plans on a busy device too. Phaser's smoothing replaced a frame
  // longer than 200 ms (and every frame for 120 after a lost focus) with 16 ms, so on software
  // WebGL a 2 s capture took 20 s while the results, timed on the wall clock, came before it.
  fps: { smoothStep: false },
  scene: [
    BootScene,
    ...[PreloadScene, MenuScene].map((Scene) => new Scene(shared)),
    ...[BoardScene, ResultsScene, BuilderScene, ReviewScene, TutorialScene, PuzzleScene, HistoryScene].map(
      (Scene) => waitingForCells(new Scene(shared)),
    ),
  ],
});

// Tweens keep the wall clock's time as well: their own smoothing counted a frame longer than 500 ms
// as 33 ms, so a busy device's capture crawled on behind panels and results timed on the wall clock.
game.events.once(Phaser.Core.Events.READY, () => {
  for (const scene of game.scene.getScenes(false)) scene.tweens?.setLagSmooth();
});

/**
 * A scene that draws cells first waits, in its preload, for the cell sheets still on their way
 * (scenes/cell-sheets.ts): a matter of a moment after the menu is drawn, and nothing once they are
 * in. The menu (with the first visit's offer in it) shows only the first sheet's colours, and never waits.
 */
function waitingForCells(scene: Phaser.Scene): Phaser.Scene {
  const own = scene as { preload?: (data?: unknown) => void };
  const preload = own.preload?.bind(scene);
  own.preload = (data) => {
    waitForCellSheets(scene);
    preload?.(data);
  };
  return scene;
}

window.addEventListener('resize', () => {
  clearTimeout(page.resizeTimer);
  page.resizeTimer = setTimeout(layOut, 120);
});

/** Sizes the game for its place in the page. */
function layOut(): void {
  const size = gameSizeFor(parent.clientWidth, parent.clientHeight);
  game.scale.resize(size.width, size.height);
  game.scale.setZoom(1 / dpr);
}

game.events.on('ui-click', () => shared.sounds.play('click'));
// The how-to-play's Guided game, from the menu or from the board (whose match waits to be resumed).
game.events.on(OPEN_TUTORIAL_EVENT, () => {
  routeFromPage(game).guidedGame({ part: 'square' });
});
game.events.on('cells-divided', () => shared.sounds.play('divide'));

// Keyboard play inside an iframe (itch.io) needs the canvas to hold focus: focusable, focused on
// load and on every press (arrow keys then stay in the game instead of scrolling the page).
const canvas = game.canvas;
canvas.tabIndex = 0;
// Its name is the screen readers' switch's to give (ui/a11y-off-switch.ts): how the switch is reached.
canvas.style.outline = 'none';
canvas.addEventListener('pointerdown', () => canvas.focus({ preventScroll: true }));
game.events.once('ready', () => {
  if (!shared.settings.screenReader) canvas.focus({ preventScroll: true });
});

/** The screen readers' parts of the page: what their views keep, and the mirror. */
function screenReaderParts(): { mirror: A11yMirror; remove(): void } {
  const ends = new AbortController();
  // What the screen readers' grids, slider and log keep across scene restarts (ui/a11y-kept.ts).
  keepForScreenReaders(game, new ScreenReaderKept(ends.signal));
  // With the screen readers' mode on, the scene in sight is mirrored as DOM buttons (ui/a11y-mirror.ts).
  const mirror = new A11yMirror({
    on: () => shared.settings.screenReader,
    setOn: (on) => {
      shared.settings.screenReader = on;
      saveSettings(shared.store, shared.settings);
      // Turned on in a scene with a board: laid out again (as on a resize) with its grid for screen readers.
      if (on)
        routeFromPage(game).againWhereRunning([SCENES.board, SCENES.puzzle, SCENES.builder, SCENES.review]);
    },
    view: () => mirrorView(gamePort(game), shared),
    canvas,
  });
  return {
    mirror,
    remove: () => {
      ends.abort();
      mirror.remove();
    },
  };
}
const screenReaders = { parts: screenReaderParts() };
game.events.on(Phaser.Core.Events.POST_STEP, () => screenReaders.parts.mirror.sync());
endLoadingSignOnFirstScreen(game);
game.events.once('ready', () => freshLogOnEntering(game, [SCENES.builder]));

if (testing) {
  testing.installHook(game, shared, noticesShown, {
    services: () => startServices({ testSpeed, noPauses }),
    screenReaders: () => {
      screenReaders.parts.remove();
      screenReaders.parts = screenReaderParts();
    },
    layOut: () => {
      clearTimeout(page.resizeTimer);
      layOut();
    },
    endWorkers,
  });
  if (testSpeed) testing.runClocksAhead(game);
}

// The standalone build installs as an offline app; the itch.io build (mode 'itch') has no service worker.
// Loaded on its own, so the itch.io bundle holds none of it.
if (import.meta.env.MODE !== 'itch') {
  const update = new UpdateNotice();
  import('./app/offline.ts')
    .then(({ registerOfflineApp }) =>
      registerOfflineApp((switchNow) => update.show(switchNow, () => updateMoment(gamePort(game)))),
    )
    .catch((e: unknown) => console.warn('offline play is not available:', e));
}
