/** Waku 1.0 needs Node >= 22.15; an older Node fails later with obscure errors, so stop early. */
export const MINIMUM_NODE = [22, 15] as const;

export function isSupportedNode(version: string): boolean {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  return major > MINIMUM_NODE[0] || (major === MINIMUM_NODE[0] && minor >= MINIMUM_NODE[1]);
}

export function assertNodeVersion(version = process.versions.node) {
  if (!isSupportedNode(version)) {
    console.error(`This shop needs Node >= ${MINIMUM_NODE.join('.')} (found ${version}); run it through npm scripts, which use the pinned Node 24.`);
    process.exit(1);
  }
}
