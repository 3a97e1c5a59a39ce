// Whether the person's help (a hint, Best moves) runs at once or asks first: to turn hints on for
// this opponent, or, on a ladder step whose third star ("on your own") is still to win,
// whether to use help at all, before the game's first help of any kind (one question for every
// kind). And which help the person saw and took in each match, by kind: the results, the history,
// the record and the ladder's third star read it.

import { hintsOn, setHints } from '../../game/coach-settings.ts';
import type { Overlay } from '../../game/coach.ts';
import { NO_HELP, type HelpedMoves, type HelpTaken } from '../../game/help-taken.ts';
import { loadHistory } from '../../game/game-history.ts';
import type { Match } from '../../game/match.ts';
import { isHuman, playerName, type PlayerId } from '../../game/players.ts';
import type { Settings } from '../../game/settings.ts';
import { CONTROL_WORDS } from '../../words/board-controls-words.ts';
import { helpQuestionWords, thirdStarWords, type HelpKind } from '../../words/ladder-star-words.ts';
import type { CoachPorts } from './coach-ports.ts';
import { thirdStarAtStake } from './star-at-stake.ts';

/**
 * Matches where the person said yes to help with a star at stake: the question is asked before the
 * game's first help of any kind, and again after "Not now" (a hint declined is not Best moves
 * accepted: the reviewer's Best moves took the star unasked after a hint's "Not now").
 */
const starAgreed = new WeakSet<Match>();

/**
 * Per match, by ply (the move about to be played), the moves the coach pointed the person at for it,
 * by the kind of help that pointed: a hint's square, or the moves Best moves set above the others.
 * The one record of help, which the results, the review, the history and the ladder's third star
 * read (kept across restarts).
 */
const hinted = new WeakMap<Match, Map<number, Map<HelpKind, Set<number>>>>();

/**
 * Per match, the ply of its free first hint: on ladder step 1, a new player's first real game
 * straight after the guide, the first hint is on the house ("Use a hint? … its third star
 * is for a win with no hints" punished curiosity there). It costs no star and is said so.
 */
const freeHints = new WeakMap<Match, number>();

/** The ladder step whose first hint is free. */
export const FREE_HINT_STEP = 1;

/** Whether the hint for the move now to play in `match` is its free first one. */
export function hintIsFree(match: Match): boolean {
  return freeHints.get(match) === match.position.ply;
}

/** Whether the coach pointed the person at a move in `match`, followed or not, the free first hint aside. */
export function sawHelp(match: Match): boolean {
  const free = freeHints.get(match);
  return [...(hinted.get(match) ?? [])].some(([ply, kinds]) => ply !== free || kinds.has('best moves'));
}

/** Whether the person played a move the coach pointed them at in `match`: a hint looked at and not followed is no help. */
export function usedHelp(match: Match): boolean {
  const free = freeHints.get(match);
  return [...helpedMoves(match)].some((ply) => ply !== free || helpByMove(match).get(ply) !== 'hint');
}

/** Whether `move` is one of the moves pointed at by any kind of help. */
const pointedAt = (kinds: Map<HelpKind, Set<number>>, move: number) =>
  [...kinds.values()].some((moves) => moves.has(move));

/**
 * The moves of `match` (by ply) the person played as the coach pointed: the hinted square, or one of
 * the moves Best moves set above the others, played at the ply it was shown for.
 */
export function helpedMoves(match: Match): ReadonlySet<number> {
  const played = match.position.moves();
  const followed = new Set<number>();
  for (const [ply, kinds] of hinted.get(match) ?? []) if (pointedAt(kinds, played[ply]!)) followed.add(ply);
  return followed;
}

/**
 * Which help pointed at each move of `match` the person played as it pointed (by ply: the move's
 * index), a hint where both did: the review says "Best moves showed b2" there, never "you found it".
 */
export function helpByMove(match: Match): Map<number, HelpKind> {
  const played = match.position.moves();
  const kinds = new Map<number, HelpKind>();
  for (const [ply, by] of hinted.get(match) ?? [])
    if (by.get('hint')?.has(played[ply]!)) kinds.set(ply, 'hint');
    else if (by.get('best moves')?.has(played[ply]!)) kinds.set(ply, 'best moves');
  return kinds;
}

/**
 * The person's moves of `match` played as help pointed, by kind, as Your games keeps them: the
 * review of the game reopened from there says what the review from the results says.
 */
export function helpedMovesOf(match: Match): HelpedMoves {
  const humans = match.players.map(isHuman);
  const kept: HelpedMoves = { hints: [], bestMoves: [] };
  const byMove = [...helpByMove(match)].filter(([ply]) => humans[ply % 2]).sort(([a], [b]) => a - b);
  for (const [ply, kind] of byMove) (kind === 'hint' ? kept.hints : kept.bestMoves).push(ply);
  return kept;
}

/**
 * A kept game reopened from Your games as `match`, finished: the help its moves had, as kept, is
 * this match's again (the review says "Best moves showed c3" there). A game kept before moves'
 * help was (`helped` undefined) has none known.
 */
