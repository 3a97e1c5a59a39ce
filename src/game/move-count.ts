// A count of moves in words, the one way every screen writes it: "1 move", "3 moves".

export function moveCount(n: number): string {
  return `${n} ${n === 1 ? 'move' : 'moves'}`;
}
