// Menu: the first screen gets a player into a game in one tap. Play (or Resume, when a game was
// left unfinished) is big and first; above it a card says what Play starts (who plays, which
// board) and opens the setup page (menu-setup.ts) to change it; below it a row of the other
// places: build a board, how to play, the record, the solved boards.

import Phaser from 'phaser';
import type { HomeSnapshot, MenuModel } from '../screens/menu/menu-model.ts';
import type { MenuView } from '../screens/menu/menu-view.ts';
import { drawSceneBackground } from '../ui/backdrop.ts';
import { addThumbnail } from '../ui/board-thumbnail.ts';
import { addGameThumbnail } from '../ui/game-thumbnail.ts';
import { Button } from '../ui/button.ts';
import { showHowToPlay } from '../ui/how-to-play.ts';
import { a11yToggle } from '../ui/a11y-toggle.ts';
import { installKeyboard } from '../ui/keyboard-focus.ts';
import { cutToWidth } from '../ui/menu-cards.ts';
import { showNotice } from '../ui/notice.ts';
import { commonFontSize, readable } from '../ui/readable.ts';
import { metrics, minTouch } from '../ui/screen.ts';
import { showStats } from '../ui/stats-panel.ts';
import { recordWords } from '../screens/menu/record-rows.ts';
import { HistoryScreen } from '../screens/history/history-screen.ts';
import { menuProgress } from '../screens/history/menu-progress.ts';
import { localDay } from '../game/puzzles.ts';
import { THEME, textStyle } from '../ui/theme.ts';
import { playBuiltBoard } from './builder-play.ts';
import { SCENES } from './keys.ts';
import { menuModel } from './menu-services.ts';
import { drawSetup } from './menu-setup.ts';
import { askReplace } from './replace-game.ts';
import { showSolvedBoards } from './menu-setup-solved.ts';
import { newMatch, newMatchFromLink, saveCurrentSettings, type Services } from './services.ts';

/**
 * Who plays takes a second line after "vs" rather than losing a name ("Player 1 vs" / "Player 2"
 * on a phone); names too long even so stay on one line, cut with "…" like the card's other lines.
 */
function wrapWhoPlays(text: Phaser.GameObjects.Text, width: number): void {
  const line = text.text;
  if (text.width <= width || !line.includes(' vs ')) return;
  text.setText(line.replace(' vs ', ' vs\n'));
  if (text.width > width) text.setText(line);
}

export class MenuScene extends Phaser.Scene {
  private model!: MenuModel;

  constructor(private readonly services: Services) {
    super(SCENES.menu);
  }

  private get view(): MenuView {
    return this.model.view;
  }

  create(data?: Partial<MenuView>): void {
    this.model = menuModel(this.services);
    const s = this.services;
    const stays = this.model.open(data);
    // Phaser keeps a scene's last data for a start without any: that start is the home page, the
    // Yours tab follows the settings, and the builder's page is asked for each time.
    this.sys.settings.data = {};
    if (!stays) {
      this.scene.start(SCENES.builder);
      return;
    }
    drawSceneBackground(this);
    const gone = this.model.forgetMissingBoard();
    if (gone) showNotice(gone);
    if (this.view.page === 'setup') {
      drawSetup(this, this.services, this.model.setup, this.view, {
        show: (view) => this.scene.restart(view),
        play: () => this.playSetup(),
        build: () => this.scene.start(SCENES.builder),
      });
      installKeyboard(this, { onEscape: () => this.scene.restart(this.model.back()) }, metrics(this).u);
    } else {
      const home = this.model.home();
      this.drawHome(home);
      installKeyboard(
        this,
        { onEnter: () => (home.enterDoes === 'play' ? this.play() : this.resume()) },
        metrics(this).u,
      );
      a11yToggle(this, {
        on: s.settings.screenReader,
        enterDoes: home.enterDoes,
        onChange: (on) => {
          s.settings.screenReader = on;
          saveCurrentSettings(this.services);
        },
      });
    }
    this.scale.on('resize', this.onResize, this);
    this.events.once('shutdown', () => {
      this.scale.off('resize', this.onResize, this);
    });
    this.askLink();
    // The sounds are made while the person reads the menu, not during page load.
    setTimeout(() => s.sounds.warm(), 300);
  }

