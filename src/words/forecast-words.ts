// The forecast's words where its estimate cannot stand (screens/game/forecast-stakes.ts decides):
// under capture a single capture can swing the game by more than the lead the estimate sees, so
// the bar says so plainly, with what one capture could take, rather than a margin it cannot back.

/** "Too close to call: a capture could take 40": the head "Best play from here" left out, so it fits a phone. */
export function tooCloseWords(points: number, byConnections = false): string {
  const what = byConnections ? `${points} connection${points === 1 ? '' : 's'}` : `${points}`;
  return `Too close to call: a capture could take ${what}`;
}
