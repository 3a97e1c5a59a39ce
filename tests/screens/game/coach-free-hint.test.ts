// Ladder step 1 is a new player's first real game, straight after the guide: its first hint comes at
// once, free, in its two lines and no word of stars (not yet met), with no question about a star ("Use a
// hint? … its third star is for a win with no hints" punished curiosity there). A later hint in
// that game asks as on any step. The results say what happened: the free hint played is said, and
// the third star is still won.
import { expect, test } from 'vitest';
import { CoachKeep, type CoachView } from '../../../src/screens/game/coach-model.ts';
import { helpOf, sawHelp, usedHelp } from '../../../src/screens/game/help-gate.ts';
import { DEFAULT_SETTINGS } from '../../../src/game/settings.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { helpTakenWords } from '../../../src/words/help-taken-words.ts';
import { earnedBy } from '../../../src/screens/results/results-earned.ts';
import type { MatchResult } from '../../../src/game/events.ts';
import { makeMatch } from './ports.ts';
import { makeCoach } from './coach-rig.ts';

const until = async (done: () => boolean) => {
  for (let i = 0; i < 4000 && !done(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(done()).toBe(true);
};

test("step 1's first hint: at once, two lines, no star lost; the next hint in the game asks", async () => {
  const store = new Store(new MemoryStorage());
  const match = makeMatch('square:5', ['human', 'easy'], [], store);
  const asked: string[] = [];
  const details: string[] = [];
  const banners: string[] = [];
  const view: CoachView = {
    draw: (s) => void (s.words && banners.push(s.words)),
    ask: (q) => void (asked.push(q.question), details.push(q.detail)),
    tellRefused: () => {},
    announce: () => {},
    focusSquare: () => {},
    squareNotes: () => {},
  };
  const coach = makeCoach(match, structuredClone(DEFAULT_SETTINGS), store, new CoachKeep(), view);
  coach.start();
  coach.pressHint();
  expect(asked).toEqual([]);
  await until(() => banners.some((b) => b.startsWith('Try ')));
  // The hint's two lines alone: stars are said on the results, where they are shown.
  const hint = banners.find((b) => b.startsWith('Try '))!;
  expect(hint.split('\n')).toHaveLength(2);
  expect(hint).not.toMatch(/star/i);
  // Pressed again on the same turn: the same free hint, still no question.
  coach.pressHint();
  expect(asked).toEqual([]);
  // The hinted square played: free help, no star's cost, said on the results.
  const before = match.position.moves().length;
  match.play(coach['hint']!.square);
  expect(match.position.moves().length).toBe(before + 1);
  expect(sawHelp(match)).toBe(false);
  expect(usedHelp(match)).toBe(false);
  const help = helpOf(match);
  expect(help.usedHelp).toBe(false);
  expect(help.taken.freeHints).toBe(1);
  expect(helpTakenWords(help.taken)).toBe('With the free first hint');
  // A win with only the free hint holds all three stars.
  const won: MatchResult = {
    rules: 'square:5',
    scoring: 'divisions',
    players: ['human', 'easy'],
    scores: [40, 20],
    winner: 1,
    history: [],
    record: '',
  };
  const earned = earnedBy(won, [], help.usedHelp);
  expect(earned.ladder?.stars).toEqual([true, true, true]);
  // On the person's next turn, a hint asks as on any step: the free one is spent.
  await until(() => match.position.toMove() === 1 && !match.isThinking);
  coach.pressHint();
  expect(asked).toEqual(['Use a hint?']);
  // The player has had a hint: the question says the free one left the star, not "no hints" as if it were gone.
  expect(details[0]).toBe(
    'This game counts for ladder step 1. Your first hint was free, so its third star is still yours: win with no more hints and no Best moves.',
  );
});
