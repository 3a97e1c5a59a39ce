// The board's toolbar: icon buttons in a row under the board (or a column beside it on a phone on
// its side), each named under its icon, in more lines when one line would squeeze a button or its
// name. Where no plan fits the names, the icons stand alone and name themselves on hover and
// long-press.

import type Phaser from 'phaser';
import { Button } from './button.ts';
import { readable } from './readable.ts';
import { minTouch, pixelRatio } from './screen.ts';
import { captionMeasure, paintCaptions, type CaptionSet } from './toolbar-captions.ts';
import { planToolbarShape, toolbarSpots, type ToolbarPlace, type ToolbarShape } from './toolbar-plan.ts';

export interface ToolSpec {
  id: string;
  label: string;
  icon: string;
  /** The words under the icon, when shorter or plainer than the label (which stays its name). */
  caption?: string;
  /** Other names the button may take later (the Sound button's levels): painted too, and room made for them. */
  laterLabels?: readonly string[];
  onClick: (button: Button) => void;
}

/** The captions' frame id of a later name of button `id`. */
const laterFrame = (id: string, label: string) => `${id}=${label}`;

/** How the buttons are laid out: lines, each button's size, the room across all lines, the names. */
export interface ToolbarPlan extends Omit<ToolbarShape, 'wrap'> {
  captions: CaptionSet | null;
}

/**
 * The toolbar for `specs` along `length` game pixels (toolbar-plan.ts), with the names painted
 * as it says: under the icons, or none when the icons stand alone.
 */
export function planToolbar(
  scene: Phaser.Scene,
  specs: readonly ToolSpec[],
  length: number,
  vertical: boolean,
  u: number,
  iconsOnly = false,
): ToolbarPlan {
  const names = specs.map((s) => s.caption ?? s.label);
  const later = specs.flatMap((s) => (s.laterLabels ?? []).map((l) => [laterFrame(s.id, l), l] as const));
  const font = readable(12.5 * u);
  const { wrap, ...shape } = planToolbarShape({
    count: specs.length,
    names: [...names, ...later.map(([, l]) => l)],
    length,
    vertical,
    u,
    font,
    touch: minTouch(scene),
    // Room each side of the widest name, never under 5 CSS px: the words keep off the button's edge.
    side: Math.max(6 * u, 5 * pixelRatio()),
    measure: captionMeasure(font),
    iconsOnly,
  });
  const captions =
    wrap === null
      ? null
      : paintCaptions(
          scene,
          new Map([...specs.map((s, i) => [s.id, names[i]!] as const), ...later]),
          font,
          wrap,
        );
  return { ...shape, captions };
}

/** Lays the buttons out as `plan` says, centred on `at`; the icons' names show on hover and long-press too. */
export function makeToolbar(
  scene: Phaser.Scene,
  specs: readonly ToolSpec[],
  at: ToolbarPlace,
  plan: ToolbarPlan,
  u: number,
  maxGap?: number,
): Button[] {
  const { buttonWidth: width, buttonHeight: height, captions } = plan;
  const spots = toolbarSpots(specs.length, at, plan, u, maxGap);
  return specs.map((spec, i) => {
    const frame = captions?.frames.get(spec.id);
    const button: Button = new Button(scene, {
      id: spec.id,
      label: spec.label,
      icon: spec.icon,
      ...spots[i]!,
      width,
      height,
      onClick: () => spec.onClick(button),
      caption:
        captions && frame
          ? {
              key: captions.key,
              font: captions.font,
              band: captions.height,
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