  private drawHome(home: HomeSnapshot): void {
    const s = this.services;
    const { u, width, height, portrait } = metrics(this);
    const touch = minTouch(this);
    const colW = Math.min(width - 32 * u, 560 * u);
    const x = (width - colW) / 2;
    const short = height < 520 * u;
    const head = (short ? 44 : 64) * u;
    const go: Record<string, () => void> = {
      puzzle: () => this.scene.start(SCENES.puzzle, {}),
      build: () => this.scene.start(SCENES.builder),
      help: () => showHowToPlay(this, u, s.settings.marks, () => {}),
      stats: () => showStats(this, u, recordWords(s.store)),
      history: () => this.scene.start(SCENES.history),
      'ladder-next': () => this.climb(progress.ladder.start),
      about: () => showSolvedBoards(this, s, u, (view) => this.scene.restart(view)),
      options: () => this.scene.restart(this.model.options()),
    };
    // Where the player stands: the ladder's next step in one tap, the daily puzzle's streak.
    const progress = menuProgress(s.store, localDay(new Date()));
    const more = [...home.places, { id: progress.ladder.id, label: progress.ladder.label }];
    const dailySize = readable(14 * u);
    // Three to a row where each gets 130 units, else two to a row.
    const perRow = colW >= 3 * 130 * u + 2 * 10 * u ? 3 : 2;
    const moreRows = Math.ceil(more.length / perRow);
    const cardLeast = Math.max(
      short ? 96 * u : 124 * u,
      readable(17 * u) * 1.3 + 2 * readable(14 * u) * 1.3 + 28 * u,
    );
    const below =
      3 * 14 * u +
      cardLeast +
      Math.max((short ? 60 : 72) * u, touch + 8 * u) +
      moreRows * Math.max(48 * u, touch) +
      (moreRows - 1) * 10 * u +
      dailySize * 1.4 +
      10 * u;
    // Upright, a phone's spare height goes to the card, Play, the other places and the gaps between
    // them (up to 1.7 times their size), so the menu fills the screen rather than float in it; the
    // card grows only as far as its picture does (the picture keeps to 28% of the card's width, the
    // rest is the card's words).
    const grow = portrait ? Math.min(1.7, Math.max(1, (height - 48 * u - head) / below)) : 1;
    const pad = 12 * u;
    const gap = 14 * u * grow;
    const cardH = Math.min(cardLeast * grow, Math.max(cardLeast, colW * 0.28 + 2 * pad));
    const playH = Math.max((short ? 60 : 72) * u, touch + 8 * u) * grow;
    const rowH = Math.max(48 * u, touch) * grow;
    const rowGap = 10 * u * grow;
    const contentH = head + (below - cardLeast) * grow + cardH;
    let y = Math.max(12 * u, (height - contentH) / 2);

    const title = this.add
      .text(
        width / 2 + head * 0.6,
        y + head / 2,
        'Cell Division',
        textStyle((short ? 30 : 40) * u, THEME.text, true),
      )
      .setOrigin(0.5);
    title.setShadow(0, 3 * u, '#000', 6 * u, false, true);
    const logo = this.add
      .image(title.x - title.width / 2 - head * 0.6, y + head / 2, 'art', 'logo')
      .setDisplaySize(head, head);
    this.tweens.add({
      targets: logo,
      angle: { from: -6, to: 6 },
      duration: 1800,
      yoyo: true,
      repeat: -1,
      ease: 'Sine.easeInOut',
    });
    y += head + gap;

    // What Play starts, and the way to change it: one card, one tap.
    const card = home.card;
    new Button(this, {
      id: card.id,
      label: card.label,
      x: x + colW / 2,
      y: y + cardH / 2,
      width: colW,
      height: cardH,
      showLabel: false,
      tooltip: false,
      onClick: () => this.scene.restart(this.model.change()),
    });
    const thumbW = Math.min(cardH - 2 * pad, colW * 0.28);
    // With a game to resume, the picture is that game: its board with the cells on it.
    if ('game' in card.picture)
      addGameThumbnail(
        this,
        card.picture.game,
        s.settings.people,
        x + pad + thumbW / 2,
        y + cardH / 2,
        thumbW,
        cardH - 2 * pad,
      );
    else
      addThumbnail(this, card.picture.layout, x + pad + thumbW / 2, y + cardH / 2, thumbW, cardH - 2 * pad);
    const change = this.add
      .text(x + colW - pad, y + cardH / 2, 'Change ›', textStyle(readable(16 * u), THEME.accentCss, true))
      .setOrigin(1, 0.5);
    const textX = x + 2 * pad + thumbW;
    const textW = change.x - change.width - pad - textX;
    const lineSize = readable(14 * u);
    const lines = [
      this.add.text(textX, 0, card.who, textStyle(readable(18 * u), THEME.text, true)),
      ...(card.note ? [this.add.text(textX, 0, card.note, textStyle(lineSize, THEME.accentCss))] : []),
      this.add.text(textX, 0, card.board, textStyle(lineSize, THEME.textDim)),
    ];
    wrapWhoPlays(lines[0]!, textW);
    const linesH = lines.reduce((t, l) => t + l.height, 0);
    let ly = y + (cardH - linesH) / 2;
    for (const l of lines) {
      cutToWidth(l, textW).setY(ly);
      ly += l.height;
    }
    y += cardH + gap;

    // Play: big, first, flat like the button it is (no glossy icon pasted into it).
    if ('resume' in home.play) {
      const newW = Math.min(colW * 0.36, 200 * u);
      const resumeW = colW - newW - 10 * u;
      const { resume, newGame } = home.play;
      new Button(this, {
        id: resume.id,
        label: resume.label,
        primary: true,
        x: x + resumeW / 2,
        y: y + playH / 2,
        width: resumeW,
        height: playH,
        fontSize: readable(26 * u),
        onClick: () => this.resume(),
      });
      new Button(this, {
        id: newGame.id,
        label: newGame.label,
        x: x + colW - newW / 2,
        y: y + playH / 2,
        width: newW,
        height: playH,
        fontSize: readable(20 * u),
        onClick: () => this.play(),
      });
    } else {
      new Button(this, {
        id: home.play.id,
        label: home.play.label,
        primary: true,
        x: x + colW / 2,
        y: y + playH / 2,
        width: colW,
        height: playH,
        fontSize: readable(30 * u),
        onClick: () => this.play(),
      });
    }
    y += playH + gap;

    // The other places, one text size for all (the size at which the longest label fits).
    const moreW = (colW - (perRow - 1) * 10 * u) / perRow;
    const font = commonFontSize(
      this,
      more.map((m) => m.label),
      moreW * 0.88,
      17 * u,
    );
    // A last row with fewer places shares the row's whole width, so no empty slot is left.
    more.forEach((m, i) => {
      const row = Math.floor(i / perRow);
      const inRow = Math.min(perRow, more.length - row * perRow);
      const w = (colW - (inRow - 1) * 10 * u) / inRow;
      const col = i % perRow;
      new Button(this, {
        id: m.id,
        label: m.label,
        x: x + col * (w + 10 * u) + w / 2,
        y: y + row * (rowH + rowGap) + rowH / 2,
        width: w,
        height: rowH,
        fontSize: font,
        onClick: go[m.id]!,
      });
    });
    y += moreRows * rowH + (moreRows - 1) * rowGap + 10 * u;
    cutToWidth(
      this.add.text(width / 2, y, progress.daily, textStyle(dailySize, THEME.textDim)).setOrigin(0.5, 0),
      colW,
    );
  }

