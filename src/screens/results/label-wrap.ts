// Where a results button's words take two lines, the board they name stays whole on one: "Next step:
// Medium / on a hexagon 4 a side", never "… on a hexagon 4 a / side". The words shown hold the spaces
// from the last " on " with no-break spaces (the text wraps at plain spaces only); the label the
// screen readers say is unchanged.

const HOLD = '\u00a0';

/** `label` as shown: the part from its last " on " held together; unchanged without one. */
export function boardHeldTogether(label: string): string {
  const at = label.lastIndexOf(' on ');
  if (at < 0) return label;
  return label.slice(0, at + 1) + label.slice(at + 1).replaceAll(' ', HOLD);
}
