// Board: wires the match in play to its views — the board, the HUD, the buttons, the keyboard
// cursor and the sounds — and hands over to Results when the game is over. No rule is computed here.

import { aimTips, boardWordPorts } from './board-words.ts';
import Phaser from 'phaser';
import type { MatchEvent } from '../game/events.ts';
import type { PlayedEnding } from '../ui/ending-board.ts';
import type { Match } from '../game/match.ts';
import { describeMatch } from '../game/match-description.ts';
import { readA11yLink } from '../game/links.ts';
import { A11yGrid } from '../ui/a11y-grid.ts';
import { placementSound } from '../audio/sounds.ts';
import { BoardView } from '../ui/board-view.ts';
import { labelFont } from '../ui/board-labels.ts';
import { Button } from '../ui/button.ts';
import { matchPalettes } from '../ui/colours.ts';
import { Hud } from '../ui/hud.ts';
import { thinkingTagOn } from '../ui/thinking-tag.ts';
import { noticesRoom, boardScreenAreas, exitSize } from '../ui/board-screen-areas.ts';
import { KeyboardCursor } from '../ui/keyboard-cursor.ts';
import { installKeyboard } from '../ui/keyboard-focus.ts';
import { clearNotices, showNotice, withdrawNotice } from '../ui/notice.ts';
import { noticeBandHeight } from '../ui/notice-place.ts';
import { undoWords } from '../ui/undo-words.ts';
import { boardNoticePlaces, homeNoticesOnBoard, keepAimOffHud } from '../ui/board-notice-place.ts';
import { metrics, minTouch, onItsSide, pixelRatio } from '../ui/screen.ts';
import { drawSceneBackground } from '../ui/backdrop.ts';
import { BoardCoach } from './board-coach.ts';
import { BoardForecast, forecastPlace, forecastStrips } from './board-forecast.ts';
import { drawBoardExit } from '../ui/board-exit.ts';
import { boardWords } from '../screens/menu/size-words.ts';
import { loadBoards } from '../game/saved-boards.ts';
import { drawBarStrip } from '../ui/board-sheet.ts';
import { boardShape } from '../screens/game/board-controls.ts';
import { boardFitChoice, placingOf } from '../screens/game/board-fit.ts';
import { WatchControls } from '../ui/watch-controls.ts';
import { BoardModel } from '../screens/game/board-model.ts';
import { panelNames } from '../screens/game/panel-words.ts';
import { WatchModel } from '../screens/game/watch.ts';
import { FinalBeat, realTimeWait } from '../ui/final-beat.ts';
import { endOnBoard } from './board-ending.ts';
import { showEqualMovesNote } from '../ui/equal-moves-note.ts';
import { meetRulesHolding, neighboursCardBounds } from './rules-help.ts';
import { noteReloadReturns } from './board-reload-note.ts';
import { fullscreenToggle } from './a11y-toggles.ts';
import { SCENES } from './keys.ts';
import { askAgainOnBoard } from './match-actions.ts';
import { boardToolSpecs, placedTools } from './board-tools.ts';
import { makeBar, planBoardBar } from '../ui/board-toolbar.ts';
import { keptQuestion, newMatch, type Services } from './services.ts';
import { restartWhenKept, retrySign } from './board-retry.ts';
import { boardSign } from '../screens/game/rules-sign.ts';
import { scenePort } from '../ui/scene-port-phaser.ts';
import { routeFrom } from './scene-switch.ts';
import { dialogsOver } from '../ui/dialogs-phaser.ts';
import { listenToBoardTaps } from './board-taps.ts';
import { leadWarningOn } from './board-lead-warning.ts';

export class BoardScene extends Phaser.Scene {
  private match!: Match;
  private view!: BoardView;
  private hud!: Hud;
  private undoButton: Button | null = null;
  /** The toolbar's buttons: the results hide them while the final board is shown. */
  private readonly toolbar: Button[] = [];
  private names!: [string, string];
  private viewer: 0 | 1 | null = null;
  private cursor!: KeyboardCursor;
  private coach!: BoardCoach;
  private forecast!: BoardForecast;
  private warning!: ReturnType<typeof leadWarningOn>;
  /** The screen's decisions: whose turn, the status, Undo, the lead notice. */
  private model!: BoardModel;
  /** The final board's moment before the results, on the wall clock (a tap skips it). */
  private readonly finalBeat = new FinalBeat(realTimeWait);
  /** The board's part of the ending, cleared once the results come or the game is taken back. */
  private endingShown: PlayedEnding | null = null;
  constructor(private readonly services: Services) {
    super(SCENES.board);
  }

