// The board builder: a grid to tap or drag squares on and off, its size, presets and shape
// changes, gravity with its broken columns marked, the board's facts, who plays (changed on the
// menu's page), and Play, Save, the saved boards, Copy id, Share and Paste. The board being built
// lives in the services, so a resize, a test game or a trip to the menu finds it again.

import Phaser from 'phaser';
import { PRESETS } from '../game/board-builder.ts';
import { BuilderModel, PRESET_LABELS, type BuilderView } from '../screens/builder/builder-model.ts';
import { createAgentWorker } from '../ai/browser-worker.ts';
import { MAX_SOLVE_SQUARES, SolveClient } from '../ai/solve-client.ts';
import { buildLink } from '../game/links.ts';
import { layoutOf } from '../game/settings.ts';
import { loadSkill } from '../game/skill.ts';
import { drawSceneBackground } from '../ui/backdrop.ts';
import { BuilderGrid } from '../ui/builder-grid.ts';
import { A11yBuilderGrid } from '../ui/a11y-builder-grid.ts';
import { Button } from '../ui/button.ts';
import { buttonRows } from '../ui/button-rows.ts';
import { installKeyboard } from '../ui/keyboard-focus.ts';
import { cutToWidth } from '../ui/menu-cards.ts';
import { readable } from '../ui/readable.ts';
import { clearNotices } from '../ui/notice.ts';
import { metrics, minTouch } from '../ui/screen.ts';
import { THEME, textStyle } from '../ui/theme.ts';
import { boardKeeping, copyText, shareBoardLink } from './builder-keeping.ts';
import { keptBuilderQuestion, PLAY_REPLACE_KEY } from '../screens/builder/board-keeping.ts';
import { confirmDialog } from '../ui/confirm.ts';
import { placeBuilderNotices } from './builder-notice-slot.ts';
import { nameSizeButtons } from './a11y-builder-names.ts';
import { SCENES } from './keys.ts';
import { keptQuestion, type Services } from './services.ts';
import { playBuiltBoard } from './builder-play.ts';
import { whoPlaysOn } from './builder-who.ts';
import { scenePort } from '../ui/scene-port-phaser.ts';
import { routeFrom } from './scene-switch.ts';
import { dialogsOver } from '../ui/dialogs-phaser.ts';

/** The height of the who-plays line over Play, in units. */
const WHO_LINE = 24;

export class BuilderScene extends Phaser.Scene {
  private model!: BuilderModel;
  private view!: BuilderGrid;
  private rowsText!: Phaser.GameObjects.Text;
  private colsText!: Phaser.GameObjects.Text;
  private whoText!: Phaser.GameObjects.Text;
  private whoWidth = 0;
  private factsText!: Phaser.GameObjects.Text;
  private problemText!: Phaser.GameObjects.Text;
  private gravityButton!: Button;
  private stemButton!: Button;
  private keeping: ReturnType<typeof boardKeeping> | null = null;
  private u = 1;
  /** Captions over the button groups, where the screen has room for them (not on a phone). */
  private captions = true;

  constructor(private readonly services: Services) {
    super(SCENES.builder);
  }

