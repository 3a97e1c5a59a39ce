// The puzzle in play as the automation hook reports it.

import type { PuzzleHookState } from './hook-contract.ts';
import { pageBox, type ToPage } from './hook-page.ts';
import type { Services } from '../scenes/services.ts';

export function puzzleHookState(services: Services, toPage: ToPage): PuzzleHookState | null {
  const p = services.puzzle;
  if (!p) return null;
  const shown = p.model.snapshot();
  return {
    number: shown.number,
    record: p.model.puzzle.record,
    daily: shown.daily,
    state: shown.state,
    solved: shown.state === 'solved',
    tries: shown.tries,
    played: shown.played,
    words: p.shownWords().map(({ text, box }) => ({ text, box: pageBox(toPage, box) })),
  };
}
