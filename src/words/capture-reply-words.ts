// Under capture (RULES.md section 11) what the other player can capture straight after a move, said
// with the move's preview and hint: a position far ahead can lose the whole board to the next move
// (docs/capture-last-mover.md), and the player must see it coming.

/** "Then they can capture 24 cells with d1." (`they` the other player: "they", or their name). */
export function replyCaptureSentence(reply: { move: string; captured: number }, they: string): string {
  const cells = `${reply.captured} ${reply.captured === 1 ? 'cell' : 'cells'}`;
  return `Then ${they} can capture ${cells} with ${reply.move}.`;
}
