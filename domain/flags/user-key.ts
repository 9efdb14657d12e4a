/** The anonymous key a visitor's flag buckets hang on (docs/shop-rules.md, Feature flags): shop and backend both make and check it. */
const USER_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function createUserKey(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64url');
}

export function isValidUserKey(value: string | undefined): value is string {
  return value !== undefined && USER_KEY_PATTERN.test(value);
}
