// The zoomed board's edge names, drawn (screens/game/zoom-edge-labels.ts decides them): small
// labels in the strips beside the view, off the squares, above the zoomed board (the page's
// depths, so the zoomed camera leaves them to the camera over it), redrawn as the zoom moves.

import Phaser from 'phaser';
import { columnLetter } from '../engine/index.ts';
import type { BoardGeometryFit } from './board-geometry.ts';
import type { BoardZoom } from '../screens/game/board-zoom.ts';
import { zoomEdgeLabels, type EdgeLabel, type NameStrips } from '../screens/game/zoom-edge-labels.ts';
import { THEME, textStyle } from './theme.ts';

/** A name's box beside the zoomed view, in game pixels at `dpr`: a two-figure row number across, a line high. */
export const ZOOM_NAME_CSS = (dpr: number) => ({ width: 24 * dpr, height: 20 * dpr });

export class ZoomEdgeLabels {
  private readonly texts: Phaser.GameObjects.Text[] = [];
  private shownFor = '';

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly fit: BoardGeometryFit,
    private readonly model: BoardZoom,
    private readonly strips: NameStrips,
    private readonly dpr: number,
  ) {
    scene.events.on(Phaser.Scenes.Events.POST_UPDATE, this.follow, this);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () =>
      scene.events.off(Phaser.Scenes.Events.POST_UPDATE, this.follow, this),
    );
  }

  /** Redraws the names where the zoom has moved since the last frame (none while the whole board shows). */
  private follow(): void {
    const { scale, centre } = this.model.snapshot();
    const key = this.model.zoomed() ? `${scale}:${centre.x}:${centre.y}` : '';
    if (key === this.shownFor) return;
    this.shownFor = key;
    if (!key) return this.draw([]);
    const layout = this.fit.layout;
    const squares = Array.from({ length: layout.size }, (_, s) => ({
      row: layout.rowOf[s]!,
      col: layout.colOf[s]!,
      at: this.model.toScreen(this.fit.centre(s)),
    }));
    const d = this.dpr;
    const { rows, cols } = zoomEdgeLabels(squares, this.strips, ZOOM_NAME_CSS(d), {
      row: (r) => String(r + 1),
      col: columnLetter,
    });
    this.draw([...rows, ...cols]);
  }

  private draw(labels: readonly EdgeLabel[]): void {
    const d = this.dpr;
    while (this.texts.length < labels.length)
      this.texts.push(
        this.scene.add
          .text(0, 0, '', textStyle(12 * d, THEME.text, true))
          .setStroke('#06141a', 3 * d)
          .setOrigin(0.5)
          .setDepth(1045),
      );
    this.texts.forEach((t, i) => {
      const l = labels[i];
      t.setVisible(!!l);
      if (l) t.setText(l.text).setPosition(l.x, l.y);
    });
  }
}
