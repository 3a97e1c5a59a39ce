// Your games: the History screen. Three tabs over one scrolling window: the kept games newest first
// (each with its final board, opponent, result and margin, board and when; a tapped game offers
// Replay, Review, Retry worst move and Share), the record, and the ladder. A kept game's replay
// takes the window. What it shows and what each press does is the models' (screens/history); the
// services keep where it stands (services.history), so a resize keeps the tab, the scroll and the game.

import Phaser from 'phaser';
import { localDay } from '../game/puzzles.ts';
import { HistoryModel, spokenRecord, type HistoryValue } from '../screens/history/history-model.ts';
import type { KeptGame } from '../game/game-history.ts';
import { HISTORY_TABS, HistoryScreen, type ActionOutcome } from '../screens/history/history-screen.ts';
import { HISTORY_WORDS } from '../screens/history/history-words.ts';
import { drawSceneBackground } from '../ui/backdrop.ts';
import type { Rect } from '../ui/board-geometry.ts';
import { Button } from '../ui/button.ts';
import { installKeyboard } from '../ui/keyboard-focus.ts';
import { forgetKeptThumbnails } from '../ui/kept-game-thumbnail.ts';
import { showNotice } from '../ui/notice.ts';
import { commonFontSize, readable } from '../ui/readable.ts';
import { isShort, metrics, minTouch, pixelRatio } from '../ui/screen.ts';
import { ScrollPane } from '../ui/scroll-pane.ts';
import { THEME, textStyle } from '../ui/theme.ts';
import { drawGames, type GamesList } from './history-games.ts';
import { exportEverythingFile, importEverythingFile, reviewKeptGame, shareKeptGame } from './history-open.ts';
import { drawRecord } from './history-record.ts';
import { belowCue, cueStrip, drawLadderMap } from './history-ladder-map.ts';
import { openingOffset, tapStep } from '../screens/history/ladder-map.ts';
import type { OpponentChoice, PlayerId } from '../game/players.ts';
import { drawReplay, type ReplayView } from './history-replay.ts';
import { MIRROR_LINES } from './a11y-boards.ts';
import { SCENES } from './keys.ts';
import { newMatch, type Services } from './services.ts';
import { routeFrom } from './scene-switch.ts';
import { climbIfStep } from './ladder-climb.ts';

/** Where the screen's parts stand. */
interface Frame {
  u: number;
  pad: number;
  touch: number;
  /** The column the tabs, the window and the footer share. */
  col: { x: number; width: number };
  window: Rect;
  footer: Rect;
}

export class HistoryScene extends Phaser.Scene {
  private screen!: HistoryScreen;
  private model!: HistoryModel;
  private games: GamesList | null = null;
  private replayView: ReplayView | null = null;
  /** A tap on the ladder's map, where it landed on the screen's list (null off the Ladder tab). */
  private ladderTap: ((x: number, y: number) => void) | null = null;
  /** The ladder's cue of the steps below the window, kept at its foot as the map scrolls. */
  private ladderScrolled: (() => void) | null = null;

  constructor(private readonly services: Services) {
    super(SCENES.history);
  }

  create(): void {
    const s = this.services;
    this.games = null;
    this.replayView = null;
    this.ladderTap = null;
    this.ladderScrolled = null;
    this.screen = s.history ??= new HistoryScreen();
    this.model = new HistoryModel({
      store: s.store,
      now: () => Date.now(),
      today: () => localDay(new Date()),
      notify: (words) => showNotice(words, 8000),
    });
    const value = this.model.value();
    const kept = this.model.games();
    this.screen.forgetMissing(kept);
    forgetKeptThumbnails(this, new Set(kept.map((g) => g.id)));
    drawSceneBackground(this);
    const frame = this.layout();
    const { u, pad } = frame;

    const short = isShort(this.scale.height, pixelRatio()) && !metrics(this).portrait;
    const headH = Math.max(44 * u, frame.touch);
    this.add
      .text(pad, pad + headH / 2, this.screen.title(), textStyle(readable(28 * u), THEME.accentCss, true))
      .setOrigin(0, 0.5);
    const menuW = Math.max(110 * u, frame.touch * 2);
    new Button(this, {
      id: 'history:menu',
      label: HISTORY_WORDS.menu,
      icon: 'icon/menu',
      showLabel: true,
      tooltip: false,
      x: this.scale.width - pad - menuW / 2,
      y: pad + headH / 2,
      width: menuW,
      height: headH,
      fontSize: readable(18 * u),
      onClick: () => this.toMenu(),
    });

    const replay = this.screen.replay;
    if (replay) {
      this.replayView = drawReplay(this, replay, frame.window, frame.footer, u, {
        back: () => {
          this.screen.closeReplay();
          routeFrom(this).again();
        },
        marks: s.settings.marks,
      });
    } else {
      this.drawTabs(frame, short, headH);
      this.drawTab(value, frame);
    }
    installKeyboard(
      this,
      {
        onArrow: (dx, dy) => this.arrow(dx, dy),
        onEnter: () => this.enter(),
        onEscape: () =>
          this.screen.replay ? (this.screen.closeReplay(), routeFrom(this).again()) : this.toMenu(),
      },
      u,
    );
    this.scale.on('resize', this.onResize, this);
    this.events.once('shutdown', () => this.scale.off('resize', this.onResize, this));
  }

