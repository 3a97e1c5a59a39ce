// Once for the whole e2e run: starts the test build (dist-test/, the game with its automation hook,
// `npm run build:test`) in the background, so it is written while the unit files run, serves it
// under a deep sub-path (requests wait for the build), and starts one Chromium per e2e worker,
// which that worker's test files connect to (browser.ts). Each e2e file first waits for the build
// (build-ready.ts), and fails with the build's error if it failed.
import type { TestProject } from 'vitest/node';
import { launchChromiumServer } from './browser.ts';
import { serveDist, startTestBuild, TEST_BUILD } from './server.ts';
import { E2E_WORKERS } from './workers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    gameUrl: string;
  }
}

export { TEST_BUILD };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const build = startTestBuild();
  const server = await serveDist(TEST_BUILD, build.done);
  const chromiums = await Promise.all(Array.from({ length: E2E_WORKERS }, () => launchChromiumServer()));
  project.provide('gameUrl', server.url);
  project.provide(
    'chromiumEndpoints',
    chromiums.map((c) => c.wsEndpoint()),
  );
  return async () => {
    build.stop();
    await Promise.all(chromiums.map((c) => c.close()));
    await server.close();
  };
}
