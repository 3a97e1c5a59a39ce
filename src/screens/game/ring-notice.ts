// The board's first word on the capture warning (RULES.md section 11), without Phaser: a broken ring
// on a group's last free square means nothing to a player who has never seen one, so the first time
// one shows in a match the person playing is told what it means, once.

import type { Match } from '../../game/match.ts';
import { groupsAtRisk } from '../../game/capture-risk.ts';
import { placeWord } from '../../game/settings.ts';
import { ringNoticeWords } from '../../words/capture-risk-words.ts';

const told = new WeakSet<object>();

/**
 * The notice's words for `match` now, the first time a ring shows with one person playing (`viewer`
 * their seat), else null. Their own group at risk comes first: losing it is what they must see.
 */
export function ringNoticeOnce(match: Match, viewer: 0 | 1 | null): string | null {
  if (viewer === null || told.has(match)) return null;
  const groups = groupsAtRisk(match.position);
  if (groups.length === 0) return null;
  told.add(match);
  const own = groups.some((g) => g.player === viewer + 1);
  return ringNoticeWords(own, placeWord(match.position.layout.grid));
}
