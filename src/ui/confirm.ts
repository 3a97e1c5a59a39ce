// A small question over the scene before something that cannot be taken back (restart, leaving a
// game for the menu): a shade that swallows taps, the question, and two buttons, `confirm:yes`
// and `confirm:no`. Esc is No; Enter presses only a button the keyboard has focused. A question
// about what the board shows is placed by `place` (dialog-place.ts) beside the board, under a
// lighter shade; in a narrow panel its buttons stand one above the other.

import type Phaser from 'phaser';
import { Button } from './button.ts';
import { openDialog } from './dialog.ts';
import type { ConfirmOptions } from './dialog-port.ts';

export type { ConfirmOptions };
import { focusControl } from './keyboard-focus.ts';
import { addModalPanel } from './modal-panel.ts';
import { minTouch } from './screen.ts';
import { THEME, textStyle } from './theme.ts';

export function confirmDialog(scene: Phaser.Scene, u: number, o: ConfirmOptions): void {
  const { width } = scene.scale;
  const preferred = Math.min(width - 24 * u, 460 * u);
  const style = { align: 'center' };
  const title = scene.add
    .text(0, 0, o.question, { ...textStyle(22 * u, THEME.text, true), ...style })
    .setOrigin(0.5, 0);
  const detail = o.detail
    ? scene.add.text(0, 0, o.detail, { ...textStyle(16 * u, THEME.textDim), ...style }).setOrigin(0.5, 0)
    : null;
  const bh = Math.max(50 * u, minTouch(scene));
  const fontSize = 18 * u;
  // A way back shows its arrow, as the board's "‹ Review" does.
  const yesWords = o.yesGoesBack ? `‹ ${o.yes}` : o.yes;
  // The wider label, as the buttons show it: side by side only where both fit.
  const probe = scene.add.text(0, 0, yesWords, textStyle(fontSize, THEME.text)).setVisible(false);
  const labelW = Math.max(probe.width, probe.setText(o.no).width);
  probe.destroy();
  const sideBySide = (w: number) => (w - 52 * u) / 2 >= labelW + 24 * u;
  const heightAt = (w: number) => {
    title.setWordWrapWidth(w - 40 * u);
    detail?.setWordWrapWidth(w - 40 * u);
    const textH = title.height + (detail ? detail.height + 10 * u : 0);
    return 24 * u + textH + 24 * u + (sideBySide(w) ? bh : 2 * bh + 12 * u) + 20 * u;
  };
  const spot = o.place?.(heightAt, preferred) ?? null;
  const panelW = spot?.width ?? preferred;
  const {
    shade,
    panel,
    left,
    top,
    width: boxW,
    height: panelH,
  } = addModalPanel(scene, u, {
    maxWidth: panelW,
    maxHeight: heightAt(panelW),
    radius: 18 * u,
    shade: spot ? 0.3 : 0.6,
    at: spot ?? undefined,
  });
  const cx = left + boxW / 2;
  title.setPosition(cx, top + 24 * u);
  detail?.setPosition(cx, title.y + title.height + 10 * u);
  const parts: Phaser.GameObjects.GameObject[] = [shade, panel, title, ...(detail ? [detail] : [])];
  const across = sideBySide(boxW);
  const bw = across ? Math.min(190 * u, (boxW - 52 * u) / 2) : boxW - 40 * u;
  const by = top + panelH - bh / 2 - 20 * u;
  let open = true;
  const close = () => {
    open = false;
    forget();
    for (const p of parts) p.destroy();
    yes.destroy();
    no.destroy();
  };
  // Side by side: No at the left, Yes at the right (a way back at the left, where its arrow points);
  // one above the other: No first, as read.
  const yesLeft = across && o.yesGoesBack === true;
  const no = new Button(scene, {
    id: 'confirm:no',
    label: o.no,
    x: across ? cx + (yesLeft ? 1 : -1) * (bw / 2 + 8 * u) : cx,
    y: across ? by : by - bh - 12 * u,
    width: bw,
    height: bh,
    fontSize,
    dialog: true,
    onClick: () => {
      close();
      o.onNo?.();
    },
  });
  const yes = new Button(scene, {
    id: 'confirm:yes',
    label: o.yes,
    words: yesWords,
    x: across ? cx + (yesLeft ? -1 : 1) * (bw / 2 + 8 * u) : cx,
    y: by,
    width: bw,
    height: bh,
    fontSize,
    dialog: true,
    caution: !o.yesGoesBack && !o.choice,
    primary: o.choice === true,
    onClick: () => {
      close();
      o.onYes();
    },
  });
  const depth = 1500;
  parts.forEach((p, i) => (p as unknown as Phaser.GameObjects.Components.Depth).setDepth(depth + i));
  no.setDepth(depth + 10);
  yes.setDepth(depth + 10);
  if (o.focusNo) focusControl(scene, 'confirm:no');
  const forget = openDialog(scene, {
    kind: 'confirm',
    box: { x: left, y: top, width: boxW, height: panelH },
    title: o.detail ? `${o.question} ${o.detail}` : o.question,
    escape: () => {
      close();
      o.onNo?.();
    },
  });
  // A restart of the scene (a turned phone) takes the question away: that counts as No.
  if (o.onNo && !o.kept)
    scene.events.once('shutdown', () => {
      if (open) o.onNo!();
    });
}
