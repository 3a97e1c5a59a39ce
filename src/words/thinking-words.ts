// The words by the board while a computer opponent thinks: its name and what it is doing, read from
// the board's side without looking at the panels.

/** "Expert is thinking": said by the board beside the thinking cells. */
export function thinkingTagWords(name: string): string {
  return `${name} is thinking`;
}
