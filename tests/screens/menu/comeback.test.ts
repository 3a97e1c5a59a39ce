// The one next thing the menu offers a player coming back (screens/menu/comeback.ts), from what
// they did last: the game left unfinished, a rematch after a close loss or a draw, a gentler game
// after a heavy loss, the ladder's next step after a ladder win, else today's puzzle or the ladder.
import { describe, expect, test } from 'vitest';
import { keepGame, loadHistory } from '../../../src/game/game-history.ts';
import { comebackOffer } from '../../../src/screens/menu/comeback.ts';
import { LADDER } from '../../../src/screens/history/ladder.ts';
import { personGame, randomGame, storeRig } from '../history/history-rig.ts';

/** A lost game's moves and scores: by 3 or fewer points (close), or by 6 or more (heavy). */
function lost(rules: string, close: boolean) {
  for (let seed = 0; ; seed++) {
    const g = randomGame(rules, seed);
    const by = g.scores[1] - g.scores[0];
    if (close ? by > 0 && by <= 3 : by >= 6) return g;
  }
}

const at = (day: number, hour: number) => new Date(2026, 2, day, hour).getTime();
const FACTS = {
  unfinished: null as { who: string; moves: string } | null,
  puzzleDone: true,
  skill: 0.5,
  play: 'You vs Medium',
  playStep: null as (typeof LADDER)[number] | null,
};

function offerAfter(...games: Parameters<typeof personGame>[]) {
  const { store } = storeRig();
  for (const g of games) keepGame(store, personGame(...g));
  return (more: Partial<typeof FACTS> = {}) => comebackOffer({ ...FACTS, kept: loadHistory(store), ...more });
}

test('a close loss offers the rematch, the same board and seats, in one tap', () => {
  const game = lost('hex:5', true);
  const offer = offerAfter(['hex:5', 'medium', 'loss', at(9, 20), game])();
  expect(offer.why).toBe('rematch');
  expect(offer.words).toBe(`Rematch Medium: you lost by ${game.scores[1] - game.scores[0]}`);
  expect(offer.short).toBe('Rematch Medium');
  expect(offer.start).toEqual({ rules: 'hex:5', players: ['human', 'medium'] });
});

test('a heavy loss offers a gentler opponent; against Adaptive, Adaptive where it eased to', () => {
  const heavy = offerAfter(['square:6', 'hard', 'loss', at(9, 20), lost('square:6', false)])();
  expect(heavy).toMatchObject({
    why: 'gentler',
    words: 'Warm up with Medium on a 6×6 board?',
    start: { rules: 'square:6', players: ['human', 'medium'] },
  });
  // An offer, kindly: the narrow card's words neither grade the player nor say "gentler".
  expect(heavy!.short).toBe('Warm up with Medium?');
  expect(`${heavy!.words} ${heavy!.short}`).not.toMatch(/gentler|easier|weak/i);
  const adaptive = offerAfter(['square:6', 'adaptive:0.5', 'loss', at(9, 20), lost('square:6', false)])({
    skill: 0.389,
  });
  expect(adaptive).toMatchObject({
    why: 'gentler',
    words: 'Adaptive eased to level 5: another go?',
    start: { rules: 'square:6', players: ['human', 'adaptive:0.389'] },
  });
});

test('a ladder win offers the next step; a win off the ladder leaves today’s puzzle, then the ladder', () => {
  const step = offerAfter(['square:5', 'easy', 'win', at(9, 20)])();
  expect(step).toMatchObject({
    why: 'ladder',
    words: 'Step 2: Easy on a petri dish 5 across',
    start: { rules: 'petri:5', players: ['human', 'easy'] },
  });
  const offWin = offerAfter(['square:7', 'hard', 'win', at(9, 20)]);
  expect(offWin({ puzzleDone: false })).toMatchObject({ why: 'puzzle', start: null });
  expect(offWin()).toMatchObject({ why: 'ladder', words: 'Step 1: Easy on a 5×5 board' });
});

test('the game left unfinished comes first, whatever came before', () => {
  const offer = offerAfter(['square:6', 'hard', 'loss', at(9, 20), lost('square:6', false)])({
    unfinished: { who: 'You vs Hard', moves: '12 moves' },
  });
  expect(offer).toEqual({
    why: 'resume',
    words: 'Finish your game: You vs Hard, 12 moves',
    short: 'Finish your game',
    start: null,
  });
});

test('a draw offers the rematch; with nothing else left, the menu’s Play', () => {
  expect(offerAfter(['square:5', 'expert', 'draw', at(9, 20)])()).toMatchObject({
    why: 'rematch',
    words: 'Rematch Expert: last time a draw',
  });
  expect(offerAfter()()).toMatchObject({ why: 'ladder' });
});

// The lead's one next thing: over a big "Play step 4" a "Warm up with Easy?" was a second, other game.
describe('where the big Play is the ladder’s step, the card offers that step, never another game', () => {
  const step4 = LADDER[3]!; // Medium on a petri dish 6 across
  const on4 = (close: boolean) => ['petri:6', 'medium', 'loss', at(9, 20), lost('petri:6', close)] as const;

  test('a heavy loss on the step: another go at it, not a warm-up with Easy', () => {
    const after = offerAfter([...on4(false)]);
    expect(after()).toMatchObject({ why: 'gentler', words: 'Warm up with Easy on a petri dish 6 across?' });
    expect(after({ playStep: step4 })).toEqual({
      why: 'ladder',
      words: 'Another go at step 4: Medium on a petri dish 6 across',
      short: 'Step 4 again',
      start: { rules: 'petri:6', players: ['human', 'medium'] },
    });
  });

  test('a close loss on the step: the same game, in the step’s words with how close it was', () => {
    const game = lost('petri:6', true);
    const offer = offerAfter(['petri:6', 'medium', 'loss', at(9, 20), game])({ playStep: step4 });
    expect(offer).toMatchObject({
      why: 'rematch',
      words: `Another go at step 4: you lost by ${game.scores[1] - game.scores[0]}`,
      short: 'Step 4 again',
      start: { rules: 'petri:6', players: ['human', 'medium'] },
    });
  });

  test('a loss in a game of another kind: the step itself', () => {
    const offer = offerAfter(['square:6', 'hard', 'loss', at(9, 20), lost('square:6', false)])({
      playStep: step4,
    });
    expect(offer).toMatchObject({
      why: 'ladder',
      words: 'Step 4: Medium on a petri dish 6 across',
      start: { rules: 'petri:6', players: ['human', 'medium'] },
    });
  });

  test('what starts no game stands: the game left unfinished, today’s puzzle', () => {
    const after = offerAfter(['square:7', 'hard', 'win', at(9, 20)]);
    expect(after({ playStep: step4, puzzleDone: false })).toMatchObject({ why: 'puzzle', start: null });
    expect(after({ playStep: step4, unfinished: { who: 'You vs Hard', moves: '12 moves' } })).toMatchObject({
      why: 'resume',
      start: null,
    });
  });
});
