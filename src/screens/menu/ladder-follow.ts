// Whether the menu's big Play is the ladder's next step, decided without Phaser. A player on the
// ladder has one game to play: the big card is the next step (its board, its opponent, "Ladder step
// 2 of 14"), and the ladder's card opens the map rather than offering a second Play. A player is on
// the ladder while the settings still hold the step the ladder put there: the first game of all is
// step 1 (the menu's first board and opponent), and a win moves the card on to the next step. A game
// chosen on the setup page (or anywhere else: a built board, a watched pair) takes the player off
// it, and the ladder's card then offers its step as a secondary "Play step 3 ›"; that button, or the
// today card's step, puts the player back on it.

import { personOf, type KeptGame } from '../../game/game-history.ts';
import { isRecord, type Store } from '../../game/storage.ts';
import { rulesIdOf, type Settings } from '../../game/settings.ts';
import { chooseBoardAndRules } from '../../game/solved-board-choice.ts';
import { agentKind, type PlayerId } from '../../game/players.ts';
import { LADDER, ladder, type LadderStep } from '../history/ladder.ts';

/** The store's key: the id of the step the ladder last put in the settings, or null once the player chose their own game. */
const KEY = 'ladder-follow';

/** The ladder step whose game the settings start (the person first against its opponent, its rules), or null. */
export function settingsStep(settings: Settings, steps: readonly LadderStep[] = LADDER): LadderStep | null {
  if (settings.mode !== 'solo' || settings.first !== 'you' || settings.custom !== null) return null;
  const rules = rulesIdOf(settings);
  return steps.find((s) => s.rules === rules && s.opponent === settings.opponent) ?? null;
}

/** The step the ladder put in the settings; before any is kept, the first (the menu's first game is step 1). */
function placed(store: Store): string | null {
  const kept = store.read(KEY, isRecord);
  if (!kept) return LADDER[0]!.id;
  // Older saves numbered the step ("3-medium-square:5"); the step is what it is played on.
  return typeof kept.step === 'string' ? kept.step.replace(/^\d+-/, '') : null;
}

function place(store: Store, step: string | null): void {
  store.write(KEY, { step });
}

/** Puts `step`'s game in the settings (its board, its rules, its opponent, the person first). */
function chooseStep(settings: Settings, step: LadderStep): boolean {
  if (!chooseBoardAndRules(settings, step.rules)) return false;
  settings.mode = 'solo';
  settings.first = 'you';
  settings.opponent = step.opponent;
  return true;
}

/**
 * The menu opened from another screen: a player still on the ladder has the next step put in the
 * settings (the big card's Play starts it); one whose settings no longer hold the step the ladder
 * put there chose their own game, and is off the ladder until a ladder button. True when the
 * settings changed (to be saved).
 */
export function followLadder(settings: Settings, store: Store, kept: readonly KeptGame[]): boolean {
  const id = placed(store);
  if (id === null) return false;
  const now = settingsStep(settings);
  if (now?.id !== id) {
    place(store, null);
    return false;
  }
  const next = ladder(kept).next;
  if (!next || next.id === now.id) return false;
  if (!chooseStep(settings, next)) return false;
  place(store, next.id);
  return true;
}

/**
 * A game started from a ladder button (the ladder card's Play step 3 ›, the today card's step): when
 * it is a ladder step, the settings take it and the player is on the ladder again. True when it is.
 */
export function climbStep(
  settings: Settings,
  store: Store,
  start: { rules: string; players: readonly PlayerId[] },
): boolean {
  const step = LADDER.find(
    (s) => s.rules === start.rules && start.players[0] === 'human' && start.players[1] === s.opponent,
  );
  if (!step || !chooseStep(settings, step)) return false;
  place(store, step.id);
  return true;
}

/** Whether the big card's Play starts the ladder's next step: the card says so, and the ladder's card offers no second Play. */
export function playIsNextStep(settings: Settings, kept: readonly KeptGame[]): LadderStep | null {
  const next = ladder(kept).next;
  const now = settingsStep(settings);
  return next && now && now.id === next.id ? next : null;
}

/**
 * The ladder step a game left unfinished is played on, its number from 1: a person against the
 * step's opponent on its board and rules, not a retry (a retried game is not counted), on a step
 * already open; else null. Resumed, it counts for that step as it would have (the menu says so).
 */
export function savedGameStep(
  setup: { rules: string; players: readonly PlayerId[]; retryOf?: number },
  kept: readonly KeptGame[],
  steps: readonly LadderStep[] = LADDER,
): number | null {
  if (setup.retryOf !== undefined) return null;
  const person = personOf({ players: [setup.players[0]!, setup.players[1]!] });
  if (person === null) return null;
  const opponent = agentKind(setup.players[1 - person]!);
  const at = steps.findIndex((s) => s.rules === setup.rules && s.opponent === opponent);
  return at >= 0 && ladder(kept, steps).steps[at]!.open ? at + 1 : null;
}