  /** The header, the tabs under it (beside the title on a phone on its side), the window and the footer. */
  private layout(): Frame {
    const { u, width, height } = metrics(this);
    const touch = minTouch(this);
    const pad = 14 * u;
    const short = isShort(height, pixelRatio()) && width > height;
    // On a phone on its side the ladder's map and the record take the width, the list keeps its column.
    const wide = short && this.screen.tab !== 'games' && !this.screen.replay;
    const colW = Math.min(width - 2 * pad, (wide ? 1300 : 760) * u);
    const col = { x: (width - colW) / 2, width: colW };
    const headH = Math.max(44 * u, touch);
    const tabsH = short ? 0 : Math.max(44 * u, touch) + 10 * u;
    const footH = Math.max(48 * u, touch);
    const top = pad + headH + 10 * u + tabsH;
    const footer = { x: col.x, y: height - pad - footH, width: colW, height: footH };
    return {
      u,
      pad,
      touch,
      col,
      window: { x: col.x, y: top, width: colW, height: Math.max(60 * u, footer.y - 10 * u - top) },
      footer,
    };
  }

  private drawTabs(frame: Frame, short: boolean, headH: number): void {
    const { u, pad, col } = frame;
    const h = Math.max(44 * u, frame.touch);
    // On a phone on its side the tabs stand in the header's row, between the title and Menu.
    const width = short ? Math.min(col.width * 0.5, 420 * u) : Math.min(col.width, 560 * u);
    const x = short ? (this.scale.width - width) / 2 : col.x + (col.width - width) / 2;
    const y = short ? pad + headH / 2 : pad + headH + 10 * u + h / 2;
    const each = (width - 2 * 8 * u) / 3;
    const labels = HISTORY_TABS.map((t) => HISTORY_WORDS.tabs[t]);
    const font = commonFontSize(this, labels, each * 0.86, readable(18 * u), true);
    HISTORY_TABS.forEach((tab, i) => {
      new Button(this, {
        id: `history-tab:${tab}`,
        label: labels[i]!,
        x: x + i * (each + 8 * u) + each / 2,
        y,
        width: each,
        height: h,
        fontSize: font,
        selected: this.screen.tab === tab,
        tooltip: false,
        onClick: () => {
          this.screen.show(tab);
          routeFrom(this).again();
        },
      });
    });
  }

