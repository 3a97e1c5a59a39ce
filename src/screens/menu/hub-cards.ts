// What the menu's first screen says on its cards: the guided game's offer (to a newcomer) or the
// today card (the days in a row, the last game, today's goal: today-card.ts, to a player coming back), the big
// card (Play with what it starts, Resume with the kept game), the ladder's next step (a tap on the
// card opens its map; its stars so far and its path in small; where the big Play is another game, the
// card's own Play step 3 › plays the step, named by its number: ladder-follow.ts) and today's puzzle (its streak, a
// missed day said kindly, its picture; once solved, said so rather than offering Solve again).
// The ladder's and the streak's words are the history's (menu-progress.ts); this only sets them out.

import { loadHistory } from '../../game/game-history.ts';
import { type DayKey } from '../../game/puzzles.ts';
import { triesSoFar } from '../../game/puzzle-tries.ts';
import { todaysDaily } from '../puzzle/daily-choice.ts';
import type { Store } from '../../game/storage.ts';
import { WELCOME_WORDS } from '../../words/tutorial-script.ts';
import { ladder, type LadderStep } from '../history/ladder.ts';
import { starsBefore, starsChecklist, starsWonWords } from '../../words/ladder-star-words.ts';
import { gamesDoor, menuProgress, type GamesDoor, type MenuProgress } from '../history/menu-progress.ts';
import { welcomeLine } from './welcome.ts';
import { todayCard, type TodayCard } from './today-card.ts';
import { loadPuzzleHistory } from '../../game/puzzle-history.ts';
import { puzzleNumber } from '../../ai/puzzles/puzzle-set.ts';
import { puzzleTodayWords } from '../../words/today-words.ts';
import type { PrimaryKind } from './hub-layout.ts';
import type { PathStepState } from './ladder-card.ts';
import type { NewStars } from './new-stars.ts';
import type { NewTicks } from './ticks-seen.ts';
import { LADDER_FOLLOW_WORDS, playStepWords } from '../../words/ladder-follow-words.ts';

/** What the hub adds to the first screen's value (menu-model.ts's HubSnapshot is both). */
export interface HubParts {
  primary: PrimaryKind;
  /** A player coming back: the last game's result in a few words (welcome.ts), said to screen readers (the today card shows it); else null. */
  welcome: string | null;
  /** A player coming back: the today card in the offer's row (the days in a row, the last game, today's goal); else null. */
  today: TodayCard | null;
  /** The guided game's offer, a card of its own above the big card: Show me how and No thanks. */
  offer: {
    later: { id: 'tutorial:later'; label: string };
    /** `short`: its words where the whole label does not fit one line. */
    start: { id: 'tutorial:start'; label: string; short: string };
  } | null;
  ladder: {
    id: 'ladder-next';
    /** The button's name for the hook and the screen readers. */
    label: string;
    heading: string;
    /** The step in words ("Step 3: Medium on Square 5×5"), or the ladder climbed. */
    line: string;
    /** What the step teaches, when there is a step. */
    teaches: string | null;
    /** The same in a few words, one line on a narrow card ("Make pairs"); null with no step. */
    lesson: string | null;
    /** The next step's stars so far, of 3; null when every step is climbed. */
    stars: number | null;
    /** Which of them are held, as drawn ("★☆★": a win and a win without help); null when every step is climbed. */
    starText: string | null;
    /** The card's top right: the ladder's stars won so far, in the same words on every shape ("★ 4 of 42"). */
    corner: string | null;
    /** What each star asks, said before the game ("Stars: win, win by 4 or more, on your own"); null when every step is climbed. */
    starsRule: string | null;
    /** The same one star a line, ★ where held (a narrow card's); null when every step is climbed. */
    starsList: string | null;
    start: MenuProgress['ladder']['start'];
    /** The path in small, step by step, for the card's room under its words (ladder-card.ts's planPath places it). */
    path: { state: PathStepState; stars: number }[];
    /**
     * What a tap on the card does: it opens the ladder's map, where the player sees where they
     * stand; the card's own Play › starts the next step.
     */
    opens: 'map';
    /** The card's own button at its foot, the next step in one tap, where the big card's Play is another game; else null. */
    play: { id: 'ladder-play'; label: string } | null;
    /** The button's words ("Play step 3 ›"), or with no button the card's foot ("Your path ›": its tap opens the map); null with every step climbed. */
    go: string | null;
  };
  puzzle: {
    id: 'puzzle';
    label: string;
    heading: string;
    line: string;
    /** What a tap does, at the card's foot: Solve, or Play again once today's is solved. */
    go: string;
    /** Whether today's is solved: the card's line says so. */
    solved: boolean;
    /** Today's puzzle's position, for its picture: the game record up to it. */
    record: string;
    /** Whose colour the puzzle's other side takes (the big card's opponent), or null for Hard's (colours.ts puzzlePalettes). */
    opponent: string | null;
  };
  /** The Your games door's record ("5 games · 3 won · best run 3") once a game is kept, not beside the guided game's offer; else null. */
  door: GamesDoor | null;
}

