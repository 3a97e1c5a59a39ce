// The menu's and the board's "how to play": a few pages, each one idea in a line or two beside a demo
// board that plays it (how cells divide, how the score counts, then the options of the player's
// game; screens/tutorial/how-to-play-pages.ts decides them). Next and Back turn the pages, and so
// does a swipe; Got it and the guided game stand on every page, where they always stood.

import type Phaser from 'phaser';
import {
  allLines,
  HowToPlayPager,
  howToPlayPages,
  type HowToPlayPage,
} from '../screens/tutorial/how-to-play-pages.ts';
import { PAGE_BUTTONS } from '../words/how-to-play-pages.ts';
import { Button } from './button.ts';
import { openDialog } from './dialog.ts';
import { playDemo } from './how-to-play-demo-run.ts';
import { drawNeighboursPicture } from './neighbours-picture.ts';
import { drawLinesPicture } from './tutorial-lines-picture.ts';
import { addModalPanel } from './modal-panel.ts';
import { isShort, minTouch, pixelRatio } from './screen.ts';
import { THEME, textStyle } from './theme.ts';

/** What the how-to-play asks of its opener: the guided game is started by whoever shows the dialog. */
export const OPEN_TUTORIAL_EVENT = 'open-tutorial';

/**
 * Opens the how-to-play over `scene`; `rulesId` is the player's game (its options get a page each),
 * null where none is chosen; `gameFirst` (opened from its board): its options' pages come first.
 */
export function showHowToPlay(
  scene: Phaser.Scene,
  u: number,
  marks: boolean,
  onClose: () => void,
  rulesId: string | null = null,
  gameFirst = false,
): void {
  showHelpPages(scene, u, marks, onClose, howToPlayPages(rulesId, gameFirst));
}

/**
 * Opens `pages` of the how-to-play over `scene` (a Rules option's "?", the Board tab's shapes);
 * `guided`: the guided game's button's words (under an option's pages it teaches the basics only).
 */
