// After a draw against Perfect on a board that is a draw with best play (Square 4×4, Beaker 5×4),
// the way on is the next board up of the same family, offered as a button, not another game that can
// only be drawn.
// The person takes the seat that wins there with best play, where the book knows it.

import { agentKind, isHuman, type MatchSetup, type PlayerId } from '../../game/players.ts';
import { BOARD_CHOICES } from '../../game/settings.ts';
import { perfectAvailable, playableOpponent, solvedValue } from '../../game/solved-boards.ts';
import { sizeWords } from '../menu/size-words.ts';

export interface BiggerBoard {
  /** The next board up's size as the menu says it ("5×5"). */
  size: string;
  setup: MatchSetup;
}

/** The next size of the layout's family on the menu, or null (the largest, or a board of no family). */
export function nextBoardUp(layout: string): string | null {
  const sizes: readonly string[] | undefined = BOARD_CHOICES.find((b) =>
    (b.sizes as readonly string[]).includes(layout),
  )?.sizes;
  if (!sizes) return null;
  return sizes[sizes.indexOf(layout) + 1] ?? null;
}

/**
 * The next board up after this game, or null: only after a draw between one person and Perfect on
 * a board Perfect plays perfectly and best play draws. The rules' options (after the layout) stay.
 */
export function biggerBoardAfter(
  rules: string,
  players: readonly [PlayerId, PlayerId],
  winner: 0 | 1 | 2,
): BiggerBoard | null {
  if (winner !== 0) return null;
  const person = players.findIndex(isHuman);
  if (person < 0 || isHuman(players[1 - person]!)) return null;
  if (agentKind(players[1 - person]!) !== 'perfect') return null;
  const [layout = '', ...options] = rules.split('/');
  if (!perfectAvailable(rules) || solvedValue(rules)?.value !== 0) return null;
  const next = nextBoardUp(layout);
  if (!next) return null;
  const nextRules = [next, ...options].join('/');
  const opponent = playableOpponent('perfect', nextRules);
  // Where best play wins for one seat, the person takes it; else the seats stay as they were.
  const value = opponent === 'perfect' ? (solvedValue(nextRules)?.value ?? 0) : 0;
  const personFirst = value > 0 ? true : value < 0 ? false : person === 0;
  const setup: MatchSetup = {
    rules: nextRules,
    players: personFirst ? [players[person]!, opponent] : [opponent, players[person]!],
  };
  return { size: sizeWords(next), setup };
}