  private drawTab(value: HistoryValue, whole: Frame): void {
    const s = this.services;
    // The ladder's window stops over a strip of its own for the cue of the steps below it, so the
    // cue covers no step's words (it sat over "Keep groups joined" under step 8).
    const strip = this.screen.tab === 'ladder' ? cueStrip(whole.window, whole.u) : null;
    const frame = strip ? { ...whole, window: strip.window } : whole;
    const pane = new ScrollPane(this, {
      box: frame.window,
      u: frame.u,
      scroll: this.screen.scroll[this.screen.tab],
      onTap: (y, x) => (this.ladderTap ? this.ladderTap(x, y + frame.window.y) : this.games?.tap(y)),
      onScroll: () => {
        this.games?.scrolled();
        this.ladderScrolled?.();
      },
    });
    const { u } = frame;
    // The Record's scoreboard is figures and bars: a screen reader hears its sentences instead.
    this.data.set(MIRROR_LINES, this.screen.tab === 'record' ? () => spokenRecord(value.record) : null);
    // Save everything and Open a file: the games go from one device to another in a file.
    const fileButtons = [
      {
        id: 'history-export',
        label: HISTORY_WORDS.exportFile,
        onClick: () => exportEverythingFile(this.model),
      },
      {
        id: 'history-import',
        label: HISTORY_WORDS.importFile,
        onClick: () => void importEverythingFile(this.model, () => routeFrom(this).again()),
      },
    ];
    if (this.screen.tab === 'games') {
      this.games = drawGames(this, pane, value, this.model.games(), this.screen, frame.footer, u, {
        act: (action, game) => {
          const out = this.screen.act(action, game);
          if (!out) return;
          if (out.kind === 'replay') routeFrom(this).again();
          else if (out.kind === 'review') {
            if (out.retryWorst && !game.moves.length) showNotice(HISTORY_WORDS.noCostlyMove);
            else reviewKeptGame(routeFrom(this), s, out.game, out.retryWorst);
          } else void shareKeptGame(s, out.game, out.title, out.copied);
        },
        chosen: () => routeFrom(this).again(),
        marks: this.services.settings.marks,
      });
      // No game on this device yet: the file that brings them from another one, at hand.
      if (value.rows.length === 0) this.footerButtons(frame, fileButtons);
    } else if (this.screen.tab === 'record') {
      drawRecord(this, pane, value.record, frame.window.width, u, this.services.settings.marks);
      this.footerButtons(frame, fileButtons);
    } else {
      const drawn = drawLadderMap(this, pane, value.ladder, frame.window.width, u);
      // Opened at its top, the ladder shows where the player stands: the next step in sight, no words cut at the window's edges.
      if (this.screen.scroll.ladder.offset === 0) {
        const height = frame.window.height;
        pane.reveal(openingOffset(drawn.current, height, drawn.height, drawn.words), height);
      }
      // Steps below the window: a cue at its foot says which, and a tap on it scrolls them in.
      const cue = belowCue(this, drawn.map, frame.window, strip!.cue, this.screen.scroll.ladder, u, () =>
        pane.reveal(drawn.height - frame.window.height, frame.window.height),
      );
      this.ladderScrolled = cue;
      // A tap on an open step plays it (again, for its stars); on a locked one, what opens it.
      this.ladderTap = (x, y) => {
        const tap = tapStep(drawn.map, x, y);
        if (tap?.kind === 'locked') showNotice(tap.words);
        else if (tap?.kind === 'play') this.playStep(tap.rules, tap.opponent);
      };
      const next = value.ladder.next;
      if (next)
        this.footerButtons(frame, [
          {
            id: 'ladder-next',
            label: next.play,
            primary: true,
            onClick: () => this.playStep(next.rules, next.opponent),
          },
        ]);
      else
        this.add
          .text(
            frame.footer.x + frame.footer.width / 2,
            frame.footer.y + frame.footer.height / 2,
            HISTORY_WORDS.allStars,
            textStyle(readable(15 * u), THEME.textDim),
          )
          .setOrigin(0.5);
    }
    pane.seal();
  }

  /** Starts a ladder step's game: its board against its opponent. */
  private playStep(rules: string, opponent: string): void {
    this.services.fromBuilder = false;
    const start = { rules, players: ['human', opponent as OpponentChoice] as [PlayerId, PlayerId] };
    climbIfStep(this.services, start);
    newMatch(this.services, start);
    routeFrom(this).open(SCENES.board);
  }

  private footerButtons(
    frame: Frame,
    buttons: { id: string; label: string; primary?: boolean; onClick: () => void }[],
  ): void {
    const { footer, u } = frame;
    const gap = 10 * u;
    const w = (footer.width - gap * (buttons.length - 1)) / buttons.length;
    const font = commonFontSize(
      this,
      buttons.map((b) => b.label),
      w * 0.88,
      readable(18 * u),
    );
    buttons.forEach((b, i) => {
      new Button(this, {
        ...b,
        x: footer.x + i * (w + gap) + w / 2,
        y: footer.y + footer.height / 2,
        width: w,
        height: footer.height,
        fontSize: font,
        tooltip: false,
      });
    });
  }

  private arrow(dx: number, dy: number): void {
    if (this.replayView) {
      this.replayView.step(dx !== 0 ? dx : dy);
      return;
    }
    if (dy !== 0) this.games?.move(dy);
  }

  /** Enter with no button focused: on the list, the chosen game opens (as a tap on Replay does). */
  private enter(): void {
    const games = this.model.games();
    const before = this.screen.chosen;
    const out = this.screen.enter(games);
    const game = games.find((g) => g.id === this.screen.chosen);
    if (out && game) this.open(out, game);
    else if (this.screen.chosen !== before) routeFrom(this).again();
  }

  /** Opens what an action on a kept game asks for. */
  private open(out: ActionOutcome | null, game: KeptGame): void {
    if (!out) return;
    if (out.kind === 'replay') routeFrom(this).again();
    else if (out.kind === 'review') {
      if (out.retryWorst && !game.moves.length) showNotice(HISTORY_WORDS.noCostlyMove);
      else reviewKeptGame(routeFrom(this), this.services, out.game, out.retryWorst);
    } else void shareKeptGame(this.services, out.game, out.title, out.copied);
  }

  private toMenu(): void {
    this.screen.closeReplay();
    routeFrom(this).open(SCENES.menu);
  }

  private onResize(): void {
    routeFrom(this).again();
  }
}
