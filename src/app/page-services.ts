// The services a page starts with (scenes/services.ts): the store, the remembered settings, the
// sounds, the opponents' client, and the match, board or puzzle the page's link names. main.ts
// makes them once per page; the test build makes them again for a fresh start (testing/fresh-start.ts),
// from storage and the address exactly as a page load does.

import { AgentClient } from '../ai/client.ts';
import { createAgentWorker } from '../ai/browser-worker.ts';
import { Sounds } from '../audio/sounds.ts';
import { loadSettings, saveSettings } from '../game/settings.ts';
import { linkProblemSentence, readA11yLink, readBuildLink, readMatchLink } from '../game/links.ts';
import { browserTabs } from '../game/other-tabs.ts';
import { browserStorage, Store } from '../game/storage.ts';
import { linkQuestion } from '../game/replacing-game.ts';
import { loadSavedMatch } from '../game/saved-match.ts';
import { openLinkedPuzzle } from '../scenes/puzzle-link.ts';
import { newMatch, newMatchFromLink, type Services } from '../scenes/services.ts';
import { reopensBoard, tabMemory } from '../game/board-reload.ts';
import { reducedMotion } from '../ui/motion.ts';
import { showNotice } from '../ui/notice.ts';
import { firstPointerKind } from '../words/press-words.ts';

export interface PageStart {
  /** The test build's speed: no animation, no pauses. */
  testSpeed: boolean;
  /** The test build's timing tests: animations at the players' speed, no pauses. */
  noPauses?: boolean;
}

/** The services as the page's storage and address give them, the link's match, board or puzzle opened. */
export function startServices(start: PageStart): Services {
  // Storage problems (blocked, full, garbage) each get one short notice; the game goes on regardless.
  // Other tabs' writes are heard, so a game written over by an older copy in another tab is put back.
  const storage = browserStorage(showNotice);
  const store = new Store(storage, (_, message) => showNotice(message), browserTabs(storage));
  store.checkWritable();
  const settings = loadSettings(store);
  // A link with a11y=1 turns the screen readers' board on, as the menu's switch does, and it stays on.
  if (readA11yLink(location.search) && !settings.screenReader) {
    settings.screenReader = true;
    saveSettings(store, settings);
  }
  const told = { fallback: false };
  const client = new AgentClient({
    createWorker: () => createAgentWorker(),
    onFallback: (reason) => {
      console.warn('opponent fallback:', reason);
      if (told.fallback) return;
      told.fallback = true;
      showNotice("The opponent's helper stopped, so a simpler opponent plays on here.");
    },
  });
  const fast = new URLSearchParams(location.search).has('fast');
  // A player who asks for less motion gets the drops and divisions in half the time.
  const services: Services = {
    store,
    settings,
    sounds: new Sounds(settings.sound, settings.volume),
    client,
    match: null,
    board: null,
    speed: start.testSpeed ? 0.01 : (fast ? 0.35 : 1) * (reducedMotion() ? 0.5 : 1),
    pauses: start.testSpeed || start.noPauses ? 0 : 1,
    pointer: firstPointerKind(matchMedia('(pointer: coarse)').matches),
  };
  openLinkedMatch(services);
  openLinkedBoard(services);
  openLinkedPuzzle(services);
  reopenBoardAfterReload(services);
  return services;
}

/** A reload with a game's board in sight reopens that game's board (game/board-reload.ts). */
function reopenBoardAfterReload(s: Services): void {
  const linkOpens = !!s.match || !!s.linkWaiting || !!s.openBuilder || !!s.openPuzzle;
  const saved = linkOpens ? null : loadSavedMatch(s.store);
  if (!reopensBoard(tabMemory(), saved !== null, linkOpens) || !saved) return;
  newMatch(s, saved.setup, saved.moves, true);
}

/**
 * A start or share link opens its match at once (Preload then goes to the board), or, over a game
 * in progress, once the player agrees. The match parameters are then taken off the address, so a
 * reload resumes the saved game instead of starting the link's game over.
 */
function openLinkedMatch(s: Services): void {
  const link = readMatchLink(location.search);
  if (!link) return;
  if ('error' in link) {
    console.warn(`link not opened: ${link.error}`);
    showNotice(linkProblemSentence(link.error), 8000);
  } else {
    // Over a game in progress the menu asks first (scenes/menu.ts); nothing is made or saved till then.
    const ask = linkQuestion(loadSavedMatch(s.store));
    if (ask) s.linkWaiting = { start: link.start, ask };
    else newMatchFromLink(s, link.start);
  }
  const url = new URL(location.href);
  for (const name of ['layout', 'p1', 'p2', 'first', 'equal', 'moves']) url.searchParams.delete(name);
  history.replaceState(history.state, '', url.toString());
}

/** A builder link (`?build=custom:…`) opens the builder on its board; the parameter is then taken off. */
function openLinkedBoard(s: Services): void {
  const link = readBuildLink(location.search);
  if (!link) return;
  if ('error' in link) showNotice(`That board link could not be opened: ${link.error}.`, 8000);
  else s.building = link.id;
  s.openBuilder = !('error' in link);
  const url = new URL(location.href);
  url.searchParams.delete('build');
  history.replaceState(history.state, '', url.toString());
}
