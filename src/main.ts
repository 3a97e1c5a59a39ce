// Entry point. Until the Phaser scenes land this shows a plain page that proves the engine
// runs in the browser: it replays a short record and prints the board.
import { replayRecord, renderBoardText } from './engine/index.ts';

const container = document.getElementById('game')!;
const position = replayRecord('square:6 c3 d4 d3 e5');
const pre = document.createElement('pre');
pre.style.color = '#cfe';
pre.style.font = '16px monospace';
pre.style.padding = '2em';
pre.textContent = `Cell Division\n\n${renderBoardText(position)}\n\nScores: ${position.score(1)} - ${position.score(2)}`;
container.appendChild(pre);
