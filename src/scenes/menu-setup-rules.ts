// The setup page's Rules tab: equal moves and the scoring, each with one plain line saying what it
// does on the chosen board, and, on a board where cells fall, a line saying so.

import type Phaser from 'phaser';
import { layoutOf, type Scoring, type Settings } from '../game/settings.ts';
import { readable } from '../ui/readable.ts';
import { ruleLines } from '../ui/rule-lines.ts';
import { THEME, textStyle } from '../ui/theme.ts';
import type { Room, Section } from './menu-section.ts';
import type { Captioned, Row } from './menu-setup-options.ts';

export function rulesSections(scene: Phaser.Scene, settings: Settings, r: Room, row: Row, captioned: Captioned): Section[] {
  const lines = ruleLines(layoutOf(settings), settings.equalMoves, settings.scoring);
  return [
    captioned('EQUAL MOVES', row<boolean>('equal', settings.equalMoves, [{ value: false, label: 'Off' }, { value: true, label: 'On' }], (v) => { settings.equalMoves = v; })),
    ruleLine(scene, r, 'rule:equal', lines.equal),
    captioned('SCORING', row<Scoring>('scoring', settings.scoring, [{ value: 'divisions', label: 'Divisions' }, { value: 'connections', label: 'Connections' }], (v) => { settings.scoring = v; })),
    ruleLine(scene, r, 'rule:scoring', lines.scoring),
    ...(lines.gravity ? [captioned('ON THIS BOARD', ruleLine(scene, r, 'rule:gravity', lines.gravity))] : []),
  ];
}

/** A line of plain words under its choice, wrapped to the column. */
function ruleLine(scene: Phaser.Scene, r: Room, name: string, words: string): Section {
  const style = (w: number) => ({ ...textStyle(readable(15 * r.u), THEME.textDim), wordWrap: { width: w, useAdvancedWrap: true } });
  return {
    caption: '',
    height: (w) => {
      const probe = scene.add.text(0, 0, words, style(w));
      const h = probe.height;
      probe.destroy();
      return h;
    },
    draw: (x, y, w) => { scene.add.text(x, y, words, style(w)).setName(name); },
  };
}
