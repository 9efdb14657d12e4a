/**
 * The answer of `GET /web-api/feature-flags`: the flag definitions the shop's provider evaluates.
 * One schema for both sides: the embedded backend validates its seed data with it and the shop
 * validates the answer with it, so the two cannot drift apart.
 */
import { z } from 'zod';
import { CHANNELS } from '../locale/channels.ts';
import { TREATMENTS } from '../flags/treatments.ts';

/** Lower-case letters, digits and dashes, up to 50 characters (the flag SDK's name limit). */
export const FLAG_KEY_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,48}[a-z0-9])?$/;

export const flagKeySchema = z.string().regex(FLAG_KEY_PATTERN);
export const treatmentSchema = z.enum(TREATMENTS);

const allocationSchema = z.object({
  treatment: treatmentSchema,
  /** Share of the visitors matched by the rule, in percent with up to two decimals. */
  percent: z.number().min(0).max(100).multipleOf(0.01),
});

const ruleSchema = z
  .object({
    /** Absent: every channel. */
    channels: z.array(z.enum(CHANNELS)).min(1).optional(),
    /** Absent: mobile and desktop alike. */
    mobileDevice: z.boolean().optional(),
    rollout: z.array(allocationSchema).min(1),
  })
  .refine((rule) => Math.round(rule.rollout.reduce((sum, entry) => sum + entry.percent * 100, 0)) === 10_000, {
    message: 'a rollout must add up to 100 percent',
    path: ['rollout'],
  });

export const flagDefinitionSchema = z.object({
  key: flagKeySchema,
  /** The experiment's id in the experiment tool, where it has one. */
  experimentId: z.number().int().positive().nullable(),
  description: z.string().max(300).optional(),
  /** A killed flag answers its default treatment to everyone. */
  enabled: z.boolean(),
  /** For a killed flag and for visitors no rule matches. */
  defaultTreatment: treatmentSchema,
  /** The first rule whose conditions match decides; its rollout splits by the visitor's bucket. */
  rules: z.array(ruleSchema),
});

export const featureFlagsAnswerSchema = z.object({
  payload: z.object({
    /** Grows with every change of the definitions. */
    version: z.number().int().nonnegative(),
    flags: z.array(flagDefinitionSchema).refine((flags) => new Set(flags.map((flag) => flag.key)).size === flags.length, {
      message: 'flag keys must be unique',
    }),
  }),
});

export type FlagDefinition = z.infer<typeof flagDefinitionSchema>;
export type FlagRule = FlagDefinition['rules'][number];
export type FeatureFlagsAnswer = z.infer<typeof featureFlagsAnswerSchema>;
