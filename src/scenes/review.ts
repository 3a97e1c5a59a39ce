// Review: the finished game move by move. A still board of the position shown (the move just played
// ringed white, the best moves there ringed gold, a key beside it says so, or with the key behind "?"
// the line the first time they show), a slider and the clickable chart of the score difference to go
// anywhere, the list of moves with their cost and mark for both sides, progress while the worker
// reviews, "Retry from here", Results (Esc too) and Menu (asked first: the menu cannot open this
// game's review again). The analysis runs in the opponents' worker script and arrives move by move;
// a resize keeps what has arrived. What it shows and does is the model's (screens/review/review-model.ts).

import { helpByMove } from '../screens/game/help-gate.ts';
import { labelFont } from '../ui/board-labels.ts';
import { chartNoteOnTap } from './review-chart-note.ts';
import Phaser from 'phaser';
import { drawSceneBackground } from '../ui/backdrop.ts';
import { Button } from '../ui/button.ts';
import { axisLabelSize, drawDifferenceChart, sidesInKey } from '../ui/chart.ts';
import { bestPlaySideWords } from '../words/chart-words.ts';
import { chartPlayers, type ChartPlayers } from '../ui/chart-data.ts';
import { forgetChart, headingHeight } from '../ui/chart-key.ts';
import { showNotice } from '../ui/notice.ts';
import { matchPalettes } from '../ui/colours.ts';
import { paletteCss } from '../ui/palette.ts';
import { installKeyboard } from '../ui/keyboard-focus.ts';
import type { Rect } from '../ui/board-geometry.ts';
import { boardWidthAt, boardHeightAt, ReviewBoard } from '../ui/review-board.ts';
import { drawReviewKey, reviewKeyHeight } from '../ui/review-key.ts';
import { ReviewList } from '../ui/review-list.ts';
import { addChartPicker, addSlider, type Strip } from '../ui/review-strip.ts';
import { metrics, minTouch, pixelRatio } from '../ui/screen.ts';
import { minText } from '../ui/readable.ts';
import { SECONDARY_COLOUR } from '../ui/secondary-text.ts';
import { THEME, textStyle } from '../ui/theme.ts';
import { A11yReviewSlider, reviewedGame, reviewPlaceWords } from '../ui/a11y-review.ts';
import { SCENES } from './keys.ts';
import { REVIEW_TURN_WORDS } from '../words/review-words.ts';
import { REVIEW_CHART_TITLES } from '../screens/review/review-chart.ts';
import { retryFromReview } from './review-retry.ts';
import { keyBehindHelp, ReviewUpright } from './review-upright.ts';
import { ReviewLine } from './review-line.ts';
import { leaveForMenu } from './match-actions.ts';
import { confirmDialog } from '../ui/confirm.ts';
import type { Services } from './services.ts';
import { setBesideTitle, type BesideTitle } from '../ui/line-beside.ts';
import { keptReview } from './review-kept.ts';
import { HISTORY_WORDS } from '../screens/history/history-words.ts';
import { reviewLayout } from '../screens/review/review-layout.ts';
import { reviewType } from '../screens/review/review-type.ts';
import { type ReviewModel, type ReviewSnapshot } from '../screens/review/review-model.ts';
import { scenePort } from '../ui/scene-port-phaser.ts';
import { fitPartsIn } from '../ui/fit-text.ts';
import { routeFrom } from './scene-switch.ts';

/** What the review scene in sight drew, for the automation hook and the screen readers' mirror. */
export interface ReviewShown extends ReviewSnapshot {
  cells: number;
  links: [number, number];
  progressBox: Rect;
  boardBox: Rect;
  key: { box: Rect; words: string[] };
}

/** The review in sight, as its model gives it and its scene drew it; null away from it. */
export function reviewShown(game: Phaser.Game): ReviewShown | null {
  if (!game.scene.isActive(SCENES.review)) return null;
  return (game.scene.getScene(SCENES.review) as ReviewScene).shown();
}

