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
import { textStyle } from '../ui/theme.ts';
import type { Room, Section, SectionInput } from './menu-section.ts';

type Row = Extract<SetupSection, { kind: 'row' }>;

export function choiceRow(scene: Phaser.Scene, s: Row, r: Room, input: SectionInput): Section {
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
