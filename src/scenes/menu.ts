// Menu: who plays, which opponent, who moves first, the layout and its size, equal moves, and
// "how to play". Every choice is remembered at once; Play starts a match with them, and Resume
// (when a game was left unfinished) opens the saved match with the same moves.

import Phaser from 'phaser';
import { OPPONENT_CHOICES, type Mode, type OpponentChoice } from '../game/players.ts';
import { BOARD_CHOICES, LAYOUT_SIZES, type LayoutFamily, type Scoring } from '../game/settings.ts';
import { loadSavedMatch, type SavedMatch } from '../game/saved-match.ts';
import { loadSkill } from '../game/skill.ts';
import { difficultyMark, opponentInfo } from '../game/opponent-info.ts';
import { drawSceneBackground } from '../ui/backdrop.ts';
import { Button } from '../ui/button.ts';
import { a11yToggle } from '../ui/a11y-toggle.ts';
import { choiceRow } from '../ui/choice-row.ts';
import { showHowToPlay } from '../ui/how-to-play.ts';
import { showStats } from '../ui/stats-panel.ts';
import { loadStats } from '../game/stats.ts';
import { installKeyboard } from '../ui/keyboard-focus.ts';
import { metrics, minTouch } from '../ui/screen.ts';
import { THEME, textStyle } from '../ui/theme.ts';
import { SCENES } from './keys.ts';
import { newMatch, saveCurrentSettings, services } from './services.ts';

export class MenuScene extends Phaser.Scene {
  constructor() {
    super(SCENES.menu);
  }

