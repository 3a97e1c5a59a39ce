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
 * Per match, by ply (the move about to be played), the moves the coach pointed the person at for it:
 * a hint's square, or the moves Best moves set above the others. The one record of help, which the
 * results, the review and the ladder's third star read (kept across restarts).
 */
const hinted = new WeakMap<Match, Map<number, Set<number>>>();

/** Matches whose first help was asked about (a ladder step's third star at stake): asked once a game. */
const starAsked = new WeakSet<Match>();

/** Whether the coach pointed the person at a move in `match`, followed or not. */
export function sawHelp(match: Match): boolean {
  return (hinted.get(match)?.size ?? 0) > 0;
}

/** Whether the person played a move the coach pointed them at in `match`: a hint looked at and not followed is no help. */
export function usedHelp(match: Match): boolean {
  return helpedMoves(match).size > 0;
}

/**
 * The moves of `match` (by ply) the person played as the coach pointed: the hinted square, or one of
 * the moves Best moves set above the others, played at the ply it was shown for.
 */
export function helpedMoves(match: Match): ReadonlySet<number> {
  const played = match.position.moves();
  const followed = new Set<number>();
  for (const [ply, pointed] of hinted.get(match) ?? []) if (pointed.has(played[ply]!)) followed.add(ply);
  return followed;
}

/**
 * For the results: whether the person played help in `match`, how many of the moves a person played
 * on its board followed it, and on how many they looked at help and played another move (said
 * lightly, never costing the win its own). Help shown for a move since taken back counts no more.
 */
export function helpOf(match: Match): { usedHelp: boolean; helpedMoves: number; lookedAt: number } {
  const humans = match.players.map(isHuman);
  const played = match.position.ply;
  const followed = helpedMoves(match);
  let moves = 0;
  let lookedAt = 0;
  for (const ply of hinted.get(match)?.keys() ?? []) {
    if (ply >= played || !humans[ply % 2]) continue;
    if (followed.has(ply)) moves++;
    else lookedAt++;
  }
  return { usedHelp: moves > 0, helpedMoves: moves, lookedAt };
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

/** The moves Best moves sets above the others (those that end best), or none where it points at nothing. */
export function overlayBestMoves(overlay: Overlay): number[] {
  if (!overlay.available || !overlayPointsAt(overlay)) return [];
  const all = [...overlay.values, ...(overlay.jumps ?? [])];
  const top = Math.max(...all.map((v) => v.margin));
  return all.filter((v) => v.margin === top).map((v) => v.square);
}

/**
 * The coach pointed the person at `moves` (a hint's square, Best moves' best) for the move now to
 * play in `match`: help if one of them is the move played.
 */
export function markHelped(match: Match, moves: readonly number[]): void {
  const plies = hinted.get(match) ?? new Map<number, Set<number>>();
  const pointed = plies.get(match.position.ply) ?? new Set<number>();
  for (const m of moves) pointed.add(m);
  plies.set(match.position.ply, pointed);
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
  if (star !== null) starAsked.add(match);
  if (hintsOn(settings, match.players)) {
    if (star === null) {
      help();
      return;
    }
    ports.view.ask({ ...helpQuestionWords(kind, star), onYes: help });
    return;
  }
  const against = playerName(match.players.find((p) => !isHuman(p)) ?? 'human', true, 2, 'solo');
  ports.view.ask({
    question: `Hints are off against ${against}`,
    // One question, never two: the star it would cost said in it.
    detail: star !== null ? `${detail} ${thirdStarWords(kind, star)}` : detail,
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
 * The ladder step (its number from 1) whose third star the next help would cost, where it asks
 * first: its game's first, on a step whose third star is still to win, not asked yet this game; a
 * hint only on the person's turn (else none is given). Null where it asks nothing.
 */
function starQuestionDue(
  { match, store }: Pick<CoachPorts, 'match' | 'store'>,
  kind: HelpKind,
  personToMove: boolean,
): number | null {
  if (sawHelp(match) || starAsked.has(match)) return null;
  if (kind === 'hint' && !personToMove) return null;
  return thirdStarAtStake(loadHistory(store), match.players, match.position.rules.id);
}
