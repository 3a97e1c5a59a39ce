// Which palette each player of a match plays in: the person green, an opponent by its kind, two
// people green and blue, two opponents (a watched game) each by its kind unless the two colours
// stand too close for a colour-blind player (the same colour; Easy's blue and Medium's fuchsia,
// which deuteranopia sees alike; Medium's violet and Hard's rose, alike under tritanopia):
// then the one with a colour of its own keeps it, whichever seat it has, and the other takes the
// first spare colour that stands apart.
// Two people keep their own colour whoever starts: the first person named plays green, the second
// blue, in either seat.

import type { People } from '../game/people.ts';
import { agentKind, isHuman, OPPONENT_CHOICES, type PlayerId } from '../game/players.ts';
import { checkPair } from './art/colour-vision.ts';
import {
  OPPONENT_PALETTES,
  opponentPalette,
  palette,
  PERSON_PALETTE,
  TWO_PERSON_PALETTES,
  type PaletteName,
} from './palette.ts';

/**
 * The least CIEDE2000 difference two players' colours keep under normal vision, deuteranopia,
 * protanopia and tritanopia: three times the ΔE00 of about 10 that tells two patches apart side by
 * side, as a board's cells are small (26 CSS px on a phone's 12×12), shaded and seldom side by side
 * (docs/art.md). The seed's green against Hard's red kept 25 under deuteranopia, and against
 * Easy's azure 23 under tritanopia: players with those visions could not tell them apart.
 */
export const LEAST_APART = 30;
/**
 * The least hue part of that difference (ΔE00 at one lightness): lightness alone does not part two
 * players, since each cell's gloss and shade already move its own lightness. Green against the old
 * red kept 3 under deuteranopia (yellow against olive), against the old azure 16 under tritanopia
 * (cyan against teal).
 */
export const LEAST_HUE_APART = 20;
/** The least difference of lightness (L*) the person's colour keeps from any other player's, under each vision. */
export const LEAST_LIGHTNESS_APART = 20;

/** A watched game's second opponent, when its own colour stands too close: these in turn (never green, the person's). */
const SPARE_FOR_WATCHING: readonly PaletteName[] = ['red', 'yellow', 'blue', 'fuchsia'];

/** Whether two palettes stay easy to tell apart under every vision checked. */
export function standApart(a: PaletteName, b: PaletteName): boolean {
  return (
    a !== b &&
    checkPair(palette(a).rgb, palette(b).rgb).every(
      (c) => c.deltaE >= LEAST_APART && c.hueDeltaE >= LEAST_HUE_APART,
    )
  );
}

/** The palettes by seat; with two people, `people` says which person sits first (without it, the first person does). */
export function matchPalettes(
  players: readonly [PlayerId, PlayerId],
  people?: Pick<People, 'first'>,
): [PaletteName, PaletteName] {
  const [a, b] = players;
  if (isHuman(a) && isHuman(b)) {
    const [one, two] = TWO_PERSON_PALETTES;
    return people?.first === 1 ? [two, one] : [one, two];
  }
  const one = isHuman(a) ? PERSON_PALETTE : opponentPalette(agentKind(a));
  const own = isHuman(b) ? PERSON_PALETTE : opponentPalette(agentKind(b));
  if (standApart(one, own)) return [one, own];
  // Two opponents too alike: the one with a colour of its own (Easy's blue, Medium's fuchsia, Hard's
  // red; the gentler first) keeps it in either seat, so a given opponent is the same colour from game
  // to game; the other takes the first spare colour that stands apart (keepsOwn).
  if (keepsOwn(b) < keepsOwn(a)) return [spareBeside(own, one), own];
  return [one, spareBeside(one, own)];
}

/**
 * A puzzle's two sides, the side to move (`mover`) the person: the other in the colour of the
 * opponent the player chose (`opponent`, the big card's "You vs Easy"), so today's puzzle reads in
 * the home's colours rather than as a third scheme; Hard's red where no opponent is chosen.
 */
export function puzzlePalettes(mover: 1 | 2, opponent: PlayerId | null): [PaletteName, PaletteName] {
  const other = opponent && !isHuman(opponent) ? opponent : 'hard';
  return matchPalettes(mover === 1 ? ['human', other] : [other, 'human']);
}

/**
 * Which of two alike keeps its colour: the person; then the opponents with a colour of their own,
 * the gentler first; then the rest in the menu's order (the same one always yields, in either seat).
 */
const KEEP_ORDER: readonly string[] = [...new Set([...Object.keys(OPPONENT_PALETTES), ...OPPONENT_CHOICES])];

function keepsOwn(player: PlayerId): number {
  if (isHuman(player)) return -1;
  const at = KEEP_ORDER.indexOf(agentKind(player));
  return at < 0 ? KEEP_ORDER.length : at;
}

/** The first spare colour that stands apart from `kept` (else `fallback`), never the person's green. */
function spareBeside(kept: PaletteName, fallback: PaletteName): PaletteName {
  return SPARE_FOR_WATCHING.find((p) => standApart(kept, p)) ?? fallback;
}
