// Division pattern names: one 0/1 digit per axis (1 = connected along that axis), as the texture
// frames are named. On a square grid four digits in the axis order | − \ / (`1100` is a cell cut
// into four small squares); on a hexagonal grid `hex-` and three digits in the order − / \.

/** The digits of a pattern with this many axes. */
export function patternName(mask: number, axes = 4): string {
  let digits = '';
  for (let a = 0; a < axes; a++) digits += (mask >> a) & 1 ? '1' : '0';
  return digits;
}

/** The texture frame of a pattern (without the palette): `1100` or `hex-110`. */
export function patternFrame(mask: number, axes = 4): string {
  return axes === 3 ? `hex-${patternName(mask, 3)}` : patternName(mask, 4);
}

/** Every pattern of a grid with this many axes, as frame names, in counting order. */
export function allPatternFrames(axes = 4): string[] {
  return Array.from({ length: 1 << axes }, (_, mask) => patternFrame(mask, axes));
}

/** Reads a frame name back: the pattern and its number of axes. */
export function patternFromName(name: string): number {
  const digits = name.startsWith('hex-') ? name.slice(4) : name;
  const axes = name.startsWith('hex-') ? 3 : 4;
  if (!new RegExp(`^[01]{${axes}}$`).test(digits)) {
    throw new Error(
      `'${name}' is not a division pattern (four digits 0 or 1 in the order | − \\ /, or hex- and three in the order − / \\)`,
    );
  }
  let mask = 0;
  for (let a = 0; a < axes; a++) if (digits[a] === '1') mask |= 1 << a;
  return mask;
}
