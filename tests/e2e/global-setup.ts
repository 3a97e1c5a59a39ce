// Once for the whole e2e run: starts the test build (dist-test/, the game with its automation hook,
// `npm run build:test`) in the background, so it is written while the unit files run, serves it
// under a deep sub-path (requests wait for the build), and starts one Chromium per e2e worker,
// which that worker claims and its test files connect to (chromium-claims.ts, browser.ts): once
// for both e2e projects. Each e2e file first waits for the build (build-ready.ts), and fails with
// the build's error if it failed.
import { readdirSync, rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { launchChromiumServer } from './browser.ts';
import { claimsFolder } from './chromium-claims.ts';
import { serveDist, startTestBuild, TEST_BUILD } from './server.ts';
import { E2E_WORKERS } from './workers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    gameUrl: string;
  }
}

export { TEST_BUILD };

interface RunSetup {
  gameUrl: string;
  chromiumEndpoints: string[];
  chromiumClaims: string;
  close: () => Promise<void>;
}

/**
 * The e2e and e2e-timed projects (vitest.config.ts) share one build, one server and the Chromiums:
 * each project runs this setup, and the first starts them. Kept on globalThis because Vitest may load
 * this module once per project.
 */
const shared = globalThis as { cellDivisionE2eSetup?: { run: Promise<RunSetup>; users: number } };

async function startRun(): Promise<RunSetup> {
  const build = startTestBuild();
  const server = await serveDist(TEST_BUILD, build.done);
  const chromiums = await Promise.all(Array.from({ length: E2E_WORKERS }, () => launchChromiumServer()));
  const claims = claimsFolder();
  return {
    gameUrl: server.url,
    chromiumEndpoints: chromiums.map((c) => c.wsEndpoint()),
    chromiumClaims: claims,
    close: async () => {
      build.stop();
      await Promise.all(chromiums.map((c) => c.close()));
      await server.close();
      // Said in the run's log, so a run whose workers shared one Chromium (the other idle) shows it.
      console.log(
        `e2e: the workers drew with ${readdirSync(claims).length} of ${chromiums.length} Chromiums`,
      );
      rmSync(claims, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.cellDivisionE2eSetup ??= { run: startRun(), users: 0 };
  const entry = shared.cellDivisionE2eSetup;
  entry.users += 1;
  const run = await entry.run;
  project.provide('gameUrl', run.gameUrl);
  project.provide('chromiumEndpoints', run.chromiumEndpoints);
  project.provide('chromiumClaims', run.chromiumClaims);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    delete shared.cellDivisionE2eSetup;
    await run.close();
  };
}
