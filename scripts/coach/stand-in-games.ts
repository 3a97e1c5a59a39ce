// The games the coach's scripts read: medium and easy standing in for a person against hard on
// square:5, square:6 and beaker:6x7, each from two seeded random opening moves, reviewed to the end.

import { createAgent } from '../../src/ai/index.ts';
import { parseRules, Position, randomIndex, seededRandom, writeRecord } from '../../src/engine/index.ts';
import { analyseRecord } from '../../src/ai/coach/analyse.ts';
import { GameReview } from '../../src/game/review.ts';

/** One reviewed game, with the stand-in person's seat and the names the review's lines use. */
export interface StandInGame {
  layout: string;
  review: GameReview;
  mover: 1 | 2;
  who: { names: [string, string]; humans: [boolean, boolean] };
}

/** `games` games per layout and stand-in, reviewed; writes a dot to stderr per game. */
export function* standInGames(games: number): Generator<StandInGame> {
  for (const layout of ['square:5', 'square:6', 'beaker:6x7']) {
    for (const person of ['medium', 'easy']) {
      for (let g = 0; g < games; g++) {
        const players = g % 2 === 0 ? [person, 'hard'] : ['hard', person];
        const agents = players.map((id) => createAgent(id));
        const position = new Position(parseRules(layout));
        const random = seededRandom(500 + g);
        for (let i = 0; i < 2; i++) {
          const moves = position.legalMoveList();
          position.play(moves[randomIndex(random, moves.length)]!);
        }
        while (!position.isOver()) position.play(agents[position.ply % 2]!.choose(position).square);
        const review = new GameReview(writeRecord(position));
        for (const r of analyseRecord(review.record, { deepNodes: 0 })) review.add(r);
        const mover = (players.indexOf(person) + 1) as 1 | 2;
        const names: [string, string] = players[0] === person ? ['You', 'Hard'] : ['Hard', 'You'];
        yield { layout, review, mover, who: { names, humans: [mover === 1, mover === 2] } };
        process.stderr.write('.');
      }
    }
  }
  process.stderr.write('\n');
}
