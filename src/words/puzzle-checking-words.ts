// What the puzzle says between a try and its verdict, once the wait runs long (screens/puzzle/checking-cue.ts).

export const PUZZLE_CHECKING = 'Checking your move…';
