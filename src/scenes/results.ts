// Results: a sheet at the screen's foot over the paused board, its top still in sight (sheet-stand.ts), the result first (the headline, the score, the margin in words,
// what the game earned, one primary next step), its details (the record, the charts) one tap away.
// The ✕ (or Esc) closes them to the finished board, with its ways on in the bar (Play again, Review,
// Results, Menu); the bar's Results, Esc or Enter opens them again. The model (screens/results/results-model.ts) decides; this scene draws.

import Phaser from 'phaser';
import { Button } from '../ui/button.ts';
import { addPictureOverButtons, addResultsPicture } from '../ui/results-picture.ts';
import { addWayBack } from '../ui/results-way-back.ts';
import { drawResultsDetails } from '../ui/results-details.ts';
import { drawResultWords, type WordsPart } from '../ui/earned-block.ts';
import { addResultsButtons, resultsButtonsPlace } from '../ui/results-buttons.ts';
import { buttonsArea, headerBeside, PANEL_MAX, panelMaxWidth } from '../screens/results/buttons-place.ts';
import { onItsSide } from '../screens/screen-shape.ts';
import { addResultsHeader, playResultsEntrance } from '../ui/results-header.ts';
import { playWinMoment } from '../ui/results-win-moment.ts';
import { starLanding } from '../screens/results/ending.ts';
import { keepWallPace } from '../ui/results-rise.ts';
import {
  detailsRoom,
  fitBesidePanel,
  fitResultsPanel,
  fitStackedPanel,
  pictureMost,
  wordsOverButtons,
} from '../screens/results/panel-fit.ts';
import { reducedMotion } from '../ui/motion.ts';
import { matchPalettes } from '../ui/colours.ts';
import { rimColour } from '../ui/results-title.ts';
import { installKeyboard, type KeyboardFocus } from '../ui/keyboard-focus.ts';
import { addModalPanel } from '../ui/modal-panel.ts';
import { fitDrawnResults, measured } from '../ui/results-fit.ts';
import { addSideSheet } from '../ui/results-side.ts';
import { addShortColumn } from '../ui/results-short-column.ts';
import { closeMarginUnits, type Box } from '../screens/results/title-place.ts';
import { metrics, minTouch, pixelRatio } from '../ui/screen.ts';
import { SCENES } from './keys.ts';
import { RESULTS_WORDS } from '../words/results-words.ts';
import { setBoardInSight } from '../ui/board-notice-place.ts';
import { clearNotices } from '../ui/notice.ts';
import type { Services } from './services.ts';
import {
  ResultsModel,
  type ResultsAction,
  type ResultsButton,
  type ResultsSnapshot,
  type ResultsTab,
} from '../screens/results/results-model.ts';
import { routeFrom } from './scene-switch.ts';
import { actOnResults } from './results-act.ts';
import { playedLineOf } from './results-played.ts';
import { resultsModelOf } from './results-model-of.ts';
import { answerTapsAside } from './results-aside-taps.ts';
import { playsEntrance } from '../screens/results/results-entrance.ts';
import { pictureRoom, SHEET_SHADE, sheetSight } from '../screens/results/sheet-stand.ts';
import { standSheet } from '../ui/results-sheet-stand.ts';
import { addBoardInSight } from '../ui/results-board-sight.ts';
import { openMoreSheet } from '../ui/results-more.ts';
import { shortButtons, shortEarned, WHOLE_ID } from '../screens/results/short-sheet.ts';
import { countScoreUp, openOnDragUp, opensShortFor, keepWhole, shortSnapshot } from '../ui/results-short.ts';
import { showResultsAside } from './results-aside.ts';

export class ResultsScene extends Phaser.Scene {
  /** Everything of the panel, hidden together while the player looks at the board. */
  private panelObjects: Phaser.GameObjects.GameObject[] = [];
  private backToResults: Phaser.GameObjects.GameObject[] = [];
  private peeking = false;
  /** The sheet as it stands: the board's players' panels it reaches under hide while it shows. */
  private sheet: Box | null = null;
  private keys: KeyboardFocus | null = null;
  /** The design unit this run of the scene was laid out in (More's sheet is drawn in it). */
  private u = 1;
  private model!: ResultsModel;
  /** Whether this run of the scene drew results (it stops at once without a finished match). */
  private drawnResults = false;
  /** Whether the sheet stands short (results-short.ts): the hook and the mirror read what it shows. */
  private short = false;

  constructor(private readonly services: Services) {
    super(SCENES.results);
  }

