// Once for the whole e2e run: builds the test build (dist-test/, the game with its automation hook,
// `npm run build:test`), serves it under a deep sub-path, and starts the one Chromium every test
// file connects to (browser.ts).
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchChromiumServer } from './browser.ts';
import { serveDist } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    gameUrl: string;
  }
}

/** Where the test build is written. */
export const TEST_BUILD = resolve(import.meta.dirname, '../../dist-test');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = resolve(import.meta.dirname, '../..');
  execFileSync(
    process.execPath,
    [
      resolve(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--mode',
      'test',
      '--outDir',
      TEST_BUILD,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  const server = await serveDist(TEST_BUILD);
  const chromium = await launchChromiumServer();
  project.provide('gameUrl', server.url);
  project.provide('chromiumEndpoint', chromium.wsEndpoint());
  return async () => {
    await chromium.close();
    await server.close();
  };
}
