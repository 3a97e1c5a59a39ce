// The score line's words in the how-to-play's variant demos (stem cells, jumps, triangles): what
// the move just did, said before the score. No Phaser here, so the wording is tested on its own.

/** A stem cell's neighbours are all filled: it splits, a piece each and the centre (RULES.md section 12). */
export const DEMO_STEM_SHARED = 'Stem cell shared out:';

/**
 * A triangle's neighbour of its own colour arrived: `side` when the two share a side, else they
 * touch only at a corner (section 14); `pieces` is what the middle triangle is now cut into.
 */
export const DEMO_TRIANGLE_CUT = (side: boolean, pieces: number): string =>
  `${side ? 'A side' : 'A corner'} touches: ${pieces} pieces:`;