export const HUB_WORDS = {
  ladder: 'Ladder',
  climbed: 'Every step climbed: see your stars',
  puzzle: "Today's puzzle",
  /** The cards' foot: what a tap on them does. */
  solve: 'Solve ›',
  /** Today's played (solved, or its answer shown): the same puzzle again, for the fun of it (the day is kept as it went). */
  again: 'Play again ›',
} as const;

/** The card's Play as a screen reader names it: "Play the ladder's step 3 of 14" (from "Ladder: step 3 of 14"). */
export function ladderPlayWords(card: string): string {
  return `Play the ladder's ${card.replace(/^Ladder: /, '')}`;
}

/** What the today card's next thing reads beyond the store: the game left unfinished, Adaptive's skill, Play's words, the hour. */
export interface ComebackContext {
  unfinished: { who: string; moves: string; step: number | null } | null;
  skill: number;
  play: string;
  /** The ladder step the big Play starts, or null: the today card then offers no other game (comeback.ts). */
  playStep?: LadderStep | null;
  /** The hour on the device's clock (0 to 23), or null: "Welcome back". */
  hour: number | null;
  /** A ladder star won since the home was last seen (new-stars.ts), and whether its glow pops now (once); null for none. */
  stars?: { news: NewStars; pop: boolean } | null;
  /** Today's ticks new since the home was last seen (ticks-seen.ts), while their moment lasts; null for none. */
  ticks?: (NewTicks & { pop: boolean }) | null;
  /** The opponent the big card plays, whose colour today's puzzle's other side takes; null for none chosen. */
  opponent?: string | null;
}

export function hubSnapshot<Home extends { play: object; card?: { step: string | null } }>(
  home: Home,
  offering: boolean,
  store: Store,
  today: DayKey,
  context: ComebackContext,
): Home & HubParts {
  const progress = menuProgress(store, today);
  const kept = loadHistory(store);
  const climb = ladder(kept);
  const next = climb.next;
  const card = offering
    ? null
    : todayCard(
        kept,
        loadPuzzleHistory(store),
        today,
        context,
        context.hour,
        context.stars ?? null,
        context.ticks ?? null,
      );
  // Where the big card's Play is the ladder's next step (menu-model.ts's card.step).
  const playIsStep = (home.card?.step ?? null) !== null;
  const starText = next ? next.stars.map((lit) => (lit ? '★' : '☆')).join('') : null;
  return {
    ...home,
    primary: 'resume' in home.play ? 'resume' : 'play',
    welcome: offering ? null : welcomeLine(kept, today),
    today: card,
    offer: offering
      ? {
          later: { id: 'tutorial:later', label: WELCOME_WORDS.later },
          start: { id: 'tutorial:start', label: WELCOME_WORDS.start, short: WELCOME_WORDS.startShort },
        }
      : null,
    ladder: {
      id: progress.ladder.id,
      label: progress.ladder.label,
      heading: HUB_WORDS.ladder,
      line: progress.ladder.step ?? HUB_WORDS.climbed,
      teaches: next ? next.teaches : null,
      lesson: next ? (next.lesson ?? next.teaches) : null,
      stars: next ? next.starCount : null,
      starText,
      // The whole ladder's stars (each step's own are drawn under its disc on the path).
      corner: starsWonWords(climb.stars, climb.maxStars),
      starsRule: next ? starsBefore(next.margin) : null,
      starsList: next ? starsChecklist(next.margin, next.stars) : null,
      start: progress.ladder.start,
      path: climb.steps.map((s) => ({
        state: s === next ? 'next' : s.stars[0] ? 'won' : s.open ? 'open' : 'locked',
        stars: s.starCount,
      })),
      opens: 'map',
      // One Play on the screen: where the big card's Play is the step, the card opens the path;
      // else the step is one tap away in words of its own (ladder-follow.ts).
      play:
        progress.ladder.start && !playIsStep
          ? { id: 'ladder-play', label: ladderPlayWords(progress.ladder.label) }
          : null,
      // The step by its number: "Next step" read as the step after one cleared, and a step never
      // played, or lost, is not.
      go:
        progress.ladder.start && next
          ? playIsStep
            ? LADDER_FOLLOW_WORDS.path
            : playStepWords(climb.steps.indexOf(next) + 1)
          : null,
    },
    puzzle: {
      id: 'puzzle',
      label: HUB_WORDS.puzzle,
      heading: HUB_WORDS.puzzle,
      // Beside the today card, which says the days in a row, how today's stands and the puzzle's own streak.
      line: card
        ? puzzleTodayWords({
            ...progress,
            begun: triesSoFar(store, todaysDaily(store, today), today) > 0,
          })
        : progress.daily,
      go: progress.playedToday ? HUB_WORDS.again : HUB_WORDS.solve,
      solved: progress.solvedToday,
      record: puzzleNumber(todaysDaily(store, today))!.record,
      opponent: context.opponent ?? null,
    },
    door: offering ? null : gamesDoor(store, today),
  };
}