  create(): void {
    const s = this.services;
    const match = (this.match = s.match ?? newMatch(this.services));
    // A resize restarts the scene on the same object: the last layout's buttons are gone.
    this.toolbar.length = 0;
    const m = metrics(this);
    const { u, width, height } = m;
    drawSceneBackground(this);
    const players = match.players;
    const { mode, names, person, humans } = describeMatch(players, s.settings.people);
    this.viewer = person;
    this.names = names;
    this.model = new BoardModel({
      match,
      names,
      viewer: person,
      mode,
      view: {
        turn: (player, playing, falling) => this.hud.setTurn(player, playing ?? null, falling ?? null),
        notice: (words, ms, holds) => showNotice(words, ms, { game: true, holds }),
        withdraw: (words) => withdrawNotice(words),
      },
      ...boardWordPorts(s),
    });
    const palettes = matchPalettes(players, s.settings.people);
    const pad = 12 * u;

    // A phone on its side keeps its height for the board, the HUD in a column at its left. The bar of at most
    // five buttons runs along the foot upright, down the right in landscape (board-controls.ts, board-bar.ts).
    const side = onItsSide(m, pixelRatio());
    const tools = boardToolSpecs(
      this,
      this.services,
      () => this.match,
      () => this.coach,
      u,
      () => this.view,
    );
    const all = this.model.toolbar(tools);
    const placed = placedTools(this, all, u);
    const shape = boardShape({ portrait: m.portrait, side });
    const boardFit = boardFitChoice(match.position.layout, shape, width / pixelRatio());
    const bar = planBoardBar(placed.bar, m, pad);
    // Watching two opponents: a row of Pause, Step and Speed under the board (at the foot of the HUD's column).
    const watchH = mode === 'watch' ? minTouch(this) : 0;
    const sign = boardSign(match.position.rules.id, retrySign(s));
    const areas = boardScreenAreas({
      layout: match.position.layout,
      width,
      height,
      u,
      pad,
      // The HUD in a column beside the board: on its side, and on a tablet or desktop where its squares grow.
      side: shape === 'side',
      columnIfLarger: shape === 'wide',
      portrait: m.portrait,
      bar: bar.thickness,
      barBeside: bar.vertical,
      watchH,
      labelFont: labelFont(u),
      fit: boardFit,
      below: person ?? 0,
      exit: placed.corner ? exitSize(minTouch(), pixelRatio()) : undefined,
      noticeBand: noticeBandHeight(pixelRatio(), u),
      dpr: pixelRatio(),
      // The forecast's room (shown by a setting per mode, or the lead warning's tap) in the HUD's column, else over the board.
      ...forecastStrips(s, mode, match, shape === 'side'),
      sign: sign !== null,
    });
    const { column } = areas;
    const forecastRect = forecastPlace(areas.strip);
    this.hud = new Hud(this, {
      names: panelNames(players, this.names),
      palettes,
      scores: match.scores(),
      area: areas.hud,
      places: areas.hudPlaces,
      u: areas.hudUnit,
      column,
      marks: s.settings.marks,
      sign,
      grid: match.position.layout.grid,
    });
    this.view = new BoardView(this, match, palettes, areas.board, {
      get speed() {
        return s.speed / (mode === 'watch' ? match.pace.rate : 1);
      },
      marks: s.settings.marks,
      labels: labelFont(u),
      names,
      turnAfterDivisions: true,
      pace: () => s.settings.moves,
      fit: boardFit,
      placing: () => placingOf(s.settings),
      inPlay: true,
      ...aimTips(s),
    });
    this.view.input.zoom.onChange((zoomed) => this.model.zoomChanged(zoomed));
    const tagged = { fit: this.view.fit, strip: forecastRect, palettes, names, u, column, hud: this.hud };
    if (mode === 'solo') thinkingTagOn(this, match, tagged);
    const w = areas.watch;
    const watch =
      watchH > 0
        ? new WatchControls(
            this,
            new WatchModel(match.pace),
            { x: w.x + w.width / 2, y: w.y + w.height / 2, width: w.width, height: watchH },
            u,
            this.hud,
          )
        : null;
    if (watch) this.toolbar.push(...watch.buttons);
    s.board = { view: this.view, hud: this.hud, toolbar: this.toolbar, size: { width, height } };
    this.hud.setTurnWords(this.model.turnWords(humans));
    drawBarStrip(this, bar.strip, bar.vertical, u);
    const barButtons = makeBar(this, placed.bar, bar);
    for (const button of barButtons) {
      if (button.name === 'undo') this.undoButton = button;
      this.toolbar.push(button);
    }
    s.board.bar = barButtons;
    // The way out last in the keys' order: Tab from the board reaches Undo first, as before.
    const name = boardWords(match.position.rules.id, loadBoards(s.store));
    Object.assign(s.board, placed.corner ? drawBoardExit(this, placed.corner, areas, name) : {});
    if (s.board.exit) this.toolbar.push(s.board.exit);
    fullscreenToggle(this);
    this.cursor = new KeyboardCursor(this, match, this.view, u);
    const coachButton = (id: string) => this.toolbar.find((b) => b.name === id);
    // Notices and the coach's banner share one place, clear of the scores, status line, the bar's strip and labels.
    const atop = [bar.strip, ...(forecastRect.height > 0 ? [forecastRect] : [])];
    const noticesAt = boardNoticePlaces(this, this.hud, this.view, this.toolbar, u, atop, noticesRoom(areas));
    this.coach = new BoardCoach(this.services, this, match, this.view, noticesAt, u, {
      hint: coachButton('hint'),
      overlay: coachButton('overlay'),
    });
    s.board.coach = this.coach;
    const shown = { palettes, names, viewer: person, mode, inColumn: areas.stripInColumn };
    s.board.forecast = this.forecast = new BoardForecast(s, this, match, forecastRect, shown);
    const [who, hud] = [{ viewer: person, names, mode }, this.hud];
    this.warning = leadWarningOn(this, s, match, who, [noticesAt, u, this.coach, this.view, palettes, hud]);
    homeNoticesOnBoard(
      this,
      noticesAt,
      () => this.coach.shownWordsBox() ?? this.warning.bounds() ?? neighboursCardBounds(s),
      u,
      () => this.view.input.aimBoxes(),
      () => this.view.fit.gridTop(),
    );
    keepAimOffHud(this, this.hud, this.toolbar, areas.notices.y > areas.board.y ? areas.notices : undefined);
    if (s.settings.screenReader || readA11yLink(location.search)) {
      new A11yGrid(scenePort(this), match, this.view, { names: this.names, viewer: this.viewer }, (square) =>
        this.cursor.showAt(square),
      );
    }
    installKeyboard(
      this,
      watch
        ? {
            // Watching: Space pauses or plays, → shows one move.
            onArrow: (dx, dy) => {
              if (dx === 1 && dy === 0) watch.step();
            },
            onEnter: () => watch.togglePaused(),
          }
        : {
            onArrow: (dx, dy) => {
              this.cursor.move(dx, dy);
              this.coach.focus(this.cursor.target);
            },
            onEnter: (madeAt) => this.cursor.place(madeAt),
          },
      u,
    );
    listenToBoardTaps(this, s, this.finalBeat, { view: this.view, hud: this.hud, match });

    const off = match.on((e) => this.onMatchEvent(e));
    restartWhenKept(this, s);
    this.events.once('shutdown', () => {
      off();
      this.model.scoresSet(); // a move still animating must not set the next layout's HUD
      this.finalBeat.cancel();
      this.endingShown?.clear();
      clearNotices();
      if (this.services.board?.view === this.view) this.services.board = null;
      this.scale.off('resize', this.onResize, this);
    });
    this.laidOutFor = { width: this.scale.width, height: this.scale.height };
    this.scale.on('resize', this.onResize, this);
    this.refresh();
    this.hud.setThinking(match.isThinking ? match.position.toMove() : null);
    match.start();
    noteReloadReturns(this, match);
    this.model.shown();
    // A finished match (restarted by a resize) shows its results once the scene runs: not in create().
    if (match.result) this.events.once(Phaser.Scenes.Events.CREATE, () => this.showResults());
    this.showEqualMoves();
    if (!match.result) meetRulesHolding(this, s, match, u, noticesAt);
    askAgainOnBoard(dialogsOver(this, u), routeFrom(this), s, match);
  }

