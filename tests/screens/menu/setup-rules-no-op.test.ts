// No switch on the Rules tab does nothing (a reviewer met "Equal moves: Off" beside "This board
// already gives each the same moves"): on every board the menu offers, with the options off or on,
// each chip that can be pressed changes the game Play starts; an option that changes nothing there
// (equal moves on an even number of squares) is a plain fact with no switch.
import { expect, test } from 'vitest';
import { BOARD_CHOICES, DEFAULT_SETTINGS, type Settings } from '../../../src/game/settings.ts';
import { parseRules } from '../../../src/engine/index.ts';
import type { MenuView } from '../../../src/screens/menu/menu-view.ts';
import { menuRig } from './menu-ports.ts';

const RULES: MenuView = { page: 'setup', tab: 'rules', yours: false };
const SIZES = BOARD_CHOICES.flatMap((b) => b.sizes.map((size) => ({ family: b.family, size })));
const STATES: Partial<Settings>[] = [
  {},
  { capture: true, stem: true },
  { jumps: true, scoring: 'connections' },
];

/** Whether the game has an odd number of squares to play (stem squares apart, RULES.md section 12). */
const odd = (rules: string) => {
  const r = parseRules(rules);
  return (r.layout.size - r.stemSquares.length) % 2 === 1;
};

const played = (rig: ReturnType<typeof menuRig>): string => {
  const play = rig.model.setup.play(RULES);
  if (play.kind !== 'new') throw new Error('Play starts no new game');
  return play.setup.rules;
};

test.each(SIZES)(
  '$size: every switch on the Rules tab changes the game; an option that would not is no switch',
  ({ family, size }) => {
    for (const state of STATES) {
      const over = { ...state, family, layouts: { ...DEFAULT_SETTINGS.layouts, [family]: size } };
      const toggles = menuRig(over)
        .model.setup.snapshot(RULES)
        .sections.flatMap((s) => (s.kind === 'toggle' ? [s] : []));
      for (const t of toggles) {
        const rig = menuRig(over);
        const before = played(rig);
        if (t.fact) {
          // No switch: the option is not in the game either way.
          expect(t.option.id, `${size} ${JSON.stringify(state)}`).toBe('equal');
          expect(odd(before)).toBe(false);
          expect(played(menuRig({ ...over, equalMoves: !rig.saved().equalMoves }))).toBe(before);
          continue;
        }
        // A locked chip says why on a tap (another option refuses it): it is not a switch that does nothing.
        if (t.locked !== null) continue;
        // Equal moves switch only where a square is left over: an even number gives equal moves anyway.
        if (t.option.id === 'equal') expect(odd(before), `${size} ${JSON.stringify(state)}`).toBe(true);
        rig.model.setup.choose(RULES, t.option.id);
        expect(played(rig), `${t.option.id} on ${size} ${JSON.stringify(state)}`).not.toBe(before);
      }
    }
  },
);
