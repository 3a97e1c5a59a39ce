// Where a press's total ("= +8", press-gain-tag.ts) stands, without Phaser: above the pressed square,
// a finger's width clear of it, while that stays on the board's picture; on the top rows, where above
// would cover what is drawn over the board (the puzzle's rules line, the players' panels), beside the
// square instead, on the side with room, still inside the board. With nothing over the square (the
// guided game's preview before its tap), on the square itself, under its own tag: never on another.

export interface PressTagInput {
  /** The square's centre and side, in canvas px. */
  centre: { x: number; y: number };
  square: number;
  /** The tag's size, in canvas px. */
  label: { width: number; height: number };
  /** The gap a finger on the square needs, in canvas px. */
  finger: number;
  /** The board picture's box, in canvas px. */
  board: { left: number; top: number; width: number };
  /** The canvas's width: the tag stays on it. */
  screenWidth: number;
  /** No finger or pointer on the square (a preview shown for it): the tag stands on the square itself. */
  uncovered?: boolean;
}

const EDGE = 4;

/** The tag's centre. */
export function pressTagAt(i: PressTagInput): { x: number; y: number } {
  const { centre, square, label, finger, board } = i;
  // Under the square's own tag (at its top edge), in its lower part.
  if (i.uncovered)
    return { x: centre.x, y: centre.y + Math.max(0, square / 2 - label.height / 2 - square * 0.08) };
  const above = centre.y - square / 2 - finger - label.height / 2;
  if (above - label.height / 2 >= board.top)
    return { x: clampX(centre.x, label.width, i.screenWidth), y: above };
  const reach = square / 2 + finger / 2 + label.width / 2;
  const right = board.left + board.width;
  if (centre.x + reach + label.width / 2 <= right) return { x: centre.x + reach, y: centre.y };
  if (centre.x - reach - label.width / 2 >= board.left) return { x: centre.x - reach, y: centre.y };
  // A board too narrow for either side: above, kept on the screen.
  return { x: clampX(centre.x, label.width, i.screenWidth), y: Math.max(above, label.height / 2 + EDGE) };
}

function clampX(x: number, width: number, screenWidth: number): number {
  return Math.min(Math.max(x, width / 2 + EDGE), screenWidth - width / 2 - EDGE);
}
