import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const DEFAULT_PORT = 3001;

export type BackendConfig = {
  port: number;
  host: string;
  dataDir: string;
  /** Undefined means "derive from the port the server actually listens on". */
  publicUrl: string | undefined;
  previewToken: string;
  publicToken: string;
  spaceId: number;
  rateLimit: number;
};

const envSchema = z.object({
  BACKEND_PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORT),
  BACKEND_HOST: z.string().min(1).default('127.0.0.1'),
  BACKEND_DATA_DIR: z.string().min(1).optional(),
  BACKEND_PUBLIC_URL: z.url().optional(),
  CONTENT_PREVIEW_TOKEN: z.string().min(1).default('embedded-preview'),
  CONTENT_PUBLIC_TOKEN: z.string().min(1).optional(),
  CONTENT_TOKEN: z.string().min(1).optional(),
  CONTENT_SPACE_ID: z.coerce.number().int().positive().default(100001),
  BACKEND_RATE_LIMIT: z.coerce.number().int().positive().default(50),
});

function withoutEmptyValues(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
}

/** Throws a readable message naming the offending variables, so main.ts can print one line. */
export function readBackendConfig(env: Record<string, string | undefined>): BackendConfig {
  const parsed = envSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid backend environment: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  return {
    port: values.BACKEND_PORT,
    host: values.BACKEND_HOST,
    dataDir: path.resolve(repoRoot, values.BACKEND_DATA_DIR ?? '.data'),
    publicUrl: values.BACKEND_PUBLIC_URL?.replace(/\/+$/, ''),
    previewToken: values.CONTENT_PREVIEW_TOKEN,
    // The shop names its public token CONTENT_TOKEN; accepting it lets one .env serve both processes.
    publicToken: values.CONTENT_PUBLIC_TOKEN ?? values.CONTENT_TOKEN ?? 'embedded-public',
    spaceId: values.CONTENT_SPACE_ID,
    rateLimit: values.BACKEND_RATE_LIMIT,
  };
}
