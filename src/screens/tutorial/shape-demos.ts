// The board shapes' pictures for the how-to-play (the Board tab's "How each board plays"): each
// shape's small board, green and blue placing a few cells on it in a loop. The dish is drawn whole
// (its round edge is what it teaches); the beaker and the flask are played from the bottom up, each
// cell on the lowest empty square of its column, as cells fall there (RULES.md section 9). The
// Rules tab's "?" for equal moves and connections plays the small square board under those rules.

import type { DemoSpec } from './demo-spec.ts';

const PETRI_5 = 'b5 c5 d5 a4 b4 c4 d4 e4 a3 b3 c3 d3 e3 a2 b2 c2 d2 e2 b1 c1 d1'.split(' ');
const BEAKER_3X4 = 'a3 b3 c3 d3 a2 b2 c2 d2 a1 b1 c1 d1'.split(' ');
/** A flask a player knows: a wide foot (6), a shoulder (4) and a neck of two rows of 2. */
const FLASK_6X2 = 'c4 d4 c3 d3 b2 c2 d2 e2 a1 b1 c1 d1 e1 f1'.split(' ');

export const PETRI_DEMO: DemoSpec = {
  layout: 'petri:5',
  squares: PETRI_5,
  moves: ['c3', 'b4', 'c2', 'd4', 'b2', 'c4', 'a3'],
};

export const BEAKER_DEMO: DemoSpec = {
  layout: 'beaker:3x4',
  squares: BEAKER_3X4,
  moves: ['b1', 'c1', 'b2', 'd1', 'a1', 'c2', 'b3'],
};

export const FLASK_DEMO: DemoSpec = {
  layout: 'flask:6x2',
  squares: FLASK_6X2,
  moves: ['c1', 'd1', 'c2', 'b1', 'e1', 'd2', 'c3'],
};

const SQUARE_3 = ['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3'];

/** Equal moves on 3×3: four moves each, and the ninth square stays empty. */
export const EQUAL_DEMO: DemoSpec = {
  layout: 'square:3/equal',
  squares: SQUARE_3,
  moves: ['b2', 'a1', 'c2', 'c3', 'b3', 'a3', 'a2', 'c1'],
};

/** Scored by connections: the score counts touching pairs of one colour, not pieces. */
export const CONNECTIONS_DEMO: DemoSpec = {
  layout: 'square:3/connections',
  squares: SQUARE_3,
  moves: ['b2', 'a1', 'c2', 'c3', 'b3', 'a3', 'a2'],
};
