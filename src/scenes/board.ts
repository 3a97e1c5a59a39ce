// Board: wires the match in play to its views — the board, the HUD, the buttons, the keyboard
// cursor and the sounds — and hands over to Results when the game is over. No rule is computed here.

import Phaser from 'phaser';
import type { MatchEvent } from '../game/events.ts';
import type { Match } from '../game/match.ts';
import { isHuman, playerName } from '../game/players.ts';
import { nextSoundLevel } from '../game/settings.ts';
import { placementSound } from '../audio/sounds.ts';
import { readA11yLink } from '../game/links.ts';
import { A11yGrid } from '../ui/a11y-grid.ts';
import { BoardView } from '../ui/board-view.ts';
import { Button } from '../ui/button.ts';
import { confirmDialog } from '../ui/confirm.ts';
import { matchPalettes } from '../ui/colours.ts';
import { Hud } from '../ui/hud.ts';
import { KeyboardCursor } from '../ui/keyboard-cursor.ts';
import { installKeyboard } from '../ui/keyboard-focus.ts';
import { clearNotices, shareLink, showNotice } from '../ui/notice.ts';
import { metrics, minTouch, pixelRatio } from '../ui/screen.ts';
import { drawSceneBackground } from '../ui/backdrop.ts';
import { SCENES } from './keys.ts';
import { currentMatchLink, newMatch, saveCurrentSettings, services } from './services.ts';

export class BoardScene extends Phaser.Scene {
  private match!: Match;
  private view!: BoardView;
  private hud!: Hud;
  private undoButton!: Button;
  /** The toolbar's buttons: the results hide them while the final board is shown. */
  private readonly toolbar: Button[] = [];
  private names!: [string, string];
  private viewer: 0 | 1 | null = null;
  private cursor!: KeyboardCursor;
  /** Bumped by every event that sets the HUD's scores: a delayed count-up from before must not land after it. */
  private scoreUpdates = 0;

  constructor() {
    super(SCENES.board);
  }

