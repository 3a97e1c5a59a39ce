// The test build's fresh start: the page's game started again without reloading the page (a page
// load costs the browser tests seconds: its textures, WebGL context and shaders). Every scene
// stops; the services are dropped and made again from storage and the address as a page load makes
// them (app/page-services.ts), the screen readers' parts and the notices with them; then the game
// starts from its Boot scene, which opens the menu or the screen the address's link names.
// Between tests a page rests: no scene, no frames and no workers, so a page kept warm costs no
// time. What outlives the services in the page (the notices' layer, the board's place for them, a
// press cut off by a layout's end) is reset here through the function its owner exports.

import type Phaser from 'phaser';
import { SCENES } from '../scenes/keys.ts';
import type { Services } from '../scenes/services.ts';
import { clearEveryNotice } from '../ui/notice.ts';
import { setBoardInSight } from '../ui/board-notice-place.ts';
import { takeCutPress } from '../ui/cut-press.ts';

/** What main.ts makes again for a fresh start, as on a page load. */
export interface FreshStartParts {
  /** The services from storage and the address (app/page-services.ts). */
  services(): Services;
  /** Takes the screen readers' parts (the mirror, its switch, what their views keep) out of the page and makes them again. */
  screenReaders(): void;
  /** Sizes the game for the page now (as a resize does, without its wait). */
  layOut(): void;
  /** Ends every worker the page's game started (trackWorkers), as a page load would. */
  endWorkers(): void;
}

/**
 * Keeps every Web Worker the page starts from now on (the opponents', the coach's, the forecast's,
 * the review's, the builder's solver), so a fresh start can end them all: the services that made them
 * are dropped, and a worker they leave idle would hold its memory for the page's life.
 */
export function trackWorkers(): () => void {
  const running = new Set<Worker>();
  const Made = window.Worker;
  window.Worker = class extends Made {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      running.add(this);
    }
    override terminate(): void {
      running.delete(this);
      super.terminate();
    }
  };
  return () => {
    for (const worker of [...running]) worker.terminate();
  };
}

/** The page's own elements (index.html's), taken when the test build loads, before the game adds any. */
const PAGE_ELEMENTS = new Set(typeof document === 'undefined' ? [] : [...document.body.children]);

/** Stops every scene that runs, is paused or sleeps (each one's shutdown lets go of what it made). */
function stopEveryScene(game: Phaser.Game): void {
  for (const scene of game.scene.getScenes(false)) {
    const key = scene.sys.settings.key;
    if (game.scene.isActive(key) || game.scene.isPaused(key) || game.scene.isSleeping(key))
      game.scene.stop(key);
  }
}

/** Between tests: no scene, no match thinking, no worker, no frames. */
export function restGame(game: Phaser.Game, services: Services, endWorkers: () => void): void {
  stopEveryScene(game);
  // A press held as the board's layout ended waits for the next layout of that scene: not the next test's.
  for (const scene of game.scene.getScenes(false)) takeCutPress(scene);
  setBoardInSight(false);
  services.match?.dispose();
  services.client.dispose();
  endWorkers();
  game.loop.sleep();
}

/**
 * Starts the game afresh at `search` (the address's query, with its `?`), as a page load at that
 * address would: storage is the test's to clear or seed first. `notices` is the hook's record of
 * notices, emptied.
 */
export function startAfresh(
  game: Phaser.Game,
  services: Services,
  notices: string[],
  parts: FreshStartParts,
  search: string,
): void {
  // Chromium takes the WebGL context of its oldest page when too many pages hold one: that page needs a load.
  const gl = (game.renderer as { gl?: WebGLRenderingContext }).gl;
  if (gl?.isContextLost()) throw new Error('this page lost its WebGL context: it needs a page load');
  restGame(game, services, parts.endWorkers);
  clearEveryNotice();
  for (const element of [...document.body.children]) if (!PAGE_ELEMENTS.has(element)) element.remove();
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  history.replaceState(null, '', `${location.pathname}${search}`);
  notices.length = 0;
  const made = parts.services();
  for (const key of Object.keys(services)) delete (services as unknown as Record<string, unknown>)[key];
  Object.assign(services, made);
  parts.screenReaders();
  parts.layOut();
  game.loop.wake();
  // As on the page's first frame (main.ts): the canvas takes the keys unless the screen readers' mirror speaks.
  if (!services.settings.screenReader) game.canvas.focus({ preventScroll: true });
  game.scene.start(SCENES.boot);
}
