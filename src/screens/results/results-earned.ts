// What a finished game earned, decided without Phaser: on a ladder step, whether it cleared the
// step, the stars it has and which are new, and the next step to offer; in the record, the moments
// it made (moments.ts: a first win, a run of wins, a best margin, the most games in a day), at most
// two ribbons with the ladder's new stars counted as one: two are a moment, more were a list nobody
// read. Read from the kept games (the game itself among them once kept; added here when it could
// not be kept).

import type { MatchResult } from '../../game/events.ts';
import { personOf, type KeptGame } from '../../game/game-history.ts';
import { agentKind, HUMAN, type PlayerId } from '../../game/players.ts';
import { opponentName, stepBoard, stepWords } from '../history/history-words.ts';
import { LADDER, stepOutcome, type LadderStep } from '../history/ladder.ts';
import { newStarsWords, stepResultWords } from '../../words/results-words.ts';
import { momentsOf, MOST_RIBBONS, type Moment } from './moments.ts';
import {
  starNames,
  starsLine,
  starsToGoWords,
  stepTipWords,
  unlockedWords,
} from '../../words/ladder-star-words.ts';

export interface LadderOutcome {
  /** The step's place (1-based) and the ladder's length. */
  n: number;
  total: number;
  /** "Step 3 of 14: Medium on a 5×5 board". */
  step: string;
  /** "Step 3 cleared", or what clears it. */
  line: string;
  cleared: boolean;
  /** The step's stars after this game, and those this game added. */
  stars: [boolean, boolean, boolean];
  newStars: [boolean, boolean, boolean];
  /** Under the stars: the step this win opened ("Step 2 unlocked: Easy on a 5×5 board"), else "2 new stars for Easy on a 4×4 board", or ''. */
  starsLine: string;
  /** The stars' line says the step this win opened: the reward, said larger. */
  unlocked: boolean;
  /**
   * The step this win opened where it is the one offered next (step-unlock.ts makes it a moment of
   * its own: "Step 2 unlocked: Mind the round edge" and one big "Play step 2"); else null.
   */
  opens: { n: number; lesson: string } | null;
  /** After a win short of three stars, what the missing ones ask ("One star to go: …"); else each star held (★) or missed (☆) and why, or before a win what each is for. */
  starsWhy: string;
  /** Each star's name, shown under it (an empty star read as the one still to win, not a gap); null where none are shown. */
  starNames: [string, string, string] | null;
  /** After a step lost or drawn: its lesson for the next try; else null. */
  tip: string | null;
  /** After a clear: the next step up, what it is played on and how it starts; null at the top. */
  next: {
    n: number;
    on: string;
    start: { rules: string; players: [PlayerId, PlayerId] };
  } | null;
}

/** What the results' buttons need of the ladder's outcome (button-set.ts). */
export function stepButtonFacts(o: LadderOutcome): {
  cleared: boolean;
  nextOn: string | null;
  allStars: boolean;
  plays?: number;
} {
  return {
    cleared: o.cleared,
    nextOn: o.next?.on ?? null,
    // The step this win opened is the one big "Play step 2" (step-unlock.ts says what it is over it).
    ...(o.opens !== null ? { plays: o.opens.n } : {}),
    allStars: o.stars.every(Boolean),
  };
}

export interface Earned {
  ladder: LadderOutcome | null;
  /** What the game made new in the record, a ribbon each (moments.ts); none after a loss. */
  moments: Moment[];
}

/**
 * What `result` earned, from the kept games (this one among them or not) and whether help was asked
 * for; `now` is when the results opened, the game's end when it could not be kept.
 */