  private onMatchEvent(e: MatchEvent): void {
    const s = this.services;
    this.coach.onMatchEvent(e);
    this.forecast.onMatchEvent(e);
    this.warning.model.onMatchEvent(e);
    switch (e.type) {
      case 'move': {
        // The HUD counts from the cell's first frame to the last split (move-beats.ts); the turn passes once they settle.
        const update = this.model.moveShows(e.player);
        void this.view
          .animateMove(e, {
            landed: () => {
              s.sounds.play(placementSound(e.gains[e.player - 1]!));
              // The moves left count the cell as it lands; the lead follows the panels' count.
              if (this.model.cellLanded(update)) this.refresh();
            },
            split: () => this.model.moveLanded(update, e),
            count: (countMs) => {
              // An undo or restart since then has set the scores already: this count-up would undo it.
              if (!this.model.isLatest(update)) return;
              this.hud.countTo(e.scores, countMs);
              this.refresh(); // the status line's lead follows the panels' count
            },
          })
          .then(() => this.model.moveSettled(update));
        // Undo is enabled now, not with the count-up: a Tab just after the move would skip it.
        this.refreshUndo();
        this.cursor.draw();
        break;
      }
      case 'undo':
        this.finalBeat.cancel();
        this.endingShown?.clear();
        showNotice(undoWords(this.names, this.match.position.ply, e.removed.length), 4000, { game: true });
        this.model.scoresSet();
        void this.view.animateUndo(e);
        this.hud.countTo(e.scores, 250);
        this.refresh();
        this.cursor.draw();
        break;
      case 'restart':
        this.finalBeat.cancel();
        this.endingShown?.clear();
        clearNotices();
        this.model.scoresSet();
        this.view.syncAll();
        this.hud.countTo(this.match.scores(), 0);
        this.refresh();
        this.cursor.draw();
        break;
      case 'thinking':
        this.hud.setThinking(e.thinking ? e.player : null);
        break;
      case 'over':
        endOnBoard(
          {
            scene: this,
            services: s,
            match: this.match,
            view: this.view,
            hud: this.hud,
            finalBeat: this.finalBeat,
            refresh: () => {
              this.refresh();
              this.showEqualMoves();
            },
            playing: (ending) => (this.endingShown = ending),
            done: () => this.showResults(),
          },
          e.result,
        );
        break;
    }
  }

