// Once for the whole e2e run: builds the test build (dist-test/, the game with its automation hook,
// `npm run build:test`), serves it under a deep sub-path, and starts one Chromium per e2e worker,
// which that worker's test files connect to (browser.ts).
import type { TestProject } from 'vitest/node';
import { launchChromiumServer } from './browser.ts';
import { buildTestGame, serveDist, TEST_BUILD } from './server.ts';
import { E2E_WORKERS } from './workers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    gameUrl: string;
  }
}

export { TEST_BUILD };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildTestGame();
  const server = await serveDist(TEST_BUILD);
  const chromiums = await Promise.all(Array.from({ length: E2E_WORKERS }, () => launchChromiumServer()));
  project.provide('gameUrl', server.url);
  project.provide(
    'chromiumEndpoints',
    chromiums.map((c) => c.wsEndpoint()),
  );
  return async () => {
    await Promise.all(chromiums.map((c) => c.close()));
    await server.close();
  };
}
