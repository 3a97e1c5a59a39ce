// The puzzle in play as the automation hook reports it.

import type { PuzzleHookState } from './automation-hook.ts';
import { pageBox, type ToPage } from './automation-page.ts';
import type { Services } from './services.ts';

export function puzzleHookState(services: Services, toPage: ToPage): PuzzleHookState | null {
  const p = services.puzzle;
  if (!p) return null;
  const shown = p.model.snapshot();
  return {
    number: shown.number, record: p.model.puzzle.record, daily: shown.daily, state: shown.state,
    solved: shown.state === 'solved', tries: shown.tries, played: shown.played,
    words: p.shownWords().map(({ text, box }) => ({ text, box: pageBox(toPage, box) })),
  };
}
