// The board model's ports for its words to the person (screens/game/board-model.ts): the verb for a
// press by the input in use, and for the one word on the cells' small figures
// (screens/game/count-notice.ts) whether a figure is in sight (a cell of the board in play with
// many pieces, as its sprite decides: ui/piece-numeral.ts) and the device's
// memory that it was said; and for the one word on the zoom (screens/game/hold-tip.ts) whether the
// board in sight zooms under a finger, and the device's memory of that word and of the drag's (pan-tip.ts);
// and the board view's aim tips (aimTips).

import { quietCell, quietFigure } from '../ui/quiet-cells.ts';
import { saveSettings } from '../game/settings.ts';
import { pressVerb } from '../words/press-words.ts';
import type { CountNoticePorts } from '../screens/game/count-notice.ts';
import type { CornerTouchPorts } from '../screens/game/corner-touch.ts';
import type { HoldTipPorts } from '../screens/game/hold-tip.ts';
import type { GainTipPorts } from '../screens/game/gain-tip.ts';
import type { PanTipPorts } from '../screens/game/pan-tip.ts';
import type { RuleTipPorts } from '../screens/game/rule-tip.ts';
import { loadHistory } from '../game/game-history.ts';
import { guidedOfferDeclined } from '../game/tutorial-match.ts';
import type { CaptureCaption } from '../screens/game/capture-stage.ts';
import type { VariantTipPorts } from '../screens/game/variant-tip.ts';
import type { RingNoticePorts } from '../screens/game/ring-notice.ts';
import type { JumpCostPorts } from '../screens/game/jump-notice.ts';
import { zoomsUnder } from '../screens/game/board-zoom.ts';
import { countsShown, pieceNumeral } from '../ui/piece-numeral.ts';
import { pixelRatio } from '../ui/screen.ts';
import { gameKeep, type Services } from './services.ts';
import type { FirstAim } from '../screens/game/game-keep.ts';
import type { QuickAimTipPorts } from '../screens/game/zoom-control.ts';
import { oneTapPorts } from '../screens/game/one-tap-offer.ts';

/** The board model's `press`, `counts`, `cornerTouch`, `holdTip`, `panTip`, `ruleTip`, `caption`, `captureTip`, `stemTip`, `ringTold` and `jumpCost`, for the board the scene has drawn (s.board; none yet: no figure in sight). */
export function boardWordPorts(s: Services): {
  press: () => string;
  counts: CountNoticePorts;
  cornerTouch: CornerTouchPorts;
  holdTip: HoldTipPorts;
  gainTip: GainTipPorts;
  panTip: PanTipPorts;
  ruleTip: RuleTipPorts;
  caption: (caption: CaptureCaption) => void;
  captureTip: VariantTipPorts;
  stemTip: VariantTipPorts;
  ringTold: RingNoticePorts;
  jumpCost: JumpCostPorts;
} {
  return {
    press: () => pressVerb(s.pointer ?? 'touch'),
    counts: countNoticePorts(s),
    cornerTouch: {
      told: () => s.settings.cornerTouchTold,
      tell: () => {
        s.settings.cornerTouchTold = true;
        saveSettings(s.store, s.settings);
      },
    },
    holdTip: holdTipPorts(s),
    gainTip: {
      told: () => s.settings.gainTipTold,
      tell: () => {
        s.settings.gainTipTold = true;
        saveSettings(s.store, s.settings);
      },
      pointer: () => s.pointer ?? 'touch',
    },
    panTip: {
      told: () => s.settings.panTold,
      tell: () => {
        s.settings.panTold = true;
        saveSettings(s.store, s.settings);
      },
    },
    ruleTip: {
      firstGame: () => guidedOfferDeclined(s.store) && loadHistory(s.store).length === 0,
      told: () => s.settings.ruleTold,
      tell: () => {
        s.settings.ruleTold = true;
        saveSettings(s.store, s.settings);
      },
      verb: () => pressVerb(s.pointer ?? 'touch', true),
      fallingTold: () => s.settings.fallingTold,
      tellFalling: () => {
        s.settings.fallingTold = true;
        saveSettings(s.store, s.settings);
      },
    },
    // Over the board in sight (capture-stage.ts); none drawn yet, nothing to float over.
    caption: (caption) => s.board?.view.variantCells.caption(caption),
    captureTip: {
      told: () => s.settings.captureTipTold,
      tell: () => {
        s.settings.captureTipTold = true;
        saveSettings(s.store, s.settings);
      },
    },
    stemTip: {
      told: () => s.settings.stemTipTold,
      tell: () => {
        s.settings.stemTipTold = true;
        saveSettings(s.store, s.settings);
      },
    },
    ringTold: {
      toldGames: () => s.settings.ringToldGames,
      tell: () => {
        s.settings.ringToldGames++;
        saveSettings(s.store, s.settings);
      },
    },
    jumpCost: {
      told: () => s.settings.jumpCostTold,
      tell: () => {
        s.settings.jumpCostTold = true;
        saveSettings(s.store, s.settings);
      },
    },
  };
}

function holdTipPorts(s: Services): HoldTipPorts {
  return {
    magnifies: () => {
      const f = s.board?.view.fit;
      const touch = (s.pointer ?? 'touch') === 'touch';
      return !!f && zoomsUnder(f.square / pixelRatio(), touch);
    },
    told: () => s.settings.zoomTold,
    tell: () => {
      s.settings.zoomTold = true;
      saveSettings(s.store, s.settings);
    },
  };
}

function countNoticePorts(s: Services): CountNoticePorts {
  return {
    shown: (position) => {
      const f = s.board?.view.fit;
      if (!f || f.layout !== position.layout || !countsShown(true, position.rules.scoring)) return false;
      // Every cell's frame is the same size: a figure shows beside the pieces, or on a quiet cell's body.
      const frameCss = f.cellPlacement(0).size / pixelRatio();
      for (let sq = 0; sq < position.layout.size; sq++) {
        const owner = position.owner[sq]!;
        if (owner !== 1 && owner !== 2) continue;
        const [grid, mask] = [position.layout.grid, position.pattern[sq]!];
        if (pieceNumeral(grid, mask, true, frameCss) !== null) return true;
        // A small cell drawn quietly carries its figure on its body (quiet-cells.ts).
        if (quietCell(grid, frameCss, true) && quietFigure(grid, mask, frameCss).count !== null) return true;
      }
      return false;
    },
    told: () => s.settings.countsExplained,
    tell: () => {
      s.settings.countsExplained = true;
      saveSettings(s.store, s.settings);
    },
    pointer: () => s.pointer ?? 'touch',
    firstGame: () => loadHistory(s.store).length === 0,
    retry: () => (s.match?.retryOf ?? null) !== null,
  };
}

/** The board view's aim tips (board's and puzzle's): the visit's first aim, and the device's first quick aim on small squares. */
export function aimTips(s: Services): { firstAim: FirstAim; quickAimTip: QuickAimTipPorts } {
  return {
    firstAim: gameKeep(s).firstAim,
    quickAimTip: {
      told: () => s.settings.quickAimTold,
      tell: () => {
        s.settings.quickAimTold = true;
        saveSettings(s.store, s.settings);
      },
      oneTap: oneTapPorts(s.settings, () => saveSettings(s.store, s.settings)),
    },
  };
}