  create(): void {
    const s = this.services;
    // The board being built outlives the scene: a resize, a test game or a trip to the menu finds it again.
    s.builderModel ??= new BuilderModel({
      store: s.store,
      settings: () => s.settings,
      opening: s.building ?? null,
      menuBoard: () => layoutOf(s.settings),
      whoPlays: (id) => whoPlaysOn(s.settings, id, loadSkill(s.store)),
      makeSolver: () => new SolveClient(() => createAgentWorker()),
      solveSquares: MAX_SOLVE_SQUARES,
      keep: (id) => {
        s.building = id;
      },
    });
    const model = s.builderModel;
    this.model = model;
    const { u, width, height, portrait } = metrics(this);
    this.u = u;
    this.captions = !portrait;
    drawSceneBackground(this);
    const pad = 12 * u;
    const rowH = Math.max(40 * u, minTouch(this));
    const gap = (portrait ? 6 : 8) * u;
    const font = Math.min(16 * u, rowH * 0.38);

    // The top row: back to the menu, then each size as − count + ("− Rows 5 +"), room kept for 12.
    // Named beside its icon where the row has room; an upright phone keeps the icon (named on a hold).
    const backW = portrait ? rowH : rowH * 2.3;
    const cy = pad + rowH / 2;
    new Button(this, {
      id: 'builder:back',
      label: 'Menu',
      icon: 'icon/menu',
      x: pad + backW / 2,
      y: cy,
      width: backW,
      height: rowH,
      showLabel: !portrait,
      fontSize: font,
      onClick: () => routeFrom(this).open(SCENES.menu),
    });
    let x = pad + backW + gap * 2;
    const stepper = (id: 'rows' | 'cols', label: string, change: (d: number) => void) => {
      new Button(this, {
        id: `builder:${id}-`,
        label: '−',
        x: x + rowH / 2,
        y: cy,
        width: rowH,
        height: rowH,
        fontSize: 24 * u,
        onClick: () => change(-1),
      });
      const text = this.add.text(
        0,
        cy,
        `${label} 12`,
        textStyle(readable((portrait ? 13 : 15) * u), THEME.text, true),
      );
      text.setOrigin(0.5).setX(x + rowH + gap + text.width / 2);
      x += rowH + text.width + 2 * gap;
      new Button(this, {
        id: `builder:${id}+`,
        label: '+',
        x: x + rowH / 2,
        y: cy,
        width: rowH,
        height: rowH,
        fontSize: 24 * u,
        onClick: () => change(1),
      });
      x += rowH + gap * 2;
      return text;
    };
    this.rowsText = stepper('rows', 'Rows', (d) => model.resizeBy(d, 0));
    this.colsText = stepper('cols', 'Cols', (d) => model.resizeBy(0, d));
    nameSizeButtons(scenePort(this), () => model.board);

    // The grid takes what the panel leaves: the left part on a wide screen, the top on a tall one.
    const notices = placeBuilderNotices(
      this,
      { x, y: pad, width: width - pad - x, height: rowH },
      { x: pad, width: width - 2 * pad },
      gap,
      portrait,
    );
    const top = pad + rowH + gap + notices.taken;
    const panelW = portrait
      ? width - 2 * pad
      : Math.max(width * 0.4, width - 2 * pad - (height - top - pad) - gap);
    const panelH = this.panelHeight(panelW, rowH, gap);
    const gridArea = portrait
      ? { x: pad, y: top, width: width - 2 * pad, height: Math.max(120 * u, height - top - panelH - 2 * pad) }
      : { x: pad, y: top, width: width - 3 * pad - panelW, height: height - top - pad };
    this.view = new BuilderGrid(this, gridArea, u, {
      press: (at) => model.press(at),
      dragTo: (at) => model.dragTo(at),
      release: () => model.release(),
    });
    const panelX = portrait ? pad : width - pad - panelW;
    const panelY = portrait ? gridArea.y + gridArea.height + pad : top;
    this.buildPanel(panelX, panelY, panelW, rowH, gap, font);
    notices.inPanel(() => this.underFacts(panelX, panelW), this.problemText);
    const view: BuilderView = {
      changed: () => this.draw(),
      after: (ms, fn) => {
        const timer = this.time.delayedCall(ms, fn);
        return () => timer.remove();
      },
      confirm: (question, yes, no) =>
        confirmDialog(this, this.u, { ...question, onYes: yes, onNo: no, kept: true }),
    };
    model.attach(view);
    this.events.once('shutdown', () => model.detach(view));

    installKeyboard(
      this,
      {
        onArrow: (dx, dy) => model.moveCursor(dx, dy),
        onEnter: () => model.toggleAtCursor(),
        onEscape: () => routeFrom(this).open(SCENES.menu),
      },
      u,
    );
    if (s.settings.screenReader)
      new A11yBuilderGrid(scenePort(this), {
        grid: () => model.board,
        toggle: (row, col) => model.toggle(row, col),
        focusAt: (row, col) => model.focusAt(row, col),
        facts: () => model.factsShown(),
      });
    this.scale.on('resize', this.onResize, this);
    this.events.once('shutdown', () => this.scale.off('resize', this.onResize, this));
    s.builder = this;
    // A Save, Paste, Rename, Delete or Play question open when the screen was laid out again is asked again, with its words.
    const again = keptBuilderQuestion(s.store, keptQuestion(s).reopen(SCENES.builder));
    if (again?.ask === 'save') this.keeping?.save(undefined, again.again);
    else if (again?.ask === 'paste') this.keeping?.paste(again.typed);
    else if (again?.ask === 'rename') this.keeping?.rename(again.board, again.typed);
    else if (again?.ask === 'delete') this.keeping?.remove(again.board);
    else if (again?.ask === 'play') this.play();
    this.events.once('shutdown', () => {
      if (s.builder === this) s.builder = null;
      clearNotices();
    });
  }

