/**
 * The server-action table (`virtual:vite-rsc/server-references`) lists actions in the order the
 * build happened to discover them, which varies between runs once there are many: sorted by their
 * stable reference key, the same sources give the same server entry.
 */
export function sortServerReferences(code: string): string {
  const entry = /\n {2}("[^"\n]+"): async \(\) => \{\n[\s\S]*?\n {2}\},\n/g;
  const entries = [...code.matchAll(entry)].map((match) => ({ key: match[1]!, text: match[0] }));
  if (entries.length < 2) return code;
  const start = code.indexOf(entries[0]!.text);
  const end = code.lastIndexOf(entries.at(-1)!.text) + entries.at(-1)!.text.length;
  const sorted = [...entries].sort((left, right) => (left.key < right.key ? -1 : left.key > right.key ? 1 : 0));
  return code.slice(0, start) + sorted.map((item) => item.text).join('') + code.slice(end);
}
