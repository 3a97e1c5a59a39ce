// What a layout id reads into (layout-ids.ts, custom-layout.ts): the grid, its size, gravity and
// which squares are playable; layout.ts compiles it into the tables play reads.

import type { Topology } from './topology.ts';

export type LayoutKind = 'square' | 'grid' | 'petri' | 'beaker' | 'flask' | 'hex' | 'tri' | 'custom';

export interface LayoutShape {
  readonly id: string;
  readonly kind: LayoutKind;
  readonly topology: Topology;
  readonly rows: number;
  readonly cols: number;
  readonly gravity: boolean;
  playable(r: number, c: number): boolean;
}
