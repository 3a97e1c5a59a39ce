// Capture in the setup, in a player's words: an expert's option whose one short line sets the
// expectation RULES.md section 11 makes (the last move of the game can take the whole board, so a
// big lead can vanish at the end; docs/capture-last-mover.md), then how a capture is made.

/** The short line that comes first beside the chip, for everyone: capture is an expert's option. */
export function captureExpertLine(place: string): string {
  return `For experts: whoever fills the last ${place} can take the whole board.`;
}

/** The chip's words: the expert's line, then how a capture is made. */
export function captureWords(place: string): string {
  return `${captureExpertLine(place)}\nSurround the other player's cells so that no empty ${place} touches them, and they become yours.`;
}

/** The summary over Play for a player who has not finished a game with capture yet, in place of "Capture". */
export function captureNewcomerSummary(place: string): string {
  return `Capture: the last ${place} can take the whole board`;
}
