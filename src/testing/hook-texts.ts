// The automation hook's readers of what stands on screen in any scene: its buttons, its words and
// the size they are shown at, the results' lines. All in page CSS pixels.

import type Phaser from 'phaser';
import { controlsOf } from '../ui/controls.ts';
import type { CellDivisionHook, HookControl } from './hook-contract.ts';
import { pageBox, type ToPage } from './hook-page.ts';
import { SCENES } from '../scenes/keys.ts';
import { gamePort } from '../scenes/game-port-phaser.ts';
import { scenePort } from '../ui/scene-port-phaser.ts';

type TextReaders = Pick<
  CellDivisionHook,
  'controls' | 'texts' | 'textBoxes' | 'textSizes' | 'smallestText' | 'results' | 'resultsPanel'
>;

/** `shownKey` is the key of the scene in sight, or null while loading. */
export function textReaders(game: Phaser.Game, toPage: ToPage, shownKey: () => string | null): TextReaders {
  return {
    controls() {
      const key = shownKey();
      if (key === null) return [];
      return controlsOf(game.scene.getScene(key)).map((c) => {
        // The container's own touch area (its children may be smaller than the button).
        const t = c.target;
        const w = t.width * t.scaleX;
        const h = t.height * t.scaleY;
        const { x, y, sx, sy } = toPage(t.x - w / 2, t.y - h / 2);
        const control: HookControl = {
          id: c.id,
          label: c.label,
          x,
          y,
          width: w * sx,
          height: h * sy,
          enabled: c.enabled(),
          opacity: t.alpha,
        };
        if (c.badge !== undefined) control.badge = c.badge;
        const n = c.caption;
        if (n) {
          const at = toPage(t.x + (n.x - n.width / 2) * t.scaleX, t.y + (n.y - n.height / 2) * t.scaleY);
          control.caption = {
            text: n.text,
            x: at.x,
            y: at.y,
            width: n.width * t.scaleX * sx,
            height: n.height * t.scaleY * sy,
            css: n.font * t.scaleY * sy,
          };
        }
        return control;
      });
    },
    smallestText() {
      let smallest: { text: string; px: number } | null = null;
      const { sx } = toPage(0, 0);
      const visit = (list: Phaser.GameObjects.GameObject[], scale: number) => {
        for (const o of list) {
          const shown = o as Phaser.GameObjects.GameObject & {
            visible?: boolean;
            alpha?: number;
            scaleX?: number;
            list?: Phaser.GameObjects.GameObject[];
          };
          if (shown.visible === false || shown.alpha === 0) continue;
          const k = scale * (shown.scaleX ?? 1);
          if (o.type === 'Container') visit(shown.list ?? [], k);
          if (o.type !== 'Text') continue;
          const t = o as Phaser.GameObjects.Text;
          if (!t.text.trim()) continue;
          const px = parseFloat(String(t.style.fontSize)) * k * sx;
          if (!smallest || px < smallest.px) smallest = { text: t.text, px };
        }
      };
      for (const key of [SCENES.board, SCENES.results, SCENES.tutorial]) {
        if (!game.scene.isActive(key) && !game.scene.isPaused(key)) continue;
        const scene = game.scene.getScene(key);
        visit(scene.children.list, 1);
        for (const { text, css } of captionSizes(scene, sx))
          if (!smallest || css < smallest.px) smallest = { text, px: css };
      }
      return smallest;
    },
    texts() {
      const key = shownKey();
      if (key === null) return [];
      return scenePort(game.scene.getScene(key)).words();
    },
    textSizes() {
      const out: { text: string; css: number }[] = [];
      const { sy } = toPage(0, 0);
      const walk = (list: Phaser.GameObjects.GameObject[], scale: number) => {
        for (const o of list) {
          const shown = o as Phaser.GameObjects.Text & Phaser.GameObjects.Container;
          if (!shown.visible || shown.alpha === 0) continue;
          if (o.type === 'Container') walk(shown.list, scale * shown.scaleY);
          else if (o.type === 'Text' && shown.text.trim() !== '')
            out.push({
              text: shown.text,
              css: parseFloat(String(shown.style.fontSize)) * scale * shown.scaleY * sy,
            });
        }
      };
      for (const scene of game.scene.getScenes(false)) {
        if (!game.scene.isActive(scene.sys.settings.key) && !game.scene.isPaused(scene.sys.settings.key))
          continue;
        walk(scene.children.list, 1);
        out.push(...captionSizes(scene, sy));
      }
      return out;
    },
    textBoxes() {
      const key = shownKey();
      if (key === null) return [];
      const { sy } = toPage(0, 0);
      return game.scene
        .getScene(key)
        .children.list.filter(
          (o): o is Phaser.GameObjects.Text =>
            o.type === 'Text' &&
            (o as Phaser.GameObjects.Text).visible &&
            (o as Phaser.GameObjects.Text).text.trim() !== '',
        )
        .map((t) => ({
          text: t.text,
          css: parseFloat(String(t.style.fontSize)) * t.scaleY * sy,
          ...pageBox(toPage, t.getBounds()),
          alpha: t.alpha,
        }));
    },
    results: () => gamePort(game).results(),
    resultsPanel() {
      if (!game.scene.isActive(SCENES.results)) return null;
      const panel = game.scene.getScene(SCENES.results).data.get('panel') as
        { x: number; y: number; width: number; height: number } | undefined;
      return panel ? pageBox(toPage, panel) : null;
    },
  };
}

/** The names drawn under the icons of `scene`'s controls in sight (painted images, not Text objects), in CSS px. */
function captionSizes(scene: Phaser.Scene, cssPerPixel: number): { text: string; css: number }[] {
  return controlsOf(scene).flatMap((c) =>
    c.caption && c.target.alpha > 0
      ? [{ text: c.caption.text, css: c.caption.font * c.target.scaleY * cssPerPixel }]
      : [],
  );
}
