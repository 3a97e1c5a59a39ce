// A small question over the scene before something that cannot be taken back (restart, leaving a
// game for the menu): a shade that swallows taps, the question, and two buttons, `confirm:yes`
// and `confirm:no`. Esc is No; Enter presses only a button the keyboard has focused.

import type Phaser from 'phaser';
import { Button } from './button.ts';
import { openDialog } from './dialog.ts';
import { addModalPanel } from './modal-panel.ts';
import { minTouch } from './screen.ts';
import { THEME, textStyle } from './theme.ts';

export interface ConfirmOptions {
  question: string;
  /** One line under the question: what Yes does, in the player's words. */
  detail?: string;
  yes: string;
  no: string;
  onYes: () => void;
}

export function confirmDialog(scene: Phaser.Scene, u: number, o: ConfirmOptions): void {
  const { width } = scene.scale;
  const panelW = Math.min(width - 24 * u, 460 * u);
  const wrap = { wordWrap: { width: panelW - 40 * u }, align: 'center' };
  const title = scene.add.text(width / 2, 0, o.question, { ...textStyle(22 * u, THEME.text, true), ...wrap }).setOrigin(0.5, 0);
  const detail = o.detail ? scene.add.text(width / 2, 0, o.detail, { ...textStyle(16 * u, THEME.textDim), ...wrap }).setOrigin(0.5, 0) : null;
  const bh = Math.max(50 * u, minTouch(scene));
  const textH = title.height + (detail ? detail.height + 10 * u : 0);
  const { shade, panel, left, top, width: boxW, height: panelH } = addModalPanel(scene, u, {
    maxWidth: panelW, maxHeight: 24 * u + textH + 24 * u + bh + 20 * u, radius: 18 * u, shade: 0.6,
  });
  title.setY(top + 24 * u);
  detail?.setY(title.y + title.height + 10 * u);
  const parts: Phaser.GameObjects.GameObject[] = [shade, panel, title, ...(detail ? [detail] : [])];
  const bw = Math.min(190 * u, (panelW - 52 * u) / 2);
  const by = top + panelH - bh / 2 - 20 * u;
  const close = () => {
    forget();
    for (const p of parts) p.destroy();
    yes.destroy();
    no.destroy();
  };
  const no = new Button(scene, {
    id: 'confirm:no', label: o.no, x: width / 2 - bw / 2 - 8 * u, y: by, width: bw, height: bh, fontSize: 18 * u, dialog: true,
    onClick: close,
  });
  const yes = new Button(scene, {
    id: 'confirm:yes', label: o.yes, x: width / 2 + bw / 2 + 8 * u, y: by, width: bw, height: bh, fontSize: 18 * u, dialog: true,
    caution: true, onClick: () => { close(); o.onYes(); },
  });
  const depth = 1500;
  parts.forEach((p, i) => (p as unknown as Phaser.GameObjects.Components.Depth).setDepth(depth + i));
  no.setDepth(depth + 10);
  yes.setDepth(depth + 10);
  const forget = openDialog(scene, { kind: 'confirm', box: { x: left, y: top, width: boxW, height: panelH }, title: o.detail ? `${o.question} ${o.detail}` : o.question, escape: close });
}
