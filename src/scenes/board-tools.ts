// The board screen's buttons: what each does, its label and icon. The choice of which show in the
// bar and which in the sheet is screens/game/board-controls.ts's.

import type Phaser from 'phaser';
import type { Match } from '../game/match.ts';
import { planControls, SHEET_OPENER } from '../screens/game/board-controls.ts';
import { BEST_MOVES_STAND_IN } from '../screens/game/best-offer.ts';
import type { BarPlan } from '../screens/game/board-bar.ts';
import type { Button } from '../ui/button.ts';
import type { Metrics } from '../ui/screen.ts';
import { openBoardSheet } from '../ui/board-sheet.ts';
import { fullscreenToggle } from './a11y-toggles.ts';
import { makeBar, planBoardBar, type ToolSpec } from '../ui/board-toolbar.ts';
import { canShareSheet } from '../ui/share.ts';
import type { BoardCoach } from './board-coach.ts';
import { backToReviewTool } from './board-retry.ts';
import { askMenu, askRestart, shareMatch } from './match-actions.ts';
import { openRulesHelp } from './rules-help.ts';
import type { Services } from './services.ts';
import { CONTROL_WORDS as W } from '../words/board-controls-words.ts';
import { overlayCaptions } from '../screens/game/overlay-captions.ts';

import { SOUND_LABELS, soundIcon, soundLabel, stepSound } from './sound-step.ts';
import { dialogsOver } from '../ui/dialogs-phaser.ts';
import { routeFrom } from './scene-switch.ts';

/** The bar's button that opens the sheet with the rest (board-controls.ts's SHEET_OPENER). */
export function sheetOpener(open: () => void): ToolSpec {
  return { id: SHEET_OPENER, label: W.more, icon: 'icon/menu', onClick: open };
}

/** The board screen's buttons, in their order on screen (board-controls.ts puts them in the bar or the sheet). */
export function boardToolSpecs(
  scene: Phaser.Scene,
  s: Services,
  match: () => Match,
  coach: () => BoardCoach,
  u: number,
): ToolSpec[] {
  return [
    { id: 'undo', label: W.undo, icon: 'icon/undo', onClick: () => match().undo() },
    {
      id: 'restart',
      label: W.restart,
      icon: 'icon/restart',
      onClick: () => askRestart(dialogsOver(scene, u), s, match()),
    },
    {
      id: 'share',
      label: canShareSheet() ? W.share : W.copyLink,
      icon: 'icon/share',
      onClick: () => void shareMatch(s),
    },
    backToReviewTool(scene, s) ?? {
      id: 'menu',
      label: W.menu,
      icon: 'icon/menu',
      onClick: () => askMenu(dialogsOver(scene, u), routeFrom(scene), s),
    },
    {
      id: 'sound',
      label: soundLabel(s),
      icon: soundIcon(s),
      laterLabels: SOUND_LABELS,
      onClick: (b) => stepSound(s, b),
    },
    {
      id: 'fullscreen',
      label: W.fullscreen,
      caption: W.fullscreenCaption,
      icon: 'icon/fullscreen',
      onClick: () =>
        scene.scale.isFullscreen ? scene.scale.stopFullscreen() : scene.scale.startFullscreen(),
    },
    { id: 'hint', label: W.hint, icon: 'icon/hint', onClick: () => coach().pressHint() },
    {
      id: 'overlay',
      label: W.overlay,
      shortCaption: W.overlayShort,
      icon: 'icon/overlay',
      // While it is closed early in the game, the words under its icon say from when it opens, on
      // the upright phone's short bar too (its buttons widen to hold them).
      laterLabels: overlayCaptions(match().position),
      // In the sheet (while it waits for its place in the bar) a press on it closed says why, as the bar's does.
      onClick: () => coach().pressOverlay(),
    },
    {
      id: 'help',
      label: W.help,
      shortCaption: W.helpShort,
      icon: 'icon/info',
      onClick: () => openRulesHelp(scene, s, match().position.rules, u),
    },
  ];
}

/** The board screen's controls as placed: the corner's, the bar's, and the one standing in Best moves' place. */
export interface PlacedTools {
  corner: ToolSpec | null;
  bar: ToolSpec[];
  /** The control in Best moves' place in the bar until Best moves is offered (best-offer.ts), or null. */
  standIn: ToolSpec | null;
}

/**
 * The board screen's controls where board-controls.ts puts them: the way out for the top corner
 * (null when there is none), the bar's buttons with More last, opening the sheet with the rest.
 * Until `offered()` says Best moves has earned its place, How to play stands in it and Best moves
 * heads the sheet instead.
 */
export function placedTools(
  scene: Phaser.Scene,
  all: readonly ToolSpec[],
  u: number,
  offered: () => boolean,
): PlacedTools {
  const plan = planControls(all.map((t) => t.id));
  const find = (id: string) => all.find((t) => t.id === id)!;
  const standIn =
    plan.bar.includes('overlay') && plan.sheet.includes(BEST_MOVES_STAND_IN)
      ? find(BEST_MOVES_STAND_IN)
      : null;
  const sheet = () =>
    standIn && !offered()
      ? [find('overlay'), ...plan.sheet.filter((id) => id !== standIn.id).map(find)]
      : plan.sheet.map(find);
  const bar = plan.bar.map((id) =>
    id === SHEET_OPENER
      ? // Full screen in the sheet is a toggle too: its state is read as the sheet opens.
        sheetOpener(() => {
          openBoardSheet(scene, sheet(), u);
          fullscreenToggle(scene);
        })
      : find(id),
  );
  return { corner: plan.corner === null ? null : find(plan.corner), bar, standIn };
}

/** The bar's plan for `placed`: Best moves' place made wide enough for the words of the one standing in it. */
export function planPlacedBar(placed: PlacedTools, m: Metrics, pad: number): BarPlan {
  const standIn = placed.standIn;
  if (!standIn) return planBoardBar(placed.bar, m, pad);
  const names = (s: ToolSpec) => [s.caption ?? s.label];
  const specs = placed.bar.map((s) =>
    s.id === 'overlay'
      ? {
          ...s,
          laterLabels: [...(s.laterLabels ?? []), ...names(standIn)],
          shortLaterLabels: [
            ...(s.shortLaterLabels ?? s.laterLabels ?? []),
            standIn.shortCaption ?? names(standIn)[0]!,
          ],
        }
      : s,
  );
  return planBoardBar(specs, m, pad);
}

/** The bar's buttons as `plan` says, the stand-in in Best moves' place (the coach shows one of the two). */
export function makePlacedBar(scene: Phaser.Scene, placed: PlacedTools, plan: BarPlan): Button[] {
  const at = placed.bar.findIndex((s) => s.id === 'overlay');
  if (!placed.standIn || at < 0) return makeBar(scene, placed.bar, plan);
  // Next to it in the keys' order too: Tab goes Undo, Hint, the one of the two shown, More.
  const specs = [...placed.bar.slice(0, at + 1), placed.standIn, ...placed.bar.slice(at + 1)];
  const buttons = [...plan.buttons.slice(0, at + 1), plan.buttons[at]!, ...plan.buttons.slice(at + 1)];
  return makeBar(scene, specs, { ...plan, buttons });
}
