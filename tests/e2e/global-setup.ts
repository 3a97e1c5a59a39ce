// Once for the whole e2e run: builds the test build (dist-test/, the game with its automation hook,
// `npm run build:test`), serves it under a deep sub-path, and starts the one Chromium every test
// file connects to (browser.ts).
import type { TestProject } from 'vitest/node';
import { launchChromiumServer } from './browser.ts';
import { buildTestGame, serveDist, TEST_BUILD } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    gameUrl: string;
  }
}

export { TEST_BUILD };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildTestGame();
  const server = await serveDist(TEST_BUILD);
  const chromium = await launchChromiumServer();
  project.provide('gameUrl', server.url);
  project.provide('chromiumEndpoint', chromium.wsEndpoint());
  return async () => {
    await chromium.close();
    await server.close();
  };
}
