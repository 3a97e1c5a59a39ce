// A button: a rounded panel with an icon from the art atlas and/or a label, a hover and press
// state, a click sound, and an entry in the controls list for the automation hook.

import Phaser from 'phaser';
import { showBadge } from './button-badge.ts';
import { registerControl, type ControlEntry } from './controls.ts';
import { stillHeld } from './held.ts';
import { ButtonPress } from './button-press.ts';
import { drawnAtFor, tapMeantFor } from './tap-began.ts';
import { metrics, pixelRatio } from './screen.ts';
import { minText } from './device-pixels.ts';
import { statusFit, wrappedScale } from './hud-column.ts';
import { hideTooltip, showTooltip } from './tooltip.ts';
import { GLASS, THEME, textStyle } from './theme.ts';
import { drawGlass } from './glass-surface.ts';

export interface ButtonOptions {
  id: string;
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** An art atlas frame, e.g. `icon/undo`. */
  icon?: string;
  /** Show the label as text (icon buttons may keep it for the hook and tooltips only). */
  showLabel?: boolean;
  /** The words shown, where they differ from the label the screen readers say ("‹ Menu" for Menu). */
  words?: string;
  fontSize?: number;
  selected?: boolean;
  primary?: boolean;
  /** A dialog's button: while it is in sight the controls list and Tab keep to the dialog's. */
  dialog?: boolean;
  /** Name the button on hover and long-press (icon buttons do, unless told otherwise). */
  tooltip?: boolean;
  /**
   * A game-ending action (restart, leave): warm words and a faint warm edge, so it never looks like
   * its neighbours, nor lit like the choice the dialog suggests.
   */
  caution?: boolean;
  /**
   * An offer beside the screen's main action (a first launch's "Learn to play" over the green
   * Play): a lit warm rim and bold words, so it reads as live and inviting, never as the main action.
   */
  invite?: boolean;
  /** A name under the icon: a frame of a texture painted once for the whole toolbar (toolbar-captions.ts). */
  caption?: ButtonCaption;
  /** Corner radius; by default half-round ends up to 30% of the height (a tall card wants less). */
  radius?: number;
  /** `began`: when the tap that pressed it went down, on the events' clock (none for a key). */
  onClick: (began?: number) => void;
}

export interface ButtonCaption {
  key: string;
  frame: string;
  /** The words, their font size and their box in game pixels. */
  text: string;
  font: number;
  width: number;
  height: number;
  /** The band the frame takes at the foot of the button. */
  band: number;
  /** The frames of names the button may take later (setLabel with one of them shows it under the icon). */
  later?: ReadonlyMap<string, { frame: string; width: number; height: number }>;
}

/** How long a press is held before it names the button (its release still presses it). */
const LONG_PRESS_MS = 450;
/** A caution button's words: the warm of THEME.danger, light enough to read on the glass. */
const CAUTION_TEXT = '#ffb7a1';
const HOVER_MS = 350;
/** A pressed button's size, of its own. */
const PRESSED_SCALE = 0.95;

export class Button extends Phaser.GameObjects.Container {
  private readonly bg: Phaser.GameObjects.Graphics;
  private readonly text?: Phaser.GameObjects.Text;
  private readonly iconImage?: Phaser.GameObjects.Image;
  private captionImage?: Phaser.GameObjects.Image;
  private badge?: Phaser.GameObjects.Text;
  private hovered = false;
  private selectedState: boolean;
  private enabledState = true;
  private readonly entry: ControlEntry;