  /** The ladder's next step, started in one tap; with every step done, Your games' ladder. */
  private climb(start: { rules: string; players: [string, string] } | null): void {
    if (!start) {
      (this.services.history ??= new HistoryScreen()).show('ladder');
      this.scene.start(SCENES.history);
      return;
    }
    this.services.fromBuilder = false;
    newMatch(this.services, start);
    this.scene.start(SCENES.board);
  }

  private play(): void {
    this.services.fromBuilder = false;
    newMatch(this.services);
    this.scene.start(SCENES.board);
  }

  /** The setup page's Play: the board being built, or a new game, asked first where it would replace the game in progress (out of sight here). */
  private playSetup(): void {
    const starts = this.model.setup.play(this.view);
    if (starts.kind === 'built') {
      playBuiltBoard(this, this.services, starts.board);
      return;
    }
    askReplace(this, starts.ask, () => this.play());
  }

  /** A shared link's game waiting to replace the game in progress: opened after "Open it"; "Keep mine" stays here with Resume. */
  private askLink(): void {
    const waiting = this.services.linkWaiting;
    if (!waiting) return;
    this.services.linkWaiting = null;
    askReplace(this, waiting.ask, () => {
      this.services.fromBuilder = false;
      newMatchFromLink(this.services, waiting.start);
      this.scene.start(SCENES.board);
    });
  }

  /** Opens the saved match with the same moves; the opponent goes on if it is its turn. */
  private resume(): void {
    const saved = this.model.savedGame();
    if (!saved) return;
    this.services.fromBuilder = false;
    newMatch(this.services, saved.setup, saved.moves, true);
    this.scene.start(SCENES.board);
  }

  private onResize(): void {
    this.scene.restart(this.view);
  }
}