  create(): void {
    const s = services();
    const settings = s.settings;
    const { u, width, height } = metrics(this);
    drawSceneBackground(this);
    const skill = loadSkill(s.store);

    const saved = s.match ? null : loadSavedMatch(s.store);
    const rowH = Math.max(40 * u, minTouch(this));
    const gap = 10 * u;
    const captionH = 22 * u;
    const playH = Math.max(56 * u, minTouch(this));
    const logoSize = 64 * u;
    const changed = (restart: boolean) => {
      saveCurrentSettings();
      if (restart) this.scene.restart();
    };
    const opponentOptions = OPPONENT_CHOICES.map((value) => ({ value, label: opponentInfo(value, skill).name }));
    /** An opponent row with its chosen opponent's difficulty mark and one line on how it plays. */
    const opponentRow = (id: 'opponent' | 'opponent2', caption: string): Row => (x, y, w) => {
      const h = choiceRow<OpponentChoice>(this, {
        id, caption, x, y, width: w, height: rowH, u, value: settings[id], options: opponentOptions,
        onChoose: (v) => { settings[id] = v; changed(true); },
      });
      const info = opponentInfo(settings[id], skill);
      const line = this.add.text(x, y + h + 4 * u, `${difficultyMark(info.difficulty)}  ${info.name}: ${info.line}`, textStyle(14 * u, THEME.textDim));
      if (line.width > w) line.setScale(w / line.width);
      return h + 4 * u + line.displayHeight;
    };

    // The rows, in reading order; each draws itself at (x, y, w) and returns its height.
    type Row = (x: number, y: number, w: number) => number;
    const who: Row[] = [(x, y, w) => choiceRow<Mode>(this, {
      id: 'mode', caption: 'WHO PLAYS', x, y, width: w, height: rowH, u, value: settings.mode,
      options: [{ value: 'solo', label: 'You vs opponent' }, { value: 'duo', label: 'Two people' }, { value: 'watch', label: 'Watch two' }],
      onChoose: (v) => { settings.mode = v; changed(true); },
    })];
    if (settings.mode !== 'duo') {
      who.push(opponentRow('opponent', settings.mode === 'watch' ? 'FIRST OPPONENT' : 'OPPONENT'));
    }
    if (settings.mode === 'watch') {
      who.push(opponentRow('opponent2', 'SECOND OPPONENT'));
    } else if (settings.mode === 'solo') {
      who.push((x, y, w) => choiceRow<'you' | 'opponent'>(this, {
        id: 'first', caption: 'WHO MOVES FIRST', x, y, width: w, height: rowH, u, value: settings.first,
        options: [{ value: 'you', label: 'You' }, { value: 'opponent', label: 'The opponent' }],
        onChoose: (v) => { settings.first = v; changed(false); },
      }));
    }
    const board: Row[] = [
      (x, y, w) => choiceRow<LayoutFamily>(this, {
        id: 'family', caption: 'LAYOUT', x, y, width: w, height: rowH, u, value: settings.family,
        options: BOARD_CHOICES.map((b) => ({ value: b.family, label: b.name })),
        onChoose: (v) => { settings.family = v; changed(true); },
      }),
      (x, y, w) => choiceRow<string>(this, {
        id: 'size', caption: 'SIZE (SQUARES)', x, y, width: w, height: rowH, u, value: settings.layouts[settings.family],
        options: LAYOUT_SIZES[settings.family].map((o) => ({ value: o.id, label: o.label })),
        onChoose: (v) => { settings.layouts[settings.family] = v; changed(false); },
      }),
      (x, y, w) => choiceRow<boolean>(this, {
        id: 'equal', caption: 'EQUAL MOVES (ODD BOARDS END ONE MOVE EARLY)', x, y, width: w, height: rowH, u, value: settings.equalMoves,
        options: [{ value: false, label: 'Off' }, { value: true, label: 'On' }],
        onChoose: (v) => { settings.equalMoves = v; changed(false); },
      }),
      (x, y, w) => choiceRow<Scoring>(this, {
        id: 'scoring', caption: 'SCORING', x, y, width: w, height: rowH, u, value: settings.scoring,
        options: [{ value: 'divisions', label: 'Divisions' }, { value: 'connections', label: 'Connections' }],
        onChoose: (v) => { settings.scoring = v; changed(false); },
      }),
    ];

    // One column where it fits (portrait, tall screens); two side by side on short landscape screens.
    const rowsH = (n: number) => n * (captionH + rowH + gap);
    // Each opponent row has its line on how the opponent plays under it.
    const linesH = (settings.mode === 'watch' ? 2 : settings.mode === 'solo' ? 1 : 0) * 22 * u;
    const oneColumnH = logoSize + 10 * u + rowsH(who.length + board.length) + linesH + 16 * u + playH + 14 * u;
    const twoColumns = oneColumnH > height && width > height;
    const colW = twoColumns ? Math.min((width - 48 * u) / 2, 560 * u) : Math.min(width - 32 * u, 600 * u);
    const fullW = twoColumns ? 2 * colW + 16 * u : colW;
    const x = (width - fullW) / 2;
    const head = twoColumns ? Math.min(logoSize, 44 * u) : logoSize;
    // Centred vertically when there is room to spare (tall phones, tablets in portrait).
    const contentH = twoColumns
      ? head + 8 * u + Math.max(rowsH(who.length) + linesH, rowsH(board.length)) + 14 * u + playH
      : oneColumnH - 24 * u;
    let y = Math.max(14 * u, (height - contentH) / 2);
    const title = this.add.text(width / 2 + head * 0.6, y + head / 2, 'Cell Division', textStyle((twoColumns ? 30 : 40) * u, THEME.text, true)).setOrigin(0.5);
    title.setShadow(0, 3 * u, '#000', 6 * u, false, true);
    const logo = this.add.image(title.x - title.width / 2 - head * 0.6, y + head / 2, 'art', 'logo').setDisplaySize(head, head);
    this.tweens.add({ targets: logo, angle: { from: -6, to: 6 }, duration: 1800, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
    y += head + 8 * u;
    const columns = twoColumns ? [who, board] : [[...who, ...board]];
    let bottom = y;
    columns.forEach((rows, i) => {
      let ry = y;
      for (const row of rows) ry += gap + row(x + i * (colW + 16 * u), ry, colW);
      bottom = Math.max(bottom, ry);
    });

    const playY = Math.min(height - playH / 2 - 10 * u, bottom + 14 * u + playH / 2);
    const barW = twoColumns ? Math.min(fullW, 760 * u) : colW;
    const barX = (width - barW) / 2;
    const bar = [
      ...(saved ? [{ id: 'resume', label: `Resume (${saved.moves.length} moves)`, icon: 'icon/play', primary: true, share: 1.25, onClick: () => this.resume(saved) }] : []),
      { id: 'play', label: saved ? 'New game' : 'Play', icon: saved ? 'icon/restart' : 'icon/play', primary: !saved, share: saved ? 1 : 1.9, onClick: () => this.play() },
      { id: 'build', label: 'Build a board', icon: 'icon/settings', primary: false, share: 1, onClick: () => this.scene.start(SCENES.builder) },
      { id: 'help', label: 'How to play', icon: 'icon/info', primary: false, share: 1, onClick: () => showHowToPlay(this, u, () => {}) },
      { id: 'stats', label: 'Record', icon: 'icon/settings', primary: false, share: 0.8, onClick: () => showStats(this, u, loadStats(s.store)) },
    ];
    const barGap = 12 * u;
    const shares = bar.reduce((t, b) => t + b.share, 0);
    let bx = barX;
    for (const b of bar) {
      const w = ((barW - barGap * (bar.length - 1)) * b.share) / shares;
      new Button(this, {
        // A narrow button keeps its words and drops the icon, which would run into them.
        id: b.id, label: b.label, icon: w > 4.5 * playH ? b.icon : undefined, showLabel: true, primary: b.primary, x: bx + w / 2, y: playY,
        width: w, height: playH, fontSize: (b.primary ? 22 : 17) * u, onClick: b.onClick,
      });
      bx += w + barGap;
    }
    installKeyboard(this, { onEnter: () => (saved ? this.resume(saved) : this.play()) }, u);
    a11yToggle(this, { on: s.settings.screenReader, enterDoes: saved ? 'resume the saved game' : 'play', onChange: (on) => { s.settings.screenReader = on; saveCurrentSettings(); } });
    this.scale.on('resize', this.onResize, this);
    this.events.once('shutdown', () => this.scale.off('resize', this.onResize, this));
    // The sounds are made while the person reads the menu, not during page load.
    setTimeout(() => s.sounds.warm(), 300);
  }

  private play(): void {
    newMatch();
    this.scene.start(SCENES.board);
  }

  /** Opens the saved match with the same moves; the opponent goes on if it is its turn. */
  private resume(saved: SavedMatch): void {
    newMatch(saved.setup, saved.moves);
    this.scene.start(SCENES.board);
  }

  private onResize(): void {
    this.scene.restart();
  }
}
