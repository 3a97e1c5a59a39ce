// Menu: who plays, which opponent, who moves first, the layout and its size, equal moves, and
// "how to play". Every choice is remembered at once; Play starts a match with them.

import Phaser from 'phaser';
import type { Mode, OpponentChoice } from '../game/players.ts';
import { LAYOUT_SIZES, type LayoutFamily } from '../game/settings.ts';
import { loadSkill } from '../game/skill.ts';
import { drawSceneBackground } from '../ui/backdrop.ts';
import { Button } from '../ui/button.ts';
import { choiceRow } from '../ui/choice-row.ts';
import { showHowToPlay } from '../ui/how-to-play.ts';
import { metrics } from '../ui/screen.ts';
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

    const colW = Math.min(width - 32 * u, 600 * u);
    const x = (width - colW) / 2;
    let y = 18 * u;
    const logoSize = 64 * u;
    const title = this.add.text(width / 2 + logoSize * 0.6, y + logoSize / 2, 'Cell Division', textStyle(40 * u, THEME.text, true)).setOrigin(0.5);
    title.setShadow(0, 3 * u, '#000', 6 * u, false, true);
    const logo = this.add.image(title.x - title.width / 2 - logoSize * 0.6, y + logoSize / 2, 'art', 'logo').setDisplaySize(logoSize, logoSize);
    this.tweens.add({ targets: logo, angle: { from: -6, to: 6 }, duration: 1800, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
    y += logoSize + 10 * u;

    const rowH = 40 * u;
    const gap = 10 * u;
    const changed = (restart: boolean) => {
      saveCurrentSettings();
      if (restart) this.scene.restart();
    };
    const opponentOptions = (['easy', 'medium', 'hard', 'adaptive', 'expert'] as const).map((value) => ({
      value, label: value === 'adaptive' ? `Adaptive ${skill.toFixed(2)}` : value[0]!.toUpperCase() + value.slice(1),
    }));

    y += gap + choiceRow<Mode>(this, {
      id: 'mode', caption: 'WHO PLAYS', x, y, width: colW, height: rowH, u, value: settings.mode,
      options: [{ value: 'solo', label: 'You vs opponent' }, { value: 'duo', label: 'Two people' }, { value: 'watch', label: 'Watch two' }],
      onChoose: (v) => { settings.mode = v; changed(true); },
    });
    if (settings.mode !== 'duo') {
      y += gap + choiceRow<OpponentChoice>(this, {
        id: 'opponent', caption: settings.mode === 'watch' ? 'FIRST OPPONENT' : 'OPPONENT', x, y, width: colW, height: rowH, u,
        value: settings.opponent, options: opponentOptions,
        onChoose: (v) => { settings.opponent = v; changed(false); },
      });
    }
    if (settings.mode === 'watch') {
      y += gap + choiceRow<OpponentChoice>(this, {
        id: 'opponent2', caption: 'SECOND OPPONENT', x, y, width: colW, height: rowH, u,
        value: settings.opponent2, options: opponentOptions,
        onChoose: (v) => { settings.opponent2 = v; changed(false); },
      });
    } else if (settings.mode === 'solo') {
      y += gap + choiceRow<'you' | 'opponent'>(this, {
        id: 'first', caption: 'WHO MOVES FIRST', x, y, width: colW, height: rowH, u, value: settings.first,
        options: [{ value: 'you', label: 'You' }, { value: 'opponent', label: 'The opponent' }],
        onChoose: (v) => { settings.first = v; changed(false); },
      });
    }
    y += gap + choiceRow<LayoutFamily>(this, {
      id: 'family', caption: 'LAYOUT', x, y, width: colW, height: rowH, u, value: settings.family,
      options: [{ value: 'square', label: 'Square' }, { value: 'petri', label: 'Petri dish' }, { value: 'beaker', label: 'Beaker' }, { value: 'flask', label: 'Flask' }],
      onChoose: (v) => { settings.family = v; changed(true); },
    });
    y += gap + choiceRow<string>(this, {
      id: 'size', caption: 'SIZE', x, y, width: colW, height: rowH, u, value: settings.layouts[settings.family],
      options: LAYOUT_SIZES[settings.family].map((o) => ({ value: o.id, label: o.label })),
      onChoose: (v) => { settings.layouts[settings.family] = v; changed(false); },
    });
    y += gap + choiceRow<boolean>(this, {
      id: 'equal', caption: 'EQUAL MOVES (ODD BOARDS END ONE MOVE EARLY)', x, y, width: colW, height: rowH, u, value: settings.equalMoves,
      options: [{ value: false, label: 'Off' }, { value: true, label: 'On' }],
      onChoose: (v) => { settings.equalMoves = v; changed(false); },
    });

    const playH = 56 * u;
    const playY = Math.min(height - playH / 2 - 14 * u, y + 16 * u + playH / 2);
    const helpW = colW * 0.34;
    new Button(this, {
      id: 'play', label: 'Play', icon: 'icon/play', showLabel: true, primary: true, x: x + (colW - helpW - 12 * u) / 2, y: playY,
      width: colW - helpW - 12 * u, height: playH, fontSize: 24 * u,
      onClick: () => {
        newMatch();
        this.scene.start(SCENES.board);
      },
    });
    new Button(this, {
      id: 'help', label: 'How to play', icon: 'icon/info', showLabel: true, x: x + colW - helpW / 2, y: playY,
      width: helpW, height: playH, fontSize: 17 * u,
      onClick: () => showHowToPlay(this, u, () => {}),
    });
    if (s.store.lastError) {
      this.add.text(width / 2, height - 8 * u, `Note: ${s.store.lastError}`, textStyle(12 * u, THEME.textDim)).setOrigin(0.5, 1);
    }
    this.scale.on('resize', this.onResize, this);
    this.events.once('shutdown', () => this.scale.off('resize', this.onResize, this));
    // The sounds are made while the person reads the menu, not during page load.
    setTimeout(() => s.sounds.warm(), 300);
  }

  private onResize(): void {
    this.scene.restart();
  }
}
