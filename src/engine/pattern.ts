// Division pattern names: four 0/1 digits in the axis order | − \ / (1 = connected along that
// axis), as the texture frames are named: `1100` is a cell cut into four small squares.

export function patternName(mask: number): string {
  return [0, 1, 2, 3].map((a) => ((mask >> a) & 1 ? '1' : '0')).join('');
}

export function patternFromName(name: string): number {
  if (!/^[01]{4}$/.test(name)) throw new Error(`'${name}' is not a division pattern (four digits 0 or 1, in the order | − \\ /)`);
  return [0, 1, 2, 3].reduce((mask, a) => mask | (name[a] === '1' ? 1 << a : 0), 0);
}
