// The review's upright top and key (the layout: screens/review/review-upright.ts): the header's one
// line "Review · move 33 of 42" where the title stands elsewhere, the score under it, the
// progress at that row's end only while the moves are being checked, and the key to the rings and
// marks shown over the chart while "?" is on (a tap on the key or on "?" puts it away).

import type Phaser from 'phaser';
import { Button } from '../ui/button.ts';
import type { Rect } from '../ui/board-geometry.ts';
import { fitLine } from '../ui/fit-text.ts';
import { drawReviewKey, reviewKeyHeight, STACKED_KEY } from '../ui/review-key.ts';
import { roundedRectTexture } from '../ui/shape-texture.ts';
import { THEME } from '../ui/theme.ts';
import { uprightTop } from '../screens/review/review-phone.ts';
import type { ReviewSnapshot } from '../screens/review/review-model.ts';
import type { Layout } from '../engine/index.ts';

export interface UprightTexts {
  title: Phaser.GameObjects.Text;
  score: Phaser.GameObjects.Text;
  progress: Phaser.GameObjects.Text;
}

export class ReviewUpright {
  constructor(
    private readonly texts: UprightTexts,
    private readonly header: Rect,
    private readonly scoreWidth: number,
    headerSize: number,
  ) {
    texts.title
      .setFontSize(headerSize)
      .setOrigin(0, 0.5)
      .setPosition(header.x, header.y + header.height / 2);
    texts.progress.setOrigin(1, 0);
  }

  show(shot: ReviewSnapshot): void {
    const top = uprightTop(shot);
    const { title, score, progress } = this.texts;
    title.setText(top.header);
    fitLine(title, this.header.width);
    progress.setText(top.progress);
    fitLine(progress, this.scoreWidth / 2);
    score.setText(top.score);
    fitLine(score, this.scoreWidth - (top.progress ? progress.displayWidth + 12 : 0));
  }
}

/**
 * The key over `over` (the chart's box), hidden until "?" (`help`, centred) is tapped; returns
 * what the hook reports of it.
 */
export function keyBehindHelp(
  scene: Phaser.Scene,
  over: Rect,
  help: Rect,
  u: number,
  grid: Layout['grid'],
): { box: Rect; words: string[] } {
  const before = new Set(scene.children.list);
  const panel = scene.add
    .image(
      over.x + over.width / 2,
      over.y + over.height / 2,
      roundedRectTexture(scene, {
        width: over.width,
        height: over.height,
        radius: 12 * u,
        fill: THEME.panel,
        stroke: THEME.panelEdge,
        strokeWidth: 1.5 * u,
      }),
    )
    .setInteractive();
  const inset = 12 * u;
  const keyH = reviewKeyHeight(u, STACKED_KEY);
  const at = {
    x: over.x + inset,
    y: over.y + (over.height - keyH) / 2,
    width: over.width - 2 * inset,
    height: keyH,
  };
  const drawn = drawReviewKey(scene, at, u, grid, STACKED_KEY);
  // Over the chart and its marker while shown.
  const parts = scene.children.list.filter(
    (o) => !before.has(o),
  ) as unknown as (Phaser.GameObjects.Components.Visible & Phaser.GameObjects.Components.Depth)[];
  for (const p of parts) p.setDepth(2);
  const button = new Button(scene, {
    id: 'review:key',
    label: 'What the rings and colours mean',
    words: '?',
    ...help,
    fontSize: 22 * u,
    onClick: () => show(!open),
  });
  let open = false;
  const show = (on: boolean) => {
    open = on;
    for (const p of parts) p.setVisible(on);
    button.setSelected(on);
  };
  panel.on('pointerup', () => show(false));
  show(false);
  return drawn;
}
