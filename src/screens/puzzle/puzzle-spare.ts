// Where the height an upright puzzle's board leaves goes, without Phaser: a board bound by the
// width leaves height spare on a tall phone. The words, the board and the verdict stand from the
// top, as a puzzle app's do, with a little air over the title; the rest widens the verdict's band
// under the board, so the verdict and its reasons stand in the middle of the room above the bar
// rather than an empty band over the title.

/** The air over the title at most, in design units. */
export const PUZZLE_TOP_AIR = 20;

/** The spare height split: `over` the title, and what the verdict's band `verdict` gains. */
export function puzzleSpare(spare: number, u: number): { over: number; verdict: number } {
  const room = Math.max(0, spare);
  const over = Math.min(room / 2, PUZZLE_TOP_AIR * u);
  return { over, verdict: room - over };
}
