import type { Context } from 'hono';
import { getFlagsRead, getRequestFlags } from '../../lib/flags/request-flags.ts';
import { isLightMode } from '../../lib/request/light-mode.ts';
import type { RequestContext } from '../../lib/request/request-context.ts';
import { VARIANT_HEADER, type VariantPlan } from '../../lib/request/variant-key.ts';
import { FLAG_MASK_NEEDED_HEADER, flagMaskOf, maskCovers } from '../../lib/request/flag-mask.ts';
import { runWithRequestContext } from '../../lib/request/request-context.ts';
import type { Services } from '../../lib/services/services.ts';
import { markComplete } from '../complete-response.ts';
import { dropStaticIslandPayload } from '../hydration/drop-static-island-payload.ts';
import { replaceResponse } from '../replace-response.ts';
import { applyResponsePolicy } from '../request/response-policy.ts';
import { STRICT_TRANSPORT_SECURITY } from '../security-headers.ts';
import { decidePageKey, variantKey, type PageKeyDecision } from './page-key.ts';
import { createPageStore, type PageStore, type Rendered } from './page-store.ts';
import { isRefreshRequest, renderAgain } from './refresh.ts';
import { inlineScriptHashes } from './script-hashes.ts';
import { buildStoredPage, recompressBest, serveStoredPage, toBodyBytes, type StoredPage } from './stored-page.ts';

export type StoreOutcome = 'hit' | 'stale' | 'miss' | 'shared' | 'bypass';

const pageStores = new WeakMap<Services, PageStore | null>();

/**
 * A page asked for ten times while fresh (within a minute by default) is popular enough for its
 * best compression; under that the CPU costs more than the bytes save (decision 0049, section 7).
 */
const IMPROVE_AT_HIT = 10;

/** One page store per services object (a test's services get their own); null when switched off. */
export function getPageStore(services: Services): PageStore | null {
  let store = pageStores.get(services);
  if (store === undefined) {
    const { maxBytes, freshSeconds, staleSeconds } = services.config.pageStore;
    store = maxBytes > 0 ? createPageStore({ maxBytes, freshMs: freshSeconds * 1000, staleMs: staleSeconds * 1000, improve: recompressBest, improveAtHit: IMPROVE_AT_HIT }) : null;
    pageStores.set(services, store);
  }
  return store;
}

export type StoreRequest = {
  c: Context;
  next: () => Promise<void>;
  context: RequestContext;
  services: Services;
  isPage: boolean;
  isDocument: boolean;
  https: boolean;
  /** Reasons decided before the store is asked: a token page, an upload refusal. */
  notStorable?: PageKeyDecision & { storable: false };
  /** The request's variant key, and whether an edge in front agrees (decision 0029). */
  variant?: VariantPlan | null;
};

/** Whether and under which key the store may answer this request. */
export function decideStoreKey({ context, services, isPage, isDocument, notStorable }: StoreRequest): PageKeyDecision {
  if (notStorable) return notStorable;
  if (!isPage) return { storable: false, reason: 'not-a-page' };
  return decidePageKey({
    method: context.method,
    isDocument,
    isPage,
    host: context.url.host,
    pageUrl: context.pageUrl,
    cookies: context.cookies,
    lightMode: isLightMode(context),
    preview: context.preview !== null,
    cacheVersion: services.storyLoader.getCacheVersion(),
    flags: getRequestFlags(context),
  });
}

/**
 * Step 6 for a page the store may answer: the stored page (fresh, or stale while one background
 * render replaces it), or one render shared by every request of the key that comes meanwhile.
 * A render that cannot be stored (an error page) is still shared with those waiting for it, so an
 * upstream that fails is asked once per key, not once per visitor. Returns null when the store
 * does not take the request; the caller renders it as usual.
 */
