// Boot: the first scene. Nothing to load yet; it sets the page colour and hands on to Preload.
import Phaser from 'phaser';
import { SCENES } from './keys.ts';
import { routeFrom } from './scene-switch.ts';

export class BootScene extends Phaser.Scene {
  constructor() {
    super(SCENES.boot);
  }

  create(): void {
    routeFrom(this).open(SCENES.preload);
  }
}
