// The menu's "how to play": a small dish where green and red cells are placed one by one and
// divide along the lines that join them, with the rules in three sentences. It loops until closed.

import Phaser from 'phaser';
import { parseLayout, Position, readSquareName } from '../engine/index.ts';
import { Button } from './button.ts';
import { CellSprite } from './cell-sprite.ts';
import { openDialog } from './dialog.ts';
import { addModalPanel } from './modal-panel.ts';
import { THEME, textStyle } from './theme.ts';

const DEMO = ['b2', 'a1', 'c2', 'c3', 'b3', 'a3', 'a2'];
const RULES = [
  'Take turns placing a cell on an empty square.',
  'Touching cells of one colour — side by side or corner to corner — divide along the line that joins them.',
  'A lone cell counts 1; a cell cut along k lines counts 2k. Fill the board: the higher total wins.',
];

export function showHowToPlay(scene: Phaser.Scene, u: number, onClose: () => void): void {
  const { width } = scene.scale;
  const layer = scene.add.container(0, 0).setDepth(100);
  const { shade, panel: g, left, top, width: panelW, height: panelH } = addModalPanel(scene, u, { maxWidth: 620 * u, maxHeight: 600 * u, radius: 20 * u, shade: 0.78 });
  const title = scene.add.text(width / 2, top + 34 * u, 'How to play', textStyle(30 * u, THEME.accentCss, true)).setOrigin(0.5);
  layer.add([shade, g, title]);

  const textTop = top + 64 * u;
  let y = textTop;
  for (const line of RULES) {
    const t = scene.add.text(left + 28 * u, y, '• ' + line, { ...textStyle(16 * u), wordWrap: { width: panelW - 56 * u } });
    layer.add(t);
    y += t.height + 8 * u;
  }
  const sq = Math.min((panelW - 80 * u) / 3, (top + panelH - 110 * u - y) / 3);
  const gridLeft = width / 2 - 1.5 * sq;
  const gridTop = y + 34 * u;
  const board = scene.add.graphics();
  board.fillStyle(0x0a1a20, 1);
  board.fillRoundedRect(gridLeft - 8 * u, gridTop - 8 * u, 3 * sq + 16 * u, 3 * sq + 16 * u, 14 * u);
  board.lineStyle(1, 0x2a5564, 1);
  for (let i = 0; i <= 3; i++) {
    board.lineBetween(gridLeft + i * sq, gridTop, gridLeft + i * sq, gridTop + 3 * sq);
    board.lineBetween(gridLeft, gridTop + i * sq, gridLeft + 3 * sq, gridTop + i * sq);
  }
  const scoreText = scene.add.text(width / 2, gridTop - 2 * u, '', textStyle(18 * u, THEME.text, true)).setOrigin(0.5, 1);
  layer.add([board, scoreText]);

  const layout = parseLayout('square:3');
  let cells: CellSprite[] = [];
  let step = 0;
  let position = new Position(layout);
  // Paced by a tween rather than the scene clock, whose timer events stalled in the menu scene.
  let timer: Phaser.Tweens.Tween;
  let closed = false;
  const next = () => {
    if (closed) return;
    timer = scene.tweens.addCounter({ from: 0, to: 1, duration: 900, onComplete: tick });
  };
  const tick = () => {
    next();
    try {
      if (step === DEMO.length) {
        cells.forEach((c) => c.destroy());
        cells = [];
        position = new Position(layout);
        step = 0;
        scoreText.setText('');
        return;
      }
      const read = readSquareName(layout, DEMO[step++]!);
      if (!('square' in read)) return;
      const s = read.square;
      const before = Uint8Array.from(position.pattern);
      position.play(s);
      const x = gridLeft + (layout.colOf[s]! + 0.5) * sq;
      const yy = gridTop + (2 - layout.rowOf[s]! + 0.5) * sq;
      const cell = new CellSprite(scene, x, yy, sq * 0.96, position.owner[s] === 1 ? 'green' : 'red', 0);
      cell.setData('square', s);
      layer.add(cell);
      cells.push(cell);
      void cell.popIn(220).then(() => {
        for (const c of cells) {
          const q = c.getData('square') as number;
          if (position.pattern[q] !== (q === s ? 0 : before[q])) void c.divide(position.pattern[q]!, 420);
        }
      });
      scoreText.setText(`Green ${position.score(1)}   Red ${position.score(2)}`);
    } catch (e) {
      console.error('how to play:', (e as Error).stack);
    }
  };
  next();
  const shut = () => {
    if (closed) return;
    closed = true;
    forget();
    timer.stop();
    layer.destroy();
    close.destroy();
    onClose();
  };
  const close = new Button(scene, {
    id: 'close-help', label: 'Got it', x: width / 2, y: top + panelH - 36 * u, width: 180 * u, height: 48 * u,
    primary: true, fontSize: 19 * u, dialog: true, onClick: shut,
  });
  close.setDepth(101);
  const forget = openDialog(scene, { kind: 'howto', escape: shut });
}
