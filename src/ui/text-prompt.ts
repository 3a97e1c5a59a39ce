// A question that wants words: a panel with a caption, a text field (one line, or a box for pasted
// rows) filled with a suggestion, and OK and Cancel. The field is DOM over the canvas, so typing,
// pasting and phone keyboards work as anywhere on the web; the buttons are the game's own
// (`confirm:yes`, `confirm:no`), so touch, the keyboard and the automation hook reach them.

import type Phaser from 'phaser';
import { Button } from './button.ts';
import { addModalPanel } from './modal-panel.ts';
import { minTouch, pixelRatio } from './screen.ts';
import { THEME, textStyle } from './theme.ts';
import type { TextPromptOptions } from './dialog-port.ts';

export type { TextPromptOptions };

export function askText(scene: Phaser.Scene, u: number, o: TextPromptOptions): void {
  const fieldH = (o.multiline ? 150 : 46) * u;
  const buttonH = Math.max(48 * u, minTouch(scene));
  const modal = addModalPanel(scene, u, {
    maxWidth: 520 * u,
    maxHeight: 60 * u + fieldH + buttonH + 50 * u,
    radius: 16 * u,
    shade: 0.6,
  });
  const parts: { destroy(): void }[] = [modal.shade, modal.panel];
  const pad = 18 * u;
  parts.push(
    scene.add
      .text(modal.left + pad, modal.top + pad, o.caption, textStyle(17 * u, THEME.text, true))
      .setWordWrapWidth(modal.width - 2 * pad),
  );

  const field = document.createElement(o.multiline ? 'textarea' : 'input');
  field.value = o.value;
  field.setAttribute('aria-label', o.caption);
  field.id = 'text-prompt';
  const canvas = scene.game.canvas.getBoundingClientRect();
  const dpr = pixelRatio();
  const fieldTop = modal.top + pad + 30 * u;
  Object.assign(field.style, {
    position: 'fixed',
    zIndex: '12',
    boxSizing: 'border-box',
    left: `${canvas.left + (modal.left + pad) / dpr}px`,
    top: `${canvas.top + fieldTop / dpr}px`,
    width: `${(modal.width - 2 * pad) / dpr}px`,
    height: `${fieldH / dpr}px`,
    font: o.multiline ? '16px monospace' : '18px "Trebuchet MS", "Segoe UI", Roboto, Arial, sans-serif',
    background: '#0d1b1e',
    color: '#e8f6f8',
    border: '1px solid #3c7a90',
    borderRadius: '8px',
    padding: '6px 8px',
  });
  document.body.appendChild(field);
  field.focus();
  if (o.typing) field.setSelectionRange(field.value.length, field.value.length);
  else field.select();

  const close = () => {
    field.remove();
    for (const p of parts) p.destroy();
  };
  const accept = () => {
    const text = field.value;
    close();
    o.onAccept(text);
  };
  const cancel = () => {
    close();
    o.onCancel?.();
  };
  field.addEventListener('input', () => o.onInput?.(field.value));
  // Enter in a one-line field accepts, Escape cancels; the canvas never sees these keys.
  field.addEventListener('keydown', (e: Event) => {
    const key = (e as KeyboardEvent).key;
    e.stopPropagation();
    if (key === 'Escape') cancel();
    else if (key === 'Enter' && !o.multiline) accept();
  });
  const bw = (modal.width - 3 * pad) / 2;
  const by = modal.top + modal.height - pad - buttonH / 2;
  parts.push(
    new Button(scene, {
      id: 'confirm:no',
      label: 'Cancel',
      x: modal.left + pad + bw / 2,
      y: by,
      width: bw,
      height: buttonH,
      onClick: cancel,
    }),
  );
  parts.push(
    new Button(scene, {
      id: 'confirm:yes',
      label: o.okLabel ?? 'OK',
      primary: true,
      x: modal.left + 2 * pad + bw * 1.5,
      y: by,
      width: bw,
      height: buttonH,
      onClick: accept,
    }),
  );
  scene.events.once('shutdown', () => field.remove());
}
