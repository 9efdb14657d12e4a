import type { HandlerInterceptor } from 'waku/router/server';
import { setNonce } from '../../server/framework/waku-router.ts';
import { tryGetRequestContext } from '../../lib/request/request-context.ts';

/** Gives Waku's inline bootstrap scripts the nonce that the CSP header of this response allows. */
const nonceInterceptor: HandlerInterceptor = (next) => {
  const nonce = tryGetRequestContext()?.nonce;
  if (nonce) setNonce(nonce);
  return next();
};

export default nonceInterceptor;
