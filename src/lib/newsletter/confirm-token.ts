/** What a confirm token can look like; anything else is not worth asking the shop API about. */
export const CONFIRM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
