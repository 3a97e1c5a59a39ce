// Vite build of the game. base './' so the build works from any sub-path (itch.io serves
// games from a deep, unknown path); assets/ is copied as it is (baked textures live there).
import { defineConfig } from 'vite';

export default defineConfig({
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
          return id.includes('node_modules/phaser') ? 'phaser' : undefined;
        },
      },
    },
  },
  worker: { format: 'es' },
});
