// `npx tsx scripts/coach/warn-timing.ts [GAMES]`: when the swing warning comes (screens/game/
// lead-warning.ts) and when the game swung, over games a stand-in person plays against Medium (Easy
// stands in) and Hard (Medium stands in) on square:6, square:8 and petri:7, and, for the warnings
// said in games the person won, Hard against Medium and Medium against Easy; each from a seeded
// random first move. Per game: the person's largest score lead, the move after which the score
// last went over to the opponent (the swing a player feels), the move after which the forecast
// did, and the move the warning comes on, now and as it was before (a clear lead of 6 or more from
// a third of the game on). The tally counts swings after a third of the game warned before them.

import { createAgent } from '../../src/ai/index.ts';
import { parseRules, Position, randomIndex, seededRandom } from '../../src/engine/index.ts';
import { forecastOf, forecastValuer } from '../../src/ai/coach/forecast.ts';
import { leadWarningDue, WARN_LEAST_LEFT, type LeadMomentSeen } from '../../src/screens/game/lead-warning.ts';
import { roomToGrow } from '../../src/screens/review/room-to-grow.ts';

/** The warning's rule before session 64: a lead of 6 or more, from a third of the game on. */
const dueBefore = (m: LeadMomentSeen, finish: number) =>
  m.lead >= 6 &&
  m.ply * 3 >= m.totalMoves &&
  m.totalMoves - m.ply >= WARN_LEAST_LEFT &&
  Math.round(finish) <= -1;

const games = Number(process.argv[2] ?? 4);
const valuer = forecastValuer();
const tally = {
  games: 0,
  lost: 0,
  won: 0,
  swings: 0,
  warnedBefore: { now: 0, before: 0 },
  inWonGames: { now: 0, before: 0 },
};
const pairs = [
  ['easy', 'medium'],
  ['medium', 'hard'],
  ['hard', 'medium'],
  ['medium', 'easy'],
] as const;

for (const layout of ['square:6', 'square:8', 'petri:7']) {
  for (const [person, opponent] of pairs) {
    for (let g = 0; g < games; g++) {
      const seat = (g % 2) as 0 | 1;
      const ids = seat === 0 ? [person, opponent] : [opponent, person];
      const agents = ids.map((id) => createAgent(id, { salt: 7000 + g * 31 }));
      const position = new Position(parseRules(layout));
      const random = seededRandom(300 + g);
      const first = position.legalMoveList();
      position.play(first[randomIndex(random, first.length)]!);
      const me = (seat + 1) as 1 | 2;
      const total = position.totalMoves;
      const line: { ply: number; lead: number; finish: number; room: [number, number]; mine: boolean }[] = [];
      while (!position.isOver()) {
        const f = forecastOf(position, valuer).margin;
        const [r1, r2] = roomToGrow(position);
        line.push({
          ply: position.ply,
          lead: position.score(me) - position.score((3 - me) as 1 | 2),
          finish: me === 1 ? f : -f,
          room: me === 1 ? [r2, r1] : [r1, r2],
          mine: position.turn() === me,
        });
        position.play(agents[position.ply % 2]!.choose(position).square);
      }
      const final = position.score(me) - position.score((3 - me) as 1 | 2);
      const best = Math.max(...line.map((l) => l.lead));
      const lastOver = (side: (l: (typeof line)[number]) => number) => {
        let at = -1;
        for (let i = 1; i < line.length; i++)
          if (side(line[i - 1]!) >= 0 && side(line[i]!) < 0) at = line[i]!.ply;
        return final < 0 ? at : -1;
      };
      const swing = lastOver((l) => l.lead);
      const turned = lastOver((l) => l.finish + 0.5);
      const firstDue = (due: typeof dueBefore) =>
        line.find((l) => l.mine && due({ lead: l.lead, ply: l.ply, totalMoves: total }, l.finish))?.ply;
      const now = firstDue(leadWarningDue);
      const before = firstDue(dueBefore);
      tally.games++;
      if (final < 0) tally.lost++;
      if (final > 0) tally.won++;
      if (final > 0 && now !== undefined) tally.inWonGames.now++;
      if (final > 0 && before !== undefined) tally.inWonGames.before++;
      if (swing >= 0 && swing * 3 >= total) {
        tally.swings++;
        if (now !== undefined && now < swing) tally.warnedBefore.now++;
        if (before !== undefined && before < swing) tally.warnedBefore.before++;
      }
      const seq = line
        .filter((l) => l.mine)
        .map((l) => `${l.ply}:${l.lead}/${Math.round(l.finish)}/${l.room[0]}-${l.room[1]}`);
      console.log(
        `${layout} ${person} vs ${opponent} (seat ${me}) final ${final}; best lead ${best}; score swung @${swing}; forecast turned @${turned}; warning now @${now ?? '-'}, before @${before ?? '-'}\n   ply:lead/best-play finish/room theirs-yours ${seq.join(' ')}`,
      );
      process.stderr.write('.');
    }
  }
}
process.stderr.write('\n');
console.log(JSON.stringify(tally));