export function earnedBy(
  result: MatchResult,
  kept: readonly KeptGame[],
  usedHelp: boolean,
  steps: readonly LadderStep[] = LADDER,
  now?: number,
): Earned {
  const person = personOf(result);
  const counts = result.retryOf === undefined && !result.standIn;
  if (person === null || !counts) return { ladder: null, moments: [] };
  const margin = result.scores[person] - result.scores[1 - person]!;
  const opponent = agentKind(result.players[1 - person]!);
  const before = kept.filter((g) => g.id !== result.kept);
  const endedAt =
    kept.find((g) => g.id === result.kept)?.endedAt ??
    now ??
    Math.max(0, ...before.map((g) => g.endedAt)) + 1;
  const moments = (room: number) =>
    momentsOf({ rules: result.rules, opponent, margin, endedAt, hints: usedHelp }, before, room);
  const self: KeptGame = {
    id: result.kept ?? 'this-game',
    rules: result.rules,
    players: result.players,
    names: ['', ''],
    scores: result.scores,
    winner: result.winner,
    moves: [],
    endedAt,
    hints: usedHelp,
    counts: true,
  };
  // What this game did on the ladder and where the player stands after it: the ladder's own say.
  const o = stepOutcome(before, self, steps);
  if (!o) return { ladder: null, moments: moments(MOST_RIBBONS) };
  const n = o.at + 1;
  const following = o.current;
  // This game's own facts when it won (its margin, its help); after a loss, the step's best so far.
  const toGo = margin > 0 ? starsToGoWords({ stars: o.step.stars, margin: o.step.margin, won: margin }) : '';
  const why =
    toGo ||
    (margin > 0
      ? starsLine({ stars: o.step.stars, margin: o.step.margin, bestWin: margin }, true)
      : starsLine({ stars: o.step.stars, margin: o.step.margin, bestWin: o.step.bestWin }, false));
  // The ladder leads on, up from the step just won (never back below it: steps are won in order,
  // ladder.ts, and a won step's missing stars are its own "Go for 3 stars").
  const next =
    o.cleared && following && o.currentAt > o.at
      ? {
          n: o.currentAt + 1,
          on: `${opponentName(following.opponent)} on ${stepBoard(following.rules)}`,
          start: { rules: following.rules, players: [HUMAN, following.opponent] as [PlayerId, PlayerId] },
        }
      : null;
  const unlocked = o.opened !== null && o.newStars[0];
  // Where the next step's button plays the step this win opened, the unlock is a moment of its own
  // under the stars (step-unlock.ts: "Step 2 unlocked", its lesson and board) and the button is
  // short: "Play step 2".
  const unlockOnButton = unlocked && next !== null && next.n === o.openedAt + 1;
  return {
    ladder: {
      n,
      total: steps.length,
      step: stepWords(n, steps.length, o.step.opponent, o.step.rules),
      line: stepResultWords(n, o.cleared),
      cleared: o.cleared,
      stars: o.step.stars,
      newStars: o.newStars,
      // The step this win opened is the reward to say; else the stars it added (the win's star new:
      // this game cleared the step first).
      unlocked,
      opens: unlockOnButton ? { n: next.n, lesson: following!.lesson ?? following!.teaches } : null,
      starsLine: unlockOnButton
        ? ''
        : o.opened && o.newStars[0]
          ? unlockedWords(
              o.openedAt + 1,
              `${opponentName(o.opened.opponent)} on ${stepBoard(o.opened.rules)}`,
            )
          : newStarsWords(
              o.newStars.filter(Boolean).length,
              `${opponentName(o.step.opponent)} on ${stepBoard(o.step.rules)}`,
            ),
      // All three held, some just earned: the full stars say it; what each is for is one more grey
      // line between the stars and the next step.
      starsWhy: o.step.stars.every(Boolean) && o.newStars.some(Boolean) ? '' : why,
      // Each star's name under it on every card with a star won, so one card reads like the next
      // (before a win, the line under the stars says what each is for).
      starNames: o.step.stars.some(Boolean) ? starNames(o.step.margin) : null,
      tip: o.cleared ? null : stepTipWords(o.step.teaches),
      next,
    },
    // New stars on the ladder are a ribbon of their own: the rest share what room is left.
    moments: moments(MOST_RIBBONS - (o.newStars.some(Boolean) ? 1 : 0)),
  };
}

/** How the sheet shows a step's star: held before this game, earned by it, or still to win. */
export type StarShown = 'held' | 'fills' | 'empty';

/**
 * Each star as the sheet shows it from its first frame: one held before this game is lit; one this
 * game earned is an empty star that fills (the k-th of them k beats after the first, with its
 * note); one still to win stays empty. Under reduced motion the earned ones are simply lit.
 */
export function starsShown(
  step: Pick<LadderOutcome, 'stars' | 'newStars'>,
): { shown: StarShown; k: number }[] {
  let k = 0;
  return step.stars.map((held, i) => {
    if (step.newStars[i]) return { shown: 'fills', k: k++ };
    return { shown: held ? 'held' : 'empty', k: -1 };
  });
}
