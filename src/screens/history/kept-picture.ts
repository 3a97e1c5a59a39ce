// What a kept game's picture shows, without Phaser: its final board (every cell and its cuts), from
// the record kept with it, not the board it started from; a record that no longer replays shows
// its layout empty. ui/kept-game-thumbnail.ts draws it for Your games' rows.

import { parseRules, tryReplayRecord, type Layout } from '../../engine/index.ts';
import type { KeptGame } from '../../game/game-history.ts';

export interface KeptPicture {
  layout: Layout;
  /** Who holds each square (0: no one) and each cell's cuts, as the final position has them. */
  owner: ArrayLike<number>;
  pattern: ArrayLike<number>;
}

export function keptGamePicture(game: Pick<KeptGame, 'rules' | 'moves'>): KeptPicture {
  const replay = tryReplayRecord([game.rules, ...game.moves].join(' '));
  if ('position' in replay) {
    const p = replay.position;
    return { layout: p.layout, owner: p.owner, pattern: p.pattern };
  }
  const layout = parseRules(game.rules).layout;
  const empty = new Uint8Array(layout.size);
  return { layout, owner: empty, pattern: empty };
}