export class ReviewScene extends Phaser.Scene {
  private board!: ReviewBoard;
  private strips: Strip[] = [];
  private list!: ReviewList;
  private line!: ReviewLine;
  private scoreText!: Phaser.GameObjects.Text;
  private scoreAt: { width: number; lines: 1 | 2 } = { width: 0, lines: 1 };
  /** Upright: the header's line, the score and the progress as review-upright.ts draws them; else null. */
  private upright: ReviewUpright | null = null;
  private progress!: Phaser.GameObjects.Text;
  private progressPlace!: BesideTitle;
  /** The progress line is said on the button to the key moment, in its place (a phone on its side). */
  private progressInTurn = false;
  private retryButton: Button | null = null;
  private turnButton: Button | null = null;
  /** The forecast chart as last drawn: its objects, how many plies it knew (and how many exactly), where it stands in the list. */
  private chart: {
    objects: Phaser.GameObjects.GameObject[];
    known: string;
    anchor: Phaser.GameObjects.Zone;
    redraw: () => void;
  } | null = null;
  private a11y: A11yReviewSlider | null = null;
  private model!: ReviewModel;
  private listRows = 0;
  /** What this layout drew where, for the hook; null until drawn. */
  private drawn: Omit<ReviewShown, keyof ReviewSnapshot> | null = null;
  // Moves arrive from the worker many to a frame: one redraw a frame (one a move holds a long game's page).
  private redrawQueued = false;
  private readonly view = { changed: (now?: boolean) => (now ? this.refresh() : this.redrawSoon()) };
  /** Opened from Your games' "Retry worst move": the retry starts once the review has found that move. */
  private retryWorst = false;
  constructor(private readonly services: Services) {
    super(SCENES.review);
  }

