/**
 * Every `unstable_*` router and error API of Waku the shop uses, under the shop's own names. Waku
 * marks them unstable: a release may rename or reshape them. The type check fails here first when
 * a name goes; `framework-contract.test.ts` checks the behaviour the shop relies on (decision 0034).
 */
export {
  unstable_getHeaders as getHeaders,
  unstable_parseRouterRequest as parseRouterRequest,
  unstable_redirect as redirect,
  unstable_rerenderRoute as rerenderRoute,
  unstable_setNonce as setNonce,
} from 'waku/router/server';
export { unstable_createCustomError as createCustomError, unstable_getErrorInfo as getErrorInfo } from 'waku/minimal/server';