export function rememberHelp(match: Match, helped: HelpedMoves | undefined): void {
  forgetHelp(match);
  const played = match.position.moves();
  const byPly = new Map<number, Map<HelpKind, Set<number>>>();
  const mark = (plies: readonly number[], kind: HelpKind) => {
    for (const ply of plies) {
      const move = played[ply];
      if (move !== undefined) byPly.set(ply, (byPly.get(ply) ?? new Map()).set(kind, new Set([move])));
    }
  };
  mark(helped?.hints ?? [], 'hint');
  mark(helped?.bestMoves ?? [], 'best moves');
  if (byPly.size > 0) hinted.set(match, byPly);
}

/**
 * The help the person took in `match`, by kind: each of the person's moves played as a hint or Best
 * moves pointed (a move both pointed at counts as a hint, the smaller help), and each turn help was
 * looked at and another move played. Help shown for a move since taken back counts no more.
 */
export function helpTakenIn(match: Match): HelpTaken {
  const humans = match.players.map(isHuman);
  const played = match.position.moves();
  const taken = { ...NO_HELP };
  for (const [ply, kinds] of hinted.get(match) ?? []) {
    if (ply >= played.length || !humans[ply % 2]) continue;
    const move = played[ply]!;
    const hint = kinds.get('hint');
    const best = kinds.get('best moves');
    if (hint?.has(move) && ply === freeHints.get(match)) taken.freeHints = 1;
    else if (hint?.has(move)) taken.hints++;
    else if (best?.has(move)) taken.bestMoves++;
    else if (hint) taken.lookedHints++;
    else taken.lookedBest++;
  }
  return taken;
}

/**
 * For the results: whether the person played help in `match`, how many of the moves a person played
 * on its board followed it, and on how many they looked at help and played another move (said
 * lightly, never costing the win its own); `taken`, the same by kind, for the words.
 */
export function helpOf(match: Match): {
  usedHelp: boolean;
  helpedMoves: number;
  lookedAt: number;
  taken: HelpTaken;
} {
  const taken = helpTakenIn(match);
  const moves = taken.hints + taken.bestMoves;
  return { usedHelp: moves > 0, helpedMoves: moves, lookedAt: taken.lookedHints + taken.lookedBest, taken };
}

/** A new game on the same match (Restart): the help seen in the one before is not this game's. */
export function forgetHelp(match: Match): void {
  hinted.delete(match);
  freeHints.delete(match);
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
 * The coach pointed the person at `moves` by help of `kind` (a hint's square, Best moves' best) for
 * the move now to play in `match`: help if one of them is the move played.
 */
export function markHelped(match: Match, moves: readonly number[], kind: HelpKind): void {
  const plies = hinted.get(match) ?? new Map<number, Map<HelpKind, Set<number>>>();
  const kinds = plies.get(match.position.ply) ?? new Map<HelpKind, Set<number>>();
  const pointed = kinds.get(kind) ?? new Set<number>();
  for (const m of moves) pointed.add(m);
  kinds.set(kind, pointed);
  plies.set(match.position.ply, kinds);
  hinted.set(match, plies);
}

/**
 * The words under Hint's icon: "Hint", hints on or off. Off against this opponent (the Expert's
 * default), a press asks to turn them on and says why they start off: a "Hint off" under the icon
 * read as a fault mid-game and told no one what a press would do.
 */
export function hintCaption(_settings: Settings, _players: readonly PlayerId[]): string {
  return CONTROL_WORDS.hint;
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
  const agreed = () => {
    if (star !== null) starAgreed.add(match);
    help();
  };
  if (hintsOn(settings, match.players)) {
    if (star === null) {
      help();
      return;
    }
    // Step 1's first hint: given at once and free; a later one asks. The board says nothing of stars
    // (not yet met in a first real game): the results say the free hint beside them.
    if (star === FREE_HINT_STEP && kind === 'hint' && (!freeHints.has(match) || hintIsFree(match))) {
      freeHints.set(match, match.position.ply);
      help();
      return;
    }
    ports.view.ask({ ...helpQuestionWords(kind, star, freeHints.has(match)), onYes: agreed });
    return;
  }
  const against = playerName(match.players.find((p) => !isHuman(p)) ?? 'human', true, 2, 'solo');
  ports.view.ask({
    question: `Hints are off against ${against}`,
    // One question, never two: the star it would cost said in it.
    detail: star !== null ? `${detail} ${thirdStarWords(kind, star, freeHints.has(match))}` : detail,
    yes: 'Turn on',
    no: 'Keep off',
    onYes: () => {
      setHints(settings, match.players, true);
      ports.saveSettings();
      agreed();
    },
  });
}

/**
 * The ladder step (its number from 1) whose third star the next help would cost, where it asks
 * first: before the game's first help of any kind, on a step whose third star is still to win, until
 * the person says yes; a hint only on the person's turn (else none is given). Null where it asks nothing.
 */
function starQuestionDue(
  { match, store }: Pick<CoachPorts, 'match' | 'store'>,
  kind: HelpKind,
  personToMove: boolean,
): number | null {
  if (sawHelp(match) || starAgreed.has(match)) return null;
  if (kind === 'hint' && !personToMove) return null;
  return thirdStarAtStake(loadHistory(store), match.players, match.position.rules.id);
}
