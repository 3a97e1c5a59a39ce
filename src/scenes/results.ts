// Results: over the paused board, the winner and scores, the adaptive opponent's new skill, the
// charts of the scores and their difference, and play again / switch who moves first / copy a
// link to the game / menu. The close button (or Esc) puts the panel aside to study the final
// board; a tap anywhere, Esc or Enter brings it back. The words, the buttons and where each goes
// are the results model's (screens/results/results-model.ts); this scene draws them.

import Phaser from 'phaser';
import { commonFontSize } from '../ui/readable.ts';
import { Button } from '../ui/button.ts';
import { drawDifferenceChart, drawScoreChart } from '../ui/chart.ts';
import { chartPlayers } from '../ui/chart-data.ts';
import { burstCells } from '../ui/celebration.ts';
import { reducedMotion } from '../ui/motion.ts';
import { countScoreLine } from '../ui/score-count.ts';
import { fitScoreLine } from '../ui/score-line-fit.ts';
import { matchPalettes } from '../ui/colours.ts';
import { addResultsTitle, moodColour } from '../ui/results-title.ts';
import { leadChartRows } from '../game/score-history.ts';
import { paletteCss } from '../ui/palette.ts';
import { installKeyboard, type KeyboardFocus } from '../ui/keyboard-focus.ts';
import { addModalPanel } from '../ui/modal-panel.ts';
import { registerControl } from '../ui/controls.ts';
import { roundedRectTexture } from '../ui/shape-texture.ts';
import { metrics, minTouch, pixelRatio } from '../ui/screen.ts';
import { fitLine, leastScale } from '../ui/fit-text.ts';
import { THEME, textStyle } from '../ui/theme.ts';
import { SCENES } from './keys.ts';
import { usedHelp } from '../screens/game/coach-model.ts';
import { leaveForMenu, shareMatch } from './match-actions.ts';
import { canShareSheet } from '../ui/share.ts';
import { setBoardInSight } from '../ui/board-notice-place.ts';
import { saveBoardOf, unsavedBoard } from './results-save-board.ts';
import { newMatch, saveCurrentSettings, type Services } from './services.ts';
import {
  ResultsModel,
  type ResultsAction,
  type ResultsButton,
  type ResultsSnapshot,
} from '../screens/results/results-model.ts';
import { routeFrom } from './scene-switch.ts';
import { dialogsOver } from '../ui/dialogs-phaser.ts';

export class ResultsScene extends Phaser.Scene {
  /** Everything of the panel, hidden together while the player looks at the board. */
  private panelObjects: Phaser.GameObjects.GameObject[] = [];
  private backToResults: Phaser.GameObjects.GameObject[] = [];
  private peeking = false;
  private keys: KeyboardFocus | null = null;
  private saveButton: Button | null = null;
  private model!: ResultsModel;
  /** Whether this run of the scene drew results (it stops at once without a finished match). */
  private drawnResults = false;

  constructor(private readonly services: Services) {
    super(SCENES.results);
  }

