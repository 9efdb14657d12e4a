import { isSupportedNodeVersion, MINIMUM_NODE_VERSION } from './config/check-node-version.ts';

if (!isSupportedNodeVersion(process.versions.node)) {
  console.error(`The embedded backend needs Node ${MINIMUM_NODE_VERSION} or newer (this is ${process.versions.node}); run it through npm scripts, which use the pinned Node 24.`);
  process.exit(1);
}

// Imported after the version check: on older Node the import of node:sqlite itself would fail.
const { readBackendConfig } = await import('./config/read-backend-config.ts');
const { startBackend } = await import('./server.ts');
const { createLogger } = await import('./log/create-logger.ts');

let config;
try {
  config = readBackendConfig(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const logger = createLogger(config.logLevel);
const backend = await startBackend({ ...config, logger });
logger.info({ event: 'backend-listening', url: backend.url }, `Embedded backend listening on ${backend.url}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    backend.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  });
}
