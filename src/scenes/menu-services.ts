// The menu's model, made once from the services on first use and kept there, so where the menu
// stands outlives a scene restart: its ports are the services' settings, store and sounds, and
// what the builder says of its board, and the page's full screen.

import { loadSkill } from '../game/skill.ts';
import { MenuModel } from '../screens/menu/menu-model.ts';
import { isPlayedBoard } from './builder-play.ts';
import { whoPlaysOn } from './builder-who.ts';
import type { Services } from './services.ts';

export function menuModel(s: Services): MenuModel {
  s.menu ??= new MenuModel({
    get settings() {
      return s.settings;
    },
    get store() {
      return s.store;
    },
    sounds: { setVolume: (v) => s.sounds.setVolume(v), setOn: (on) => s.sounds.setOn(on) },
    building: () => s.building ?? null,
    builtWhoPlays: (board) => whoPlaysOn(s.settings, board, loadSkill(s.store)),
    matchInPlay: () => s.match !== null,
    playedBoard: (id) => isPlayedBoard(s, id),
    // A phone upright or on its side: its shorter side under a tablet's.
    phone: () => Math.min(window.innerWidth, window.innerHeight) < 600,
    // The page itself goes full screen, as the board's More sheet does through Phaser: Phaser's
    // scale manager follows the change and the scene is laid out again.
    screen: {
      canBeFull: () => document.fullscreenEnabled,
      full: () => document.fullscreenElement !== null,
      setFull: (on) => {
        if (on) void document.documentElement.requestFullscreen().catch(() => {});
        else if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
      },
    },
  });
  return s.menu;
}
