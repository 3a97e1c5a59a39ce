// What a board's or a puzzle's "how to play" opens, and when it opens by itself: under scoring by
// connections the picture of it comes first (the rules a player is playing now), with all the
// rules one tap away; the first game or puzzle so scored opens that picture at once, and the
// device remembers it was seen, so it never comes up by itself again. Opened by itself it is the
// one dialog before the first move: Got it alone, how to play stays on the board's own button.

import type { Rules } from '../../engine/index.ts';
import { saveSettings, type Settings } from '../../game/settings.ts';
import type { Store } from '../../game/storage.ts';

/** The help `rules` open with: the connections picture where they score connections, else how to play. */
export function helpFor(rules: Rules): 'connections' | 'how-to-play' {
  return rules.scoring === 'connections' ? 'connections' : 'how-to-play';
}

/** Whether the connections picture opens by itself: the first time a player meets scoring by connections. */
export function opensByItself(rules: Rules, settings: Settings): boolean {
  return rules.scoring === 'connections' && !settings.connectionsShown;
}

/** The connections picture was seen: kept, so it never opens by itself again. */
export function connectionsSeen(settings: Settings, store: Store): void {
  if (settings.connectionsShown) return;
  settings.connectionsShown = true;
  saveSettings(store, settings);
}

/**
 * The connections picture's buttons: "All the rules" (how to play, a second dialog) only where the
 * player asked for help; opened by itself before the first move it offers Got it alone.
 */
export function connectionsButtons(byItself: boolean): ('rules' | 'close')[] {
  return byItself ? ['close'] : ['rules', 'close'];
}
