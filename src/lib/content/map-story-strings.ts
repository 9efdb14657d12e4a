/**
 * Every string of a story's content through `mapString` (titles, descriptions, rich-text nodes,
 * teasers, tiles), skipping the fields `skipKey` names. Objects and arrays without a changed
 * string come back as they are, so a story without placeholders costs a walk and no copies.
 */
export function mapStoryStrings<T>(content: T, mapString: (text: string) => string, skipKey: (key: string) => boolean = () => false): T {
  if (typeof content === 'string') return mapString(content) as T;
  if (Array.isArray(content)) {
    let changed = false;
    const mapped = content.map((item: unknown) => {
      const next = mapStoryStrings(item, mapString, skipKey);
      if (next !== item) changed = true;
      return next;
    });
    return (changed ? mapped : content) as T;
  }
  if (content !== null && typeof content === 'object') {
    let changed = false;
    const entries = Object.entries(content).map(([key, value]) => {
      const next = skipKey(key) ? value : mapStoryStrings(value, mapString, skipKey);
      if (next !== value) changed = true;
      return [key, next] as const;
    });
    return (changed ? Object.fromEntries(entries) : content) as T;
  }
  return content;
}
