// Under capture (RULES.md section 11) what the other player can capture straight after a move, said
// with the move's preview and hint: a position far ahead can lose the whole board to the next move
// (docs/capture-last-mover.md), and the player must see it coming.

/** "Then they can capture 24 cells with d1." (`they` the other player: "they", or their name). */
export function replyCaptureSentence(reply: { move: string; captured: number }, they: string): string {
  const cells = `${reply.captured} ${reply.captured === 1 ? 'cell' : 'cells'}`;
  return `Then ${they} can capture ${cells} with ${reply.move}.`;
}

/** How long the board's notice of a capture stays, in milliseconds. */
export const CAPTURE_NOTICE_MS = 3500;

/**
 * The board's notice when a move captured: "Medium captured 6 of your cells.", "You captured 2
 * cells.", between two people "Ana captured 3 of Ben's cells." (`viewer`: the person's seat, or null).
 */
export function capturedNotice(
  mover: 0 | 1,
  captured: number,
  names: readonly [string, string],
  viewer: 0 | 1 | null,
): string {
  if (viewer === mover) return `You captured ${captured} ${captured === 1 ? 'cell' : 'cells'}.`;
  const whose = viewer === null ? `${names[1 - mover]}'s` : 'your';
  return `${names[mover]} captured ${captured} of ${whose} cells.`;
}
