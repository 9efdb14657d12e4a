/**
 * Storyblok's editable attributes of a block (what `storyblokEditable` of its SDKs returns): the
 * visual editor's bridge outlines the element that carries them and opens that block on a click.
 * Built from the `_editable` comment a draft read puts on every block
 * (`<!--#storyblok#{"name":…,"space":…,"uid":…,"id":…}-->`); anything else gives none.
 */
export type EditableAttributes = { 'data-blok-c': string; 'data-blok-uid': string };

const PREFIX = '<!--#storyblok#';
const SUFFIX = '-->';
/** Ids and names of a real comment are short; a longer one is not worth parsing. */
const MAX_LENGTH = 1024;

export function readEditableAttributes(block: unknown): EditableAttributes | null {
  if (typeof block !== 'object' || block === null) return null;
  const editable = (block as { _editable?: unknown })._editable;
  if (typeof editable !== 'string' || editable.length > MAX_LENGTH) return null;
  if (!editable.startsWith(PREFIX) || !editable.endsWith(SUFFIX)) return null;
  let options: unknown;
  try {
    options = JSON.parse(editable.slice(PREFIX.length, -SUFFIX.length));
  } catch {
    return null;
  }
  if (typeof options !== 'object' || options === null) return null;
  const { id, uid, name, space } = options as Record<string, unknown>;
  const isPart = (value: unknown) => (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value));
  if (!isPart(id) || !isPart(uid) || (name !== undefined && typeof name !== 'string')) return null;
  const clean = { name, space, uid: String(uid), id: String(id) };
  return { 'data-blok-c': JSON.stringify(clean), 'data-blok-uid': `${String(id)}-${String(uid)}` };
}


/**
 * The attributes for an entry of the header, navigation or footer: only on editor requests
 * (`editable`), so shoppers' markup and payload stay as they are.
 */
export function editableAttributesOf(entry: unknown, editable: boolean | undefined): EditableAttributes | Record<string, never> {
  return (editable && readEditableAttributes(entry)) || {};
}
