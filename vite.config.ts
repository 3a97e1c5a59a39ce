// Vite build of the game. base './' so the build works from any sub-path (itch.io serves
// games from a deep, unknown path); assets/ is copied as it is (baked textures live there).
// The built page carries a strict Content-Security-Policy (the dev server injects inline styles
// and scripts of its own, so only the build has it). `vite build` is the standalone build, an
// installable offline app (scripts/standalone-app.ts); `vite build --mode itch` is the itch.io one,
// without a service worker or manifest.
import { defineConfig, type Plugin } from 'vite';
import { ITCH_MODE, standaloneApp } from './scripts/standalone-app.ts';
import { leanPhaser } from './scripts/phaser-lean/plugin.ts';

/**
 * Nothing but the game's own files: images and sounds may also be data: and blob: URLs (Phaser's
 * built-in textures, Howler's and the synthesised sounds), the opponents' worker may be a blob.
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; " +
  "media-src 'self' data: blob:; worker-src 'self' blob:; connect-src 'self'";

function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    // Phaser's bundler runtime finds the global object with `new Function` only where globalThis is
    // missing (never, in the browsers the build targets); the policy forbids it, so it goes.
    transform: (code, id) =>
      id.includes('node_modules/phaser/dist/')
        ? code.replaceAll("new Function('return this')()", 'globalThis')
        : undefined,
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [leanPhaser(), contentSecurityPolicy(), ...(mode === ITCH_MODE ? [] : standaloneApp())],
  base: './',
  publicDir: 'assets',
  build: {
    target: 'es2022',
    outDir: 'dist',
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      output: {
        // Phaser is large and changes rarely: its own chunk caches well between releases.
        manualChunks(id: string) {
          return id.includes('node_modules/phaser') || id.includes('scripts/phaser-lean')
            ? 'phaser'
            : undefined;
        },
      },
    },
  },
  worker: { format: 'es' },
}));