export async function serveFromStore(input: StoreRequest): Promise<{ status: number; outcome: StoreOutcome } | null> {
  const store = getPageStore(input.services);
  if (!store) return null;
  const decision = decideStoreKey(input);
  if (!decision.storable) return null;
  const { c, context, services, https } = input;
  const { config } = services;
  const { base, treatments } = decision;
  const serve = (page: StoredPage, outcome: StoreOutcome) => {
    const extraHeaders: Record<string, string> = {};
    if (https) extraHeaders['strict-transport-security'] = STRICT_TRANSPORT_SECURITY;
    if (config.pageStore.debugHeader) extraHeaders['x-page-store'] = outcome;
    if (input.variant) extraHeaders[VARIANT_HEADER] = input.variant.key;
    const edge = edgeVerdict(input.variant, store.relevantFlags(base));
    if (edge.needed) extraHeaders[FLAG_MASK_NEEDED_HEADER] = edge.needed;
    const response = serveStoredPage(page, {
      edge: edge.edge,
      method: context.method,
      acceptEncoding: c.req.header('accept-encoding'),
      ifNoneMatch: c.req.header('if-none-match'),
      setCookies: context.response.setCookies,
      extraHeaders,
      varyHints: context.lightMode.hintsRead,
    });
    replaceResponse(c, markComplete(response));
    return { status: response.status, outcome };
  };

  const key = variantKey(base, treatments, store.relevantFlags(base));
  // The shop's own background render of a stale page skips the lookup: it is the refresh.
  const found = isRefreshRequest(c.req.raw.headers) ? undefined : store.lookup(key);
  if (found) {
    if (found.stale) store.refreshInBackground(key, () => renderAgain(c.req.url, c.req.raw.headers));
    return serve(found.page, found.stale ? 'stale' : 'hit');
  }

  // Rendered without a nonce: the CSP names the hashes of the page's inline scripts instead.
  context.nonce = '';
  let own: Response | undefined;
  const cookiesBefore = context.response.setCookies.length;
  const shared = store.coalesce(key, async (): Promise<Rendered | null> => {
    const rendered = await renderForStore(input);
    own = rendered.response;
    // A render that set a cookie of its own is this visitor's; the others render their own.
    if (context.response.setCookies.length !== cookiesBefore) return null;
    const { status, headers } = rendered.response;
    if (status !== 200 || !(headers.get('content-type') ?? '').startsWith('text/html')) {
      return { key: null, page: buildStoredPage({ status, headers, html: rendered.html, policy: null, now: Date.now() }) };
    }
    // Stored under the flags this page asked for, so other groups of other experiments share it.
    const relevant = store.noteRelevantFlags(base, getFlagsRead(context));
    return {
      key: variantKey(base, treatments, relevant),
      page: buildStoredPage({ status, headers, html: rendered.html, policy: config.pageStore, now: Date.now() }),
    };
  });
  let result = await shared.result.catch((error: unknown) => {
    if (shared.leader) throw error;
    return null;
  });
  // The leader's render may have asked for a flag this page had not asked for before; its page is
  // this request's only if it is stored under this request's treatments of that flag too.
  if (result?.key != null && !shared.leader && store.lookup(variantKey(base, treatments, store.relevantFlags(base)))?.page !== result.page) result = null;
  if (result && (result.key !== null || !shared.leader)) return serve(result.page, shared.leader ? 'miss' : 'shared');
  const answerOwn = (response: Response, outcome: StoreOutcome) => {
    if (config.pageStore.debugHeader) response.headers.set('x-page-store', outcome);
    if (input.variant) response.headers.set(VARIANT_HEADER, input.variant.key);
    replaceResponse(c, response);
    return { status: response.status, outcome };
  };
  if (own) return answerOwn(own, 'miss');
  // The render this request waited for is nobody else's (it set a cookie, or it threw).
  return answerOwn((await renderForStore(input)).response, 'bypass');
}

/**
 * Whether the edge may keep this page under its key: its flag mask must cover every flag the
 * page's renders read (decision 0046). Behind an edge, also the mask the page needs, for the edge
 * to learn (every flag while nothing is known).
 */
export function edgeVerdict(variant: VariantPlan | null | undefined, flagsRead: ReadonlySet<string> | undefined): { edge: VariantPlan['edge'] | undefined; needed?: string } {
  if (!variant || variant.edge === 'absent') return { edge: variant?.edge };
  const needed = flagMaskOf(flagsRead);
  const covered = !variant.flagMask || maskCovers(variant.flagMask, needed);
  return { edge: variant.edge === 'same' && covered ? 'same' : 'other', needed };
}

/**
 * Renders a page candidate for the store to the end (a stored page is whole bytes), then applies
 * the response policy with the hashes of its inline scripts. The response served when the page
 * cannot be stored is built from the same bytes.
 */
async function renderForStore({ c, next, context, services, isPage, https }: StoreRequest): Promise<{ response: Response; html: Buffer }> {
  await runWithRequestContext(context, next);
  const rendered = Buffer.from(await c.res.arrayBuffer());
  const isHtml = (c.res.headers.get('content-type') ?? '').startsWith('text/html');
  // Before the hashes: the payload script changes.
  const html = isHtml ? Buffer.from(dropStaticIslandPayload(rendered.toString('utf8')).html, 'utf8') : rendered;
  const headers = applyResponsePolicy({
    headers: c.res.headers,
    context,
    config: services.config,
    isPage,
    https,
    scriptHashes: isHtml ? inlineScriptHashes(html.toString('utf8')) : undefined,
  });
  headers.delete('content-length');
  const status = context.response.status ?? c.res.status;
  const response = new Response(toBodyBytes(html), { status, headers });
  return { response, html };
}