  create(data?: { peeking?: boolean }): void {
    const s = this.services;
    const match = s.match;
    const result = match?.result;
    this.drawnResults = false;
    if (!match || !result) {
      routeFrom(this).close();
      return;
    }
    this.drawnResults = true;
    const { u, width, portrait } = metrics(this);
    const model = new ResultsModel({
      result,
      settings: s.settings,
      saveSettings: () => saveCurrentSettings(s),
      usedHelp: usedHelp(match),
      fromBuilder: s.fromBuilder === true,
      unsavedBoard: unsavedBoard(s, match.setup.rules),
      canShareSheet: canShareSheet(),
      peeking: data?.peeking ?? false,
      reducedMotion: reducedMotion(),
    });
    this.model = model;
    const shown = model.snapshot();
    const names = shown.names;
    const palettes = matchPalettes(result.players, s.settings.people);

    const {
      left,
      top,
      width: panelW,
      height: panelH,
    } = addModalPanel(this, u, {
      maxWidth: 760 * u,
      maxHeight: (portrait ? 720 : 560) * u,
      radius: 22 * u,
      shade: 0.72,
    });

    this.data.set('panel', { x: left, y: top, width: panelW, height: panelH });
    const cx = width / 2;
    const closeSize = Math.max(40 * u, minTouch(this));
    const title = addResultsTitle(this, shown.title, {
      left,
      top,
      width: panelW,
      closeSize,
      margin: 10 * u,
      u,
    });
    const titleText = title.text;
    titleText.setShadow(0, 3 * u, '#000', 6 * u, false, true).setColor(moodColour(shown.mood));
    // The title's box as grown: the burst keeps off it, and off the close button.
    const titleBox = titleText.getBounds();
    this.tweens.add({ targets: titleText, scale: { from: 0.6, to: 1 }, duration: 500, ease: 'Back.easeOut' });
    if (shown.burst && result.winner !== 0) {
      burstCells(this, titleBox, palettes[result.winner - 1], 34 * u, Math.min(panelW, 520 * u) / 2, 22, [
        title.close,
      ]);
    }
    let y = title.below;
    const parts = [
      this.add
        .text(
          cx - 20 * u,
          y,
          `${names[0]}  ${result.scores[0]}`,
          textStyle(28 * u, paletteCss(palettes[0]), true),
        )
        .setOrigin(1, 0.5),
      this.add.text(cx, y, '–', textStyle(28 * u, THEME.text)).setOrigin(0.5),
      this.add
        .text(
          cx + 20 * u,
          y,
          `${result.scores[1]}  ${names[1]}`,
          textStyle(28 * u, paletteCss(palettes[1]), true),
        )
        .setOrigin(0, 0.5),
    ];
    parts.forEach((p) => p.setStroke('#06141a', 4 * u));
    // Long names (two people, "Adaptive (level 4)") shrink the score line, then are cut: each side in its half.
    const side = (i: 0 | 1, name: string) =>
      i === 0 ? `${name}  ${result.scores[0]}` : `${result.scores[1]}  ${name}`;
    const fit = fitScoreLine(
      names,
      (i, name) => parts[2 * i]!.setText(side(i, name)).width,
      (panelW - 40 * u) / 2,
      20 * u,
      leastScale(parts[0]!),
    );
    // The whole line is centred, not its dash: sides of unequal width would push it off centre.
    ([0, 1] as const).forEach((i) => parts[2 * i]!.setText(side(i, fit.names[i])).setScale(fit.scale));
    const shift = (parts[0]!.displayWidth - parts[2]!.displayWidth) / 2;
    ([0, 1] as const).forEach((i) => parts[2 * i]!.setX(cx + shift + (2 * i - 1) * 20 * u * fit.scale));
    parts[1]!.setScale(fit.scale).setX(cx + shift);
    if (!data?.peeking) countScoreLine(this, shown.ending, [parts[0]!, parts[2]!], result.scores, fit.names);
    y += 34 * u;
    // Kind words after a loss, the adaptive level, and the record against this opponent here.
    for (const line of shown.under) {
      const t = this.add.text(cx, y - 11 * u, line, textStyle(17 * u, THEME.textDim)).setOrigin(0.5, 0);
      y += Math.max(26 * u, fitLine(t, panelW - 40 * u) + 6 * u);
    }
    y += 6 * u;
    const who = chartPlayers(names, palettes, s.settings.marks);
    // The person's lead when one person plays; otherwise player 1's, by name.
    const lead = { ...shown.lead };
    const specs = shown.buttons.map((b) => this.spec(b));
    const labels = specs.map((b) => b.label);
    const bh = Math.max(54 * u, minTouch(this));
    const rowGap = 10 * u;
    const widthFor = (n: number) => Math.min(210 * u, (panelW - (20 + 14 * n) * u) / n);
    // One row where every label stays readable (13 CSS px), else two rows (a phone's width).
    const oneRow =
      commonFontSize(this, labels, widthFor(specs.length) * 0.88, 20 * u, true) >= 13 * pixelRatio();
    const rows = oneRow ? [specs] : [specs.slice(0, 3), specs.slice(3)];
    const chartsH = top + panelH - y - 96 * u - (rows.length - 1) * (bh + rowGap);
    const inner = panelW - 40 * u;
    // A bar per move, or per pair of moves on a game too long for that (said in the title).
    const chartW = portrait ? panelW - 40 * u : (panelW - 56 * u) / 2;
    const { rows: leads, pairs, moves } = leadChartRows(result.history, chartW / pixelRatio());
    if (pairs) lead.title += ', every 2 moves';
    if (portrait) {
      const h = (chartsH - 12 * u) / 2;
      drawScoreChart(this, { x: left + 20 * u, y, width: inner, height: h }, result.history, who, u);
      drawDifferenceChart(
        this,
        { x: left + 20 * u, y: y + h + 12 * u, width: inner, height: h },
        leads,
        who,
        u,
        { ...lead, moves },
      );
    } else {
      const w = (inner - 16 * u) / 2;
      drawScoreChart(this, { x: left + 20 * u, y, width: w, height: chartsH }, result.history, who, u);
      drawDifferenceChart(this, { x: left + 36 * u + w, y, width: w, height: chartsH }, leads, who, u, {
        ...lead,
        moves,
      });
    }

    const bw = widthFor(Math.max(...rows.map((row) => row.length)));
    // One text size for all the buttons, the one at which the longest label fits.
    const fontSize = commonFontSize(this, labels, bw * 0.88, 20 * u, true);
    rows.forEach((row, r) => {
      const by = top + panelH - 50 * u - (rows.length - 1 - r) * (bh + rowGap);
      const total = row.length * bw + (row.length - 1) * 14 * u;
      row.forEach((b, i) => {
        const made = new Button(this, {
          id: b.id,
          label: b.label,
          primary: b.primary,
          x: (width - total) / 2 + bw / 2 + i * (bw + 14 * u),
          y: by,
          width: bw,
          height: bh,
          fontSize,
          onClick: b.onClick,
        });
        if (b.id === 'save-board') this.saveButton = made;
      });
    });
    new Button(this, {
      id: 'see-board',
      label: 'See the board',
      icon: 'icon/close',
      x: title.close.x + closeSize / 2,
      y: title.close.y + closeSize / 2,
      width: closeSize,
      height: closeSize,
      onClick: () => this.act(model.press('see-board')),
    });
    this.panelObjects = [...this.children.list];
    this.backToResults = this.makeWayBack(u);
    this.keys = installKeyboard(
      this,
      { onEnter: () => this.act(model.enter()), onEscape: () => this.act(model.escape()) },
      u,
    );
    // A resize restarts the scene: the player who was looking at the board still is.
    this.show(shown.peeking);
    if (shown.ending.board !== 'divide' && !data?.peeking) s.sounds.play(shown.sound);
    this.scale.on('resize', this.onResize, this);
    this.events.once('shutdown', () => {
      this.scale.off('resize', this.onResize, this);
      setBoardInSight(false);
    });
  }

