// The page's entry: makes the shared services (store, settings, sounds, the opponents' worker
// client) and hands them to the scenes, opens a match named by the URL (a start or share link),
// boots Phaser in WebGL at device-pixel size (sharp cells and text), makes the canvas take
// keyboard focus (itch.io's iframe), in the test build alone installs the automation hook, and
// (standalone build, top window only) registers the offline app's service worker.

import Phaser from 'phaser';
import { AgentClient } from './ai/client.ts';
import { createAgentWorker } from './ai/browser-worker.ts';
import { Sounds } from './audio/sounds.ts';
import { loadSettings, saveSettings } from './game/settings.ts';
import { linkProblemSentence, readA11yLink, readBuildLink, readMatchLink } from './game/links.ts';
import { browserStorage, Store } from './game/storage.ts';
import { linkQuestion } from './game/replacing-game.ts';
import { loadSavedMatch } from './game/saved-match.ts';
import { freshLogOnEntering } from './scenes/a11y-fresh-log.ts';
import { mirrorView } from './scenes/a11y-view.ts';
import { A11yMirror } from './ui/a11y-mirror.ts';
import { ScreenReaderKept } from './ui/a11y-kept.ts';
import { keepForScreenReaders } from './ui/scene-port-phaser.ts';
import { UpdateNotice } from './ui/update-notice.ts';
import { BoardScene } from './scenes/board.ts';
import { BootScene } from './scenes/boot.ts';
import { BuilderScene } from './scenes/builder.ts';
import { MenuScene } from './scenes/menu.ts';
import { PreloadScene } from './scenes/preload.ts';
import { waitForCellSheets } from './scenes/cell-sheets.ts';
import { PuzzleScene } from './scenes/puzzle.ts';
import { openLinkedPuzzle } from './scenes/puzzle-link.ts';
import { ResultsScene } from './scenes/results.ts';
import { ReviewScene } from './scenes/review.ts';
import { TutorialScene } from './scenes/tutorial.ts';
import { HistoryScene } from './scenes/history.ts';
import { firstPointerKind, pointerKindOf } from './words/press-words.ts';
import { newMatchFromLink, type Services } from './scenes/services.ts';
import { reducedMotion } from './ui/motion.ts';
import { showNotice } from './ui/notice.ts';
import { OPEN_TUTORIAL_EVENT } from './ui/how-to-play.ts';
import { SCENES } from './scenes/keys.ts';
import { gameSizeFor, pixelRatio } from './ui/screen.ts';
import { THEME } from './ui/theme.ts';
import { routeFromPage } from './scenes/scene-switch.ts';
import { gamePort } from './scenes/game-port-phaser.ts';

// The test build (`npm run build:test`, mode 'test') alone loads the automation hook; every other
// build leaves it out. Loaded first, so it records every notice from the first.
const testing = import.meta.env.MODE === 'test' ? await import('./testing/hook.ts') : null;
const noticesShown = testing?.recordNotices() ?? [];
/** What this page keeps for its life: whether the fallback was told, the resize waiting to reach the game. */
const page: { toldFallback: boolean; resizeTimer: ReturnType<typeof setTimeout> | undefined } = {
  toldFallback: false,
  resizeTimer: undefined,
};

// Storage problems (blocked, full, garbage) each get one short notice; the game goes on regardless.
const store = new Store(browserStorage(showNotice), (_, message) => showNotice(message));
store.checkWritable();
const settings = loadSettings(store);
// A link with a11y=1 turns the screen readers' board on, as the menu's switch does, and it stays on.
if (readA11yLink(location.search) && !settings.screenReader) {
  settings.screenReader = true;
  saveSettings(store, settings);
}
const sounds = new Sounds(settings.sound, settings.volume);
const client = new AgentClient({
  createWorker: () => createAgentWorker(),
  onFallback: (reason) => {
    console.warn('opponent fallback:', reason);
    if (page.toldFallback) return;
    page.toldFallback = true;
    showNotice("The opponent's helper stopped, so a simpler opponent plays on here.");
  },
});
const fast = new URLSearchParams(location.search).has('fast');
// The tests' speed (test build only): no animation, no pauses, every scene's clock run ahead.
const testSpeed = testing?.testSpeedAsked() ?? false;
// A player who asks for less motion gets the drops and divisions in half the time.
const shared: Services = {
  store,
  settings,
  sounds,
  client,
  match: null,
  board: null,
  speed: testSpeed ? 0.01 : (fast ? 0.35 : 1) * (reducedMotion() ? 0.5 : 1),
  pauses: testSpeed ? 0 : 1,
  pointer: firstPointerKind(matchMedia('(pointer: coarse)').matches),
};
// Lines that ask for a press say "tap" or "click" by the input used last.
addEventListener('pointerdown', (e: PointerEvent) => (shared.pointer = pointerKindOf(e.pointerType)), {
  capture: true,
});
openLinkedMatch();
openLinkedBoard();
openLinkedPuzzle(shared);

