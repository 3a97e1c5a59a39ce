// The zoomed board's edge names, drawn (screens/game/zoom-edge-labels.ts decides them): small dim
// labels on a dark chip at the view's left edge and foot, above the zoomed board (the page's
// depths, so the zoomed camera leaves them to the camera over it), redrawn as the zoom moves.

import Phaser from 'phaser';
import { columnLetter } from '../engine/index.ts';
import type { BoardGeometryFit } from './board-geometry.ts';
import type { BoardZoom, Rect } from '../screens/game/board-zoom.ts';
import { zoomEdgeLabels, type EdgeLabel } from '../screens/game/zoom-edge-labels.ts';
import { THEME, textStyle } from './theme.ts';

export class ZoomEdgeLabels {
  private readonly texts: Phaser.GameObjects.Text[] = [];
  private shownFor = '';

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly fit: BoardGeometryFit,
    private readonly model: BoardZoom,
    private readonly view: Rect,
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
    const { rows, cols } = zoomEdgeLabels(
      squares,
      this.view,
      { width: 24 * d, height: 20 * d },
      { row: (r) => String(r + 1), col: columnLetter },
    );
    this.draw([...rows, ...cols]);
  }

  private draw(labels: readonly EdgeLabel[]): void {
    const d = this.dpr;
    while (this.texts.length < labels.length)
      this.texts.push(
        this.scene.add
          .text(0, 0, '', { ...textStyle(12 * d, THEME.text, true), backgroundColor: '#0b1d24cc' })
          .setPadding(4 * d, 1 * d, 4 * d, 1 * d)
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
