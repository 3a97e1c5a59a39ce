// `npx tsx scripts/coach/lead-lost.ts [GAMES]`: over the stand-in games (medium and easy for a
// person against hard, stand-in-games.ts), the draws and losses after the person led by 8 or more on
// the score: how many results lines name the person's own costly move, with the lead-lost words
// (now) and without them (before: the count's usual line), and how many said "No move cost you
// much"; and whether the review's first look opens a move of the person's (now) or, as before, the
// first move where the chart changed sides, whoever made it.

import { playedCount } from '../../src/screens/results/how-you-played.ts';
import { largestLead } from '../../src/screens/results/lead-cost.ts';
import { firstLook, personsTurn, uphillFromStart } from '../../src/screens/review/turning-move.ts';
import { howYouPlayedWords } from '../../src/words/how-you-played-words.ts';
import { standInGames, type StandInGame } from './stand-in-games.ts';
import { createAgent } from '../../src/ai/index.ts';
import { parseRules, Position, randomIndex, seededRandom, writeRecord } from '../../src/engine/index.ts';
import { analyseRecord } from '../../src/ai/coach/analyse.ts';
import { GameReview } from '../../src/game/review.ts';

/** Easy standing in for a person against Medium on small boards (review 48a's draw was a beaker against Medium). */
function* againstMedium(games: number): Generator<Pick<StandInGame, 'review' | 'mover'>> {
  for (const layout of ['beaker:4x5', 'square:4', 'square:5']) {
    for (let g = 0; g < games; g++) {
      const players = g % 2 === 0 ? ['easy', 'medium'] : ['medium', 'easy'];
      const agents = players.map((id) => createAgent(id));
      const position = new Position(parseRules(layout));
      const random = seededRandom(900 + g);
      const moves = position.legalMoveList();
      position.play(moves[randomIndex(random, moves.length)]!);
      while (!position.isOver()) position.play(agents[position.ply % 2]!.choose(position).square);
      const review = new GameReview(writeRecord(position));
      for (const r of analyseRecord(review.record, { deepNodes: 0 })) review.add(r);
      yield { review, mover: (players.indexOf('easy') + 1) as 1 | 2 };
    }
  }
}

const games = Number(process.argv[2] ?? 4);
let lost = 0;
const named = { before: 0, now: 0 };
const noCost = { before: 0, now: 0 };
const ownLook = { before: 0, now: 0 };
const examples: string[] = [];
for (const { review, mover } of [...standInGames(games), ...againstMedium(games * 4)]) {
  const [one, two] = review.scores.at(-1)!;
  const margin = mover === 1 ? one - two : two - one;
  if (margin > 0) continue;
  const led = largestLead(review.scores, mover);
  if (!led || led.lead < 8) continue;
  lost++;
  const players: [string, string] = mover === 1 ? ['human', 'hard'] : ['hard', 'human'];
  const game = { players, rules: review.start.rules.id, winner: (margin === 0 ? 0 : 3 - mover) as 0 | 1 | 2 };
  const count = playedCount(game, review);
  if (!count) continue;
  const { leadLost, ...plain } = count;
  const now = howYouPlayedWords(count);
  const before = howYouPlayedWords(plain);
  const names = (line: string) => /\bmove \d+, [a-z]+\d+|most of all [a-z]+\d+/i.test(line);
  if (names(before)) named.before++;
  if (names(now)) named.now++;
  if (/No move cost you much/.test(before)) noCost.before++;
  if (/No move cost you much/.test(now)) noCost.now++;
  const persons = [mover];
  const look = firstLook(review, persons).ply;
  const costly = review.costlyMove(persons);
  const turned = personsTurn(review, persons)?.move;
  const oldPly = costly
    ? costly.index + 1
    : turned
      ? turned.index + 1
      : uphillFromStart(review, mover)
        ? 0
        : (review.turns()[0]?.index ?? review.moves.length - 1) + 1;
  const moverAt = (ply: number) => (ply > 0 ? review.reviewed[ply - 1]?.mover : undefined);
  if (moverAt(oldPly) === mover) ownLook.before++;
  if (moverAt(look) === mover) ownLook.now++;
  if (examples.length < 6 && leadLost && (margin === 0 || examples.length < 3))
    examples.push(
      `led by ${led.lead}, ${margin === 0 ? 'drew' : `lost by ${-margin}`}:\n  before: ${before.replace('\n', ' / ')}\n  now:    ${now.replace('\n', ' / ')}`,
    );
}
console.log(`draws and losses after a lead of 8 or more: ${lost}`);
console.log(`line names the person's own move: before ${named.before}, now ${named.now}`);
console.log(`line says "No move cost you much": before ${noCost.before}, now ${noCost.now}`);
console.log(`review's first look opens the person's own move: before ${ownLook.before}, now ${ownLook.now}`);
console.log(examples.join('\n'));
