// Where the Perfect chosen gives way to the Expert because of an option the player turned on (jumps
// on square 5×5: the book holds the plain board, not these rules, and the game is too long to work
// out each move): the setup says so where the player chose, in one line, with the way back in one
// tap, the options turned off. Where the board itself is too long for Perfect, there is no such way.

import { perfectAvailable } from '../../game/solved-boards.ts';
import { rulesIdOf, type Settings } from '../../game/settings.ts';
import { PERFECT_ABSENT, PERFECT_WAY_BACK } from '../../words/opponent-choice-words.ts';
import { perfectAmong, perfectGivesWay } from './play-words.ts';
import type { Choice, Redraw, SetupSection } from './setup-sections.ts';

/** The options a player may turn on past the plain board, in the Rules tab's order, with their names in a sentence. */
const OPTIONS = [
  { key: 'connections', name: 'connections', on: (s: Settings) => s.scoring === 'connections' },
  { key: 'capture', name: 'capture', on: (s: Settings) => s.capture },
  { key: 'stem', name: 'stem cells', on: (s: Settings) => s.stem },
  { key: 'jumps', name: 'jumps', on: (s: Settings) => s.jumps },
] as const;

type OptionKey = (typeof OPTIONS)[number]['key'];

function without(settings: Settings, keys: readonly OptionKey[]): Settings {
  const next = { ...settings };
  for (const k of keys) {
    if (k === 'connections') next.scoring = 'divisions';
    else next[k] = false;
  }
  return next;
}

/**
 * The options whose turning off lets the Perfect chosen play again, or none: Perfect plays here,
 * or the board alone is too long for it.
 */
export function perfectBlockedBy(settings: Settings): OptionKey[] {
  return perfectGivesWay(settings) ? optionsKeepingPerfectOut(settings) : [];
}

/** The fewest options whose turning off lets Perfect play this board, or none: it plays, or the board alone is too long for it. */
function optionsKeepingPerfectOut(settings: Settings): OptionKey[] {
  const on = OPTIONS.filter((o) => o.on(settings)).map((o) => o.key);
  if (on.length === 0 || !perfectAvailable(rulesIdOf(without(settings, on)))) return [];
  // The fewest to turn off: each one that Perfect can keep stays on.
  return on.filter(
    (k) =>
      !perfectAvailable(
        rulesIdOf(
          without(
            settings,
            on.filter((o) => o !== k),
          ),
        ),
      ),
  );
}

/** The options' names in a sentence: "jumps", "capture and jumps". */
export function optionNames(keys: readonly OptionKey[]): string {
  const names = keys.map((k) => OPTIONS.find((o) => o.key === k)!.name);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The line and its button where an option keeps Perfect from playing ("Perfect plays without jumps;
 * with jumps, Expert plays." · "Turn jumps off"), or none; the button turns them off, Perfect back.
 */
export function perfectWayBack(
  settings: Settings,
  saved: (redraw: boolean) => Redraw,
): SetupSection<Choice>[] {
  const keys = perfectBlockedBy(settings);
  if (keys.length === 0) return [];
  const names = optionNames(keys);
  return [
    {
      kind: 'way-back',
      caption: '',
      name: 'setup:perfect-way-back',
      words: PERFECT_WAY_BACK.line(names, keys.length),
      option: {
        id: 'perfect:way-back',
        label: PERFECT_WAY_BACK.button(names),
        chosen: false,
        apply: () => {
          Object.assign(settings, without(settings, keys));
          return saved(true);
        },
      },
    },
  ];
}

/**
 * Under the opponents where Perfect is not among the cards and not chosen (a board too long for it,
 * or options it cannot play here): one short line, so it is not gone without a word. Where it is
 * chosen, the lines above say what plays instead.
 */
export function perfectAbsentLine(settings: Settings): string | null {
  if (settings.mode === 'duo' || perfectAmong(settings) || perfectAvailable(rulesIdOf(settings))) return null;
  const keys = optionsKeepingPerfectOut(settings);
  return keys.length > 0 ? PERFECT_ABSENT.without(optionNames(keys)) : PERFECT_ABSENT.board;
}