  constructor(
    scene: Phaser.Scene,
    private readonly options: ButtonOptions,
  ) {
    super(scene, options.x, options.y);
    const { width, height } = options;
    this.selectedState = options.selected ?? false;
    this.bg = scene.add.graphics();
    this.add(this.bg);
    const showLabel = options.showLabel ?? !options.icon;
    // A name takes a band at the foot; the icon fills the square above it.
    const caption = options.caption;
    const iconBox = caption ? Math.min(height - caption.band, width) : height;
    if (options.icon) {
      // Whole device pixels, its edges on the pixel grid: a glyph sampled between pixels read blurred.
      const size = Math.round(Math.min(iconBox, showLabel ? height * 0.7 : iconBox) * 0.72);
      const iconY = caption ? -height / 2 + iconBox * 0.56 : 0;
      const iconX = showLabel ? -width / 2 + height * 0.5 : 0;
      this.iconImage = scene.add
        .image(onPixel(iconX, options.x, size), onPixel(iconY, options.y, size), 'art', options.icon)
        .setDisplaySize(size, size);
      this.add(this.iconImage);
    }
    let captionImage: Phaser.GameObjects.Image | undefined;
    if (caption) {
      captionImage = scene.add.image(0, 0, caption.key, caption.frame);
      // Its painted words 1:1 on the pixel grid, as the icon.
      captionImage.setPosition(
        onPixel(0, options.x, captionImage.width),
        onPixel(height / 2 - caption.band / 2 - height * 0.04, options.y, captionImage.height),
      );
      this.add(captionImage);
      this.captionImage = captionImage;
    }
    if (showLabel) {
      const fontSize = options.fontSize ?? height * 0.4;
      this.text = scene.add
        .text(
          options.icon ? height * 0.2 : 0,
          0,
          options.words ?? options.label,
          textStyle(
            fontSize,
            options.primary ? GLASS.primaryText : options.caution ? CAUTION_TEXT : THEME.text,
            !!options.primary || !!options.invite,
          ),
        )
        .setOrigin(0.5);
      // A label too long for its button shrinks, but never under the readable floor: past it, it
      // takes two lines (Your games' "Retry worst move" on a phone).
      const band = { width: width * 0.92, height: height * 0.9 };
      const least = minText() / fontSize;
      const fit = statusFit(this.text.width, this.text.height, band, least);
      if ('scale' in fit) this.text.setScale(Math.min(1, fit.scale));
      else {
        this.text.setWordWrapWidth(fit.wrapAt, true).setAlign('center');
        this.text.setScale(Math.min(1, wrappedScale(this.text.width, this.text.height, band, least)));
      }
      this.add(this.text);
    }
    this.setSize(width, height);
    this.setInteractive({ useHandCursor: true });
    const tooltip = options.tooltip ?? !showLabel;
    // A held press names the button and its release still presses it; sliding off lets it go
    // (button-press.ts): a slow finger never meets a dead button.
    const presses = new ButtonPress();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = (ms: number, then: () => void) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (this.active && this.visible) then();
      }, ms);
    };
    const unname = () => {
      clearTimeout(timer);
      hideTooltip(scene);
    };
    const name = () =>
      showTooltip(scene, options.label, { x: this.x, y: this.y, width, height }, metrics(scene).u);
    this.on('pointerover', (p: Phaser.Input.Pointer) => {
      this.hovered = true;
      this.draw();
      if (tooltip && !p.wasTouch) wait(HOVER_MS, name);
    });
    this.on('pointerout', (p: Phaser.Input.Pointer) => {
      this.hovered = false;
      this.draw();
      this.pressedLook(false);
      unname();
      presses.left(p.downTime, p.isDown);
    });
    this.on('pointerdown', (p: Phaser.Input.Pointer) => {
      presses.down(p.downTime);
      if (this.enabledState) this.pressedLook(true);
      const downTime = p.downTime;
      // Still pushed in while named: the release presses it.
      if (tooltip)
        wait(LONG_PRESS_MS, () => {
          if (stillHeld(downTime) && presses.holding(downTime)) name();
        });
    });
    // A tap that began before this button was drawn was meant for what stood here before (unless
    // this very button stood here, drawn again by the choice just made).
    const drawing = drawnAtFor(
      scene,
      options.id,
      { x: options.x, y: options.y, width, height },
      scene.game.loop.frame,
    );
    const drawnAt = drawing.drawnAt;
    this.on('pointerup', (p: Phaser.Input.Pointer) => {
      this.pressedLook(false);
      unname();
      const release = {
        downTime: p.downTime,
        beganHere: this.pressBeganHere(p),
        meantFor: tapMeantFor(p.downTime, drawnAt),
      };
      if (presses.release(release)) this.press(p.downTime);
    });
    this.once('destroy', () => {
      drawing.gone(scene.game.loop.frame);
      clearTimeout(timer);
    });
    this.draw();
    scene.add.existing(this);
    this.entry = {
      id: options.id,
      label: options.label,
      target: this,
      enabled: () => this.enabledState,
      press: () => this.press(),
      dialog: options.dialog,
      selected: options.selected === undefined ? undefined : () => this.selectedState,
      caption:
        caption && captionImage
          ? {
              text: caption.text,
              font: caption.font,
              x: captionImage.x,
              y: captionImage.y,
              width: caption.width,
              height: caption.height,
            }
          : undefined,
    };
    registerControl(scene, this.entry);
  }

  /**
   * Pressed, the button looks pushed in (5% smaller) while the place it takes a release stays as
   * drawn: shrunk with it, a click near its edge was released outside it and lost ("No thanks"
   * clicked near its end on the desktop, taps near a tablet button's rim).
   */
  private pressedLook(pressed: boolean): void {
    const scale = pressed ? PRESSED_SCALE : 1;
    this.setScale(scale);
    const area = this.input?.hitArea as Phaser.Geom.Rectangle | undefined;
    if (!area) return;
    const { width, height } = this.options;
    area.setTo((width - width / scale) / 2, (height - height / scale) / 2, width / scale, height / scale);
  }

  /**
   * Whether the press lifting on this button went down on it: a finger held on a square and slid
   * off the board onto the bar ("slide off to place nothing") lifts over a button, and that is no
   * tap on it (Show answer, Undo or Menu pressed unasked). A little room round it: a press near its rim,
   * the button pushed in as it went down, still counts.
   */
  private pressBeganHere(p: Phaser.Input.Pointer): boolean {
    const area = this.input?.hitArea as Phaser.Geom.Rectangle | undefined;
    if (!area) return true;
    const world = (p.camera ?? this.scene.cameras.main).getWorldPoint(p.downX, p.downY);
    const at = this.pointToContainer(world);
    // As Phaser tests a hit: the hit area counts from the container's display origin, not its centre.
    const x = at.x + this.displayOriginX;
    const y = at.y + this.displayOriginY;
    const room = 0.15 * Math.min(area.width, area.height);
    return x >= area.x - room && x <= area.right + room && y >= area.y - room && y <= area.bottom + room;
  }

  /** What a tap or the keyboard's Enter does: the click, if the button takes one now; else it may say why. */
  press(began?: number): void {
    if (!this.enabledState) {
      this.entry.refused?.();
      return;
    }
    this.scene.game.events.emit('ui-click');
    this.options.onClick(began);
  }

  setSelected(selected: boolean): this {
    this.selectedState = selected;
    this.draw();
    return this;
  }

  setEnabled(enabled: boolean): this {
    if (enabled === this.enabledState) return this;
    this.enabledState = enabled;
    // A toolbar's named button keeps its name readable while it waits (Undo before a move, Best
    // moves before the end): at 0.4 its words read as tiny grey marks (reviewer R10).
    this.setAlpha(enabled ? 1 : this.captionImage ? 0.65 : 0.4);
    this.draw();
    return this;
  }

  /** What a press says while the button is disabled (why it is); null: nothing. */
  onRefused(refused: (() => void) | null): this {
    this.entry.refused = refused ?? undefined;
    return this;
  }

  setIcon(frame: string): this {
    this.iconImage?.setFrame(frame);
    return this;
  }

  /** Words said after the button's name to screen readers (a card's lines under its title). */
  describe(description: string): this {
    this.entry.description = description;
    return this;
  }

  /** New words for the button: its text if shown, its name on hover and long-press, and in the controls list. */
  setLabel(label: string): this {
    this.options.label = label;
    this.text?.setText(label);
    this.entry.label = label;
    // A name painted for later shows under the icon.
    return this.showCaption(label);
  }

  /** A badge on the icon's corner with `words` ("in 10"), or none (null); listed as the control's `badge`. */
  showBadge(words: string | null): this {
    const icon = this.iconImage;
    if (!icon || (words === null && !this.badge)) return this;
    const at = { x: icon.x, y: icon.y, size: icon.displayWidth, top: -this.options.height / 2 };
    this.badge = showBadge(this.scene, this, this.badge, words, at);
    this.entry.badge = words ?? undefined;
    return this;
  }

  /** Shows `words` under the icon where they were painted for later (ButtonCaption.later); else leaves the words there. */
  showCaption(words: string): this {
    const caption = this.options.caption;
    const painted = words === caption?.text ? caption : caption?.later?.get(words);
    if (painted && this.captionImage && this.entry.caption && this.entry.caption.text !== words) {
      this.captionImage.setFrame(painted.frame);
      Object.assign(this.entry.caption, { text: words, width: painted.width, height: painted.height });
    }
    return this;
  }

  private draw(): void {
    const { width, height, primary } = this.options;
    const r = this.options.radius ?? Math.min(height / 2, height * 0.3);
    const g = this.bg;
    g.clear();
    const body = this.selectedState
      ? GLASS.chosen
      : primary
        ? GLASS.primary
        : this.hovered && this.enabledState
          ? THEME.panelLight
          : GLASS.body;
    const rim = this.selectedState
      ? THEME.selectedEdge
      : primary
        ? GLASS.primaryRim
        : this.options.caution
          ? THEME.danger
          : this.options.invite
            ? THEME.accent
            : GLASS.rim;
    // A glass surface like every panel (docs/look.md): the rim lit on a chosen, main or hovered
    // button, the main one glowing. The rim stays fine on a tall card (a twentieth of a phone's
    // ladder card was a frame 20 pixels thick).
    const lit = this.selectedState || primary || this.options.invite || this.hovered;
    drawGlass(g, -width / 2, -height / 2, width, height, r, {
      body,
      bodyAlpha: 1,
      rim,
      rimAlpha: lit ? 1 : GLASS.rimAlpha * 0.8,
      line: Math.min(Math.max(1, height * 0.04), 2 * pixelRatio()),
      glow: !!primary && !this.selectedState,
    });
  }
}

/**
 * A child's centre, `local` to a container at `origin` (game px), moved by under a pixel so a box
 * `size` across around it starts on a whole pixel: drawn between pixels, a texture is sampled across
 * two and reads blurred.
 */
function onPixel(local: number, origin: number, size: number): number {
  return Math.round(origin + local - size / 2) + size / 2 - origin;
}
