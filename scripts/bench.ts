// `npm run bench`: prints speed figures against their targets. Figures, not assertions:
// the machine is shared and noisy, so nothing here fails a test run.

import { benchEngine } from './bench/engine.ts';
import { benchExpert } from './bench/expert.ts';
import { benchSolve } from './bench/solve.ts';
import { benchCoach } from './bench/coach.ts';
import { benchReview } from './bench/review.ts';
import { benchForecast } from './bench/forecast.ts';
import { benchOpponents } from './bench/opponents.ts';
import { benchTurnTime } from './bench/turn-time.ts';
import { benchExpertSmall } from './bench/expert-small.ts';
import { benchCapture } from './bench/capture.ts';
import { benchCaptureEnding } from './bench/capture-ending.ts';
import { benchCaptureTime } from './bench/capture-time.ts';
import { benchLadder } from './bench/ladder.ts';
import { benchPatterns } from './bench/patterns.ts';
import { benchTension } from './bench/tension.ts';
import { benchHintChoice } from './bench/hint-choice.ts';

const sections: Array<[string, () => Promise<boolean>]> = [
  ['engine', benchEngine],
  ['expert', benchExpert],
  ['solve', benchSolve],
  ['coach', benchCoach],
  ['review', benchReview],
  ['forecast', benchForecast],
  ['opponents', benchOpponents],
  ['turn-time', benchTurnTime],
  ['expert-small', benchExpertSmall],
  ['capture', benchCapture],
  ['capture-ending', benchCaptureEnding],
  ['capture-time', benchCaptureTime],
  ['ladder', benchLadder],
  ['patterns', benchPatterns],
  ['tension', benchTension],
  ['hint-choice', benchHintChoice],
];

const args = process.argv.slice(2);
const only = args.filter(
  (a, i) =>
    !a.startsWith('-') &&
    !['--against', '--games', '--agents', '--boards', '--turn-ms', '--steps', '--players', '--dump'].includes(
      args[i - 1]!,
    ),
);
let allMet = true;
for (const [name, run] of sections) {
  // The forecast's, the opponents', the ladder's and the tension benchmarks play hundreds of games: only when asked for by name.
  if (
    only.length > 0
      ? !only.includes(name)
      : name === 'forecast' ||
        name === 'opponents' ||
        name === 'turn-time' ||
        name === 'expert-small' ||
        name === 'capture' ||
        name === 'capture-ending' ||
        name === 'capture-time' ||
        name === 'ladder' ||
        name === 'patterns' ||
        name === 'tension' ||
        name === 'hint-choice'
  )
    continue;
  allMet = (await run()) && allMet;
  console.log('');
}
console.log(allMet ? 'all targets met' : 'some targets not met (see above)');
