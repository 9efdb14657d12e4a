import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { describeEnvIssues } from '../../domain/config/describe-env-issues.ts';
import { parseHostTable, type HostTable } from '../../domain/routing/host-table.ts';
import { DEFAULT_PASSWORD_HASH_COST, MAX_PASSWORD_HASH_COST, MIN_PASSWORD_HASH_COST } from '../customer/password-hash.ts';

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
  /** `BACKEND_LOG_LEVEL`, else the shop's `LOG_LEVEL`, else info. */
  logLevel: LogLevel;
  /** The shop's own hosts (`SHOP_HOSTS`, `SHOP_PROTOCOL`, read as the shop reads them): mail links name only these. */
  shopHosts: HostTable;
  /** `LOCATION_DEFAULT_COUNTRY`: what `/api/get-location/` answers for loopback and private addresses. */
  locationDefaultCountry: string | null;
  /** `LOCATION_TEST_HEADER=1`: `/api/get-location/` answers `X-Test-Country` (tests only). */
  locationTestHeader: boolean;
  /** `PASSWORD_HASH_COST`: log2 of scrypt's N for new password hashes. */
  passwordHashCost: number;
};

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
const logLevel = z.enum(LOG_LEVELS, { error: `one of ${LOG_LEVELS.join(', ')}` });
const wholeAbove0 = 'a whole number above 0';
const passwordHashCost = `a whole number from ${MIN_PASSWORD_HASH_COST} to ${MAX_PASSWORD_HASH_COST} (log2 of scrypt's N)`;

const envSchema = z.object({
  BACKEND_PORT: z.coerce.number({ error: 'a port number from 0 to 65535' }).int('a port number from 0 to 65535').min(0, 'a port number from 0 to 65535').max(65535, 'a port number from 0 to 65535').default(DEFAULT_PORT),
  BACKEND_HOST: z.string().min(1).default('127.0.0.1'),
  BACKEND_DATA_DIR: z.string().min(1).optional(),
  BACKEND_PUBLIC_URL: z.url({ error: 'an absolute URL' }).optional(),
  CONTENT_PREVIEW_TOKEN: z.string().min(1).default('embedded-preview'),
  CONTENT_PUBLIC_TOKEN: z.string().min(1).optional(),
  CONTENT_TOKEN: z.string().min(1).optional(),
  CONTENT_SPACE_ID: z.coerce.number({ error: 'the numeric id of the content space' }).int('the numeric id of the content space').positive('the numeric id of the content space').default(100001),
  BACKEND_RATE_LIMIT: z.coerce.number({ error: wholeAbove0 }).int(wholeAbove0).positive(wholeAbove0).default(50),
  BACKEND_LOG_LEVEL: logLevel.optional(),
  LOG_LEVEL: logLevel.optional(),
  SHOP_HOSTS: z
    .string()
    .refine((value) => {
      try {
        parseHostTable(value, undefined);
        return true;
      } catch {
        return false;
      }
    }, 'a JSON array of { "host", "channel", "country" } entries (at least one)')
    .optional(),
  SHOP_PROTOCOL: z.enum(['http', 'https'], { error: '"http" or "https"' }).optional(),
  LOCATION_DEFAULT_COUNTRY: z.string().regex(/^[A-Z]{2}$/, 'a country code of two capital letters, e.g. CH').optional(),
  LOCATION_TEST_HEADER: z.enum(['0', '1'], { error: '"0" or "1"' }).default('0'),
  PASSWORD_HASH_COST: z.coerce
    .number({ error: passwordHashCost })
    .int(passwordHashCost)
    .min(MIN_PASSWORD_HASH_COST, passwordHashCost)
    .max(MAX_PASSWORD_HASH_COST, passwordHashCost)
    .default(DEFAULT_PASSWORD_HASH_COST),
});

/** The variables the backend reads (documented in the README's configuration table). */
export const BACKEND_VARIABLES = Object.keys(envSchema.shape);

function withoutEmptyValues(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
}

/**
 * The backend's only reader of the environment (main.ts hands it `process.env`). Throws a readable
 * message naming each wrong variable, its value and what it expects, so main.ts can print it.
 */
export function readBackendConfig(env: Record<string, string | undefined>): BackendConfig {
  const input = withoutEmptyValues(env);
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    const problems = describeEnvIssues(parsed.error, input);
    throw new Error(`Invalid backend environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
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
    logLevel: values.BACKEND_LOG_LEVEL ?? values.LOG_LEVEL ?? 'info',
    shopHosts: parseHostTable(values.SHOP_HOSTS, values.SHOP_PROTOCOL),
    locationDefaultCountry: values.LOCATION_DEFAULT_COUNTRY ?? null,
    locationTestHeader: values.LOCATION_TEST_HEADER === '1',
    passwordHashCost: values.PASSWORD_HASH_COST,
  };
}
