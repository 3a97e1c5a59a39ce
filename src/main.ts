// The page's entry: makes the shared services (store, settings, sounds, the opponents' worker
// client), boots Phaser in WebGL at device-pixel size (sharp cells and text), and installs the
// automation hook.

import Phaser from 'phaser';
import { AgentClient } from './ai/client.ts';
import { createAgentWorker } from './ai/browser-worker.ts';
import { Sounds } from './audio/sounds.ts';
import { loadSettings } from './game/settings.ts';
import { Store } from './game/storage.ts';
import { installHook } from './scenes/automation-hook.ts';
import { BoardScene } from './scenes/board.ts';
import { BootScene } from './scenes/boot.ts';
import { MenuScene } from './scenes/menu.ts';
import { PreloadScene } from './scenes/preload.ts';
import { ResultsScene } from './scenes/results.ts';
import { initServices } from './scenes/services.ts';
import { pixelRatio } from './ui/screen.ts';
import { THEME } from './ui/theme.ts';

const store = new Store();
const settings = loadSettings(store);
const sounds = new Sounds(settings.sound);
const client = new AgentClient({ createWorker: () => createAgentWorker() });
const fast = new URLSearchParams(location.search).has('fast');
initServices({ store, settings, sounds, client, match: null, board: null, speed: fast ? 0.35 : 1 });

const parent = document.getElementById('game')!;
const cssSize = () => ({ w: Math.max(320, parent.clientWidth), h: Math.max(320, parent.clientHeight) });
const dpr = pixelRatio();
const { w, h } = cssSize();

const game = new Phaser.Game({
  type: Phaser.WEBGL,
  parent,
  backgroundColor: THEME.background,
  // The canvas is device-pixel sized and shown at CSS size (zoom 1/dpr), so nothing is upscaled.
  scale: { mode: Phaser.Scale.NONE, width: Math.round(w * dpr), height: Math.round(h * dpr), zoom: 1 / dpr },
  antialias: true,
  scene: [BootScene, PreloadScene, MenuScene, BoardScene, ResultsScene],
});

let resizeTimer: ReturnType<typeof setTimeout> | undefined;
window.addEventListener('resize', () => {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(() => {
    const size = cssSize();
    game.scale.resize(Math.round(size.w * dpr), Math.round(size.h * dpr));
    game.scale.setZoom(1 / dpr);
  }, 120);
});

game.events.on('ui-click', () => sounds.play('click'));
game.events.on('cells-divided', () => sounds.play('divide'));

installHook(game);
