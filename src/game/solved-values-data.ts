// Made by `npx tsx scripts/solved-table.ts` from docs/solving.md; do not edit by hand. The menu's
// boards whose empty board is solved: value (player 1's side), best first moves, positions, seconds.

export interface SolvedRow {
  rules: string;
  value: number;
  /** As the docs write them: square names, or "all 16". */
  best: string;
  positions: number;
  seconds: number;
}

export const SOLVED_ROWS: readonly SolvedRow[] = [
  {"rules":"square:4","value":0,"best":"all 16","positions":122082,"seconds":0.4},
  {"rules":"square:5","value":10,"best":"b4 d4 c3 b2 d2","positions":82225415,"seconds":678},
  {"rules":"petri:5","value":12,"best":"c3","positions":895200,"seconds":16.6},
  {"rules":"petri:5/equal","value":6,"best":"c3","positions":1800164,"seconds":13.6},
  {"rules":"beaker:4x5","value":0,"best":"all 5","positions":179044,"seconds":0.9},
  {"rules":"flask:6x3","value":-4,"best":"all 6","positions":36229,"seconds":0.2},
  {"rules":"flask:8x3","value":-6,"best":"all 8","positions":13023594,"seconds":148.6},
  {"rules":"hex:3","value":8,"best":"c3","positions":444435,"seconds":1.6},
];

/** Solved under capture, stem cells and jumps, and the triangular boards (RULES.md sections 11 to 14). */
export const SOLVED_VARIANT_ROWS: readonly SolvedRow[] = [
  {"rules":"tri:3","value":4,"best":"c2 b1 d1","positions":335,"seconds":0.2},
  {"rules":"tri:3/capture","value":42,"best":"c3 b2 d2 a1 c1 e1","positions":2726,"seconds":2},
  {"rules":"tri:3/stem","value":3,"best":"b2 d2 b1 c1 d1","positions":649,"seconds":0.3},
  {"rules":"tri:3/jumps","value":4,"best":"all 9","positions":3405,"seconds":0.5},
  {"rules":"square:3/capture","value":64,"best":"all 9","positions":1374,"seconds":0.3},
  {"rules":"square:3/stem","value":0,"best":"all 8","positions":330,"seconds":0.2},
  {"rules":"square:3/jumps","value":15,"best":"b2","positions":15553,"seconds":1.5},
  {"rules":"tri:4","value":5,"best":"d2","positions":21309,"seconds":4.4},
  {"rules":"tri:4/stem","value":3,"best":"c2 e2 d1","positions":25939,"seconds":2.3},
  {"rules":"tri:4/capture","value":-84,"best":"all 16","positions":1175755,"seconds":321.7},
  {"rules":"square:4/stem","value":0,"best":"all 12","positions":9853,"seconds":12.5},
  {"rules":"square:4/capture","value":-120,"best":"all 16","positions":255206,"seconds":3.7},
  {"rules":"tri:4/jumps","value":5,"best":"d3 c2 e2 b1 d1 f1","positions":11170875,"seconds":206.8},
  {"rules":"square:4/jumps","value":2,"best":"b4 c4 a3 b3 c3 d3 a2 b2 c2 d2 b1 c1","positions":17354283,"seconds":118.6},
  {"rules":"square:3/capture/stem","value":-49,"best":"all 8","positions":624,"seconds":0.1},
  {"rules":"square:3/capture/jumps","value":64,"best":"all 9","positions":10028,"seconds":1.8},
  {"rules":"square:3/stem/jumps","value":0,"best":"all 8","positions":1620,"seconds":0.2},
  {"rules":"square:3/capture/stem/jumps","value":-49,"best":"all 8","positions":821,"seconds":0.1},
  {"rules":"tri:3/capture/stem","value":-30,"best":"c3","positions":2128,"seconds":0.5},
  {"rules":"tri:3/capture/jumps","value":42,"best":"c3 b2 d2 a1 c1 e1","positions":3959,"seconds":0.3},
  {"rules":"tri:3/stem/jumps","value":3,"best":"b2 d2 c1","positions":1661,"seconds":0.2},
  {"rules":"tri:3/capture/stem/jumps","value":-30,"best":"c3","positions":2830,"seconds":0.1},
];
