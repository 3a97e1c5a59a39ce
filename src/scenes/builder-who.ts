// What Play in the builder starts, in the menu card's words: "You vs Medium · you move first".

import { tryParseLayout } from '../engine/index.ts';
import { describeMatch } from '../game/match-description.ts';
import type { Settings } from '../game/settings.ts';
import { whoPlays } from './menu.ts';
import { setupFromSettings } from './services.ts';

/** Who plays a game on this board as Play would start it, and who moves first. */
export function whoPlaysOn(settings: Settings, boardId: string, skill: number): string {
  // A board that cannot be played yet (too few squares, a gravity gap) has no rules: the menu's are asked.
  const on = 'layout' in tryParseLayout(boardId) ? { ...settings, custom: boardId } : settings;
  const { line } = whoPlays(on, skill);
  // Watching two opponents, the first named moves first; the line says so already.
  if (settings.mode === 'watch') return line;
  const first = describeMatch(setupFromSettings(on, skill).players, settings.people).names[0];
  return `${line} · ${first === 'You' ? 'you move' : `${first} moves`} first`;
}
