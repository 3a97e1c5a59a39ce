// The one short line that tells a player how cells fall, in the puzzle's goal, before their first
// move on a beaker or a flask when nothing has shown them yet (screens/puzzle/falling-lead.ts decides when).

/** "In a beaker, cells fall to the lowest free square." by the board's family (a built board: "Here, …"). */
export function fallingLine(family: string): string {
  const where = family === 'beaker' ? 'In a beaker' : family === 'flask' ? 'In a flask' : 'Here';
  return `${where}, cells fall to the lowest free square.`;
}