  /** The note on the final board's empty square (equal moves), gone when the board changes. */
  private equalMovesNote: Phaser.GameObjects.GameObject[] = [];
  private showEqualMoves(): void {
    this.equalMovesNote.forEach((o) => o.destroy());
    this.equalMovesNote = this.model.snapshot().equalMovesNote
      ? showEqualMovesNote(this, this.view.fit, this.match.position, metrics(this).u)
      : [];
  }

  private refresh(): void {
    const board = this.model.snapshot();
    if (!board.equalMovesNote && this.equalMovesNote.length > 0) this.showEqualMoves();
    // While a move settles the HUD shows nobody's turn, the mover's move playing out.
    this.hud.setTurn(board.turn, board.playing, board.falling);
    this.hud.setStatus(board.status);
    this.hud.setJumpsLeft(board.jumpsLeft);
    this.undoButton?.setEnabled(board.undoEnabled);
  }

  private refreshUndo(): void {
    this.undoButton?.setEnabled(this.model.snapshot().undoEnabled);
  }

  private showResults(): void {
    if (!this.scene.isActive() || !this.match.result) return;
    // After a resize the board restarts under results that are already up: it pauses again.
    routeFrom(this).resultsOverBoard();
  }

  /** The game size the scene was laid out for. */
  private laidOutFor = { width: 0, height: 0 };

  /**
   * Lays the board out again only when the size really changed: the scale manager also reports
   * unchanged sizes, and a needless restart drops the keyboard cursor and focus mid-game.
   */
  private onResize(gameSize: { width: number; height: number }): void {
    if (gameSize.width === this.laidOutFor.width && gameSize.height === this.laidOutFor.height) return;
    // main.ts's resize and zoom both report the new size before the restart runs: one restart for both.
    this.laidOutFor = { width: gameSize.width, height: gameSize.height };
    keptQuestion(this.services).relayout(SCENES.board);
    routeFrom(this).again();
  }
}
