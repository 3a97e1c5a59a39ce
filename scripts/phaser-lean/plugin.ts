// The build's Phaser (scripts/phaser-lean/phaser.js): `phaser` resolves to that file, and Phaser's
// sources get the build flags its own bundler would give them: the WebGL renderer only, no debug,
// no sound system (Howler plays the game's sounds). 353 KB of JavaScript gzipped becomes about 235 KB.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const FLAGS: Record<string, string> = {
  CANVAS_RENDERER: 'false',
  WEBGL_RENDERER: 'true',
  WEBGL_DEBUG: 'false',
  FEATURE_SOUND: 'false',
  PLUGIN_CAMERA3D: 'false',
  PLUGIN_FBINSTANT: 'false',
};

export const LEAN_PHASER_ENTRY = fileURLToPath(new URL('./phaser.js', import.meta.url));

export function leanPhaser(): Plugin {
  return {
    name: 'lean-phaser',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'phaser' ? LEAN_PHASER_ENTRY : undefined),
    transform(code, id) {
      if (!id.includes('node_modules/phaser/src/')) return undefined;
      let out = code;
      for (const [flag, value] of Object.entries(FLAGS))
        out = out.replace(new RegExp(`\\btypeof ${flag}\\b`, 'g'), value);
      return out === code ? undefined : { code: out, map: null };
    },
  };
}
