// What the menu's first screen says on its cards: the guided game's offer (to a newcomer), the big
// card (Play with what it starts, Resume with the kept game), the ladder's next step (one tap
// plays it, its stars so far, its map one tap away) and today's puzzle (its streak, a missed day said kindly, its picture, an easier one for a
// newcomer). The
// ladder's and the streak's words are the history's (menu-progress.ts); this only sets them out.

import { loadHistory } from '../../game/game-history.ts';
import { loadPuzzleHistory } from '../../game/puzzle-history.ts';
import { dailyNumber, dailyPuzzle, type DayKey } from '../../game/puzzles.ts';
import type { Store } from '../../game/storage.ts';
import { WELCOME_WORDS } from '../../words/tutorial-script.ts';
import { ladder } from '../history/ladder.ts';
import { starsBefore } from '../../words/ladder-star-words.ts';
import { menuProgress, type MenuProgress } from '../history/menu-progress.ts';
import { easierPuzzleFor } from './easier-puzzle.ts';
import type { PrimaryKind } from './hub-layout.ts';

/** What the hub adds to the first screen's value (menu-model.ts's HubSnapshot is both). */
export interface HubParts {
  primary: PrimaryKind;
  /** The guided game's offer, a card of its own above the big card: Show me how and No thanks. */
  offer: {
    later: { id: 'tutorial:later'; label: string };
    start: { id: 'tutorial:start'; label: string };
  } | null;
  ladder: {
    id: 'ladder-next';
    /** The button's name for the hook and the screen readers. */
    label: string;
    heading: string;
    /** The step in words ("Step 3: Medium on Square, 25 squares"), or the ladder climbed. */
    line: string;
    /** What the step teaches, when there is a step. */
    teaches: string | null;
    /** The next step's stars so far, of 3; null when every step is climbed. */
    stars: number | null;
    /** Which of them are held, as drawn ("★☆★": a win and a win without help); null when every step is climbed. */
    starText: string | null;
    /**
     * The card's top right: the ladder's stars won so far ("★ 4 of 33") while the next step has none
     * yet (its ☆☆☆ said nothing to a player coming back), else the next step's as drawn; null when
     * every step is climbed.
     */
    corner: string | null;
    /** What each star asks, said before the game ("Stars: win · by 4 or more · no hints or Best moves"); null when every step is climbed. */
    starsRule: string | null;
    start: MenuProgress['ladder']['start'];
    /** What a tap does, at the card's foot ("Play ›"), or null with every step climbed. */
    go: string | null;
    /**
     * The ladder's map (Your games' Ladder tab) in one tap, beside the card; null with every step
     * climbed, when a tap on the card itself opens the map.
     */
    map: { id: 'ladder:map'; label: string; description: string } | null;
  };
  puzzle: {
    id: 'puzzle';
    label: string;
    heading: string;
    line: string;
    go: string;
    /** Today's puzzle's position, for its picture: the game record up to it. */
    record: string;
    /** An easier puzzle, offered to a newcomer beside today's (easier-puzzle.ts), or null. */
    easier: { id: 'puzzle:easier'; label: string; number: number } | null;
  };
}

export const HUB_WORDS = {
  ladder: 'Ladder',
  climbed: 'Every step climbed: see your stars',
  puzzle: "Today's puzzle",
  /** The cards' foot: what a tap on them does. */
  playStep: 'Play ›',
  /** The ladder card's second button: its map of every step and its stars. */
  map: 'Ladder map ›',
  mapDescription: 'The ladder: every step and its stars',
  solve: 'Solve ›',
  /** A newcomer's way to a gentler puzzle than today's. */
  easier: 'Try an easier one ›',
} as const;

/** The ladder's stars won so far, on its card: "★ 4 of 33". */
export function ladderStarsWords(stars: number, max: number): string {
  return `★ ${stars} of ${max}`;
}

/** The streak's words without their "Daily puzzle" lead, which the card's heading already says. */
function streakLine(daily: string): string {
  const rest = daily.replace(/^Daily puzzle\s*:?\s*/i, '');
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

export function hubSnapshot<Home extends { play: object }>(
  home: Home,
  offering: boolean,
  store: Store,
  today: DayKey,
): Home & HubParts {
  const progress = menuProgress(store, today);
  const climb = ladder(loadHistory(store));
  const next = climb.next;
  const starText = next ? next.stars.map((lit) => (lit ? '★' : '☆')).join('') : null;
  const easier = easierPuzzleFor(loadPuzzleHistory(store), dailyNumber(today));
  return {
    ...home,
    primary: 'resume' in home.play ? 'resume' : 'play',
    offer: offering
      ? {
          later: { id: 'tutorial:later', label: WELCOME_WORDS.later },
          start: { id: 'tutorial:start', label: WELCOME_WORDS.start },
        }
      : null,
    ladder: {
      id: progress.ladder.id,
      label: progress.ladder.label,
      heading: HUB_WORDS.ladder,
      line: progress.ladder.step ?? HUB_WORDS.climbed,
      teaches: next ? next.teaches : null,
      stars: next ? next.starCount : null,
      starText,
      corner:
        next && next.starCount === 0 && climb.stars > 0
          ? ladderStarsWords(climb.stars, climb.maxStars)
          : starText,
      starsRule: next ? starsBefore(next.margin) : null,
      start: progress.ladder.start,
      go: progress.ladder.start ? HUB_WORDS.playStep : null,
      map: progress.ladder.start
        ? { id: 'ladder:map', label: HUB_WORDS.map, description: HUB_WORDS.mapDescription }
        : null,
    },
    puzzle: {
      id: 'puzzle',
      label: HUB_WORDS.puzzle,
      heading: HUB_WORDS.puzzle,
      line: streakLine(progress.daily),
      go: HUB_WORDS.solve,
      record: dailyPuzzle(today).record,
      easier: easier === null ? null : { id: 'puzzle:easier', label: HUB_WORDS.easier, number: easier },
    },
  };
}
