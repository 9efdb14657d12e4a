import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Node entry (`dist/serve-node.js`) that `npm start` and the cluster run, written after the
 * build in place of Waku's own node build enhancer. The one difference: Waku's entry hands
 * `process.env` to `INTERNAL_runFetch` on every request, which copies every variable into Waku's
 * env object each time (about 6% of the CPU a stored page costs). The environment does not change
 * while the process runs, so it is copied on the first request and later requests go straight to
 * the server entry.
 */
export const SERVE_NODE_CODE = `import { INTERNAL_runFetch, unstable_serverEntry } from './server/index.js';

const { serve } = unstable_serverEntry;

const host = process.env.HOST;
const port = process.env.PORT;

let handle = (req, ...args) => {
  handle = unstable_serverEntry.fetch;
  return INTERNAL_runFetch(process.env, req, ...args);
};

serve({
  fetch: (req, ...args) => handle(req, ...args),
  ...(host ? { hostname: host } : {}),
  ...(port ? { port: parseInt(port, 10) } : {}),
});
`;

type Build = (utils: unknown, options: { distDir: string }) => Promise<void>;

export default async function buildEnhancer(build: Build): Promise<Build> {
  return async (utils, options) => {
    await build(utils, options);
    writeFileSync(path.resolve(options.distDir, 'serve-node.js'), SERVE_NODE_CODE);
  };
}
