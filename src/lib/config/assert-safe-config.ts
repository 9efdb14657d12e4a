import { EMBEDDED_PREVIEW_TOKEN } from '../content/preview-token.ts';

/** Production: NODE_ENV says so, or real shop hosts are configured. */
export function isProduction(env: Record<string, string | undefined>): boolean {
  return env.NODE_ENV === 'production' || Boolean(env.SHOP_HOSTS);
}

/**
 * Settings that must never reach production. The embedded preview token is published in this
 * repository, and it is the secret of preview links: anyone could read every draft with it.
 */
export function findUnsafeSettings(env: Record<string, string | undefined>): string[] {
  if (!isProduction(env)) return [];
  const problems: string[] = [];
  if ((env.CONTENT_PREVIEW_TOKEN ?? EMBEDDED_PREVIEW_TOKEN) === EMBEDDED_PREVIEW_TOKEN) {
    problems.push(
      `CONTENT_PREVIEW_TOKEN is the public default "${EMBEDDED_PREVIEW_TOKEN}"; set it to the content space's preview token (it signs preview links and opens drafts).`,
    );
  }
  return problems;
}

/** Refuses to start in production with an unsafe setting, naming each one. */
export function assertSafeConfig(env: Record<string, string | undefined> = process.env) {
  const problems = findUnsafeSettings(env);
  if (problems.length === 0) return;
  console.error(`Refusing to start in production (NODE_ENV=production or SHOP_HOSTS set):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