  create(data?: { retryWorst?: boolean; atKey?: boolean }): void {
    // A resize restarts the scene on the same object: the last layout's strips and buttons are gone.
    this.strips = [];
    this.redrawQueued = false;
    this.retryWorst = data?.retryWorst === true;
    // Phaser keeps a scene's last data for a restart: the retry is asked for once.
    this.sys.settings.data = {};
    this.retryButton = null;
    this.turnButton = null;
    this.chart = null;
    const s = this.services;
    const match = s.match;
    if (!match?.result) {
      routeFrom(this).open(SCENES.menu);
      return;
    }
    const model = keptReview(s).review;
    this.model = model;
    model.open(match, s.settings.people, this.view, helpByMove(match));
    const first = model.snapshot();
    const n = first.moves;
    const names = first.names;
    const players = match.players;
    const palettes = matchPalettes(players, this.services.settings.people);
    const { u, width, height, portrait } = metrics(this);
    const who = chartPlayers(names, palettes, s.settings.marks);
    drawSceneBackground(this);
    const pad = 16 * u;
    const type = reviewType(u, pixelRatio(), portrait);
    const title = this.add.text(pad, pad, 'Review', textStyle(type.title, THEME.accentCss, true));
    const keyWho = sidesInKey(who, 0, bestPlaySideWords);
    const at = reviewLayout({
      width,
      height,
      u,
      portrait,
      dpr: pixelRatio(),
      touch: minTouch(this),
      minText: minText(),
      title: { width: title.width, height: title.height },
      keyHeight: reviewKeyHeight(u),
      chartHeading: (w) => headingHeight(this, w, REVIEW_CHART_TITLES, u, keyWho, 'bar'),
      chartLabel: axisLabelSize(this, u),
      boardWidth: (tall) => boardWidthAt(match.position.layout, tall, labelFont(u)),
      boardHeight: (wide) => boardHeightAt(match.position.layout, wide, labelFont(u)),
    });
    title.setPosition(at.title.x, at.title.y);
    this.progress = this.add.text(
      at.progress.x,
      at.progress.y,
      '',
      textStyle(at.progress.size, SECONDARY_COLOUR),
    );
    const { right, size, small, top, height: beside } = at.progress;
    this.progressPlace = { right, size, small, top, height: beside };
    this.progressInTurn = right <= at.progress.x; // on its side: the key moment's button says it
    const { inRow, ...menu } = at.menu;
    if (!inRow)
      new Button(this, {
        id: 'review:menu',
        label: 'Menu',
        ...menu,
        fontSize: 18 * u,
        onClick: () => this.askMenu(),
      });
    this.scoreText = this.add.text(at.score.x, at.score.y, '', textStyle(type.score, THEME.text, true));
    this.scoreAt = at.score;
    this.board = new ReviewBoard(
      this,
      match.position.layout,
      palettes,
      at.board,
      labelFont(u),
      s.settings.marks,
    );
    const go = (ply: number) => {
      model.go(ply);
      this.refresh();
    };
    const step = (by: number) => {
      model.step(by);
      this.refresh();
    };
    new Button(this, {
      id: 'review-previous',
      label: 'Prev',
      ...at.prev,
      fontSize: 16 * u,
      onClick: () => step(-1),
    });
    new Button(this, {
      id: 'review-next',
      label: 'Next',
      ...at.next,
      fontSize: 16 * u,
      onClick: () => step(1),
    });
    if (at.slider) this.strips.push(addSlider(this, at.slider, n, u, go, step));
    // The side: what the shown move cost, the key, the chart, the list, the buttons.
    this.line = new ReviewLine(this, at, type.line, Boolean(at.upright?.help ?? at.keyHelp), u);
    const grid = match.position.layout.grid;
    const plot = this.drawChart(at.chart, who, u);
    chartNoteOnTap(this, at.chart, plot.y, u, type.line, () => this.model.snapshot().chart.note);
    // Upright and on a phone on its side the key waits behind "?" over the chart; else under the line.
    const help = at.upright?.help ?? at.keyHelp;
    const key = help ? keyBehindHelp(this, at.chart, help, u, grid) : drawReviewKey(this, at.key, u, grid);
    const fit = this.board.fit;
    const boardBox = { x: fit.left, y: fit.top, width: fit.frame.width, height: fit.frame.height };
    this.drawn = { cells: 0, links: [0, 0], progressBox: boardBox, boardBox, key };
    this.upright = at.upright
      ? new ReviewUpright(
          { title, score: this.scoreText, progress: this.progress },
          at.upright.header,
          at.score.width,
          type.header,
        )
      : null;
    this.strips.push(addChartPicker(this, plot, n, u, go, step));
    // The key moment: once the review knows, one tap to it, then down the costly moves ranked under it.
    this.turnButton = new Button(this, {
      id: 'review-turn',
      label: REVIEW_TURN_WORDS.checking,
      ...at.turn,
      fontSize: 17 * u,
      onClick: () => {
        model.goToTurn();
        this.refresh();
      },
    });
    this.list = new ReviewList(this, at.list, at.listRows, u, go, at.listAcross, [
      paletteCss(palettes[0]),
      paletteCss(palettes[1]),
    ]);
    this.listRows = at.listRows;
    if (inRow)
      new Button(this, {
        id: 'review:menu',
        label: 'Menu',
        icon: 'icon/menu',
        showLabel: true,
        ...menu,
        fontSize: 19 * u,
        onClick: () => this.askMenu(),
      });
    if (first.retry.offered) {
      this.retryButton = new Button(this, {
        id: 'retry',
        label: 'Retry from here',
        primary: true,
        ...at.retry,
        fontSize: 19 * u,
        onClick: () => this.retry(),
      });
    }
    new Button(this, {
      id: 'results',
      label: 'Results',
      ...at.results,
      fontSize: 19 * u,
      onClick: () => this.toResults(),
    });
    this.a11y = s.settings.screenReader ? new A11yReviewSlider(scenePort(this), n, go, names) : null;
    installKeyboard(
      this,
      { onArrow: (dx, dy) => step(dx !== 0 ? dx : dy), onEscape: () => this.toResults() },
      u,
    );
    // From the results' "Review game", once the screen is built (a review the results ran is done): its key moment.
    if (data?.atKey) model.openAtKeyMoment();
    // From the results' "See the forecast": the move where the person led most, and what the forecast said there.
    this.refresh();
    this.scale.on('resize', this.onResize, this);
    this.events.once('shutdown', () => {
      this.scale.off('resize', this.onResize, this);
      model.close(this.view);
      this.drawn = null;
      this.chart = null;
    });
  }

  /** The centre of square `name` on the review's board, in game pixels, or null for no such square. */
  squareCentre(name: string): { x: number; y: number } | null {
    return this.board.centreOf(name);
  }

  /** The review as its model gives it and this scene drew it, or null before it is drawn. */
  shown(): ReviewShown | null {
    return this.drawn ? { ...this.model.snapshot(), ...this.drawn } : null;
  }

