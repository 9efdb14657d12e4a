import type { StoryContent } from './content-types.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function walk(node: unknown, visit: (record: Record<string, unknown>) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit);
  } else if (isRecord(node)) {
    visit(node);
    for (const value of Object.values(node)) walk(value, visit);
  }
}

export type StoryLinkReference = { uuid?: string; fullSlug?: string };

/**
 * Story links as Storyblok multilinks carry them: `id` is the target's uuid, `cached_url` its
 * full slug. Content files written by hand may only have `cached_url`, so both are kept.
 */
export function collectStoryLinks(contents: StoryContent[]): StoryLinkReference[] {
  const references: StoryLinkReference[] = [];
  for (const content of contents) {
    walk(content, (record) => {
      if (record['linktype'] !== 'story') return;
      const uuid = typeof record['id'] === 'string' && record['id'] !== '' ? record['id'] : undefined;
      const cachedUrl = typeof record['cached_url'] === 'string' ? record['cached_url'] : '';
      const fullSlug = cachedUrl.replace(/^\/+|\/+$/g, '') || undefined;
      if (uuid || fullSlug) references.push({ uuid, fullSlug });
    });
  }
  return references;
}

/** Uuids in fields named by `resolve_relations` entries of the form `component.field`. */
export function collectRelationUuids(contents: StoryContent[], relationFields: string[]): string[] {
  const fields = new Set(relationFields);
  const uuids = new Set<string>();
  for (const content of contents) {
    walk(content, (record) => {
      const component = record['component'];
      if (typeof component !== 'string') return;
      for (const [field, value] of Object.entries(record)) {
        if (!fields.has(`${component}.${field}`)) continue;
        const candidates = Array.isArray(value) ? value : [value];
        for (const candidate of candidates) if (typeof candidate === 'string') uuids.add(candidate);
      }
    });
  }
  return [...uuids];
}
