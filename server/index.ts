/**
 * The server's entry point: `npx tsx server/index.ts` (or through `npm start`, which builds the
 * PWA first). `WORKERS=N` runs N processes on one port; see server/cluster.ts.
 */
import { configOrExit, run } from './cluster.js';

await run(configOrExit());