  create(): void {
    const s = services();
    this.match = s.match ?? newMatch();
    const match = this.match;
    const m = metrics(this);
    const { u, width, height } = m;
    drawSceneBackground(this);
    const players = match.players;
    const humans = players.map(isHuman);
    const mode = humans[0] && humans[1] ? 'duo' : humans[0] || humans[1] ? 'solo' : 'watch';
    this.viewer = mode === 'solo' ? (humans[0] ? 0 : 1) : null;
    this.names = [playerName(players[0], humans[1]!, 1, mode), playerName(players[1], humans[0]!, 2, mode)];
    const palettes = matchPalettes(players);

    const pad = 12 * u;
    const barH = Math.max(60 * u, minTouch(this) + 8 * u);
    // Short landscape screens (a phone on its side) keep their height for the board: the toolbar
    // stands in a column at the right instead of a row under the board, and the HUD is tighter.
    const side = !m.portrait && height / pixelRatio() < 560;
    const hudH = (side ? 80 : 104) * u;
    const boardW = width - 2 * pad - (side ? barH + pad : 0);
    this.hud = new Hud(this, this.names, palettes, match.scores(), { x: pad, y: pad, width: boardW, height: hudH }, u);
    this.view = new BoardView(this, match, palettes, {
      x: pad, y: pad + hudH, width: boardW, height: height - hudH - (side ? 2 * pad : barH + 3 * pad),
    }, { speed: s.speed });
    s.board = { view: this.view, hud: this.hud, toolbar: this.toolbar };
    this.hud.setTurnWords([0, 1].map((i) => (humans[i] ? (mode === 'solo' ? 'Your turn' : 'to move') : 'to move')) as [string, string]);
    if (side) this.makeToolbar(u, { x: width - pad - barH / 2, y: height / 2, length: height - 2 * pad, vertical: true }, barH);
    else this.makeToolbar(u, { x: width / 2, y: height - pad - barH / 2, length: width - 2 * pad, vertical: false }, barH);
    this.cursor = new KeyboardCursor(this, match, this.view, u);
    if (s.settings.screenReader || readA11yLink(location.search)) {
      new A11yGrid(this, match, this.view, { names: this.names, viewer: this.viewer }, (square) => this.cursor.showAt(square));
    }
    installKeyboard(this, { onArrow: (dx, dy) => this.cursor.move(dx, dy), onEnter: (madeAt) => this.cursor.place(madeAt) }, u);
    // Every tap that reaches the board (not a button) is counted: the e2e tests check none is lost.
    this.input.on('pointerdown', (_p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => {
      if (over.length === 0) s.boardTaps = (s.boardTaps ?? 0) + 1;
    });

    const off = match.on((e) => this.onMatchEvent(e));
    this.events.once('shutdown', () => {
      off();
      clearNotices();
      if (services().board?.view === this.view) services().board = null;
    });
    this.laidOutFor = { width: this.scale.width, height: this.scale.height };
    this.scale.on('resize', this.onResize, this);
    this.events.once('shutdown', () => this.scale.off('resize', this.onResize, this));
    this.refresh();
    this.hud.setThinking(match.isThinking ? match.position.toMove() : null);
    match.start();
    // A finished match (a resize restarts the board under its results) shows them once the
    // scene runs: during create() it does not count as active yet, and could not pause.
    if (match.result) this.events.once(Phaser.Scenes.Events.CREATE, () => this.showResults());
  }

  /** The buttons in a row (or a column) centred on (x, y), within `length`. */
  private makeToolbar(u: number, at: { x: number; y: number; length: number; vertical: boolean }, barH: number): void {
    const s = services();
    const size = Math.max(Math.min(barH, 56 * u), minTouch(this));
    const gap = Math.max(2 * u, Math.min(14 * u, (at.length - 6 * size) / 5));
    const specs: { id: string; label: string; icon: string; onClick: (b: Button) => void }[] = [
      { id: 'undo', label: 'Undo', icon: 'icon/undo', onClick: () => this.match.undo() },
      { id: 'restart', label: 'Restart', icon: 'icon/restart', onClick: () => this.askRestart(u) },
      { id: 'share', label: 'Copy link', icon: 'icon/share', onClick: () => void this.share() },
      { id: 'menu', label: 'Menu', icon: 'icon/menu', onClick: () => this.askMenu(u) },
      {
        id: 'sound', label: 'Sound', icon: s.sounds.on ? 'icon/sound-on' : 'icon/sound-off',
        onClick: (b) => {
          // Full, half, a quarter, off: a volume, not only mute.
          Object.assign(s.settings, nextSoundLevel(s.settings));
          s.sounds.setVolume(s.settings.volume);
          s.sounds.setOn(s.settings.sound);
          saveCurrentSettings();
          b.setIcon(s.sounds.on ? 'icon/sound-on' : 'icon/sound-off');
          showNotice(s.sounds.on ? `Sound ${Math.round(s.settings.volume * 100)}%` : 'Sound off', 2000, { game: true });
        },
      },
      { id: 'fullscreen', label: 'Fullscreen', icon: 'icon/fullscreen', onClick: () => this.toggleFullscreen() },
    ];
    const total = specs.length * size + (specs.length - 1) * gap;
    specs.forEach((spec, i) => {
      const along = -total / 2 + size / 2 + i * (size + gap);
      const button: Button = new Button(this, {
        id: spec.id, label: spec.label, icon: spec.icon, x: at.vertical ? at.x : at.x + along, y: at.vertical ? at.y + along : at.y,
        width: size, height: size, caution: spec.id === 'restart', onClick: () => spec.onClick(button),
      });
      if (spec.id === 'undo') this.undoButton = button;
      this.toolbar.push(button);
    });
  }

  private onMatchEvent(e: MatchEvent): void {
    const s = services();
    switch (e.type) {
      case 'move': {
        const update = ++this.scoreUpdates;
        // The HUD counts up as the cell lands and its neighbours divide, never before.
        void this.view.animateMove(e, () => {
          const gain = e.gains[e.player - 1]!;
          s.sounds.play(placementSound(gain));
          // An undo or restart since then has set the scores already: this count-up would undo it.
          if (update === this.scoreUpdates) this.hud.countTo(e.scores, 450 * s.speed);
          this.refresh();
        });
        this.hud.setTurn(this.match.position.toMove());
        // Undo takes a move back at any time, animation or not: enabled now, not with the delayed
        // count-up, or a Tab pressed just after the move skips it and the Enter after it restarts.
        this.refreshUndo();
        this.cursor.draw();
        break;
      }
      case 'undo':
        this.scoreUpdates++;
        void this.view.animateUndo(e);
        this.hud.countTo(e.scores, 250);
        this.refresh();
        this.cursor.draw();
        break;
      case 'restart':
        clearNotices();
        this.scoreUpdates++;
        this.view.syncAll();
        this.hud.countTo(this.match.scores(), 0);
        this.refresh();
        this.cursor.draw();
        break;
      case 'thinking':
        this.hud.setThinking(e.thinking ? e.player : null);
        break;
      case 'over':
        void this.match.whenIdle().then(() => this.time.delayedCall(450, () => this.showResults()));
        break;
    }
  }

  private refresh(): void {
    const p = this.match.position;
    this.hud.setTurn(p.toMove());
    this.hud.setStatus({
      names: this.names, scores: this.match.scores(), movesLeft: p.movesLeft(), viewer: this.viewer, cellsPlaced: p.ply,
      oneSquareStaysEmpty: p.totalMoves < p.layout.size, byConnections: p.byConnections,
    });
    this.refreshUndo();
  }

  private refreshUndo(): void {
    this.undoButton.setEnabled(this.match.canUndo());
  }

  private showResults(): void {
    if (!this.scene.isActive() || !this.match.result) return;
    // After a resize the board restarts under results that are already up: it pauses again.
    if (!this.scene.isActive(SCENES.results)) this.scene.launch(SCENES.results);
    this.scene.pause();
  }

  /** A game with moves made and not yet over: restarting or leaving it is asked first. */
  private inProgress(): boolean {
    return this.match.position.ply > 0 && !this.match.position.isOver();
  }

  private askRestart(u: number): void {
    if (!this.inProgress()) {
      this.match.restart();
      return;
    }
    confirmDialog(this, u, {
      question: 'Restart this game?', detail: 'The moves so far are cleared.', yes: 'Restart', no: 'Keep playing',
      onYes: () => this.match.restart(),
    });
  }

  private askMenu(u: number): void {
    if (!this.inProgress()) {
      this.toMenu();
      return;
    }
    confirmDialog(this, u, {
      question: 'Leave this game for the menu?', detail: 'It is kept: Resume in the menu brings it back.', yes: 'Leave', no: 'Keep playing',
      onYes: () => this.toMenu(),
    });
  }

  private toMenu(): void {
    const s = services();
    s.match?.dispose();
    s.match = null;
    this.scene.start(SCENES.menu);
  }

  /** Copies a link that opens this game at this move (or shows it, without a clipboard). */
  private async share(): Promise<void> {
    const link = currentMatchLink();
    if (!link) return;
    services().lastShared = link;
    // Told over the status line, in page pixels: the notice must not cover the scores.
    const band = this.hud.statusAnchor();
    const rect = this.game.canvas.getBoundingClientRect();
    const k = rect.width / this.scale.width;
    await shareLink(link, { x: rect.left + band.x * k, y: rect.top + (band.y - band.height / 2) * k + 8 });
  }

  private toggleFullscreen(): void {
    if (this.scale.isFullscreen) this.scale.stopFullscreen();
    else this.scale.startFullscreen();
  }

  /** The game size the scene was laid out for. */
  private laidOutFor = { width: 0, height: 0 };

  /**
   * Lays the board out again only when the size really changed: the scale manager also reports
   * unchanged sizes, and a needless restart drops the keyboard cursor and focus mid-game.
   */
  private onResize(gameSize: { width: number; height: number }): void {
    if (gameSize.width === this.laidOutFor.width && gameSize.height === this.laidOutFor.height) return;
    this.scene.restart();
  }
}
