import { EMBEDDED_PREVIEW_TOKEN } from '../content/preview-token.ts';
import type { Env, ServerConfig } from './server-config.ts';
import { ConfigError, readServerConfig } from './server-config.ts';

/**
 * Settings that must never reach production. The embedded preview token is published in this
 * repository, and it is the secret of preview links: anyone could read every draft with it.
 */
export function findUnsafeSettings(config: ServerConfig): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (config.contentPreviewToken === EMBEDDED_PREVIEW_TOKEN) {
    problems.push(
      `CONTENT_PREVIEW_TOKEN is the public default "${EMBEDDED_PREVIEW_TOKEN}"; set it to the content space's preview token (it signs preview links and opens drafts).`,
    );
  }
  return problems;
}

/** The message start-up prints for a configuration it cannot run with, or null when there is none. */
export function describeStartupProblems(env: Env): { config: ServerConfig; message: null } | { config: null; message: string } {
  let config: ServerConfig;
  try {
    config = readServerConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return { config: null, message: `Refusing to start: ${error.message}` };
    throw error;
  }
  const problems = findUnsafeSettings(config);
  if (problems.length === 0) return { config, message: null };
  return {
    config: null,
    message: `Refusing to start in production (NODE_ENV=production or SHOP_HOSTS set):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
  };
}

/**
 * Run when the server starts serving: every variable is checked, and production refuses public
 * default secrets. Either problem stops the process with exit code 1 and a message naming each
 * variable, before a single request is answered.
 */
export function assertSafeConfig(env: Env = process.env): ServerConfig {
  const { config, message } = describeStartupProblems(env);
  if (config) return config;
  console.error(message);
  process.exit(1);
}
