// Whether the person's help (a hint, Best moves) runs at once or asks first: to turn hints on for
// this opponent, or, on a ladder step whose third star ("on your own") is still to win,
// whether to use help at all, once a game before its first. And which matches the person saw help
// in: the results, the record and the ladder's third star read it.

import { hintsOn, setHints } from '../../game/coach-settings.ts';
import type { Overlay } from '../../game/coach.ts';
import { loadHistory } from '../../game/game-history.ts';
import type { Match } from '../../game/match.ts';
import { isHuman, playerName, type PlayerId } from '../../game/players.ts';
import type { Settings } from '../../game/settings.ts';
import { CONTROL_WORDS } from '../../words/board-controls-words.ts';
import { helpQuestionWords, thirdStarWords, type HelpKind } from '../../words/ladder-star-words.ts';
import type { CoachPorts } from './coach-ports.ts';
import { thirdStarAtStake } from './star-at-stake.ts';

/**
 * Per match, the moves (by ply: the move about to be played) the coach showed the person a move for:
 * a hint's square, or Best moves' numbers that set some moves above others. The one record of help,
 * which the results, the review and the ladder's third star read (kept across restarts).
 */
const hinted = new WeakMap<Match, Set<number>>();

/** Matches whose first help was asked about (a ladder step's third star at stake): asked once a game. */
const starAsked = new WeakSet<Match>();

/** Whether the person saw a hint or Perfect play's values in `match`. */
export function usedHelp(match: Match): boolean {
  return (hinted.get(match)?.size ?? 0) > 0;
}

/** The moves of `match` (by ply) the person saw help for: each turn Best moves stood open counts, as each hint does. */
export function helpedMoves(match: Match): ReadonlySet<number> {
  return hinted.get(match) ?? new Set();
}

/**
 * For the results: whether the person saw help in `match`, and how many of the moves a person played
 * on its board they saw help for. A reader takes "moves with help" as their own moves: help seen on an
 * opponent's turn (an answer that came after the move) or for a move since taken back counts once at
 * most, and only where a person's move stands at that ply.
 */
export function helpOf(match: Match): { usedHelp: boolean; helpedMoves: number } {
  const humans = match.players.map(isHuman);
  const played = match.position.ply;
  let moves = 0;
  for (const ply of helpedMoves(match)) if (ply < played && humans[ply % 2]) moves++;
  return { usedHelp: usedHelp(match), helpedMoves: moves };
}

/** A new game on the same match (Restart): the help seen in the one before is not this game's. */
export function forgetHelp(match: Match): void {
  hinted.delete(match);
}

/**
 * Whether Best moves' numbers single out a move to play: some move ends better than another. Where
 * every move ends the same ("Every first move loses by 4 with best play"), or none is shown, the
 * coach pointed at nothing, and the move is still the person's own.
 */
export function overlayPointsAt(overlay: Overlay): boolean {
  if (!overlay.available) return false;
  const margins = [...overlay.values, ...(overlay.jumps ?? [])].map((v) => v.margin);
  return new Set(margins).size > 1;
}

/** The coach showed the person a move in `match` for the move now to play. */
export function markHelped(match: Match): void {
  const plies = hinted.get(match) ?? new Set<number>();
  plies.add(match.position.ply);
  hinted.set(match, plies);
}

/** The words under Hint's icon: "Hint off" where a press would first ask to turn hints on for this opponent. */
export function hintCaption(settings: Settings, players: readonly PlayerId[]): string {
  return hintsOn(settings, players) ? CONTROL_WORDS.hint : CONTROL_WORDS.hintOff;
}

/**
 * Runs `help` now where hints are on against this opponent and no star is at stake; else asks
 * first: to turn hints on (`detail`), or whether to use the help at all (the third star it costs).
 * `personToMove`: a hint is given only on the person's turn, so none asks first off it.
 */
export function withHints(
  ports: Pick<CoachPorts, 'match' | 'settings' | 'store' | 'view' | 'saveSettings'>,
  detail: string,
  kind: HelpKind,
  personToMove: boolean,
  help: () => void,
): void {
  const { match, settings } = ports;
  const star = starQuestionDue(ports, kind, personToMove);
  if (star) starAsked.add(match);
  if (hintsOn(settings, match.players)) {
    if (!star) {
      help();
      return;
    }
    ports.view.ask({ ...helpQuestionWords(kind), onYes: help });
    return;
  }
  const against = playerName(match.players.find((p) => !isHuman(p)) ?? 'human', true, 2, 'solo');
  ports.view.ask({
    question: `Hints are off against ${against}`,
    // One question, never two: the star it would cost said in it.
    detail: star ? `${detail} ${thirdStarWords(kind)}` : detail,
    yes: 'Turn on',
    no: 'Keep off',
    onYes: () => {
      setHints(settings, match.players, true);
      ports.saveSettings();
      help();
    },
  });
}

/**
 * Whether the next help asks first: its game's first, on a ladder step whose third star is still
 * to win, not asked yet this game; a hint only on the person's turn (else none is given).
 */
function starQuestionDue(
  { match, store }: Pick<CoachPorts, 'match' | 'store'>,
  kind: HelpKind,
  personToMove: boolean,
): boolean {
  if (usedHelp(match) || starAsked.has(match)) return false;
  if (kind === 'hint' && !personToMove) return false;
  return thirdStarAtStake(loadHistory(store), match.players, match.position.rules.id) !== null;
}