export function showHelpPages(
  scene: Phaser.Scene,
  u: number,
  marks: boolean,
  onClose: () => void,
  pages: readonly HowToPlayPage[],
  guided: string = PAGE_BUTTONS.guided,
): void {
  const { width } = scene.scale;
  const dpr = pixelRatio();
  const pager = new HowToPlayPager(pages);
  const layer = scene.add.container(0, 0).setDepth(100);
  const low = scene.scale.width > scene.scale.height && isShort(scene.scale.height, dpr);
  const {
    shade,
    panel: g,
    left,
    top,
    width: panelW,
    height: panelH,
  } = addModalPanel(scene, u, {
    // A phone on its side: the whole width, the demo beside the words.
    maxWidth: (low ? 1100 : 720) * u,
    maxHeight: 800 * u,
    radius: 20 * u,
    shade: 0.78,
  });
  layer.add([shade, g]);

  // The buttons: one row where four fit at a readable width, else Back and Next over Guided game and Got it.
  const pad = 20 * u;
  const bh = Math.max(48 * u, minTouch(scene));
  const bGap = 10 * u;
  // One page alone (an option's "?") has no pages to turn: Guided game and Got it, one row.
  const single = pager.pages.length === 1;
  const oneRow = single || (panelW - 2 * pad - 3 * bGap) / 4 >= 130 * u;
  const rows = oneRow ? 1 : 2;
  const buttonsTop = top + panelH - 14 * u - rows * bh - (rows - 1) * bGap;
  const buttonFont = Math.max(18 * u, 15 * dpr);

  // A wide, low panel (a phone on its side) puts the demo beside the words, not under them.
  const beside = low && panelW > panelH;
  const textLeft = left + pad + 4 * u;
  const titleY = top + 30 * u;
  const noteY = top + 60 * u;
  const contentTop = top + 82 * u;
  const content = scene.add.container(0, 0);
  layer.add(content);
  let stopDemo: (() => void) | null = null;

  /** Draws the page in sight: its title, where it is, its words, and its demo board as large as the room allows. */
  const drawPage = () => {
    stopDemo?.();
    stopDemo = null;
    content.removeAll(true);
    const v = pager.view();
    const page = v.page;
    content.add(
      scene.add.text(width / 2, titleY, page.title, textStyle(28 * u, THEME.accentCss, true)).setOrigin(0.5),
    );
    content.add(
      scene.add
        .text(width / 2, noteY, v.where, textStyle(Math.max(14 * u, 13 * dpr), THEME.textDim))
        .setOrigin(0.5),
    );
    // A still picture (the triangle's neighbours) stands where a demo board would.
    const hasBoard = page.demo !== null || page.picture !== undefined || page.piecesPicture !== undefined;
    const demoBeside = beside && hasBoard;
    const textW = (demoBeside ? panelW * 0.55 : panelW) - 2 * pad - 8 * u;
    // Room under the words for a board of three readable squares, unless the words need more.
    const leastBoard = hasBoard ? 3 * 56 * u + 60 * u : 0;
    const wordsRoom = demoBeside ? buttonsTop - contentTop - 12 * u : buttonsTop - contentTop - leastBoard;
    // The words as large as fit their room, never under 14 CSS px.
    let fontSize = Math.max(hasBoard ? 19 * u : 22 * u, 17 * dpr);
    let texts: Phaser.GameObjects.Text[] = [];
    let y = contentTop;
    for (;;) {
      texts.forEach((t) => t.destroy());
      y = contentTop;
      // Room under the last line for its descenders: Phaser cuts its texture at the measured
      // descent, and on a desktop a wrapped line's "g" and "p" lost their tails.
      const tail = Math.ceil(fontSize * 0.2);
      texts = page.lines.map((line) => {
        const t = scene.add.text(textLeft, y, line, {
          ...textStyle(fontSize),
          wordWrap: { width: textW, useAdvancedWrap: true },
          lineSpacing: 4 * u,
          padding: { bottom: tail },
        });
        y += t.height - tail + 12 * u;
        return t;
      });
      if (y - contentTop <= wordsRoom || fontSize <= 14 * dpr) break;
      fontSize = Math.max(14 * dpr, fontSize * 0.92);
    }
    content.add(texts);
    if (!hasBoard) return;
    const demoLeft = demoBeside ? left + panelW * 0.55 : left;
    const demoW = demoBeside ? panelW * 0.45 : panelW;
    // The count page's cell with 1, 2, 4 and 6 pieces, its counts under it, in the board's place.
    if (page.piecesPicture) {
      const top = (demoBeside ? contentTop : y) + 4 * u;
      const box = { x: demoLeft + pad, y: top, width: demoW - 2 * pad, height: buttonsTop - top - 12 * u };
      const font = Math.max(17 * u, 14 * dpr);
      const drawn = drawLinesPicture(scene, page.piecesPicture, box, u, marks, font, false);
      content.add([drawn.layer, ...drawn.words]);
      return;
    }
    const demoTop = (demoBeside ? contentTop : y) + 36 * u;
    const sq = Math.max(
      24 * u,
      Math.min((demoW - 2 * pad - 24 * u) / 3, (buttonsTop - demoTop - 20 * u) / 3, 120 * u),
    );
    const area = { centreX: demoLeft + demoW / 2, top: demoTop, sq, fontSize: Math.max(17 * u, 14 * dpr) };
    const run = page.picture
      ? drawNeighboursPicture(scene, page.picture, area, u, marks)
      : playDemo(scene, page.demo!, area, u, marks);
    content.add(run.layer);
    stopDemo = run.stop;
  };

  let closed = false;
  const ended = () => {
    closed = true;
    scene.input.off('pointerup', swiped);
    stopDemo?.();
  };
  // A scene that ends under the dialog (a resize, a turned phone) takes its pieces with it.
  scene.events.once('shutdown', ended);
  const buttons: Button[] = [];
  const shut = () => {
    if (closed) return;
    closed = true;
    scene.events.off('shutdown', ended);
    scene.input.off('pointerup', swiped);
    forget();
    stopDemo?.();
    layer.destroy();
    buttons.forEach((b) => b.destroy());
    onClose();
  };
  const turn = (moved: boolean) => {
    if (!moved || closed) return;
    drawPage();
    showEnds();
  };

  // The buttons' places: [Guided game][‹ Back][Next ›][Got it] in one row, or Back and Next over the other two.
  const cols = single ? 2 : oneRow ? 4 : 2;
  const bw = Math.min(220 * u, (panelW - 2 * pad - (cols - 1) * bGap) / cols);
  const rowW = cols * bw + (cols - 1) * bGap;
  const at = (col: number, row: number) => ({
    x: width / 2 - rowW / 2 + col * (bw + bGap) + bw / 2,
    y: buttonsTop + row * (bh + bGap) + bh / 2,
  });
  const places = single
    ? { guided: at(0, 0), done: at(1, 0), back: null, next: null }
    : oneRow
      ? { guided: at(0, 0), back: at(1, 0), next: at(2, 0), done: at(3, 0) }
      : { back: at(0, 0), next: at(1, 0), guided: at(0, 1), done: at(1, 1) };
  const button = (
    id: string,
    label: string,
    place: { x: number; y: number },
    onClick: () => void,
    primary = false,
  ) => {
    const b = new Button(scene, {
      id,
      label,
      ...place,
      width: bw,
      height: bh,
      primary,
      fontSize: buttonFont,
      dialog: true,
      onClick,
    });
    b.setDepth(101);
    buttons.push(b);
    return b;
  };
  const back = places.back && button('howto:back', PAGE_BUTTONS.back, places.back, () => turn(pager.back()));
  const next = places.next && button('howto:next', PAGE_BUTTONS.next, places.next, () => turn(pager.next()));
  button('howto:tutorial', guided, places.guided, () => {
    shut();
    scene.game.events.emit(OPEN_TUTORIAL_EVENT);
  });
  button('close-help', PAGE_BUTTONS.done, places.done, shut, true);
  /** Back on the first page and Next on the last stay where they are, faded: nothing moves under a finger. */
  const showEnds = () => {
    const v = pager.view();
    back?.setEnabled(v.canBack);
    next?.setEnabled(v.canNext);
  };

  // A finger's slide across the panel turns the page (a tap is a button's).
  const swiped = (p: Phaser.Input.Pointer) => {
    if (closed || p.downY < top || p.downY > buttonsTop) return;
    turn(pager.swipe(p.upX - p.downX, p.upY - p.downY, 40 * u));
  };
  scene.input.on('pointerup', swiped);

  drawPage();
  showEnds();
  const forget = openDialog(scene, {
    kind: 'howto',
    lines: allLines(pager.pages),
    escape: shut,
    enter: shut,
    // The left and right arrows turn the pages, as a swipe does.
    arrow: (dx) => turn(dx < 0 ? pager.back() : dx > 0 ? pager.next() : false),
  });
}
