// A puzzle link (`?puzzle=12`, or `?puzzle=daily`) opens that puzzle once the art is loaded; a bad
// one is told in a sentence and today's puzzle opens instead. The parameter is then taken off the
// address, so a reload goes to the menu as usual.

import { localDay, readPuzzleLink } from '../game/puzzles.ts';
import { todaysDaily } from '../screens/puzzle/daily-choice.ts';
import { showNotice } from '../ui/notice.ts';
import type { Services } from './services.ts';

export function openLinkedPuzzle(services: Services): void {
  const link = readPuzzleLink(location.search);
  if (!link) return;
  if ('error' in link) {
    console.warn(`puzzle link not opened: ${link.error}`);
    showNotice(link.error, 8000);
  }
  // Today's puzzle (asked for, or instead of a bad link) is the player's own on their first days.
  const today = localDay(new Date());
  const daily = todaysDaily(services.store, today);
  const asked = (new URLSearchParams(location.search).get('puzzle') ?? '').trim().toLowerCase();
  services.openPuzzle = 'error' in link || asked === '' || asked === 'daily' ? daily : link.number;
  const url = new URL(location.href);
  url.searchParams.delete('puzzle');
  history.replaceState(history.state, '', url.toString());
}
