import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { featureFlagsAnswerSchema, type FeatureFlagsAnswer } from '../../domain/shop-api-contract/index.ts';

const DEFAULT_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data', 'feature-flags.json');

/**
 * The seeded flag definitions, checked with the schema the shop uses to read the answer: a seed
 * the shop would refuse stops the backend at start instead of failing every evaluation.
 */
export function loadFeatureFlags(file = DEFAULT_FILE): FeatureFlagsAnswer['payload'] {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const parsed = featureFlagsAnswerSchema.safeParse({ payload: raw });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid feature flag definitions in ${file}: ${issues}`);
  }
  return parsed.data.payload;
}
