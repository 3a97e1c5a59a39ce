// The review's move list: `count` rows around the move shown, each its move, its mark and what it cost.

import { moveName } from '../../engine/index.ts';
import type { GameReview } from '../../game/review.ts';
import { helpRowWords, KEY_ROW_WORDS } from '../../words/key-moment-words.ts';
import type { HelpKind } from '../../words/ladder-star-words.ts';
import { costText, markName, moveShortWords } from '../../words/review-words.ts';
import type { ReviewRow } from './review-snapshot.ts';

/**
 * The rows of a list of `count` rows around `ply` (the position after it shown), `names` the players';
 * `keyPly`: the key moment (key-moment.ts), its row marked so, the move the header and button name;
 * `helped`: the moves a hint or Best moves showed, by index, said after their cost (never a bare
 * "best" the person seems to have found).
 */
export function reviewRows(
  review: GameReview,
  ply: number,
  names: readonly string[],
  count: number,
  keyPly: number | null = null,
  helped: ReadonlyMap<number, HelpKind> = new Map(),
): ReviewRow[] {
  const n = review.moves.length;
  const current = ply - 1;
  const first = Math.max(0, Math.min(n - count, current - Math.floor(count / 2)));
  const rows: ReviewRow[] = [];
  for (let index = first; index < Math.min(n, first + count); index++) {
    const reviewed = review.reviewed[index];
    const move = moveShortWords(moveName(review.positionAt(index), review.moves[index]!));
    const mover = (index % 2) as 0 | 1;
    const short = `${index + 1}. ${names[mover]!} ${move}`;
    const head = `${index === current ? '▶ ' : '   '}${short}`;
    if (!reviewed) {
      rows.push({
        index,
        words: `${head}   …`,
        short,
        mark: null,
        cost: 0,
        current: index === current,
        mover,
      });
      continue;
    }
    const [unsure, mark, same] = [review.unsure(index), review.shownMark(index), review.hardlyMoved(index)];
    // "Same winner" on the row in play only: on every costly row of a game lost by far it read as a refrain.
    // Named as the key names it ("slip", never chess's "inaccuracy").
    const named = mark === null || mark === 'best' || mark === 'good' ? '' : `${markName(mark)}: `;
    const key = index + 1 === keyPly;
    const help = helped.get(index);
    const shown = help ? ` · ${helpRowWords(help)}` : '';
    rows.push({
      index,
      words: `${head}   ${key ? `${KEY_ROW_WORDS} · ` : ''}${named}${costText(reviewed, same && index === current, unsure)}${shown}`,
      short,
      mark,
      cost: reviewed.cost,
      current: index === current,
      mover,
      ...(key ? { key } : {}),
    });
  }
  return rows;
}