  /** Plays the board being built, asking first over a game in progress (again after a resize). */
  private play(): void {
    playBuiltBoard(dialogsOver(this), routeFrom(this), this.services, this.model.builtId, PLAY_REPLACE_KEY);
  }

  /** The centre of a square by its name (`c3`: column c, row 3 from the bottom), in game pixels. */
  squareCentre(name: string): { x: number; y: number } | null {
    const m = /^([a-l])(\d{1,2})$/.exec(name.trim().toLowerCase());
    if (!m) return null;
    const col = m[1]!.charCodeAt(0) - 97;
    const grid = this.model.board;
    const row = grid.rows - Number(m[2]);
    if (col >= grid.cols || row < 0 || row >= grid.rows) return null;
    return this.view.centre(row, col);
  }

  /** The board being built, as its `custom:` id. */
  boardId(): string {
    return this.model.boardId;
  }

  /** The size of a square on screen, in game pixels. */
  squareSize(): number {
    return this.view.squareSize();
  }

  private panelHeight(w: number, rowH: number, gap: number): number {
    const rows = (n: number) => {
      const fit = Math.max(1, Math.floor((w + gap) / (this.minButton() + gap)));
      return Math.ceil(n / fit);
    };
    const buttonRowsH = (rows(PRESETS.length) + rows(6) + rows(7)) * (rowH + gap);
    // Two captions, and the who-plays line over Play.
    return buttonRowsH + ((this.captions ? 2 * 20 : 0) + WHO_LINE) * this.u + this.factsH();
  }

  /** The room under the board's facts, down to the who-plays line: a notice's slot on a phone. */
  private underFacts(x: number, width: number): { x: number; y: number; width: number; height: number } {
    const y = this.factsText.y + this.factsText.height + 4 * this.u;
    return { x, y, width, height: Math.max(30 * this.u, this.factsText.y + this.factsH() - y) };
  }

  /** Room for the facts and the gravity note under them. */
  private factsH(): number {
    return (this.captions ? 84 : 66) * this.u;
  }

  private minButton(): number {
    return 84 * this.u;
  }

