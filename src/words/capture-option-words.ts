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

/**
 * The summary's capture words where the board says who fills its last square (no jumps): "Capture:
 * Hard fills the last square", and for a player new to capture what that can do. `who` is "you" or
 * the opponent's name.
 */
export function captureLastSummary(place: string, who: string, newcomer: boolean): string {
  const fills = who === 'you' ? `you fill the last ${place}` : `${who} fills the last ${place}`;
  return `Capture: ${fills}${newcomer ? ', which can take the whole board' : ''}`;
}
