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
