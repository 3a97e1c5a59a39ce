// The board screen's buttons: what each does, its label and icon. The choice of which show in the
// bar and which in the sheet is screens/game/board-controls.ts's.

import type Phaser from 'phaser';
import type { Match } from '../game/match.ts';
import { planControls, SHEET_OPENER } from '../screens/game/board-controls.ts';
import { openBoardSheet } from '../ui/board-sheet.ts';
import { fullscreenToggle } from './a11y-toggles.ts';
import type { ToolSpec } from '../ui/board-toolbar.ts';
import { canShareSheet } from '../ui/share.ts';
import type { BoardCoach } from './board-coach.ts';
import { backToReviewTool } from './board-retry.ts';
import { askMenu, askRestart, shareMatch } from './match-actions.ts';
import { openRulesHelp } from './rules-help.ts';
import type { Services } from './services.ts';
import { CONTROL_WORDS as W } from '../words/board-controls-words.ts';

import { SOUND_LABELS, soundIcon, soundLabel, stepSound } from './sound-step.ts';
import { dialogsOver } from '../ui/dialogs-phaser.ts';
import { routeFrom } from './scene-switch.ts';
import { saveCurrentSettings } from './services.ts';
import { placeWord } from '../game/settings.ts';
import { stepTapOnce, TAP_ONCE, tapOnceOffered } from '../screens/game/tap-once.ts';
import { tapOnceLabel } from '../words/board-controls-words.ts';
import type { BoardView } from '../ui/board-view.ts';

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
  view: () => BoardView,
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
    // "Hint" whether hints are on or off: off, a press asks to turn them on and says why.
    {
      id: 'hint',
      label: W.hint,
      icon: 'icon/hint',
      onClick: () => coach().pressHint(),
    },
    {
      id: 'overlay',
      label: W.overlay,
      shortCaption: W.overlayShort,
      icon: 'icon/overlay',
      // While it is closed early in the game, its name stays under its icon and a badge on the icon
      // says when it opens (board-coach.ts).
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
    // On a board of small squares, to a finger: one quick tap places, or a tap aims first (the default).
    {
      id: TAP_ONCE,
      label: tapOnceLabel(s.settings.tapOnce, placeWord(match().position.layout.grid, 2)),
      icon: '',
      shown: () =>
        tapOnceOffered({ touch: s.pointer === 'touch', smallSquares: view().input.zoom.model.zoomable() }),
      onClick: (b) => {
        const places = placeWord(match().position.layout.grid, 2);
        b.setLabel(stepTapOnce(s.settings, () => saveCurrentSettings(s), places));
      },
    },
  ];
}

/** The board screen's controls as placed: the corner's and the bar's. */
export interface PlacedTools {
  corner: ToolSpec | null;
  bar: ToolSpec[];
}

/**
 * The board screen's controls where board-controls.ts puts them: the way out for the top corner
 * (null when there is none), the bar's buttons with More last, opening the sheet with the rest.
 */
export function placedTools(scene: Phaser.Scene, all: readonly ToolSpec[], u: number): PlacedTools {
  const plan = planControls(all.map((t) => t.id));
  const find = (id: string) => all.find((t) => t.id === id)!;
  const sheet = () => plan.sheet.map(find).filter((t) => t.shown?.() ?? true);
  const bar = plan.bar.map((id) =>
    id === SHEET_OPENER
      ? // Full screen in the sheet is a toggle too: its state is read as the sheet opens.
        sheetOpener(() => {
          openBoardSheet(scene, sheet(), u);
          fullscreenToggle(scene);
        })
      : find(id),
  );
  return { corner: plan.corner === null ? null : find(plan.corner), bar };
}
