// Whole games under the seed's variants against the expert, on the match the board screen draws
// (the browser plays the same two by touch, tests/e2e/variants-touch.test.ts): the person fights
// (the first empty square touching the expert's cells) and under jumps makes one jump; after every
// turn the match's scores are the engine's recount of the record's cells, to the end.
import { expect, test } from 'vitest';
import { recount } from '../../../src/engine/recount.ts';
import { replayRecord } from '../../../src/engine/index.ts';
import { makeMatch, settle, squareName } from './ports.ts';
import { nearOpponent } from './near-opponent.ts';

/** A small budget: the expert still searches captures, stem cells and jumps, in a moment a move. */
const EXPERT = 'expert:20000';

test.each([
  { rules: 'tri:6/capture', jump: false },
  { rules: 'square:6/stem/jumps', jump: true },
])(
  'whole game - $rules against the expert: after every turn the scores are the recount of the cells',
  async ({ rules, jump }) => {
    const match = makeMatch(rules, ['human', EXPERT]);
    let jumped = '';
    await settle(match);
    for (let turn = 0; turn < 200 && !match.position.isOver(); turn++) {
      expect(match.position.toMove()).toBe(1);
      const jumps: number[] = [];
      const open = jump && !jumped ? match.position.legalJumps(jumps) : 0;
      const move = open > 0 ? jumps[0]! : nearOpponent(match.position);
      expect(match.play(move), `turn ${turn}`).toBe(true);
      if (open > 0) {
        const { from, to } = match.position.jumpSquares(move);
        jumped = `${squareName(match, from)}x${squareName(match, to)}`;
      }
      await settle(match);
      const engine = replayRecord(match.record());
      expect(engine.moves()).toEqual(match.position.moves());
      expect(match.scores(), match.record()).toEqual(recount(engine).scores);
    }
    expect(match.position.isOver()).toBe(true);
    expect(match.position.moves().length).toBeGreaterThan(10);
    if (jump) expect(match.record().split(' ')).toContain(jumped);
    else expect(jumped).toBe('');
  },
  120_000,
);
