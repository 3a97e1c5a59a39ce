// The tag beside a hinted square that names what the hint blocks: the other side's points there,
// said as the banner says them ("blocks their +3"), so the tag reads as their move, not a cell.

/** The tag's words: "their +3". */
export function hintThreatTag(points: number, their = 'their'): string {
  return `${their} +${points}`;
}