/**
 * A start or share link opens its match at once (Preload then goes to the board), or, over a game
 * in progress, once the player agrees. The match
 * parameters are then taken off the address, so a reload resumes the saved game instead of
 * starting the link's game over.
 */
function openLinkedMatch(): void {
  const link = readMatchLink(location.search);
  if (!link) return;
  if ('error' in link) {
    console.warn(`link not opened: ${link.error}`);
    showNotice(linkProblemSentence(link.error), 8000);
  } else {
    // Over a game in progress the menu asks first (scenes/menu.ts); nothing is made or saved till then.
    const ask = linkQuestion(loadSavedMatch(store));
    if (ask) shared.linkWaiting = { start: link.start, ask };
    else newMatchFromLink(shared, link.start);
  }
  const url = new URL(location.href);
  for (const name of ['layout', 'p1', 'p2', 'first', 'equal', 'moves']) url.searchParams.delete(name);
  history.replaceState(history.state, '', url.toString());
}

/** A builder link (`?build=custom:…`) opens the builder on its board; the parameter is then taken off. */
function openLinkedBoard(): void {
  const link = readBuildLink(location.search);
  if (!link) return;
  if ('error' in link) showNotice(`That board link could not be opened: ${link.error}.`, 8000);
  else shared.building = link.id;
  shared.openBuilder = !('error' in link);
  const url = new URL(location.href);
  url.searchParams.delete('build');
  history.replaceState(history.state, '', url.toString());
}

const parent = document.getElementById('game')!;
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
  scene: [
    BootScene,
    ...[PreloadScene, MenuScene].map((Scene) => new Scene(shared)),
    ...[BoardScene, ResultsScene, BuilderScene, ReviewScene, TutorialScene, PuzzleScene, HistoryScene].map(
      (Scene) => waitingForCells(new Scene(shared)),
    ),
  ],
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
  page.resizeTimer = setTimeout(() => {
    const size = gameSizeFor(parent.clientWidth, parent.clientHeight);
    game.scale.resize(size.width, size.height);
    game.scale.setZoom(1 / dpr);
  }, 120);
});

game.events.on('ui-click', () => sounds.play('click'));
// The how-to-play's Guided game, from the menu or from the board (whose match waits to be resumed).
game.events.on(OPEN_TUTORIAL_EVENT, () => {
  routeFromPage(game).guidedGame({ part: 'square' });
});
game.events.on('cells-divided', () => sounds.play('divide'));

// Keyboard play inside an iframe (itch.io) needs the canvas to hold focus: focusable, focused on
// load and on every press (arrow keys then stay in the game instead of scrolling the page).
const canvas = game.canvas;
canvas.tabIndex = 0;
// Its name is the screen readers' switch's to give (ui/a11y-off-switch.ts): how the switch is reached.
canvas.style.outline = 'none';
canvas.addEventListener('pointerdown', () => canvas.focus({ preventScroll: true }));
game.events.once('ready', () => {
  if (!settings.screenReader) canvas.focus({ preventScroll: true });
});

if (testing) {
  testing.installHook(game, shared, noticesShown);
  if (testSpeed) testing.runClocksAhead(game);
}
// What the screen readers' grids, slider and log keep across scene restarts (ui/a11y-kept.ts).
keepForScreenReaders(game, new ScreenReaderKept());
// With the screen readers' mode on, the scene in sight is mirrored as DOM buttons (ui/a11y-mirror.ts).
const mirror = new A11yMirror({
  on: () => settings.screenReader,
  setOn: (on) => {
    settings.screenReader = on;
    saveSettings(store, settings);
    // Turned on in a scene with a board: laid out again (as on a resize) with its grid for screen readers.
    if (on)
      routeFromPage(game).againWhereRunning([SCENES.board, SCENES.puzzle, SCENES.builder, SCENES.review]);
  },
  view: () => mirrorView(gamePort(game), shared),
  canvas,
});
game.events.on(Phaser.Core.Events.POST_STEP, () => mirror.sync());
game.events.once('ready', () => freshLogOnEntering(game, [SCENES.builder]));

// The standalone build installs as an offline app; the itch.io build (mode 'itch') has no service worker.
// Loaded on its own, so the itch.io bundle holds none of it.
if (import.meta.env.MODE !== 'itch') {
  const update = new UpdateNotice();
  import('./app/offline.ts')
    .then(({ registerOfflineApp }) =>
      registerOfflineApp((switchNow) => update.show(switchNow, () => game.scene.isActive(SCENES.board))),
    )
    .catch((e: unknown) => console.warn('offline play is not available:', e));
}
