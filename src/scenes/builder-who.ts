// What Play in the builder starts, in the menu card's words: "You vs Medium · you move first"; a
// person always plays there (builder-players.ts).

import { tryParseLayout } from '../engine/index.ts';
import { describeMatch } from '../game/match-description.ts';
import type { Settings } from '../game/settings.ts';
import { builderPlayers } from '../game/builder-players.ts';
import { whoPlays } from '../screens/menu/play-words.ts';
import { setupFromSettings } from './services.ts';

/** Who plays a game on this board as Play would start it, and who moves first. */
export function whoPlaysOn(menuSettings: Settings, boardId: string, skill: number): string {
  const settings = builderPlayers(menuSettings);
  // A board that cannot be played yet (too few squares, a gravity gap) has no rules: the menu's are asked.
  const on = 'layout' in tryParseLayout(boardId) ? { ...settings, custom: boardId } : settings;
  const { line } = whoPlays(on, skill);
  const first = describeMatch(setupFromSettings(on, skill).players, settings.people).names[0];
  return `${line} · ${first === 'You' ? 'you move' : `${first} moves`} first`;
}
