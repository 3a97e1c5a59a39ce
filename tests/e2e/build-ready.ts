// Before each e2e file: the test build, started in the background by global-setup.ts, is written.
// The server holds its answer until then, and answers a failed build with the build's error.
import { beforeAll, inject } from 'vitest';

beforeAll(async () => {
  const answer = await fetch(inject('gameUrl'));
  if (!answer.ok) throw new Error(await answer.text());
}, 300_000);
