// A player keeps their colour and a given opponent its colour from game to game (review 38: "the
// opponent's colour changes between games"): the person is green in every game and seat, each
// opponent plays in its own colour against the person whoever starts, and in a watched pair the
// opponent with a colour of its own keeps it in either seat (only the other takes a spare colour,
// where the two would stand too close for a colour-blind player).
import { expect, test } from 'vitest';
import { HUMAN, OPPONENT_CHOICES, agentKind, type PlayerId } from '../../src/game/players.ts';
import { matchPalettes, standApart } from '../../src/ui/colours.ts';
import { OPPONENT_PALETTES, opponentPalette } from '../../src/ui/palette.ts';
import { menuRig, SETUP } from '../screens/menu/menu-ports.ts';

const OPPONENTS: PlayerId[] = [...OPPONENT_CHOICES, 'random', 'adaptive:0.25', 'adaptive:0.9'];

test('the person is green, and each opponent its own colour against them, in either seat and game after game', () => {
  for (const o of OPPONENTS) {
    const own = opponentPalette(agentKind(o));
    expect(matchPalettes([HUMAN, o])).toEqual(['green', own]);
    expect(matchPalettes([o, HUMAN])).toEqual([own, 'green']);
  }
  // Adaptive at any level is one opponent: one colour.
  expect(matchPalettes([HUMAN, 'adaptive:0.25'])).toEqual(matchPalettes([HUMAN, 'adaptive:0.9']));
});

test('in a watched pair each opponent has the same colour whichever seat it has', () => {
  for (const a of OPPONENTS)
    for (const b of OPPONENTS) {
      if (agentKind(a) === agentKind(b)) continue;
      const [aFirst, bSecond] = matchPalettes([a, b]);
      const [bFirst, aSecond] = matchPalettes([b, a]);
      expect(aFirst, `${a} beside ${b}`).toBe(aSecond);
      expect(bSecond, `${b} beside ${a}`).toBe(bFirst);
      expect(standApart(aFirst, bSecond)).toBe(true);
    }
});

test('an opponent with a colour of its own keeps it beside any opponent without one (Hard stays red beside the Expert)', () => {
  const owners = Object.keys(OPPONENT_PALETTES) as (keyof typeof OPPONENT_PALETTES)[];
  const borrowers = OPPONENTS.filter((o) => !(owners as string[]).includes(agentKind(o)));
  expect(borrowers.length).toBeGreaterThan(0);
  for (const owner of owners)
    for (const other of borrowers) {
      expect(matchPalettes([owner, other])[0]).toBe(OPPONENT_PALETTES[owner]);
      expect(matchPalettes([other, owner])[1]).toBe(OPPONENT_PALETTES[owner]);
    }
  // Easy, the first opponent, is blue in every game it plays.
  for (const o of OPPONENTS) if (o !== 'easy') expect(matchPalettes([o, 'easy'])[1]).toBe('blue');
});

test("the setup page's opponent cards show each opponent's colour: the one it plays in once chosen", () => {
  const rig = menuRig({}, { tutorial: { offered: true, answered: true } });
  const shot = rig.model.setup.snapshot(SETUP);
  const cards = shot.sections.flatMap((s) => (s.kind === 'opponents' ? s.cards : []));
  expect(cards.length).toBeGreaterThanOrEqual(5);
  for (const card of cards) {
    rig.model.setup.choose(SETUP, card.option.id);
    const starts = rig.model.setup.play(SETUP);
    if (starts.kind !== 'new') throw new Error('Play starts a new game here');
    expect(matchPalettes(starts.setup.players)[1], card.option.id).toBe(card.colour);
  }
  expect(cards.find((c) => c.option.id === 'opponent:easy')?.colour).toBe('blue');
});