  /**
   * While the panel is aside the whole screen is the way back (the board scene stays paused
   * under the results, so nothing there takes a tap), labelled in the band of the board's
   * status line, where it hides nothing else; the final score stays in view in the HUD.
   */
  private makeWayBack(u: number): Phaser.GameObjects.GameObject[] {
    const { width, height } = this.scale;
    const anywhere = this.add
      .container(width / 2, height / 2)
      .setSize(width, height)
      .setInteractive({ useHandCursor: true });
    const back = () => this.act(this.model.press('back-to-results'));
    anywhere.on('pointerup', back);
    registerControl(this, {
      id: 'back-to-results',
      label: 'Back to the results',
      target: anywhere,
      enabled: () => true,
      press: back,
    });
    const band = this.services.board?.hud.statusAnchor() ?? {
      x: width / 2,
      y: 40 * u,
      width,
      height: 30 * u,
    };
    const words = this.sys.game.device.input.touch
      ? 'Tap anywhere for the results'
      : 'Click anywhere or press Esc for the results';
    const label = this.add.text(band.x, band.y, words, textStyle(18 * u, THEME.text, true)).setOrigin(0.5);
    const pillH = Math.max(band.height, label.height + 6 * u);
    const pillW = Math.min(band.width, label.width + 36 * u);
    if (label.width > pillW - 20 * u) label.setScale((pillW - 20 * u) / label.width);
    const pill = this.add.image(
      band.x,
      band.y,
      roundedRectTexture(this, {
        width: pillW,
        height: pillH,
        radius: pillH / 2,
        fill: THEME.panel,
        fillAlpha: 0.96,
        stroke: THEME.accent,
        strokeWidth: 2 * u,
      }),
    );
    label.setDepth(1);
    return [anywhere, pill, label, ...this.asideButtons(u)];
  }

