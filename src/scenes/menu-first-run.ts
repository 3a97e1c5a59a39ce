// A newcomer's first menu drawn as first-run-layout.ts places it: the game's logo, large, and its name, the guided game as
// the one big green button, "I know how to play" quiet on one line under it, and the small places
// where every menu has them. The big card, the ladder and today's puzzle wait until the
// guided game or a first game is finished (menu-model.ts's firstRun). It draws and forwards taps.

import type Phaser from 'phaser';
import type { HubSnapshot } from '../screens/menu/menu-model.ts';
import { firstRunLayout } from '../screens/menu/first-run-layout.ts';
import { Button } from '../ui/button.ts';
import { pixelRatio } from '../ui/screen.ts';
import { RADIUS, THEME, textStyle } from '../ui/theme.ts';
import { drawLogo, drawName } from './menu-hub-marks.ts';
import { drawPlaces } from './menu-places.ts';

export interface FirstRunActions {
  start(): void;
  later(): void;
  go(id: string): void;
}

export function drawFirstRun(
  scene: Phaser.Scene,
  hub: HubSnapshot,
  offer: NonNullable<HubSnapshot['offer']>,
  actions: FirstRunActions,
): void {
  const { width, height } = scene.scale;
  const l = firstRunLayout({ width, height, dpr: pixelRatio() }, hub.places.length);
  if (l.logo.width > 0)
    drawLogo(scene, l.logo.x + l.logo.width / 2, l.logo.y + l.logo.height / 2, l.logo.width);
  drawName(scene, l.title.x + l.title.width / 2, l.title.y + l.title.height / 2, l.titleSize, l.u).setOrigin(
    0.5,
  );
  const fits = (words: string, px: number, room: number) => {
    const probe = scene.add.text(0, 0, words, textStyle(px, THEME.text, true));
    const w = probe.width;
    probe.destroy();
    return w <= room;
  };
  // The whole question where it fits on one line, else "Learn to play": never two cramped lines.
  const start = fits(offer.start.label, l.startSize, l.start.width * 0.88)
    ? offer.start.label
    : offer.start.short;
  new Button(scene, {
    id: offer.start.id,
    label: start,
    primary: true,
    ...centre(l.start),
    fontSize: l.startSize,
    radius: RADIUS.button * l.u,
    onClick: () => actions.start(),
  });
  new Button(scene, {
    id: offer.later.id,
    label: offer.later.label,
    ...centre(l.later),
    fontSize: l.laterSize,
    radius: RADIUS.button * l.u,
    onClick: () => actions.later(),
  });
  drawPlaces(scene, hub.places, l, actions);
}

function centre(b: { x: number; y: number; width: number; height: number }) {
  return { x: b.x + b.width / 2, y: b.y + b.height / 2, width: b.width, height: b.height };
}
