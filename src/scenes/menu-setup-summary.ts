// The setup page's line over Done / Play: what Play starts, on every tab, in the menu card's words
// ("Flask, 24 squares · You vs Perfect"), so a board chosen in Solved boards is named on Who
// plays. It is part of the bar: the tabs' rows end above it. Screen readers hear it under the
// page's title (a11y-view.ts finds it by its name).

import type Phaser from 'phaser';
import { loadBoards } from '../game/saved-boards.ts';
import { loadSkill } from '../game/skill.ts';
import { boardName } from '../ui/board-name.ts';
import { readable } from '../ui/readable.ts';
import { THEME, textStyle } from '../ui/theme.ts';
import { whoPlaysOn } from './builder-who.ts';
import { chosenBoardName, whoPlays } from './play-words.ts';
import type { Services } from './services.ts';

export const SETUP_SUMMARY = 'setup:summary';

/** "Flask, 24 squares · You vs Perfect"; from the builder, the board being built. */
export function setupSummaryWords(services: Services, from?: 'builder'): string {
  const saved = loadBoards(services.store);
  const skill = loadSkill(services.store);
  const settings = services.settings;
  if (from === 'builder' && services.building) return `${boardName(services.building, saved)} · ${whoPlaysOn(settings, services.building, skill)}`;
  return `${chosenBoardName(settings, saved)} · ${whoPlays(settings, skill).line}`;
}

export interface SetupSummary {
  /** How tall the line stands (two lines where one does not fit the width). */
  height: number;
  /** Says it again after a choice the page is not drawn again for (who moves first). */
  refresh: () => void;
}

/** The line centred over `width` from `x`, its foot at `bottom`. */
export function drawSetupSummary(scene: Phaser.Scene, services: Services, from: 'builder' | undefined, x: number, width: number, bottom: number, u: number): SetupSummary {
  const words = () => setupSummaryWords(services, from);
  const text = scene.add.text(x + width / 2, bottom, words(), { ...textStyle(readable(15 * u), THEME.text), align: 'center', wordWrap: { width, useAdvancedWrap: true } });
  text.setOrigin(0.5, 1).setName(SETUP_SUMMARY);
  return { height: text.height, refresh: () => text.setText(words()) };
}
