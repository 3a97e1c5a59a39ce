// A board's size as a player reads it on the menu, in RULES.md's terms: a square board "8×8", a
// beaker by its columns and rows "7×6" (7 across), a Petri dish "7 across", a flask by its bottom row "8 wide",
// hexagons and triangles by their side "4 a side". The count of places stays as the card's second
// line ("64 squares"); a board of the player's own is named by its count.

import { boardLayoutId, familyName, sizeName } from '../../game/settings.ts';

/** "8×8", "7 across", "4 a side": the size of a family's layout; a layout of no family: its count. */
export function sizeWords(layoutId: string): string {
  const id = boardLayoutId(layoutId);
  const [family = '', size = ''] = id.split(':');
  const [a = '', b = ''] = size.split('x');
  switch (family) {
    case 'square':
      return `${a}×${a}`;
    case 'grid':
    case 'beaker':
      // Its id gives rows then columns; a player reads "5×4" as 5 across, so the columns come first.
      return `${b}×${a}`;
    case 'petri':
      return `${a} across`;
    case 'flask':
      return `${a} wide`;
    case 'hex':
    case 'tri':
      return `${a} a side`;
    default:
      return sizeName(id);
  }
}

/** "Square 8×8", "Hexagon 4 a side"; a saved board by its name ("My ring, 8 squares"). */
export function boardWords(layoutId: string, saved: readonly { name: string; id: string }[] = []): string {
  const id = boardLayoutId(layoutId);
  if (id.startsWith('custom:')) {
    const own = saved.find((b) => b.id === layoutId || boardLayoutId(b.id) === id)?.name ?? 'Your board';
    return `${own}, ${sizeName(id)}`;
  }
  const family = familyName(id.split(':')[0]!);
  return family ? `${family} ${sizeWords(id)}` : id;
}

/** The rules options a rules id carries, in RULES.md's order, as the card names them ("Capture", "Jumps"). */
export function rulesNames(rules: string): string[] {
  const options = rules.split('/').slice(1);
  return [
    options.includes('equal') && 'Equal moves',
    options.includes('connections') && 'Connections',
    options.includes('capture') && 'Capture',
    options.some((o) => o === 'stem' || o.startsWith('stem:')) && 'Stem cells',
    options.includes('jumps') && 'Jumps',
  ].filter((w): w is string => typeof w === 'string');
}

/** The same as the card says them ("Capture · Jumps"); null for the classic rules. */
export function rulesWords(rules: string): string | null {
  const words = rulesNames(rules);
  return words.length ? words.join(' · ') : null;
}
