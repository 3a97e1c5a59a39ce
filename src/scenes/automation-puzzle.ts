// The puzzle in play as the automation hook reports it.

import { squareName } from '../engine/index.ts';
import type { PuzzleHookState } from './automation-hook.ts';
import { pageBox, type ToPage } from './automation-page.ts';
import { puzzleWordsShown } from './puzzle.ts';
import type { Services } from './services.ts';

export function puzzleHookState(services: Services, toPage: ToPage): PuzzleHookState | null {
  const p = services.puzzle;
  if (!p) return null;
  const { match } = p;
  const start = match.puzzle.position.ply;
  return {
    number: match.puzzle.number, record: match.puzzle.record, daily: p.daily, state: match.state,
    solved: match.state === 'solved', tries: match.tries,
    played: match.position.moves().slice(start).map((m) => squareName(match.position.layout, m)),
    words: puzzleWordsShown().map(({ text, box }) => ({ text, box: pageBox(toPage, box) })),
  };
}
