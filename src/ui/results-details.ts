// The results' Details tab: the lines under the score (kind words, the adaptive level, the record
// against this opponent) and the charts of the scores and of the lead, fitted into the room left.

import type Phaser from 'phaser';
import { drawDifferenceChart, drawScoreChart } from './chart.ts';
import { chartPlayers } from './chart-data.ts';
import { fitLine } from './fit-text.ts';
import { pixelRatio } from './screen.ts';
import { detailsLineFit } from '../screens/results/buttons-place.ts';
import { THEME, textStyle } from './theme.ts';
import { leadChartRows } from '../game/score-history.ts';
import type { MatchResult } from '../game/events.ts';
import type { ResultsSnapshot } from '../screens/results/results-model.ts';
import type { PaletteName } from './palette.ts';

export interface DetailsRoom {
  left: number;
  width: number;
  top: number;
  bottom: number;
  portrait: boolean;
  u: number;
}

export function drawResultsDetails(
  scene: Phaser.Scene,
  room: DetailsRoom,
  shown: ResultsSnapshot,
  result: MatchResult,
  palettes: readonly [PaletteName, PaletteName],
  marks: boolean,
): void {
  const { left, width: panelW, portrait, u } = room;
  const cx = left + panelW / 2;
  let y = room.top;
  // Secondary lines (the record against this opponent the longest): 13 CSS px at least, wrapped
  // before they shrink, so the longest record stays readable on an upright phone.
  const { font: size, floor } = detailsLineFit(u, pixelRatio());
  for (const line of shown.under) {
    const t = scene.add.text(cx, y - 11 * u, line, textStyle(size, THEME.textDim)).setOrigin(0.5, 0);
    y += Math.max(26 * u, fitLine(t, panelW - 40 * u, floor) + 6 * u);
  }
  y += 6 * u;
  const who = chartPlayers(shown.names, palettes, marks);
  // The person's lead when one person plays; otherwise player 1's, by name.
  const lead = { ...shown.lead };
  const chartsH = room.bottom - y;
  const inner = panelW - 40 * u;
  // A bar per move, or per pair of moves on a game too long for that (said in the title).
  const chartW = portrait ? inner : (panelW - 56 * u) / 2;
  const { rows: leads, pairs, moves } = leadChartRows(result.history, chartW / pixelRatio());
  if (pairs) lead.title += ', every 2 moves';
  if (portrait) {
    const h = (chartsH - 12 * u) / 2;
    drawScoreChart(scene, { x: left + 20 * u, y, width: inner, height: h }, result.history, who, u);
    drawDifferenceChart(
      scene,
      { x: left + 20 * u, y: y + h + 12 * u, width: inner, height: h },
      leads,
      who,
      u,
      { ...lead, moves },
    );
  } else {
    const w = (inner - 16 * u) / 2;
    drawScoreChart(scene, { x: left + 20 * u, y, width: w, height: chartsH }, result.history, who, u);
    drawDifferenceChart(scene, { x: left + 36 * u + w, y, width: w, height: chartsH }, leads, who, u, {
      ...lead,
      moves,
    });
  }
}
