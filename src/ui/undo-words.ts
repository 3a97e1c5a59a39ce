// The Undo notice names what it took back: "Took back your move and Easy's reply.", "Took back
// Ada's move." A player who pressed Undo during the opponent's thinking sees that no reply went.

/** Whose a move is in a sentence: "your" for the person, else the name with 's. */
const whose = (name: string) => (name === 'You' ? 'your' : `${name}'s`);

/**
 * The notice after Undo took back `count` moves, the first of them played at `fromPly` (player 1
 * moves at even plies): the earliest is the move taken back, the later ones its replies.
 */
export function undoWords(names: readonly [string, string], fromPly: number, count: number): string {
  const parts: string[] = [];
  for (let k = 0; k < count; k++) {
    const name = names[(fromPly + k) % 2]!;
    parts.push(`${whose(name)} ${k === 0 ? 'move' : 'reply'}`);
  }
  return `Took back ${parts.join(' and ')}.`;
}
