// `ladder`: can a new player win the ladder's steps, and reach each step's second star? On each
// step of the path (src/screens/history/ladder.ts) the person moves first from the empty board, as
// a ladder game starts, against that step's opponent. By default two players take the person's
// seat: the neighbour script (a new player's first plan: place next to its own cells, the biggest
// gain, ties drawn from a seed; docs/opponents.md) and Hard (a player who has learned to block and
// keep room), from each first square. Prints, for each, the wins / draws / losses, the mean margin
// and how many games won by the step's margin (the second star), and (but for the script's many
// games) each win's margin. Run:
// `nice -n 19 npm run bench -- ladder` (`--games N` a step for the script, default 200; `--steps 1-5`
// which steps, default 1-5; `--players neighbour,expert:20000` who takes the person's seat).
// docs/opponents.md keeps the figures.

import { createAgent, type Agent } from '../../src/ai/index.ts';
import { neighbourScript } from '../../src/ai/neighbour-script.ts';
import { parseRules, Position } from '../../src/engine/index.ts';
import { LADDER, type LadderStep } from '../../src/screens/history/ladder.ts';
import { addGame, emptyTally, tallyCell, TimedGames } from './timed-games.ts';

const PLAYERS = ['neighbour', 'hard'];

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function person(id: string, seed: number): Agent {
  return id === 'neighbour' ? neighbourScript(seed) : createAgent(id);
}

const timed = new TimedGames();

/**
 * The person's games on one step: its tally and how many reached the step's margin. The script
 * plays `n` games (its ties drawn from seeds 1 to n); any other player (Hard, the Expert), which
 * draws nothing, one game from each first square of the board.
 */
function games(s: LadderStep, player: string, n: number): string {
  const tally = emptyTally();
  let starred = 0;
  const won: number[] = [];
  const openings =
    player === 'neighbour'
      ? Array.from({ length: n }, () => [])
      : new Position(parseRules(s.rules)).legalMoveList().map((m) => [m]);
  openings.forEach((opening, i) => {
    // Each game has its own number, as each new game in the game draws one (game/game-salt.ts).
    const opponent = createAgent(s.opponent, { salt: i + 1 });
    const diff = timed.play(s.rules, opening, person(player, i + 1), opponent);
    addGame(tally, diff);
    if (diff >= s.margin) starred++;
    if (diff > 0) won.push(diff);
  });
  // The wins' margins, smallest first: where a second star's margin stands among them.
  const margins = won.length > 0 ? `; wins by ${won.sort((a, b) => a - b).join(' ')}` : '';
  const rate = Math.round((100 * tally.wins) / tally.games);
  return `${rate}% won, ${tallyCell(tally)}, by ${s.margin}+: ${Math.round((100 * starred) / tally.games)}%${player === 'neighbour' ? '' : margins}`;
}

export async function benchLadder(): Promise<boolean> {
  const n = Number(option('--games') ?? 200);
  const count = Number.isInteger(n) && n >= 1 ? n : 200;
  const [from, to] = (option('--steps') ?? '1-5').split('-').map(Number);
  const steps = LADDER.slice((from ?? 1) - 1, to ?? from ?? 5);
  console.log(
    `ladder (${count} games a step and player, the person first from the empty board; ` +
      "each cell: the share won, wins/draws/losses, mean margin, the share won by the step's margin)",
  );
  const started = performance.now();
  const players = option('--players')?.split(',') ?? PLAYERS;
  console.log(`| step | ${players.map((p) => `${p} as the person`).join(' | ')} |`);
  console.log(`|---|${players.map(() => '---|').join('')}`);
  for (const s of steps) {
    const cells = players.map((p) => games(s, p, count));
    console.log(`| ${s.id} | ${cells.join(' | ')} |`);
  }
  console.log(`\n${timed.summary()}`);
  console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
