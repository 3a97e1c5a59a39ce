// The standalone build as an installable, offline app: vite-plugin-pwa (Workbox's generateSW) writes
// the web manifest and a service worker that precaches every built file (page, scripts, the
// opponents' worker, baked textures, icons) under a revision each. The itch.io build leaves all of
// it out (`vite build --mode itch`): there the game lives in itch.io's iframe, where a service
// worker is partitioned and must not be installed.
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { THEME } from '../src/ui/theme.ts';
import { APP_ICONS, cssColour, ICONS_DIR } from './bake/app-icon-list.ts';

/** The build mode of the itch.io zip: no service worker, no manifest. */
export const ITCH_MODE = 'itch';

/** The service worker's file, beside index.html; src/app/offline.ts registers it. */
export const SERVICE_WORKER_FILE = 'sw.js';

const iconUrl = (file: string) => `cells/${ICONS_DIR}/${file}`;

/** Precached files larger than this are refused by the build: the largest, the Phaser chunk, is about 1.2 MB. */
const LARGEST_PRECACHED_FILE = 12 * 1024 * 1024;

export function standaloneApp(): Plugin[] {
  return [
    ...VitePWA({
      // Registration is ours (src/app/offline.ts): only in the top window, never mid-game.
      injectRegister: false,
      registerType: 'prompt',
      filename: SERVICE_WORKER_FILE,
      manifestFilename: 'manifest.webmanifest',
      // The icons are precached by the patterns below, with the rest of the build.
      includeManifestIcons: false,
      manifest: {
        name: 'Cell Division',
        short_name: 'Cells',
        description: 'A two-player strategy game where touching cells divide.',
        lang: 'en',
        // Relative to the manifest: the game is served from a sub-path.
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'any',
        theme_color: cssColour(THEME.background),
        background_color: cssColour(THEME.background),
        icons: APP_ICONS.filter((icon) => icon.kind !== 'apple').map((icon) => ({
          src: iconUrl(icon.file),
          sizes: `${icon.size}x${icon.size}`,
          type: 'image/png',
          purpose: icon.kind,
        })),
      },
      workbox: {
        globPatterns: ['**/*.{html,js,css,png,webp,json,wav,mp3,ogg}'],
        // The contact sheet and board sample are for review, not for play.
        globIgnores: ['**/cells/sheet.png', '**/cells/boards.png', '**/cells/icons/icons.json'],
        maximumFileSizeToCacheInBytes: LARGEST_PRECACHED_FILE,
        // Every page address (with ?fast, a share link, …) is answered by the precached page offline.
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // A new version waits until every window of the old one is closed: nothing changes mid-game.
        skipWaiting: false,
        // The first visit's page is taken at once (nothing older is running); a later version only
        // once it is active, which waits as above.
        clientsClaim: true,
      },
    }),
    {
      name: 'standalone-app-page',
      apply: 'build',
      transformIndexHtml: () => [
        {
          tag: 'link',
          attrs: { rel: 'apple-touch-icon', href: `./${iconUrl('apple-touch-icon.png')}` },
          injectTo: 'head',
        },
        { tag: 'meta', attrs: { name: 'mobile-web-app-capable', content: 'yes' }, injectTo: 'head' },
        {
          tag: 'meta',
          attrs: { name: 'apple-mobile-web-app-title', content: 'Cell Division' },
          injectTo: 'head',
        },
        {
          tag: 'meta',
          attrs: { name: 'theme-color', content: cssColour(THEME.background) },
          injectTo: 'head',
        },
      ],
    },
  ];
}
