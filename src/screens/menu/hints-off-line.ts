// Hints start off against the Expert: the setup says it under the opponents, with how to turn them
// on (the game's Hint button asks the same when pressed).

import { defaultHints } from '../../game/coach-settings.ts';
import { opponentInfo } from '../../game/opponent-info.ts';
import type { Settings } from '../../game/settings.ts';
import { playableOpponent } from '../../game/solved-boards.ts';
import { hintsOffWords } from '../../words/opponent-choice-words.ts';

/** The line for one person against the opponent that plays `settings`' choice on `rules`, where hints are off against it; else null. */
export function hintsOffLine(settings: Settings, rules: string, skill: number): string | null {
  if (settings.mode !== 'solo') return null;
  const kind = playableOpponent(settings.opponent, rules);
  if (settings.hints?.[kind] ?? defaultHints(kind)) return null;
  return hintsOffWords(opponentInfo(kind, skill).name);
}