  private buildPanel(x: number, y: number, w: number, rowH: number, gap: number, fontSize: number): void {
    const u = this.u;
    const caption = (text: string) => {
      if (!this.captions) return;
      this.add.text(x, y, text, textStyle(13 * u, THEME.textDim, true));
      y += 20 * u;
    };
    const rows = (items: Parameters<typeof buttonRows>[1]) => {
      const made = buttonRows(this, items, {
        x,
        y,
        width: w,
        height: rowH,
        gap,
        minWidth: this.minButton(),
        fontSize,
      });
      y += made.height + gap;
      return made.buttons;
    };
    caption('START FROM');
    rows(
      PRESETS.map((name) => ({
        id: `builder:preset:${name}`,
        label: PRESET_LABELS[name],
        onClick: () => this.model.preset(name),
      })),
    );
    caption('SHAPE');
    const shape = rows([
      { id: 'builder:mirror-lr', label: 'Mirror ↔', onClick: () => this.model.mirrorLeftRight() },
      { id: 'builder:mirror-tb', label: 'Mirror ↕', onClick: () => this.model.mirrorTopBottom() },
      { id: 'builder:rotate', label: 'Rotate', onClick: () => this.model.rotate() },
      { id: 'builder:clear', label: 'Clear', onClick: () => this.model.clear() },
      { id: 'builder:invert', label: 'Invert', onClick: () => this.model.invert() },
      {
        id: 'builder:gravity',
        label: 'Gravity',
        selected: this.model.board.gravity,
        onClick: () => this.model.toggleGravity(),
      },
      {
        id: 'builder:stem',
        label: 'Stem cells',
        selected: this.model.snapshot().stemMode,
        onClick: () => this.model.toggleStemMode(),
      },
    ]);
    this.gravityButton = shape.get('builder:gravity')!;
    this.stemButton = shape.get('builder:stem')!;
    this.factsText = this.add
      .text(x, y, '', textStyle((this.captions ? 16 : 14) * u, THEME.text, true))
      .setWordWrapWidth(w);
    this.problemText = this.add.text(x, y + 24 * u, '', textStyle(13 * u, '#ff9a80')).setWordWrapWidth(w);
    y += this.factsH();
    // What Play starts, over Play in the place of a caption; Change next to Play opens the menu's
    // who-plays page (its Done comes back here).
    this.whoText = this.add.text(x, y, '', textStyle(readable(14 * u), THEME.text, true));
    this.whoWidth = w;
    y += WHO_LINE * u;
    const keeping = (this.keeping = boardKeeping(dialogsOver(this, u), this.services, {
      grid: () => this.model.board,
      load: (grid) => this.model.load(grid),
      open: (grid, name) => this.model.open(grid, name),
    }));
    rows([
      {
        id: 'builder:play',
        label: 'Play',
        primary: true,
        onClick: () => this.play(),
      },
      {
        id: 'builder:who',
        label: 'Change',
        onClick: () => routeFrom(this).open(SCENES.menu, { page: 'setup', tab: 'players', from: 'builder' }),
      },
      { id: 'builder:save', label: 'Save', onClick: () => keeping.save() },
      { id: 'builder:boards', label: 'My boards', onClick: () => keeping.list() },
      {
        id: 'builder:copy',
        label: 'Copy id',
        onClick: () => void copyText(this.services, this.model.builtId, 'Board id copied'),
      },
      {
        id: 'builder:share',
        label: 'Share link',
        onClick: () => void shareBoardLink(this.services, buildLink(location.href, this.model.builtId)),
      },
      { id: 'builder:paste', label: 'Paste', onClick: () => keeping.paste() },
    ]);
  }

  /** Draws the model's snapshot: the grid and cursor, the size, who plays, gravity, the facts and the note under them. */
  private draw(): void {
    const shown = this.model.snapshot();
    this.view.cursor = shown.cursor;
    this.view.show(shown.grid);
    this.rowsText.setText(shown.rows);
    this.colsText.setText(shown.cols);
    cutToWidth(this.whoText.setText(shown.who), this.whoWidth);
    this.gravityButton.setSelected(shown.gravity);
    this.gravityButton.setLabel(shown.gravityLabel);
    this.stemButton.setSelected(shown.stemMode);
    this.stemButton.setLabel(shown.stemLabel);
    this.factsText.setText(shown.facts);
    this.problemText.setY(this.factsText.y + this.factsText.height + 2 * this.u);
    this.problemText.setText(shown.note);
    this.problemText.setColor(shown.noteIsProblem ? '#ff9a80' : THEME.textDim);
  }

  /** The facts as shown, for the automation hook. */
  factsShown(): string {
    return this.model.factsShown();
  }

  private onResize(): void {
    keptQuestion(this.services).relayout(SCENES.builder);
    routeFrom(this).again();
  }
}