  /**
   * Where the board's toolbar stood (hidden while the panel is aside): the way back to the results
   * and the way to the menu, as buttons in sight.
   */
  private asideButtons(u: number): Button[] {
    const { width, height } = this.scale;
    const bars = (this.services.board?.toolbar ?? []).map((b) => b.getBounds());
    const size = Math.max(48 * u, minTouch(this));
    const box =
      bars.length > 0
        ? bars.reduce((a, b) => Phaser.Geom.Rectangle.Union(a, b))
        : new Phaser.Geom.Rectangle(12 * u, height - 12 * u - size, width - 24 * u, size);
    const across = box.width >= box.height;
    const gap = 12 * u;
    const h = Math.max(size, across ? Math.min(box.height, 64 * u) : size);
    // The ways out first and Results last, so Menu stands near where the toolbar's Menu stood.
    const specs = this.model.snapshot().aside.map((b) => this.spec(b));
    const n = specs.length;
    // Down a narrow column (the bar in landscape) the words want more width: the buttons reach
    // out of it to the left, their right edges kept on the screen.
    const w = across
      ? Math.min(220 * u, (box.width - (n - 1) * gap) / n)
      : Math.max(box.width, size, 120 * u);
    const columnX = Math.min(box.centerX, width - gap / 2 - w / 2);
    return specs.map((b, i) =>
      new Button(this, {
        ...b,
        width: w,
        height: h,
        fontSize: Math.max(18 * u, 14 * pixelRatio()),
        x: across ? box.centerX + (i - (n - 1) / 2) * (w + gap) : columnX,
        y: across ? box.centerY : box.centerY + (i - (n - 1) / 2) * (h + gap),
      }).setDepth(2),
    );
  }

  /** The results as their model says them (title and lines, buttons, put aside or not), or null when none are drawn. */
  shownResults(): ResultsSnapshot | null {
    return this.drawnResults ? this.model.snapshot() : null;
  }

  /** A button of the model's, with its press handed to the model. */
  private spec(b: ResultsButton): ResultsButton & { onClick: () => void } {
    return { ...b, onClick: () => this.act(this.model.press(b.id)) };
  }

  /** Does what a press asked. */
  private act(action: ResultsAction): void {
    const s = this.services;
    switch (action.kind) {
      case 'play':
        newMatch(s, action.setup);
        routeFrom(this).fromResults(SCENES.board);
        return;
      case 'review':
        // The review (its Results button comes back here); "See where it turned": at the costliest move.
        routeFrom(this).fromResults(SCENES.review, { turned: action.turned === true });
        return;
      case 'share':
        // Copies a link that opens this finished game (or shows it, without a clipboard).
        void shareMatch(s);
        return;
      case 'save-board':
        saveBoardOf(dialogsOver(this), s, action.board, () => {
          this.model.boardSaved();
          this.saveButton?.setLabel('Saved').setEnabled(false);
        });
        return;
      case 'leave':
        leaveForMenu(s, routeFrom(this), action.to === 'builder');
        return;
      case 'peek':
        this.show(action.aside);
        return;
      case 'none':
        return;
    }
  }

  /** Shows the panel, or puts it aside to show the final board. */
  private show(aside: boolean): void {
    this.peeking = aside;
    // Aside, the page's notices (a link copied, a board saved) go to the board's place, clear of its scores.
    setBoardInSight(aside);
    // The focus was on a button of the side now hidden: Enter must not press it unseen.
    this.keys?.clearFocus();
    for (const o of this.panelObjects)
      (o as unknown as Phaser.GameObjects.Components.Visible).setVisible?.(!aside);
    for (const o of this.backToResults)
      (o as unknown as Phaser.GameObjects.Components.Visible).setVisible?.(aside);
    // Only the shown side takes taps, whatever the renderer decides about hidden objects.
    for (const o of this.panelObjects) if (o.input) o.input.enabled = !aside;
    for (const o of this.backToResults) if (o.input) o.input.enabled = aside;
    // The board's toolbar takes no tap while paused under the results: it is not shown as if it did.
    const toolbar = this.model.snapshot().toolbarShown;
    for (const b of this.services.board?.toolbar ?? []) b.setVisible(toolbar);
  }

  private onResize(): void {
    routeFrom(this).again({ peeking: this.peeking });
  }
}
