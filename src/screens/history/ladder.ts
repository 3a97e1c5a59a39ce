// The ladder: steps from Easy on a small board to Expert on the large and strange ones, each
// teaching one thing, each with up to three stars (a win, a win by its margin, a win without
// help: no hint and no Best moves' values seen in that game). Steps are climbed in order: a game
// counts on its step once the player has reached it (every step before it won); a game on a step
// further up is a free game, not the ladder's, until then (a free Medium hexagon won on a ladder
// still at step 1 claimed step 5, and the results sent the player back to Easy); it waits, and its
// stars count when the player gets there. So the steps won are always the first few, the current step (where the player stands, the
// one the menu offers) is the first not yet won and the only open step without a win; once every
// step is won, the first short of three stars. This file is the only place that decides which step
// is current and what a game cleared: the menu, the results and the History's map all read it.
// Computed from the kept games, so it needs no storage of its own and survives a reload with the
// history.

import { parseRules } from '../../engine/index.ts';
import type { KeptGame } from '../../game/game-history.ts';
import type { OpponentChoice } from '../../game/players.ts';
import { MARGINS_FROM } from '../../game/game-salt.ts';
import { personGames, type PersonGame } from './game-record.ts';
import { opponentTip } from '../../words/opponent-choice-words.ts';

export interface LadderStep {
  /** `easy-square:5`: what it is played on, for a control's id and the ladder's saved place (not its number, so a step added to the path moves no one). */
  id: string;
  rules: string;
  opponent: OpponentChoice;
  /** The margin the second star asks for. */
  margin: number;
  /**
   * The margin a game numbered below `MARGINS_FROM` (or with no number) was played for, where it was
   * smaller: its win by that much keeps the second star it earned then.
   */
  marginBefore?: number;
  /** What the step teaches, in a player's words. */
  teaches: string;
  /** The same in a few words, for its place on the ladder's map (else `teaches`). */
  lesson?: string;
}

const step = (
  _n: number,
  opponent: OpponentChoice,
  rules: string,
  margin: number,
  teaches: string,
  lesson: string,
  marginBefore?: number,
): LadderStep => ({
  id: `${opponent}-${parseRules(rules).id}`,
  rules: parseRules(rules).id,
  opponent,
  margin,
  teaches,
  lesson,
  ...(marginBefore === undefined ? {} : { marginBefore }),
});

/**
 * The second star's margin on steps 1 to 7 for games numbered below `MARGINS_FROM`. A thoughtless
 * fixed pattern (row by row, beside its last cell, the most points now, random) won by 4 on these
 * boards most of the time; today's margins ask about what the board is worth with best play
 * (docs/opponents.md, "Stars that have to be earned").
 */
const MARGIN_BEFORE = 4;

/** The path, in order. */
export const LADDER: readonly LadderStep[] = [
  // Steps 1 and 2 are on boards the player who moves first (the person) wins with best play
  // (docs/solving.md), so a new player's first real games can be won: docs/opponents.md measures it.
  // The second stars of steps 1 to 3 ask what the board is worth with best play (square:5 +10,
  // petri:5 +12), and more against Medium on square:5, where copying each move through the centre
  // wins by 8 to 10 whatever the opponent does; steps 4 to 7 ask 6, the hexagon 8 for the same reason.
  step(
    1,
    'easy',
    'square:5',
    10,
    'Cells split when they touch your own: place beside your cells.',
    'Touch your own cells',
    MARGIN_BEFORE,
  ),
  step(
    2,
    'easy',
    'petri:5',
    12,
    'A round dish: its edge has fewer neighbours.',
    'Mind the round edge',
    MARGIN_BEFORE,
  ),
  step(
    3,
    'medium',
    'square:5',
    12,
    opponentTip('medium', 'Leave it no big square to take.'),
    'Leave it no big square',
    MARGIN_BEFORE,
  ),
  step(
    4,
    'medium',
    'petri:6',
    6,
    'A bigger dish: claim the middle first.',
    'Claim the middle',
    MARGIN_BEFORE,
  ),
  step(
    5,
    'medium',
    'hex:4',
    8,
    'Hexagons: six neighbours, three ways to split.',
    'Six neighbours',
    MARGIN_BEFORE,
  ),
  step(
    6,
    'medium',
    'tri:5',
    6,
    'Triangles: three neighbours share a side, three meet at a point.',
    'Triangles',
    MARGIN_BEFORE,
  ),
  step(
    7,
    'medium',
    'square:5/stem',
    6,
    'A stem cell in the middle: surround it with more of your cells than theirs to win most of it.',
    'Win the stem cell',
    MARGIN_BEFORE,
  ),
  step(8, 'hard', 'square:6', 6, opponentTip('hard', 'Keep your groups joined.'), 'Keep groups joined'),
  step(9, 'hard', 'beaker:6x7', 4, 'Gravity: cells fall, so a column is a move.', 'Cells fall'),
  step(
    10,
    'hard',
    'square:6/jumps',
    6,
    'Jumps: twice a game, hop a cell over theirs to make it yours.',
    'Jump their cells',
  ),
  step(
    11,
    'hard',
    'hex:5/connections',
    6,
    'Connections: every touching pair counts one.',
    'Every touching pair counts',
  ),
  step(12, 'expert', 'square:8', 8, opponentTip('expert', 'The last moves decide.'), 'The last moves decide'),
  step(
    13,
    'expert',
    'flask:10x4',
    6,
    'A tall flask under gravity, against the Expert.',
    'A tall flask: gravity',
  ),
  step(
    14,
    'expert',
    'hex:6/connections',
    8,
    'The largest hexagon, by connections.',
    'Big hexagon, connections',
  ),
];

