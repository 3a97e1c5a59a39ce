// `npx tsx scripts/coach/preview-speed.ts [GAMES]`: the hold/hover preview's time per square (its
// words with the look one move ahead, screens/game/coach-model.ts previewWords), and the same words
// without the look ahead, over random games on a small, a middle and the largest boards.

import { parseRules, Position, randomIndex, seededRandom } from '../../src/engine/index.ts';
import { previewWords } from '../../src/screens/game/coach-model.ts';
import { previewText, squareGains } from '../../src/game/coach.ts';

const games = Number(process.argv[2] ?? 5);
for (const rules of ['square:5', 'hex:4', 'square:8', 'hex:6', 'beaker:8x8']) {
  const times: number[] = [];
  const plain: number[] = [];
  let warned = 0;
  let said = 0;
  for (let g = 0; g < games; g++) {
    const random = seededRandom(100 + g);
    const position = new Position(parseRules(rules));
    while (!position.isOver()) {
      for (const s of position.legalMoveList()) {
        const t0 = performance.now();
        const words = previewWords(position, s);
        times.push(performance.now() - t0);
        const t1 = performance.now();
        previewText(squareGains(position, s));
        plain.push(performance.now() - t1);
        said++;
        if (words.includes('But then')) warned++;
      }
      const list = position.legalMoveList();
      position.play(list[randomIndex(random, list.length)]!);
    }
  }
  const q = (xs: number[], f: number) => [...xs].sort((a, b) => a - b)[Math.floor(f * (xs.length - 1))]!;
  console.log(
    `${rules}: ${said} previews; with the reply median ${q(times, 0.5).toFixed(3)} ms, 99% ${q(times, 0.99).toFixed(3)} ms, max ${q(times, 1).toFixed(3)} ms; without it median ${q(plain, 0.5).toFixed(3)} ms; "But then" in ${((100 * warned) / said).toFixed(0)}%`,
  );
}
