// A row of choices on the setup and Settings pages: one text size for all its buttons (the one at
// which its longest label fits), on one line where the labels fit at the smallest readable size,
// else two. A row that says what it does has its sentence under the buttons where the page has
// room (Room's `explain` 'under'), else a "?" at the row's end that says it in a notice.

import type Phaser from 'phaser';
import type { SetupSection } from '../screens/menu/setup-sections.ts';
import { Button } from '../ui/button.ts';
import { captionWords } from '../ui/caption-words.ts';
import { commonFontSize, readable, widestLabel } from '../ui/readable.ts';
import { pixelRatio } from '../ui/device-pixels.ts';
import { SECONDARY_COLOUR, secondaryFont } from '../ui/secondary-text.ts';
import { THEME, textStyle } from '../ui/theme.ts';
import type { Room, Section, SectionInput } from './menu-section.ts';

type Row = Extract<SetupSection, { kind: 'row' }>;

/** An inline row's label: a list's line, in the text's colour, at most this share of the row. */
const LABEL_SHARE = 0.46;

export function choiceRow(scene: Phaser.Scene, s: Row, r: Room, input: SectionInput): Section {
  if (!s.inline) return buttonsRow(scene, s, r, input);
  // Its sentence under the whole row (label and buttons), where the page has room for it.
  const under = s.explain !== undefined && r.explain !== 'ask';
  const row = buttonsRow(scene, under ? { ...s, explain: undefined } : s, r, input);
  const name = s.options[0]?.id.split(':')[0] ?? '';
  const sentenceStyle = (w: number) => ({
    ...textStyle(secondaryFont(15, r.u, pixelRatio()), SECONDARY_COLOUR),
    wordWrap: { width: w, useAdvancedWrap: true },
  });
  const sentenceH = (w: number) => {
    if (!under) return 0;
    const probe = scene.add.text(0, 0, s.explain!, sentenceStyle(w));
    const h = probe.height;
    probe.destroy();
    return 4 * r.u + h;
  };
  // The label at the row's left, wrapped to its share and centred on the buttons (a phone's
  // settings list); the buttons take the rest, their sentence or "?" as before.
  const labelStyle = (w: number) => ({
    ...textStyle(readable(16 * r.u), THEME.text),
    wordWrap: { width: w * LABEL_SHARE - 8 * r.u, useAdvancedWrap: true },
  });
  const labelH = (w: number) => {
    const probe = scene.add.text(0, 0, s.caption, labelStyle(w));
    const h = probe.height;
    probe.destroy();
    return h;
  };
  // The label's share of the row, less where the buttons would break onto two lines beside it (a
  // phone on its side's narrow column: "Moves" needs little, Normal and Fast much).
  const natural = (() => {
    const probe = scene.add.text(0, 0, s.caption, textStyle(readable(16 * r.u), THEME.text));
    const w = probe.width;
    probe.destroy();
    return w;
  })();
  const leftOf = (w: number) =>
    row.height(w * (1 - LABEL_SHARE)) > r.rowH + 0.5
      ? Math.min(w * LABEL_SHARE, natural + 12 * r.u)
      : w * LABEL_SHARE;
  const lift = (w: number) => Math.max(0, (labelH(w) - r.rowH) / 2);
  return {
    caption: '',
    height: (w) => row.height(w - leftOf(w)) + 2 * lift(w) + sentenceH(w),
    draw: (x, y, w) => {
      const left = leftOf(w);
      const top = y + lift(w);
      scene.add
        .text(x, top + r.rowH / 2, s.caption, labelStyle(w))
        .setOrigin(0, 0.5)
        .setName(`label:${name}`);
      row.draw(x + left, top, w - left);
      // Under the label's foot and the buttons', the row's whole width.
      if (under)
        scene.add
          .text(x, top + lift(w) + row.height(w - left) + 4 * r.u, s.explain!, sentenceStyle(w))
          .setName(`explain:${name}`);
    },
  };
}

function buttonsRow(scene: Phaser.Scene, s: Row, r: Room, input: SectionInput): Section {
  const explain = s.explain ?? null;
  const under = explain !== null && r.explain !== 'ask';
  // The "?" takes a square as tall as the row at its end, a small gap before it.
  const ask = explain !== null && !under ? r.rowH + 8 * r.u : 0;
  const style = (w: number) => ({
    ...textStyle(secondaryFont(15, r.u, pixelRatio()), SECONDARY_COLOUR),
    wordWrap: { width: w, useAdvancedWrap: true },
  });
  const wordsH = (w: number) => {
    if (!under) return 0;
    const probe = scene.add.text(0, 0, explain, style(w));
    const h = probe.height;
    probe.destroy();
    return 4 * r.u + h;
  };
  const perLine = (w: number) => {
    const n = s.options.length;
    const fitsIn = (k: number) =>
      widestLabel(
        scene,
        s.options.map((o) => o.label),
        readable(0),
      ) <=
      ((w - ask - 8 * r.u * (k - 1)) / k) * 0.88;
    return fitsIn(n) ? n : Math.ceil(n / 2);
  };
  const buttonsH = (w: number) => (perLine(w) === s.options.length ? r.rowH : 2 * r.rowH + 8 * r.u);
  return {
    caption: '',
    height: (w) => buttonsH(w) + wordsH(w),
    draw: (x, y, w) => {
      const k = perLine(w);
      const bw = (w - ask - 8 * r.u * (k - 1)) / k;
      const font = commonFontSize(
        scene,
        s.options.map((o) => o.label),
        bw * 0.88,
        17 * r.u,
      );
      s.options.forEach((o, i) =>
        input.buttons.set(
          o.id,
          new Button(scene, {
            id: o.id,
            label: o.label,
            x: x + (i % k) * (bw + 8 * r.u) + bw / 2,
            y: y + Math.floor(i / k) * (r.rowH + 8 * r.u) + r.rowH / 2,
            width: bw,
            height: r.rowH,
            fontSize: font,
            selected: o.chosen,
            onClick: () => input.press(o.id),
          }),
        ),
      );
      if (explain === null) return;
      const name = `explain:${s.options[0]?.id.split(':')[0] ?? ''}`;
      if (under) {
        scene.add.text(x, y + buttonsH(w) + 4 * r.u, explain, style(w)).setName(name);
        return;
      }
      new Button(scene, {
        id: name,
        // Drawn "?"; its name for the hook and the screen readers says what it tells.
        label: `About ${captionWords(s.caption)}`,
        words: '?',
        x: x + w - r.rowH / 2,
        y: y + r.rowH / 2,
        width: r.rowH,
        height: r.rowH,
        fontSize: 22 * r.u,
        onClick: () => input.tell(explain),
      });
    },
  };
}
