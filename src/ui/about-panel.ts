// "Best play known" (best-play-known-words.ts), opened from Settings and the Rules tab: for each board the menu offers whose empty board has been
// solved, its value with best play and the best first moves, from the table scripts/solved-table.ts
// makes of docs/solving.md. Each board is a button that sets up a game on it (`solved:<rules>`);
// short wide screens put the boards in two columns, and where even those do not fit, the boards
// that do and a More boards button to the rest (`solved-more`). Two pages: the classic rules'
// boards, and triangles and boards under capture, stem cells and jumps (solved-perfect-words.ts),
// a button switching between them. A dialog: Esc or Close.

import type Phaser from 'phaser';
import { Button } from './button.ts';
import { openDialog } from './dialog.ts';
import { drawnLines } from './drawn-lines.ts';
import { addModalPanel } from './modal-panel.ts';
import { readable } from './readable.ts';
import { minTouch } from './screen.ts';
import { solvedLines, solvedPage, type SolvedPage } from './solved-perfect-words.ts';
import { THEME, textStyle } from './theme.ts';
import { BEST_PLAY_KNOWN } from '../words/best-play-known-words.ts';

/** Opens the panel; a board's button closes it and hands `choose` that board's rules id. */
export function showAbout(
  scene: Phaser.Scene,
  u: number,
  choose: (rules: string) => void,
  page: SolvedPage = 'classic',
  from = 0,
): void {
  const words0 = solvedPage(page);
  const { intro: introWords, short: shortIntro, other } = words0;
  // A screen too short for a page's boards shows those that fit and a More button to the rest.
  const boards = words0.rows.slice(from);
  const { width, height } = scene.scale;
  const bh = Math.max(48 * u, minTouch(scene));
  const head = readable(15 * u);
  const sub = readable(13 * u);
  const gap = 8 * u;
  const pad = 8 * u;
  const introH = readable(14 * u) * 4.2;
  const panelW = Math.min(width - 24 * u, 720 * u);
  // A board's button holds its two lines, and a third where a narrow column wraps the second.
  const rowH = (lines: number) => Math.max(minTouch(scene), head * 1.3 + sub * 1.3 * lines + 2 * pad);
  const heightFor = (rows: number, lines: number) =>
    60 * u + introH + rows * (rowH(lines) + gap) + bh + 40 * u;
  const twoColumns =
    heightFor(boards.length, panelW < 700 * u ? 2 : 1) > height - 24 * u && panelW >= 560 * u;
  const columns = twoColumns ? 2 : 1;
  const lines = twoColumns || panelW < 700 * u ? 2 : 1;
  const {
    shade,
    panel,
    left,
    top,
    width: shownW,
    height: panelH,
  } = addModalPanel(scene, u, {
    maxWidth: 720 * u,
    maxHeight: heightFor(Math.ceil(boards.length / columns), lines),
    radius: 20 * u,
    shade: 0.78,
  });
  const parts: Phaser.GameObjects.GameObject[] = [shade, panel];
  const inner = shownW - 48 * u;
  parts.push(
    scene.add
      .text(
        width / 2,
        top + 28 * u,
        BEST_PLAY_KNOWN.title,
        textStyle(readable(26 * u), THEME.accentCss, true),
      )
      .setOrigin(0.5),
  );
  const bottom = top + panelH - bh - 24 * u;
  const colW = (inner - gap * (columns - 1)) / columns;
  const cards: Button[] = [];
  const words: Phaser.GameObjects.Text[] = [];
  let moreFrom: number | undefined;
  // The boards' words first, so the rows take the height their words need: the estimate above
  // picks the columns, the measured words pick the rows, and on a short screen the rows close up
  // (to a finger's height) before any board is left out.
  const arrowStyle = textStyle(readable(24 * u), THEME.accentCss, true);
  const arrowW = scene.add.text(0, 0, '›', arrowStyle).setVisible(false);
  const wrap = { wordWrap: { width: colW - 2 * pad - arrowW.width - 6 * u, useAdvancedWrap: true } };
  arrowW.destroy();
  const texts = boards.map((row) => {
    const [line1, line2] = solvedLines(row);
    const first = scene.add.text(0, 0, line1, { ...textStyle(head, THEME.text, true), ...wrap });
    const second = scene.add.text(0, 0, line2, { ...textStyle(sub, THEME.textDim), ...wrap });
    return { first, second };
  });
  const need = Math.max(...texts.map(({ first, second }) => first.height + second.height));
  const rowsN = Math.ceil(boards.length / columns);
  let rowGap = gap;
  let rowHeight = Math.max(minTouch(scene), need + 2 * pad);
  const rowsH = (h: number, g: number) => rowsN * h + (rowsN - 1) * g;
  // The whole intro where the boards fit below it at their closest, else its one-line form.
  let y = top + 50 * u;
  const introStyle = {
    ...textStyle(readable(14 * u), THEME.textDim),
    wordWrap: { width: inner, useAdvancedWrap: true },
  };
  let intro = scene.add.text(left + 24 * u, y, from > 0 ? shortIntro : introWords, introStyle);
  const closest = Math.max(minTouch(scene), need + 2 * 4 * u);
  if (y + intro.height + 10 * u + rowsH(closest, 4 * u) > bottom) {
    intro.destroy();
    intro = scene.add.text(left + 24 * u, y, shortIntro, introStyle);
  }
  parts.push(intro);
  y += intro.height + 10 * u;
  const room = bottom - y;
  if (rowsH(rowHeight, rowGap) > room) {
    rowGap = 4 * u;
    rowHeight = Math.max(closest, Math.min(rowHeight, (room - (rowsN - 1) * rowGap) / rowsN));
  }
  for (const [i, row] of boards.entries()) {
    const column = i % columns;
    if (column === 0 && i > 0) y += rowHeight + rowGap;
    const { first, second } = texts[i]!;
    if (y + rowHeight > bottom + 0.5) {
      for (const t of texts.slice(i)) {
        t.first.destroy();
        t.second.destroy();
      }
      moreFrom = from + i;
      break;
    }
    const x = left + 24 * u + column * (colW + gap);
    const card = new Button(scene, {
      id: `solved:${row.rules}`,
      label: first.text,
      x: x + colW / 2,
      y: y + rowHeight / 2,
      width: colW,
      height: rowHeight,
      showLabel: false,
      tooltip: false,
      radius: 12 * u,
      dialog: true,
      onClick: () => {
        shut();
        choose(row.rules);
      },
    }).describe(second.text);
    const arrow = scene.add.text(x + colW - pad, y + rowHeight / 2, '›', arrowStyle).setOrigin(1, 0.5);
    first.setPosition(x + pad, y + (rowHeight - first.height - second.height) / 2);
    second.setPosition(x + pad, first.y + first.height);
    cards.push(card);
    words.push(arrow, first, second);
  }
  const shut = () => {
    forget();
    for (const p of [...parts, ...words]) p.destroy();
    for (const c of cards) c.destroy();
    close.destroy();
    turn.destroy();
  };
  // The other page's button beside Close, the pair centred.
  const closeW = Math.min(180 * u, (inner - gap) * 0.4);
  const turnW = Math.min(300 * u, inner - gap - closeW);
  const pairLeft = width / 2 - (turnW + gap + closeW) / 2;
  const buttonY = top + panelH - bh / 2 - 14 * u;
  const turn = new Button(scene, {
    id: moreFrom === undefined ? `solved-page:${other.page}` : 'solved-more',
    label: moreFrom === undefined ? other.label : 'More boards ›',
    x: pairLeft + turnW / 2,
    y: buttonY,
    width: turnW,
    height: bh,
    fontSize: readable(16 * u),
    dialog: true,
    onClick: () => {
      shut();
      if (moreFrom === undefined) showAbout(scene, u, choose, other.page);
      else showAbout(scene, u, choose, page, moreFrom);
    },
  });
  const close = new Button(scene, {
    id: 'close-about',
    label: 'Close',
    x: pairLeft + turnW + gap + closeW / 2,
    y: buttonY,
    width: closeW,
    height: bh,
    primary: true,
    fontSize: readable(19 * u),
    dialog: true,
    onClick: shut,
  });
  parts.forEach((p, i) => (p as unknown as Phaser.GameObjects.Components.Depth).setDepth(100 + i));
  for (const c of cards) c.setDepth(100 + parts.length);
  for (const w of words) w.setDepth(101 + parts.length);
  close.setDepth(100 + parts.length);
  turn.setDepth(100 + parts.length);
  // The boards' words are their buttons' names: the lines heard are the panel's own.
  const forget = openDialog(scene, {
    kind: 'about',
    lines: drawnLines(parts, BEST_PLAY_KNOWN.title),
    escape: shut,
  });
}
