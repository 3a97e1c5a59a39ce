// Solves a position from the empty board with and without sharing table entries between mirror
// images, and prints the value, every best first move, positions searched and the time, to
// measure what the layout's symmetries save. The loop is solvePosition's (src/ai/expert/solve.ts)
// with the mirror switch made explicit.
//
//   npx tsx scripts/solve-symmetry.ts hex:3 [--no-mirrors | --mirrors-only] [--table-bits 24]

import { parseArgs } from 'node:util';
import { parseRules, Position, squareName } from '../src/engine/index.ts';
import { ExpertSearch } from '../src/ai/expert/search.ts';
import { layoutSymmetries } from '../src/ai/expert/symmetry.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'no-mirrors': { type: 'boolean', default: false },
    'mirrors-only': { type: 'boolean', default: false },
    'table-bits': { type: 'string', default: '24' },
  },
});

const rules = parseRules(positionals[0] ?? 'hex:3');
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

for (const mirrored of [true, false]) {
  if (mirrored && values['no-mirrors']) continue;
  if (!mirrored && values['mirrors-only']) continue;
  const position = new Position(rules);
  const search = new ExpertSearch(undefined, Number(values['table-bits']), true, mirrored);
  const wall = performance.now();
  const c = cpu();
  const result = search.search(position, { nodes: Infinity });
  let nodes = result.nodes;
  const best: string[] = [];
  for (const m of position.legalMoveList()) {
    if (search.isBestMove(position, m, result.value)) best.push(squareName(rules.layout, m));
    nodes += search.nodes;
  }
  const symmetries = mirrored ? layoutSymmetries(rules.layout).length + 1 : 1;
  console.log(`${rules.id} ${mirrored ? `with ${symmetries} symmetries` : 'without symmetry'}: value ${result.value} (player 1's side), best first moves ${best.join(' ')}, ${nodes} positions, ${(cpu() - c).toFixed(1)} s CPU, ${((performance.now() - wall) / 1000).toFixed(1)} s wall`);
}