  create(data?: { peeking?: boolean; tab?: ResultsTab }): void {
    const s = this.services;
    const match = s.match;
    const result = match?.result;
    this.drawnResults = false;
    if (!match || !result) {
      routeFrom(this).close();
      return;
    }
    this.drawnResults = true;
    const first = playsEntrance(s, result, data);
    if (first) clearNotices(); // the board's words on the game in play would cover the results' lines
    const { u, width, height, portrait } = metrics(this);
    this.u = u;
    const side = onItsSide({ height, portrait }, pixelRatio());
    const model = resultsModelOf(s, match, data, first);
    // Taps on the results count once their first frame is drawn (and read: model.tapMeant); a
    // redraw, or the tests' speed, counts them from now, as the buttons themselves do (tap-began.ts).
    if (!first || !s.pauses) model.seen();
    else this.game.events.once(Phaser.Core.Events.POST_RENDER, () => model.seen());
    this.model = model;
    const shown = model.snapshot();
    // An upright phone opens on the short sheet: the verdict, the score and the next steps, the board above it.
    const short = (this.short = opensShortFor(s, result, {
      portrait,
      side,
      tab: shown.tab,
      leadTurned: shown.leadTurned !== null,
    }));
    const palettes = matchPalettes(result.players, s.settings.people);

    const radius = 22 * u;
    // On a phone on its side the sheet takes the screen's height, the final board beside the words (results-side.ts).
    const tall = side && shown.tab === 'result';
    const modal = addModalPanel(this, u, {
      maxWidth: tall ? width : panelMaxWidth(side) * u,
      maxHeight: tall
        ? height
        : (portrait
            ? PANEL_MAX.portraitHeight
            : shown.tab === 'result'
              ? PANEL_MAX.landscapeHeight
              : PANEL_MAX.detailsHeight) * u,
      radius,
      shade: SHEET_SHADE,
    });
    const { left, top, width: panelW, height: panelH } = modal;
    const drawnFrom = () => this.children.list.length;
    const closeSize = Math.max(40 * u, minTouch(this));
    // The headline's row keeps clear of the sheet's top edge (title-place.ts).
    const closeMargin = closeMarginUnits(side) * u;
    const specs = (short ? shortButtons(shown.buttons, RESULTS_WORDS.whole) : shown.buttons).map((b) =>
      this.spec(b),
    );
    // A short panel (a phone on its side, a desktop) keeps its buttons in a column at the right,
    // the result or its details beside them; a tall one stacks them under it.
    const columns = !portrait;
    const half = panelW / 2;
    const box = { x: left, y: top, width: panelW, height: panelH };
    // The result's words: kind words after a loss, the adaptive level, then what the game earned.
    const land = first && shown.ending.show.starsLand;
    const starLand = (k: number): number => {
      const { at: ms, rate } = starLanding(k);
      this.time.delayedCall(ms, () => s.sounds.play('star', rate));
      return ms;
    };
    const sheet: [number, boolean] = [panelW, columns && !side];
    const chime = () => s.sounds.play('unlock');
    const addWordsOf = (
      of: typeof shown,
      x: number,
      wy: number,
      width: number,
      landing = land,
      part?: WordsPart,
    ) => drawResultWords(this, of, { x, y: wy, width, u, sheet }, landing, starLand, part, chime);
    const addWords = (x: number, wy: number, width: number, landing: boolean, part?: WordsPart): number =>
      addWordsOf(shown, x, wy, width, landing, part);
    const rim = rimColour(shown.ending.show.rim);
    const played = shown.tab === 'result' && !short ? playedLineOf(s, match) : null;
    const sideSheet = tall
      ? addSideSheet(this, {
          ...{ shown, record: result.record, palettes, specs, panel: box, graphics: modal.panel, played },
          ...{ radius, rim, closeSize, closeMargin, u, words: addWords, land, marks: s.settings.marks },
        })
      : null;
    if (sideSheet && first) playResultsEntrance(this, sideSheet.header, shown);
    let fitted: Box;
    let [pictured, shortH] = [false, 0];
    if (sideSheet) fitted = sideSheet.panel;
    else {
      let place = resultsButtonsPlace(this, specs, buttonsArea(box, columns, u, minTouch(this)));
      // The header (title, score, margin) across the panel; beside the buttons, in the left column,
      // where they would reach up into it (a phone on its side with many buttons).
      const frame = { left, top, width: panelW, closeSize, margin: closeMargin, u, played };
      // Beside its buttons (a tablet, a desktop) the sheet is wide: how the person played fits one line.
      const headerFrame = { ...frame, marks: s.settings.marks, oneLine: columns && !side };
      let header = addResultsHeader(this, shown, palettes, headerFrame);
      const fitsOver = (under: number) =>
        wordsOverButtons(
          measured(this, () => addWords(0, 0, half - 30 * u, false)),
          place.top,
          under + 16 * u,
          14 * u,
        );
      // A result's words with no room over the buttons (a ladder step's stars) would leave the board none.
      const crowded = columns && !side && shown.tab === 'result' && !short && !fitsOver(header.bottom);
      const beside = headerBeside(columns, header.bottom, place.top, 16 * u, side, crowded);
      if (beside) {
        for (const o of header.drawn) o.destroy();
        header = addResultsHeader(this, shown, palettes, { ...headerFrame, width: half });
        // The buttons take the right column's whole height, under the ✕ at the panel's top right.
        const under = top + closeMargin + closeSize + 12 * u;
        place = resultsButtonsPlace(this, specs, buttonsArea(box, columns, u, minTouch(this), under));
      }
      const headerFrom = drawnFrom() - header.drawn.length;
      if (first) playResultsEntrance(this, header, shown);
      if (first && short && !reducedMotion())
        countScoreUp(this, header.scoreLine, result.scores, (r) => s.sounds.play('click', r), header.margin);
      let y = header.bottom;
      const headerBottom = y;
      const buttonsFrom = drawnFrom();
      addResultsButtons(this, specs, place, u);
      const cx = width / 2;
      const colX = columns ? left + half / 2 + 10 * u : cx;
      const colW = columns ? half - 30 * u : panelW - 40 * u;
      // Beside the buttons the words stand over them in the right column, where they fit, and the
      // final board's picture takes the left column whole (review: an empty column with two grey lines).
      const rightX = left + 1.5 * half - 5 * u;
      const rightTop = beside ? top + closeMargin + closeSize + 12 * u : y + 16 * u;
      let wordsRight = false;
      let pictureRight = false;
      let buttonsTop = place.top;
      if (columns && shown.tab === 'result') {
        const h = measured(this, () => addWords(rightX, 0, half - 30 * u, false));
        wordsRight = wordsOverButtons(h, place.top, rightTop, 14 * u);
        if (wordsRight) {
          buttonsTop = place.top - 14 * u - h;
          addWords(rightX, buttonsTop, half - 30 * u, land);
        } else if (beside) {
          // On a phone on its side the words stay under the header and the picture stands over the buttons.
          const c = { x: rightX, top: rightTop, width: half - 30 * u, buttonsTop: place.top, u };
          const over = addPictureOverButtons(this, result.record, palettes, c, s.settings.marks);
          pictureRight = over !== null;
          buttonsTop = over ?? buttonsTop;
        }
      }
      const columnFrom = drawnFrom();
      if (shown.tab === 'details') {
        const room = detailsRoom(box, { columns, portrait, top: y, buttonsTop, u });
        drawResultsDetails(this, room, shown, result, palettes, s.settings.marks);
      } else if (short) {
        // The short sheet: what the game earned (its stars, its best ribbon) under the verdict, on a
        // tablet the final board beside it (results-short-column.ts).
        const kept = { ...shown, kind: [], earned: shortEarned(shown.earned) };
        const words = (x: number, wy: number, w: number, l: boolean) =>
          addWordsOf(kept, x, wy, w, l, 'short');
        const picture = { record: result.record, palettes, marks: s.settings.marks };
        const c = { panel: box, top: y, u, words, landing: land, x: colX, width: colW, picture };
        if (kept.earned.ladder || kept.earned.moments.length > 0)
          ({ height: shortH, pictured } = addShortColumn(this, c));
        y += shortH;
      } else {
        // The final board's picture first, the words under it where they are not beside the buttons.
        const from = drawnFrom();
        const startY = y;
        const [beside, besideH] = [
          { gap: 16 * u, layout: match.position.layout, gamePerCss: pixelRatio() },
          top + panelH - 16 * u - buttonsTop,
        ];
        if (!wordsRight) y += addWords(colX, y, colW, land);
        if (!pictureRight)
          y =
            startY +
            addResultsPicture(
              this,
              result.record,
              palettes,
              this.children.list.slice(from),
              {
                x: colX,
                top: startY,
                width: colW,
                words: y - startY,
                // The room the column may take: beside the buttons the panel's height under the header,
                // upright the band over the buttons.
                room: columns
                  ? top + panelH - 2 * 16 * u - startY
                  : pictureRoom(buttonsTop - 16 * u - startY, sheetSight(s.board, height, panelH, 12 * u)),
                most: pictureMost(colW, columns && wordsRight ? { ...beside, right: besideH } : null),
                u,
              },
              s.settings.marks,
            );
      }
      const list = this.children.list;
      // As tall as what it holds, centred: beside its buttons (review: the words packed at its top
      // left), or upright over them (review: an empty band between the stars and the buttons).
      fitted =
        shown.tab !== 'details'
          ? fitDrawnResults(
              {
                panel: modal.panel,
                radius,
                u,
                header: list.slice(headerFrom, buttonsFrom),
                buttons: list.slice(buttonsFrom, columnFrom),
                column: list.slice(columnFrom),
                rim,
              },
              {
                screen: this.scale,
                panel: { x: left, y: top, width: panelW, height: panelH },
                headerBottom,
                column: y - headerBottom,
                buttonsTop,
                gap: 16 * u,
                above: closeMargin + closeSize + 12 * u,
              },
              beside ? fitBesidePanel : columns ? fitResultsPanel : fitStackedPanel,
            )
          : { x: left, y: top, width: panelW, height: panelH };
    }
    fitted = standSheet(this, modal.shade, fitted, 12 * u, { arrives: first, reduced: reducedMotion() });
    // Where the short sheet covers the final board, a clear picture of it steps up over the sheet.
    const look = { record: result.record, palettes, marks: s.settings.marks, u, reduced: reducedMotion() };
    addBoardInSight(this, modal.shade, {
      short: short && !pictured,
      board: s.board,
      sheet: fitted,
      ...look,
      arrives: first,
    });
    this.sheet = fitted;
    this.data.set('panel', fitted);
    if (short) openOnDragUp(this, fitted, u, () => this.openWhole());
    const closeAt = { x: left + panelW - closeMargin - closeSize, y: fitted.y + closeMargin };
    const [cx0, cy0] = [closeAt.x + closeSize / 2, closeAt.y + closeSize / 2];
    const closing = { id: 'see-board', label: RESULTS_WORDS.close, icon: 'icon/close', x: cx0, y: cy0 };
    new Button(this, {
      ...closing,
      width: closeSize,
      height: closeSize,
      onClick: () => this.act(model.press('see-board')),
    });
    keepWallPace(this);
    // A win's moment: confetti behind the panel, cells bursting from its headline (results-win-moment.ts).
    const close = { ...closeAt, width: closeSize, height: closeSize };
    if (first && result.winner !== 0)
      playWinMoment(this, shown, palettes[result.winner - 1], { u, close, ...modal }, s.sounds);
    this.panelObjects = [...this.children.list];
    // With the results closed, the bar's ways on over the finished board (results-way-back.ts).
    const bar = model.snapshot().aside.map((b) => this.spec(b));
    this.backToResults = addWayBack(this, this.services.board, bar, u);
    this.keys = installKeyboard(
      this,
      { onEnter: () => this.act(model.enter()), onEscape: () => this.act(model.escape()) },
      u,
    );
    answerTapsAside(this, () => this.peeking);
    // A resize restarts the scene: the player who was looking at the board still is.
    this.show(shown.peeking);
    if (shown.ending.board !== 'divide' && first) s.sounds.play(shown.sound);
    this.scale.on('resize', this.onResize, this);
    this.events.once('shutdown', () => {
      this.scale.off('resize', this.onResize, this);
      setBoardInSight(false);
      this.services.board?.hud.hidePanelsUnder(null);
    });
  }

