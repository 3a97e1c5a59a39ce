// The menu's "how to play": a small square board, the middle of a hexagonal one, a capture, a stem
// cell, a jump and triangles, where green and red cells are placed one by one and divide along the
// lines that join them (and captured cells turn over), with the rules in a few sentences. It loops
// until closed.

import Phaser from 'phaser';
import { demoPlacement, HowToPlayDemo } from '../screens/tutorial/how-to-play-demo.ts';
import { Button } from './button.ts';
import type { CellSprite } from './cell-sprite.ts';
import { demoCell, demoStems, hopCell, openStems, strokeTriangle } from './how-to-play-variants.ts';
import { openDialog } from './dialog.ts';
import { addModalPanel } from './modal-panel.ts';
import { isShort, minTouch, pixelRatio } from './screen.ts';
import { HOW_TO_PLAY_RULES as RULES } from '../words/how-to-play-rules.ts';
import { THEME, textStyle } from './theme.ts';
import { turnOver } from './variant-moves.ts';

/** What the how-to-play asks of its opener: the guided game is started by whoever shows the dialog. */
export const OPEN_TUTORIAL_EVENT = 'open-tutorial';

export function showHowToPlay(scene: Phaser.Scene, u: number, marks: boolean, onClose: () => void): void {
  const { width } = scene.scale;
  const dpr = pixelRatio();
  const layer = scene.add.container(0, 0).setDepth(100);
  const {
    shade,
    panel: g,
    left,
    top,
    width: panelW,
    height: panelH,
  } = addModalPanel(scene, u, { maxWidth: 680 * u, maxHeight: 760 * u, radius: 20 * u, shade: 0.78 });
  const title = scene.add
    .text(width / 2, top + 30 * u, 'How to play', textStyle(28 * u, THEME.accentCss, true))
    .setOrigin(0.5);
  layer.add([shade, g, title]);

  // A wide, low panel (a phone on its side) puts the demo beside the words, not under them.
  const beside = panelW > panelH && isShort(scene.scale.height, dpr);
  const textW = (beside ? panelW * 0.6 : panelW) - 48 * u;
  const buttonsTop = top + panelH - 36 * u - Math.max(24 * u, minTouch(scene) / 2);
  const demoRoom = beside ? 0 : 120 * u;
  const textTop = top + 56 * u;
  // The words shrink until they fit above the demo and the buttons, never under 12 CSS px.
  let fontSize = Math.max(16 * u, 14 * dpr);
  let texts: Phaser.GameObjects.Text[] = [];
  let y = textTop;
  for (;;) {
    texts.forEach((t) => t.destroy());
    y = textTop;
    texts = RULES.map((line) => {
      const t = scene.add.text(left + 24 * u, y, '• ' + line, {
        ...textStyle(fontSize),
        wordWrap: { width: textW },
      });
      y += t.height + 6 * u;
      return t;
    });
    if (y <= buttonsTop - demoRoom - 8 * u || fontSize <= 12 * dpr) break;
    fontSize = Math.max(12 * dpr, fontSize * 0.92);
  }
  layer.add(texts);
  const demoLeft = beside ? left + panelW * 0.6 : left;
  const demoW = beside ? panelW * 0.4 : panelW;
  const demoTop = beside ? textTop : y;
  const sq = Math.max(16 * u, Math.min((demoW - 60 * u) / 3, (buttonsTop - demoTop - 50 * u) / 3));
  const boardTop = demoTop + 34 * u;
  const centreX = demoLeft + demoW / 2;
  const board = scene.add.graphics();
  const scoreText = scene.add
    .text(centreX, boardTop - 2 * u, '', textStyle(Math.max(16 * u, 13 * dpr), THEME.text, true))
    .setOrigin(0.5, 1);
  layer.add([board, scoreText]);

  const demo = new HowToPlayDemo();
  let cells: CellSprite[] = [];
  /** Where a demo square is drawn: the layout's centres, scaled to fit three squares across, centred. */
  let place = demoPlacement(demo.layout, demo.names(), sq, centreX, boardTop);
  const drawBoard = () => {
    board.clear();
    board.fillStyle(0x0a1a20, 1);
    board.fillRoundedRect(
      centreX - 1.5 * sq - 8 * u,
      boardTop - 8 * u,
      3 * sq + 16 * u,
      3 * sq + 16 * u,
      14 * u,
    );
    // Lines a finger's width apart read at a glance: 1.5 units, never thinner than a device pixel.
    board.lineStyle(Math.max(1, 1.5 * u), 0x3c7a90, 1);
    for (const s of demo.squares()) {
      const { x, y: cy, size } = place(s);
      if (strokeTriangle(board, demo.layout, s, place(s))) continue;
      if (demo.layout.grid === 'hex') {
        const r = size / 2;
        board.beginPath();
        for (let k = 0; k < 6; k++)
          board.lineTo(
            x + r * Math.cos(Math.PI / 2 + (k * Math.PI) / 3),
            cy - r * Math.sin(Math.PI / 2 + (k * Math.PI) / 3),
          );
        board.closePath();
        board.strokePath();
      } else {
        board.strokeRect(x - size / 2, cy - size / 2, size, size);
      }
    }
  };
  drawBoard();
  let stems = demoStems(scene, layer, demo, place);
  // Paced by a tween rather than the scene clock, whose timer events stalled in the menu scene.
  let timer: Phaser.Tweens.Tween;
  let closed = false;
  const next = () => {
    if (closed) return;
    timer = scene.tweens.addCounter({ from: 0, to: 1, duration: demo.pause(), onComplete: () => tick() });
  };
  /** Plays the demo's next move; `at once` shows its cell whole, with no pop-in (the dialog's first frame). */
  const tick = (atOnce = false) => {
    if (closed) return;
    try {
      const step = demo.advance();
      if (step.kind === 'next-board') {
        // The next demo: the square dish and the hexagonal board take turns.
        cells.forEach((c) => c.destroy());
        cells = [];
        place = demoPlacement(demo.layout, demo.names(), sq, centreX, boardTop);
        scoreText.setText('');
        drawBoard();
        stems.forEach((stem) => stem.destroy());
        stems = demoStems(scene, layer, demo, place);
        return;
      }
      const { square: s, before, score: label } = step;
      const position = demo.position;
      // A jump's cell flies from the square it leaves; a placed cell pops in.
      const jumper = step.jump ? cells.find((c) => c.getData('square') === step.jump!.from) : undefined;
      const cell = jumper ? undefined : demoCell(scene, demo, place, s, step.owner, 0, marks);
      if (cell) {
        layer.add(cell);
        cells.push(cell);
      }
      const arrived = () =>
        jumper ? hopCell(scene, jumper, place, s, atOnce ? 0 : 520) : atOnce ? undefined : cell?.popIn(220);
      const drawn = (q: number) => (q !== s ? before[q] : step.jump ? before[step.jump.from] : 0);
      // A capture's cells turn over to the mover's colour in a wave from the new cell, as on the board.
      const turn = (): Promise<unknown> | undefined =>
        closed
          ? undefined
          : Promise.all(
              step.converted.map((q, i) => {
                const old = cells.find((c) => c.getData('square') === q);
                const fresh = demoCell(scene, demo, place, q, step.owner, before[q]!, marks);
                layer.add(fresh);
                cells = cells.filter((c) => c !== old);
                cells.push(fresh);
                if (!atOnce) return turnOver(scene, old, fresh, i * 110, 220);
                old?.destroy();
                return undefined;
              }),
            );
      // The score changes once the cells have divided, as on the board.
      void Promise.resolve(arrived())
        .then(turn)
        .then((): Promise<unknown> | undefined =>
          closed
            ? undefined
            : Promise.all(
                cells.map((c) => {
                  const q = c.getData('square') as number;
                  return position.pattern[q] !== drawn(q) ? c.divide(position.pattern[q]!, 420) : undefined;
                }),
              ),
        )
        // A stem cell whose last neighbour arrived is shared out once the cells have divided.
        .then(() => openStems(stems, step.opened, position.owner, atOnce ? 0 : 600))
        .then(() => {
          if (!closed && demo.position === position) scoreText.setText(label);
        });
      if (atOnce) scoreText.setText(label);
    } catch (e) {
      console.error('how to play:', (e as Error).stack);
    } finally {
      next();
    }
  };
  // The first move is on the board from the dialog's first frame: it never opens on an empty demo.
  tick(true);
  // A scene that ends under the dialog (a resize, a turned phone) takes its pieces with it: the
  // demo stops there, so no move's chain reaches a text or cell the scene destroyed.
  const ended = () => {
    closed = true;
  };
  scene.events.once('shutdown', ended);
  const shut = () => {
    if (closed) return;
    closed = true;
    scene.events.off('shutdown', ended);
    forget();
    timer.stop();
    layer.destroy();
    close.destroy();
    guided.destroy();
    onClose();
  };
  const bw = Math.min(220 * u, (panelW - 60 * u) / 2);
  const bh = Math.max(48 * u, minTouch(scene));
  const by = top + panelH - 14 * u - bh / 2;
  const buttonFont = Math.max(18 * u, 15 * dpr);
  const guided = new Button(scene, {
    id: 'howto:tutorial',
    label: 'Guided game',
    x: width / 2 - bw / 2 - 8 * u,
    y: by,
    width: bw,
    height: bh,
    fontSize: buttonFont,
    dialog: true,
    onClick: () => {
      shut();
      scene.game.events.emit(OPEN_TUTORIAL_EVENT);
    },
  });
  const close = new Button(scene, {
    id: 'close-help',
    label: 'Got it',
    x: width / 2 + bw / 2 + 8 * u,
    y: by,
    width: bw,
    height: bh,
    primary: true,
    fontSize: buttonFont,
    dialog: true,
    onClick: shut,
  });
  guided.setDepth(101);
  close.setDepth(101);
  const forget = openDialog(scene, { kind: 'howto', lines: RULES, escape: shut, enter: shut });
}
