// Builds the game once for the whole e2e run and serves dist/ under a deep sub-path.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { serveDist } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    gameUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = resolve(import.meta.dirname, '../..');
  execFileSync(process.execPath, [resolve(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  const server = await serveDist(resolve(root, 'dist'));
  project.provide('gameUrl', server.url);
  return () => server.close();
}
