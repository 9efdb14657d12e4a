// node:sqlite without a flag and stable type stripping both arrived in the 22.x line; 22.15 is
// the oldest release the backend was checked against.
export const MINIMUM_NODE_VERSION = '22.15.0';

function parseVersion(version: string): [number, number, number] {
  const [major = 0, minor = 0, patch = 0] = version
    .replace(/^v/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);
  return [major, minor, patch];
}

export function isSupportedNodeVersion(version: string, minimum = MINIMUM_NODE_VERSION): boolean {
  const actual = parseVersion(version);
  const required = parseVersion(minimum);
  for (let index = 0; index < 3; index += 1) {
    const difference = (actual[index] ?? 0) - (required[index] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return true;
}
