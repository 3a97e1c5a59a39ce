// What a board's or a puzzle's "how to play" opens, and what it shows by itself: under scoring by
// connections the picture of it comes first (the rules a player is playing now), with all the
// rules one tap away; the first game or puzzle so scored opens that picture at once, and the
// device remembers it was seen, so it never comes up by itself again.

import type Phaser from 'phaser';
import type { Rules } from '../engine/index.ts';
import { saveSettings } from '../game/settings.ts';
import { showConnectionsCard } from '../ui/connections-card.ts';
import { showHowToPlay } from '../ui/how-to-play.ts';
import type { Services } from './services.ts';

/** Opens the help for `rules`: the connections picture first when they score connections, else how to play. */
export function openRulesHelp(scene: Phaser.Scene, services: Services, rules: Rules, u: number, onClose: () => void = () => {}): void {
  const marks = services.settings.marks;
  if (rules.scoring !== 'connections') {
    showHowToPlay(scene, u, marks, onClose);
    return;
  }
  showConnectionsCard(scene, u, {
    grid: rules.layout.grid, marks,
    allRules: () => showHowToPlay(scene, u, marks, onClose),
    onClose: () => remember(services),
  });
}

/** The first time a player meets scoring by connections, the picture of it opens by itself. */
export function meetRules(scene: Phaser.Scene, services: Services, rules: Rules, u: number): void {
  if (rules.scoring === 'connections' && !services.settings.connectionsShown) openRulesHelp(scene, services, rules, u);
}

function remember(services: Services): void {
  if (services.settings.connectionsShown) return;
  services.settings.connectionsShown = true;
  saveSettings(services.store, services.settings);
}
