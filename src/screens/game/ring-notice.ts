// The board's word on the capture ring (RULES.md section 11), without Phaser: a broken ring on a
// group's last free square means nothing to a player who has not met one, so the first time a ring
// stands on the person's own turn in a match (when they can act on it) a short line says whose group
// it is, what filling the square does and what to do. Said while the ring is new to the player: in
// their first RING_TELL_GAMES games that show one, counted on the device (settings, through the
// services' ports). Said on the other player's turn it came too late: their reply filled the ring
// and the line stood over a finished board; so it waits for the person's turn, and one that waited
// for its place is dropped once the move it was about has been played.

import type { Match } from '../../game/match.ts';
import { placeWord } from '../../game/settings.ts';
import { ringNoticeWords } from '../../words/capture-risk-words.ts';
import { ringStakes } from './ring-stakes.ts';

/** In how many of a player's games the ring is explained: after these its stake on the board says enough. */
export const RING_TELL_GAMES = 3;

export interface RingNoticePorts {
  /** In how many games the ring was explained before, on this device. */
  toldGames(): number;
  /** It is explained in one more game now: kept. */
  tell(): void;
}

export interface RingNotice {
  words: string;
  /** Whether it still holds: the same position, the person still to move, the ring still there. */
  holds: () => boolean;
}

const told = new WeakSet<object>();

/**
 * The notice for `match` now, the first time in the match a ring stands on the turn of the person
 * playing (`viewer` their seat, `names` the players' as shown) while the ring is new to them, else
 * null. Their own group at risk comes first: losing it is what they must see.
 */
export function ringNoticeOnce(
  match: Match,
  viewer: 0 | 1 | null,
  names: readonly [string, string],
  ports?: RingNoticePorts,
): RingNotice | null {
  const p = match.position;
  if (viewer === null || told.has(match) || p.toMove() !== viewer + 1) return null;
  if (ports && ports.toldGames() >= RING_TELL_GAMES) return null;
  const stakes = ringStakes(p, viewer);
  const stake = stakes.find((r) => r.player === viewer + 1) ?? stakes[0];
  if (!stake) return null;
  told.add(match);
  ports?.tell();
  const ply = p.ply;
  const own = stake.player === viewer + 1;
  const other = names[1 - viewer]!;
  return {
    words: ringNoticeWords(own, placeWord(p.layout.grid), other, stake.stake),
    holds: () => match.position.ply === ply && !match.position.isOver(),
  };
}
