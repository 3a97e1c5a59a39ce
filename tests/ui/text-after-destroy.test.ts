// A Text changed after it was destroyed (a timer or a reply outliving its scene) is dropped, with the
// caller's stack told, rather than throwing Phaser's "reading 'drawImage'" page error; a live Text is
// drawn as before. Phaser's Text stands in as a class with the same updateText.
import { expect, test, vi } from 'vitest';

const drawn: string[] = [];
vi.mock('phaser', () => {
  class Text {
    frame: { data: unknown } | null = { data: {} };
    constructor(readonly name: string) {}
    updateText() {
      // Phaser's own: Frame.setSize reads the frame's data.
      const data = this.frame!.data as { drawImage?: unknown };
      drawn.push(data.drawImage === undefined ? this.name : '');
      return this;
    }
    destroy() {
      this.frame!.data = null;
    }
  }
  return { default: { GameObjects: { Text } } };
});

test('a destroyed Text changed late is dropped and told; a live one is drawn', async () => {
  const Phaser = (await import('phaser')).default as unknown as {
    GameObjects: { Text: new (name: string) => { updateText(): unknown; destroy(): void } };
  };
  const gone = new Phaser.GameObjects.Text('gone');
  gone.destroy();
  expect(() => gone.updateText()).toThrow(/drawImage/);
  const { dropChangesToDestroyedTexts } = await import('../../src/ui/text-after-destroy.ts');
  const told: string[] = [];
  dropChangesToDestroyedTexts((stack) => told.push(stack));
  expect(() => gone.updateText()).not.toThrow();
  expect(told).toHaveLength(1);
  expect(told[0]).toMatch(/a destroyed Text was changed/);
  new Phaser.GameObjects.Text('live').updateText();
  expect(drawn).toEqual(['live']);
});
