// What a newcomer's first puzzles say: today's puzzle's title when it is their own, and the hint a
// puzzle gives after two wrong tries (three squares, the answer among them).

export const FIRST_PUZZLE_WORDS = {
  /**
   * The daily's title on a player's first days when theirs is not everyone's: chosen from the
   * boards they have played (square ones before any), so it is theirs.
   */
  ownDaily: 'Your daily puzzle',
} as const;

/** After two wrong tries: "A hint: it is one of a6, c1 and d7." (the names in board order, so the answer's place says nothing). */
export function puzzleHintLine(names: readonly string[]): string {
  // Once the others named are tried and struck out, the one left is named alone.
  if (names.length === 1) return `A hint: it is ${names[0]}.`;
  return `A hint: it is one of ${names.slice(0, -1).join(', ')} and ${names.at(-1)}.`;
}
