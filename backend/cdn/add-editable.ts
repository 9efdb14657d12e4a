/**
 * What Storyblok's delivery API adds to every block of a draft read: `_editable`, an HTML comment
 * naming the block, its story and space, from which the visual editor's bridge finds the block a
 * click selects. Published reads never carry it.
 */
export function buildEditableComment(input: { component: string; uid: string; storyId: number; spaceId: number }): string {
  const options = { name: input.component, space: String(input.spaceId), uid: input.uid, id: String(input.storyId) };
  return `<!--#storyblok#${JSON.stringify(options)}-->`;
}

/** A copy of the content with `_editable` on every block (any object with `_uid` and `component`), nested ones too. */
export function addEditable<T>(content: T, storyId: number, spaceId: number): T {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== 'object' || value === null) return value;
    const copy: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) copy[key] = walk(field);
    const { _uid: uid, component } = copy;
    if (typeof uid === 'string' && uid !== '' && typeof component === 'string' && component !== '') {
      copy._editable = buildEditableComment({ component, uid, storyId, spaceId });
    }
    return copy;
  };
  return walk(content) as T;
}
