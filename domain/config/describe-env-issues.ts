import type { z } from 'zod';

/**
 * One line per wrong environment variable, the same in the shop and the embedded backend: its
 * name, the value it has and what it should be (the schema's message says what is expected).
 */
export function describeEnvIssues(error: z.ZodError, input: Record<string, string>): string[] {
  return error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `${name}=${JSON.stringify(input[name] ?? '')} is not valid: expected ${issue.message}`;
  });
}