  /**
   * The forecast chart over `r`, drawn again as the review's moves arrive (each one's forecast
   * fills its bar) and in its place in the display list, under the chart's marker; returns the plot.
   */
  private drawChart(r: Rect, who: ChartPlayers, u: number): Rect {
    const anchor = this.add.zone(0, 0, 0, 0);
    let plot: Rect = r;
    const redraw = () => {
      const shot = this.model.snapshot();
      const chart = this.chart!;
      if (chart.known === shot.chart.key) return;
      for (const o of chart.objects) {
        if (o instanceof Phaser.GameObjects.Image) forgetChart(this, o);
        o.destroy();
      }
      const before = new Set(this.children.list);
      plot = drawDifferenceChart(this, r, shot.chart.forecast, who, u, {
        player: shot.chart.player,
        title: shot.chart.title,
        moves: shot.chart.forecast.map((_, ply) => ply),
        flags: shot.turns.map((index) => index + 1),
        estimated: shot.chart.estimated,
        sides: bestPlaySideWords,
      });
      const added = this.children.list.filter((o) => !before.has(o));
      // Right after the anchor, in the order drawn: under the chart's marker, drawn after the first chart.
      const at = this.children.getIndex(anchor);
      added.forEach((o, i) => this.children.moveTo(o, at + 1 + i));
      this.chart = { ...chart, objects: added, known: shot.chart.key };
    };
    this.chart = { objects: [], known: '', anchor, redraw };
    redraw();
    return plot;
  }

  private redrawSoon(): void {
    if (!this.redrawQueued) this.time.delayedCall(0, () => ((this.redrawQueued = false), this.refresh()));
    this.redrawQueued = true;
  }

  /** The button to the key moment's words with none to name: none, or while checking, how far (in the progress line's place). */
  private turnWaiting = (s: ReviewSnapshot) =>
    s.end?.done ? REVIEW_TURN_WORDS.none : this.progressInTurn ? s.progress : REVIEW_TURN_WORDS.checking;

  /** Draws the model's snapshot: the ply shown and the reviews arrived so far. */
  private refresh(): void {
    const shot = this.model.snapshot();
    const { position, ply } = shot;
    this.chart?.redraw();
    if (this.turnButton)
      this.turnButton.setLabel(shot.turn?.label ?? this.turnWaiting(shot)).setEnabled(shot.turn !== null);
    this.board.show(position, shot.best, shot.line.words);
    for (const strip of this.strips) strip.show(ply);
    if (this.upright) this.upright.show(shot);
    else fitPartsIn(this.scoreText, shot.scoreLine.split('   ·   '), this.scoreAt);
    this.line.show(shot);
    this.list.show(this.model.rows(this.listRows));
    if (!this.upright)
      setBesideTitle(this.progress, this.progressInTurn ? '' : shot.progress, this.progressPlace);
    if (this.drawn)
      this.drawn = {
        ...this.drawn,
        cells: position.ply,
        links: this.board.linkCounts(),
        progressBox: this.progress.getBounds(),
      };
    this.retryButton?.setEnabled(shot.retry.enabled).setLabel(shot.retry.label);
    if (this.retryWorst && shot.end !== null) {
      this.retryWorst = false;
      // From the empty board the retry's target is the costliest move, not the one in sight.
      if (shot.retry.enabled)
        this.time.delayedCall(0, () => {
          this.model.go(0);
          this.retry();
        });
      else if (shot.end.done) showNotice(HISTORY_WORDS.noCostlyMove);
    }
    this.a11y?.show(ply, reviewPlaceWords(reviewedGame(shot.review, shot.names), ply), {
      position,
      played: shot.played,
      best: shot.best,
    });
  }

  private retry(): void {
    retryFromReview(this, this.services, this.model);
  }

  /** Leaving for the menu: at once for a game kept in Your games; asked first for one not kept (the model says). */
  private askMenu(): void {
    const leave = () => {
      this.model.leave();
      leaveForMenu(this.services, routeFrom(this), false);
    };
    const ask = this.model.leaveAsks();
    if (!ask) leave();
    else confirmDialog(this, metrics(this).u, { ...ask, onYes: leave });
  }

  private toResults(): void {
    // The board scene shows a finished match's results as it starts.
    routeFrom(this).open(SCENES.board);
  }

  private onResize(): void {
    routeFrom(this).again();
  }
}
