// `forecast`: how well the forecast (ai/coach/forecast.ts) says who wins, against the raw lead.
// Expert-vs-hard games (the expert at a small budget) from fresh two-move openings, each played
// twice with the sides swapped, on square:6, petri:7 and beaker:6x7; at one third and two thirds of
// each game, is the sign of the forecast, and the sign of the raw lead, the sign of the final
// margin (a draw counts as sign 0)? Prints the table docs/forecast.md keeps.
// Run: `nice -n 19 npm run bench -- forecast` (`--games N` per board, default 70). With
// `--capture` the same on square:6 and petri:7 under capture, where the board's words say "too
// close to call" where a capture (a broken ring's, or of a group still open) could swing more than
// the estimate's margin
// (screens/game/forecast-stakes.ts): its table counts the forecast's sign before that rule and
// after it (right, too close to call, wrong); `--dump FILE` writes every check as a JSON line.

import { createAgent } from '../../src/ai/index.ts';
import { forecastOf, forecastValuer } from '../../src/ai/coach/forecast.ts';
import { parseRules, Position } from '../../src/engine/index.ts';
import { biggestCapture, biggestOpenGroup, captureInDoubt } from '../../src/screens/game/forecast-stakes.ts';
import { appendFileSync, writeFileSync } from 'node:fs';
import { twoMoveOpenings } from './openings.ts';

const LAYOUTS = ['square:6', 'petri:7', 'beaker:6x7'];
const CAPTURE_LAYOUTS = ['square:6/capture', 'petri:7/capture'];
/** The expert's budget as a player and for the forecast's estimates: small, so the run stays short. */
const EXPERT = 'expert:20000';
const FORECAST_NODES = 20_000;

interface Tally {
  games: number;
  forecastRight: [number, number];
  leadRight: [number, number];
  exact: [number, number];
  /** Under capture: the forecasts said too close to call, and those said as a margin that was wrong. */
  open: [number, number];
  wrongSaid: [number, number];
}

const emptyTally = (): Tally => ({
  games: 0,
  forecastRight: [0, 0],
  leadRight: [0, 0],
  exact: [0, 0],
  open: [0, 0],
  wrongSaid: [0, 0],
});

function argAfter(flag: string): string | null {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? (process.argv[at + 1] ?? null) : null;
}

function gamesPerBoard(): number {
  const at = process.argv.indexOf('--games');
  const n = at >= 0 ? Number(process.argv[at + 1]) : 70;
  return Number.isInteger(n) && n > 0 ? n : 70;
}

export async function benchForecast(): Promise<boolean> {
  const perBoard = gamesPerBoard();
  const capture = process.argv.includes('--capture');
  const dump = argAfter('--dump');
  if (dump) writeFileSync(dump, '');
  console.log(
    `forecast (${perBoard} games a board, ${EXPERT} vs hard, forecast estimates at ${FORECAST_NODES} nodes${capture ? ', capture' : ''})`,
  );
  const started = performance.now();
  const rows: [string, Tally][] = [];
  const all = emptyTally();
  for (const layout of capture ? CAPTURE_LAYOUTS : LAYOUTS) {
    const tally = emptyTally();
    const valuer = forecastValuer(FORECAST_NODES);
    const expert = createAgent(EXPERT);
    const hard = createAgent('hard');
    // Each opening twice, the expert taking player 1 in one game and player 2 in the other.
    const games = twoMoveOpenings(layout, Math.ceil(perBoard / 2), 7919).flatMap((o) => [o, o]);
    games.forEach((opening, g) => {
      const position = new Position(parseRules(layout));
      for (const m of opening) position.play(m);
      const agents = g % 2 === 0 ? [expert, hard] : [hard, expert];
      const checks = [Math.round(position.totalMoves / 3), Math.round((2 * position.totalMoves) / 3)];
      const seen: { forecast: number; lead: number; exact: boolean; open: boolean }[] = [];
      const dumped: object[] = [];
      while (!position.isOver()) {
        if (checks.includes(position.ply) && seen.length < 2) {
          const f = forecastOf(position, valuer);
          const open = captureInDoubt(f, position) !== null;
          seen.push({
            forecast: Math.sign(Math.round(f.margin)),
            lead: Math.sign(position.scoreDifference()),
            exact: f.exact,
            open,
          });
          if (dump) {
            dumped.push({
              layout,
              g,
              ply: position.ply,
              margin: f.margin,
              exact: f.exact,
              ring: biggestCapture(position),
              group: biggestOpenGroup(position),
              open,
            });
          }
        }
        position.play(agents[position.turn() - 1]!.choose(position).square);
      }
      const final = Math.sign(position.scoreDifference());
      tally.games++;
      seen.forEach((s, i) => {
        if (s.forecast === final) tally.forecastRight[i]!++;
        if (s.lead === final) tally.leadRight[i]!++;
        if (s.exact) tally.exact[i]!++;
        if (s.open) tally.open[i]!++;
        else if (s.forecast !== final) tally.wrongSaid[i]!++;
      });
      if (dump)
        for (const d of dumped)
          appendFileSync(dump, JSON.stringify({ ...d, final: position.scoreDifference() }) + '\n');
    });
    rows.push([layout, tally]);
    all.games += tally.games;
    for (const i of [0, 1]) {
      all.forecastRight[i]! += tally.forecastRight[i]!;
      all.leadRight[i]! += tally.leadRight[i]!;
      all.exact[i]! += tally.exact[i]!;
      all.open[i]! += tally.open[i]!;
      all.wrongSaid[i]! += tally.wrongSaid[i]!;
    }
    console.log(
      `  ${layout}: ${tally.games} games, ${((performance.now() - started) / 1000).toFixed(0)} s so far`,
    );
  }
  rows.push(['all', all]);
  const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(0)}%`;
  console.log('');
  console.log(
    '| board | games | at 1/3: forecast | at 1/3: raw lead | at 2/3: forecast | at 2/3: raw lead | forecast exact at 1/3, 2/3 |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, t] of rows) {
    console.log(
      `| ${name} | ${t.games} | ${pct(t.forecastRight[0], t.games)} | ${pct(t.leadRight[0], t.games)} | ${pct(t.forecastRight[1], t.games)} | ${pct(t.leadRight[1], t.games)} | ${pct(t.exact[0], t.games)}, ${pct(t.exact[1], t.games)} |`,
    );
  }
  if (capture) {
    console.log('');
    console.log(
      '| board | games | at 1/3 before: right, wrong | at 1/3 after: right, too close, wrong | at 2/3 before: right, wrong | at 2/3 after: right, too close, wrong |',
    );
    console.log('|---|---|---|---|---|---|');
    for (const [name, t] of rows) {
      const before = (i: 0 | 1) =>
        `${pct(t.forecastRight[i], t.games)}, ${pct(t.games - t.forecastRight[i], t.games)}`;
      const after = (i: 0 | 1) =>
        `${pct(t.games - t.open[i] - t.wrongSaid[i], t.games)}, ${pct(t.open[i], t.games)}, ${pct(t.wrongSaid[i], t.games)}`;
      console.log(`| ${name} | ${t.games} | ${before(0)} | ${after(0)} | ${before(1)} | ${after(1)} |`);
    }
  }
  console.log(`\n${all.games} games in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return true;
}
