// `npx tsx scripts/coach/lead-turned-games.ts [GAMES] [turned]`: the lead warning (screens/game/
// lead-warning.ts) in games like the ones a reviewer lost after leading late: a stand-in person
// against Medium on petri:6 and against Adaptive on hex:4, each from a seeded random first move.
// Per game, at each of the person's turns, `ply:lead/best-play finish` (x: exact) with `-` outside
// the warning's window, `!` where it is due, `D` where a capture leaves it in doubt, and `*` where
// the model would say it (once, then again as leadWarningAgain allows); `turned` prints only the
// games where the person led by 6 or more in the last third and lost, and the record of each. The
// tally: of those, how many were warned in the last third now, and how many the rule of once a game
// (before session 66) would have warned there.

import { createAgent } from '../../src/ai/index.ts';
import { parseRules, Position, randomIndex, seededRandom, writeRecord } from '../../src/engine/index.ts';
import { forecastOf, forecastValuer } from '../../src/ai/coach/forecast.ts';
import {
  leadSaidAt,
  leadWarningAgain,
  leadWarningDue,
  leadWorthChecking,
  type LeadSaid,
} from '../../src/screens/game/lead-warning.ts';
import { captureInDoubt } from '../../src/screens/game/forecast-stakes.ts';

const games = Number(process.argv[2] ?? 6);
const onlyTurned = process.argv[3] === 'turned';
const valuer = forecastValuer();
const cases: [layout: string, person: string, opponent: string][] = [
  ['petri:6', 'easy', 'medium'],
  ['petri:6', 'adaptive:0.3', 'medium'],
  ['petri:6', 'medium', 'medium'],
  ['hex:4', 'adaptive:0.4', 'adaptive:0.6'],
  ['hex:4', 'easy', 'adaptive:0.6'],
  ['hex:4', 'medium', 'adaptive:0.6'],
];
const tally = { games: 0, turned: 0, saidLate: 0, lateOnceAGame: 0 };

for (const [layout, person, opponent] of cases) {
  for (let g = 0; g < games; g++) {
    const seat = (g % 2) as 0 | 1;
    const ids = seat === 0 ? [person, opponent] : [opponent, person];
    const agents = ids.map((id) => createAgent(id, { salt: 9100 + g * 37 }));
    const position = new Position(parseRules(layout));
    const random = seededRandom(500 + g);
    const first = position.legalMoveList();
    position.play(first[randomIndex(random, first.length)]!);
    const me = (seat + 1) as 1 | 2;
    const late = (ply: number) => ply * 3 >= position.totalMoves * 2;
    const rows: string[] = [];
    let said: LeadSaid | null = null;
    let firstSaid = -1;
    let lateSaid = false;
    let bestLate = 0;
    while (!position.isOver()) {
      if (position.turn() === me) {
        const f = forecastOf(position, valuer);
        const finish = me === 1 ? f.margin : -f.margin;
        const lead = position.score(me) - position.score((3 - me) as 1 | 2);
        const m = { lead, ply: position.ply, totalMoves: position.totalMoves };
        const doubt = captureInDoubt(f, position) !== null;
        const due = leadWarningDue(m, finish);
        const say = !doubt && leadWarningAgain(said, m, finish);
        if (say) {
          said = leadSaidAt(m, finish, said);
          if (firstSaid < 0) firstSaid = m.ply;
          if (late(m.ply)) lateSaid = true;
        }
        if (late(m.ply)) bestLate = Math.max(bestLate, lead);
        const mark = `${leadWorthChecking(m) ? '' : '-'}${due ? (doubt ? 'D' : '!') : ''}${say ? '*' : ''}`;
        rows.push(`${m.ply}:${lead}/${Math.round(finish)}${f.exact ? 'x' : ''}${mark}`);
      }
      position.play(agents[position.ply % 2]!.choose(position).square);
    }
    const final = position.score(me) - position.score((3 - me) as 1 | 2);
    const turned = final < 0 && bestLate >= 6;
    tally.games++;
    if (turned) {
      tally.turned++;
      if (lateSaid) tally.saidLate++;
      if (lateSaid && (firstSaid < 0 || late(firstSaid))) tally.lateOnceAGame++;
    }
    if (onlyTurned && !turned) continue;
    console.log(
      `${layout} ${person} vs ${opponent} (seat ${me}) final ${final}; lead in the last third ${bestLate}${turned ? ' TURNED' : ''}\n   ${rows.join(' ')}`,
    );
    if (turned) console.log(`   ${writeRecord(position)}`);
  }
}
console.log(JSON.stringify(tally));