export interface StepState extends LadderStep {
  /** Each star: won, won by the margin, won without hints. */
  stars: [boolean, boolean, boolean];
  starCount: number;
  open: boolean;
  /** Counted games played on this step. */
  games: number;
  /** The widest winning margin on this step, or null before a win: why the second star is missed. */
  bestWin: number | null;
}

export interface Ladder {
  steps: StepState[];
  /** Where the player stands: the first step not yet won, else (every step won) the first short of three stars; null when all are done. */
  current: StepState | null;
  /** The step the menu offers next: the current one. */
  next: StepState | null;
  stars: number;
  maxStars: number;
}

/**
 * The games that count on each step, oldest first: a game on a step the player had reached when it
 * ended (the first step not won by the games before it, or one below it). One on a step further up
 * waits: it counts once the player reaches that step, so a win a player made is never lost, but
 * no step is won ahead of the ones before it.
 */
function onTheLadder(games: readonly PersonGame[], steps: readonly LadderStep[]): PersonGame[][] {
  const counted = steps.map((): PersonGame[] => []);
  const waiting = steps.map((): PersonGame[] => []);
  let reached = 0;
  for (const g of games) {
    const at = steps.findIndex((s) => s.rules === g.rules && s.opponent === g.opponent);
    if (at < 0) continue;
    (at > reached ? waiting : counted)[at]!.push(g);
    while (reached < steps.length && counted[reached]!.some((w) => w.margin > 0)) {
      reached++;
      if (reached < steps.length) counted[reached]!.push(...waiting[reached]!.splice(0));
    }
  }
  return counted;
}

/** The margin `g`'s second star asked for on step `s`: `marginBefore` for a game numbered before today's margins. */
export function marginFor(s: LadderStep, g: { salt?: number }): number {
  const before = s.marginBefore !== undefined && (g.salt === undefined || g.salt < MARGINS_FROM);
  return before ? Math.min(s.margin, s.marginBefore!) : s.margin;
}

/** The ladder as the kept games leave it. */
export function ladder(kept: readonly KeptGame[], steps: readonly LadderStep[] = LADDER): Ladder {
  const counted = onTheLadder(personGames(kept), steps);
  const won = steps.map((s, i) => {
    const mine = counted[i]!;
    const wins = mine.filter((g) => g.margin > 0);
    const stars: [boolean, boolean, boolean] = [
      wins.length > 0,
      wins.some((g) => g.margin >= marginFor(s, g)),
      wins.some((g) => !g.hints),
    ];
    const bestWin = wins.length > 0 ? Math.max(...wins.map((g) => g.margin)) : null;
    return { stars, games: mine.length, bestWin };
  });
  // Open: every step won (the first few) and the one after them.
  const furthest = won.reduce((last, w, i) => (w.stars[0] ? i : last), -1);
  const states: StepState[] = steps.map((s, i) => ({
    ...s,
    stars: won[i]!.stars,
    starCount: won[i]!.stars.filter(Boolean).length,
    open: i <= furthest + 1,
    games: won[i]!.games,
    bestWin: won[i]!.bestWin,
  }));
  const current = states.find((s) => !s.stars[0]) ?? states.find((s) => s.starCount < 3) ?? null;
  const stars = states.reduce((n, s) => n + s.starCount, 0);
  return { steps: states, current, next: current, stars, maxStars: states.length * 3 };
}

/** What one counted game on a ladder step did: the step, whether it cleared it, its stars before and after, and where the player stands after it. */
export interface StepOutcome {
  /** The step's index in the path. */
  at: number;
  cleared: boolean;
  step: StepState;
  newStars: [boolean, boolean, boolean];
  /** The current step after this game (null with every step done). */
  current: StepState | null;
  currentAt: number;
  /** The step this game opened (locked before it), and its index; null when it opened none. */
  opened: StepState | null;
  openedAt: number;
}

/** The ladder before and after `game`; null when the game is not on a step. */
export function stepOutcome(
  before: readonly KeptGame[],
  game: KeptGame,
  steps: readonly LadderStep[] = LADDER,
): StepOutcome | null {
  const opponent = personGames([game])[0]?.opponent;
  const at = steps.findIndex((s) => s.rules === game.rules && s.opponent === opponent);
  if (at < 0) return null;
  const then = ladder(before, steps);
  const was = then.steps[at]!;
  const now = ladder([...before, game], steps);
  const step = now.steps[at]!;
  const cleared = step.stars[0] && personGames([game])[0]!.margin > 0;
  // A game on a step still locked is no ladder game: the player is not on that step yet (onTheLadder).
  if (!was.open) return null;
  // A win on the current step opens the step after it; where a win made there earlier was waiting
  // (onTheLadder), it counts now and the step opened is the new current one further on.
  const currentAt = now.current ? now.steps.indexOf(now.current) : -1;
  const openedAt = currentAt > at && !then.steps[currentAt]!.open ? currentAt : -1;
  return {
    at,
    cleared,
    step,
    newStars: step.stars.map((s, i) => s && !was.stars[i]) as [boolean, boolean, boolean],
    current: now.current,
    currentAt,
    opened: now.steps[openedAt] ?? null,
    openedAt,
  };
}
