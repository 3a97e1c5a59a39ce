// The card of a cell's neighbours on the triangle and the hexagon (screens/menu/neighbours-card.ts):
// on triangles some cells touch at a corner and never split each other, and nothing on the board says
// which; a player meets it first on their first board of that shape.

import type { GridKind } from '../engine/index.ts';

export interface NeighboursWords {
  title: string;
  lines: readonly string[];
  /** Under the picture: what its lit cells are. */
  caption: string;
}

/** The card's words for a triangle's or a hexagon's board. */
export function neighboursWords(grid: Exclude<GridKind, 'square'>): NeighboursWords {
  if (grid === 'tri')
    return {
      title: 'Which triangles split each other',
      lines: [
        'A triangle has six neighbours: the three that share a side, and the three whose point touches one of its corners straight on.',
        'Other triangles that touch a corner never split it.',
      ],
      caption: 'Lit: its six neighbours',
    };
  return {
    title: 'Which hexagons split each other',
    lines: [
      'A hexagon has six neighbours: the six that share a side with it.',
      'Each one of yours splits it along the line between their centres.',
    ],
    caption: 'Lit: its six neighbours',
  };
}
