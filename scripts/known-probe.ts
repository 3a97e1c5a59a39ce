import { bestByValue, createAgent, type Agent } from '/work/wt-opponents/src/ai/index.ts';
import { bestAgainstKnown } from '/work/wt-opponents/src/ai/expert/against-known.ts';
import { parseRules, Position } from '/work/wt-opponents/src/engine/index.ts';
import { twoMoveOpenings } from '/work/wt-opponents/scripts/bench/openings.ts';
const greedy: Agent = { id: 'g', name: 'g', predictable: true, choose: (p) => bestByValue(p, (m) => p.marginGain(p.turn(), m) + 0.01 * p.centrality(m)) };
const rules = process.argv[2]!; const at = Number(process.argv[3]);
const hard = createAgent('hard');
for (const [i, opening] of twoMoveOpenings(rules, 6, 4051).entries()) {
  const pos = new Position(parseRules(rules));
  for (const m of opening) pos.play(m);
  const last = pos.movesLeft() % 2 === 1 ? pos.turn() : (3 - pos.turn()) as 1 | 2;
  const N = (3 - last) as 1 | 2;
  while (pos.movesLeft() > at) pos.play((pos.turn() === N ? hard : greedy).choose(pos).square);
  const t = performance.now();
  try {
    const r = bestAgainstKnown(pos, N, greedy, 3_000_000);
    console.log(rules, i, 'N =', N, 'left', pos.movesLeft(), 'best vs greedy', r.value, 'positions', r.positions, ((performance.now() - t) / 1000).toFixed(1), 's');
  } catch (e) { console.log(i, String(e).slice(0, 80)); }
}
