// Board: wires the match in play to its views — the board, the HUD, the buttons and the sounds —
// and hands over to Results when the game is over. No rule is computed here.

import Phaser from 'phaser';
import type { MatchEvent } from '../game/events.ts';
import type { Match } from '../game/match.ts';
import { isHuman, playerName } from '../game/players.ts';
import { placementSound } from '../audio/sounds.ts';
import { BoardView } from '../ui/board-view.ts';
import { Button } from '../ui/button.ts';
import { matchPalettes } from '../ui/colours.ts';
import { Hud } from '../ui/hud.ts';
import { metrics } from '../ui/screen.ts';
import { drawSceneBackground } from '../ui/backdrop.ts';
import { SCENES } from './keys.ts';
import { newMatch, saveCurrentSettings, services } from './services.ts';

export class BoardScene extends Phaser.Scene {
  private match!: Match;
  private view!: BoardView;
  private hud!: Hud;
  private undoButton!: Button;
  private names!: [string, string];
  private viewer: 0 | 1 | null = null;

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
    const hudH = 104 * u;
    const barH = 60 * u;
    this.hud = new Hud(this, this.names, palettes, match.scores(), { x: pad, y: pad, width: width - 2 * pad, height: hudH }, u);
    this.view = new BoardView(this, match, palettes, {
      x: pad, y: pad + hudH, width: width - 2 * pad, height: height - hudH - barH - 3 * pad,
    }, { speed: s.speed });
    s.board = { view: this.view, hud: this.hud };
    this.makeToolbar(u, width, height - pad - barH / 2, barH);

    const off = match.on((e) => this.onMatchEvent(e));
    this.events.once('shutdown', () => {
      off();
      if (services().board?.view === this.view) services().board = null;
    });
    this.scale.on('resize', this.onResize, this);
    this.events.once('shutdown', () => this.scale.off('resize', this.onResize, this));
    this.refresh();
    this.hud.setThinking(match.isThinking ? match.position.toMove() : null);
    match.start();
    if (match.result) this.showResults();
  }

  private makeToolbar(u: number, width: number, y: number, barH: number): void {
    const s = services();
    const size = Math.min(barH, 56 * u);
    const gap = 14 * u;
    const specs: { id: string; label: string; icon: string; onClick: (b: Button) => void }[] = [
      { id: 'undo', label: 'Undo', icon: 'icon/undo', onClick: () => this.match.undo() },
      { id: 'restart', label: 'Restart', icon: 'icon/restart', onClick: () => this.match.restart() },
      { id: 'menu', label: 'Menu', icon: 'icon/menu', onClick: () => this.toMenu() },
      {
        id: 'sound', label: 'Sound', icon: s.sounds.on ? 'icon/sound-on' : 'icon/sound-off',
        onClick: (b) => {
          s.sounds.setOn(!s.sounds.on);
          s.settings.sound = s.sounds.on;
          saveCurrentSettings();
          b.setIcon(s.sounds.on ? 'icon/sound-on' : 'icon/sound-off');
        },
      },
      { id: 'fullscreen', label: 'Fullscreen', icon: 'icon/fullscreen', onClick: () => this.toggleFullscreen() },
    ];
    const total = specs.length * size + (specs.length - 1) * gap;
    specs.forEach((spec, i) => {
      const button: Button = new Button(this, {
        id: spec.id, label: spec.label, icon: spec.icon, x: (width - total) / 2 + size / 2 + i * (size + gap), y,
        width: size, height: size, onClick: () => spec.onClick(button),
      });
      if (spec.id === 'undo') this.undoButton = button;
    });
  }

  private onMatchEvent(e: MatchEvent): void {
    const s = services();
    switch (e.type) {
      case 'move': {
        void this.view.animateMove(e);
        this.time.delayedCall(200 * s.speed, () => {
          const gain = e.gains[e.player - 1]!;
          s.sounds.play(placementSound(gain));
          this.hud.countTo(e.scores, 450 * s.speed);
          this.refresh();
        });
        this.hud.setTurn(this.match.position.toMove());
        break;
      }
      case 'undo':
        void this.view.animateUndo(e);
        this.hud.countTo(e.scores, 250);
        this.refresh();
        break;
      case 'restart':
        this.view.syncAll();
        this.hud.countTo(this.match.scores(), 0);
        this.refresh();
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
    this.hud.setStatus({ names: this.names, scores: this.match.scores(), movesLeft: p.movesLeft(), viewer: this.viewer });
    this.undoButton.setEnabled(this.match.players.some(isHuman) && p.ply > 0 && !p.isOver());
  }

  private showResults(): void {
    if (!this.scene.isActive() || !this.match.result || this.scene.isActive(SCENES.results)) return;
    this.scene.launch(SCENES.results);
    this.scene.pause();
  }

  private toMenu(): void {
    const s = services();
    s.match?.dispose();
    s.match = null;
    this.scene.start(SCENES.menu);
  }

  private toggleFullscreen(): void {
    if (this.scale.isFullscreen) this.scale.stopFullscreen();
    else this.scale.startFullscreen();
  }

  private onResize(): void {
    this.scene.restart();
  }
}
