// The board's bar: icon buttons, each named under its icon, where screens/game/board-bar.ts's plan
// puts them (a row along the foot upright, a column at the right in landscape). Where the plan
// fits no names, the icons stand alone; every icon names itself on hover and long press too.

import type Phaser from 'phaser';
import { planBar, type BarPlan } from '../screens/game/board-bar.ts';
import { Button } from './button.ts';
import type { Metrics } from './screen.ts';
import { minTouch, pixelRatio } from './screen.ts';
import { captionMeasureAt, paintCaptions } from './toolbar-captions.ts';

export interface ToolSpec {
  id: string;
  label: string;
  icon: string;
  /** The words under the icon, when shorter or plainer than the label (which stays its name). */
  caption?: string;
  /** Shorter words under the icon, where the bar's names do not all fit at the readable floor. */
  shortCaption?: string;
  /** Other names the button may take later (the Sound button's levels): painted too, and room made for them. */
  laterLabels?: readonly string[];
  /** Its later names where the bar takes the short words (none: it keeps its short caption there). */
  shortLaterLabels?: readonly string[];
  /** Whether it stands in the sheet as the sheet opens (absent: always). */
  shown?: () => boolean;
  onClick: (button: Button) => void;
}

/** The words under a button's icon: its short ones where the plan took the short words. */
const captionOf = (s: ToolSpec, short: boolean) =>
  (short ? s.shortCaption : undefined) ?? s.caption ?? s.label;

/** A button's later names, the short plan's where the bar took the short words. */
const laterOf = (s: ToolSpec, short: boolean) =>
  (short ? s.shortLaterLabels : undefined) ?? s.laterLabels ?? [];

/** The captions' frame id of a later name of button `id`. */
const laterFrame = (id: string, label: string) => `${id}=${label}`;

/** The bar for `specs` on this screen, measured in the browser's own font. */
export function planBoardBar(specs: readonly ToolSpec[], m: Metrics, pad: number): BarPlan {
  return planBar({
    width: m.width,
    height: m.height,
    u: m.u,
    dpr: pixelRatio(),
    touch: minTouch(),
    portrait: m.portrait,
    pad,
    names: specs.map((s) => [s.caption ?? s.label, ...(s.laterLabels ?? [])]),
    shortNames: specs.map((s) => [s.shortCaption ?? s.caption ?? s.label, ...laterOf(s, true)]),
    measure: captionMeasureAt(),
  });
}

/** Makes the bar's buttons as `plan` says, each named under its icon when the plan has names. */
export function makeBar(scene: Phaser.Scene, specs: readonly ToolSpec[], plan: BarPlan): Button[] {
  const c = plan.captions;
  const later = specs.flatMap((s) =>
    laterOf(s, c?.short ?? false).map((l) => [laterFrame(s.id, l), l] as const),
  );
  const captions = c
    ? paintCaptions(
        scene,
        new Map([...specs.map((s) => [s.id, captionOf(s, c.short)] as const), ...later]),
        c.font,
        c.wrap,
      )
    : null;
  return specs.map((spec, i) => {
    const frame = captions?.frames.get(spec.id);
    const button: Button = new Button(scene, {
      id: spec.id,
      label: spec.label,
      icon: spec.icon,
      ...plan.buttons[i]!,
      // A column's tall buttons round like the row's wide ones, by their narrow side.
      radius: 0.3 * Math.min(plan.buttons[i]!.width, plan.buttons[i]!.height),
      onClick: () => spec.onClick(button),
      caption:
        c && captions && frame
          ? {
              key: captions.key,
              font: captions.font,
              band: c.band,
              ...frame,
              later: new Map(
                (spec.laterLabels ?? []).flatMap((l) => {
                  const f = captions.frames.get(laterFrame(spec.id, l));
                  return f ? [[l, f] as const] : [];
                }),
              ),
            }
          : undefined,
    });
    button.setName(spec.id);
    return button;
  });
}
