// "Hint off" on the game's Hint button against the Expert, with nothing said why (a reviewer took it
// for a fault): the setup says under the opponents that hints are off against the one chosen and how
// to turn them on, and says nothing where they are on.
import { expect, test } from 'vitest';
import { menuRig, SETUP } from './menu-ports.ts';

const PLAYERS = { ...SETUP, tab: 'players' } as const;
const hintsLine = (rig: ReturnType<typeof menuRig>) => {
  const s = rig.model.setup
    .snapshot(PLAYERS)
    .sections.find((x) => x.kind === 'line' && x.name === 'setup:hints-off');
  return s?.kind === 'line' ? s.words : null;
};

test('against the Expert (hints off unless turned on) the setup says so and how to turn them on; against Hard it says nothing', () => {
  const rig = menuRig({ opponent: 'expert' });
  expect(hintsLine(rig)).toBe('No hints against Expert: tap Hint in the game to turn them on.');
  rig.model.setup.choose(PLAYERS, 'opponent:hard');
  expect(hintsLine(rig)).toBeNull();
});

test('hints turned on against the Expert: no line; turned off against Medium: the line names Medium', () => {
  expect(hintsLine(menuRig({ opponent: 'expert', hints: { expert: true } }))).toBeNull();
  expect(hintsLine(menuRig({ opponent: 'medium', hints: { medium: false } }))).toBe(
    'No hints against Medium: tap Hint in the game to turn them on.',
  );
});

test('two people on one device: no line about an opponent’s hints', () => {
  expect(hintsLine(menuRig({ mode: 'duo', opponent: 'expert' }))).toBeNull();
});