  /** The results as their model says them (title and lines, buttons, put aside or not), or null when none are drawn. */
  shownResults(): ResultsSnapshot | null {
    return this.drawnResults ? shortSnapshot(this.model.snapshot(), this.short) : null;
  }

  /** A button of the model's, with its press handed to the model. */
  private spec(b: ResultsButton): ResultsButton & { onClick: (began?: number) => void } {
    if (b.id === WHOLE_ID) return { ...b, onClick: () => this.openWhole() };
    return { ...b, onClick: (began) => this.act(this.model.press(b.id, began)) };
  }

  /** From the short sheet to the whole one (how you played, the record, the charts, More), kept whole for this game. */
  private openWhole(): void {
    keepWhole(this.services);
    routeFrom(this).again({ peeking: false, tab: 'result' });
  }

  /** Does what a press asked (results-act.ts). */
  private act(action: ResultsAction): void {
    const acts = { scene: this, services: this.services, model: this.model };
    actOnResults({ ...acts, openMore: () => this.openMore(), show: (aside) => this.show(aside) }, action);
  }

  /** More's sheet over the results: the rest of the ways on, each closing the sheet before it acts. */
  private openMore(): void {
    openMoreSheet(this, this.model.snapshot().more, this.u, (id) => this.act(this.model.press(id)));
  }

  /** Shows the results, or closes them to show the finished board and the bar's ways on (results-aside.ts). */
  private show(aside: boolean): void {
    this.peeking = aside;
    const sides = { panel: this.panelObjects, wayBack: this.backToResults, keys: this.keys };
    showResultsAside(this, this.services, sides, this.model.snapshot().toolbarShown, aside);
    // A player's panel half under the sheet showed half its score, a stray "64" by the sheet's edge:
    // the sheet's score line says it, so the panels it reaches under hide while it shows.
    this.services.board?.hud.hidePanelsUnder(aside ? null : this.sheet);
  }

  private onResize(): void {
    routeFrom(this).again({ peeking: this.peeking, tab: this.model.snapshot().tab });
  }
}
