import { buildPageIdentifier, routePagePath } from '../../lib/analytics/page-identifier.ts';
import type { DataLayerEvent, TagManager } from '../../lib/analytics/tag-manager.ts';
import { buildInitEvent, buildPageViewEvent, buildTagBootScript, getTagManager, isTrackingOff, toScriptJson } from '../../lib/analytics/tag-manager.ts';
import { consentReturnPath } from '../../lib/consent/consent.ts';
import { readConsent } from '../../lib/consent/read-consent.ts';
import { getPageStory } from '../../lib/content/get-story.ts';
import type { PageScope } from '../../lib/request/get-page-scope.ts';
import { isLightMode } from '../../lib/request/light-mode.ts';
import { isTokenPage } from '../../lib/request/page-token.ts';
import { getRequestContext } from '../../lib/request/request-context.ts';
import type { ShopRoute } from '../../lib/routing/match-shop-route.ts';
import { buildAlternates } from '../../lib/seo/build-alternates.ts';
import { getLanguage } from '../../../domain/locale/locales.ts';
import { getServices } from '../../lib/services/services.ts';
import { TagManagerRouteTracker } from './tag-manager-route-tracker.tsx';

/** Routes that are pages but no landing page: the icon sheet. Pages with a token load no tags at all (isTokenPage). */
const IGNORED_ROUTES: ReadonlySet<ShopRoute['kind']> = new Set(['icons']);

/** Story routes name their alternate-language versions (hreflang); x-default is the German page. */
async function findAlternatePath(scope: PageScope, route: ShopRoute): Promise<string | null> {
  if (route.kind !== 'home' && route.kind !== 'content' && route.kind !== 'error') return null;
  const path = route.kind === 'content' ? route.slug : route.kind;
  const result = await getPageStory({ channel: scope.channel, locale: scope.locale, path, preview: scope.preview });
  if (!result.ok) return null;
  const { story } = result.value;
  const alternates = buildAlternates({
    table: getServices().config.hostTable,
    channel: scope.channel,
    requestHost: scope.requestHost,
    fullSlugs: [story.fullSlug, ...story.alternates.map((alternate) => alternate.full_slug)],
  });
  const xDefault = alternates.find((alternate) => alternate.hreflang === 'x-default');
  return xDefault ? new URL(xDefault.href).pathname : null;
}

export type PageTracking = { tagManager: TagManager; events: DataLayerEvent[]; pageKey: string };

/**
 * What the page puts into the data layer, or null when nothing may load: no (valid) container,
 * `?tracking=0`, no statistics consent, light mode (pages without scripts), or a page holding a
 * mail link's secret (a tag script reads the whole page and its URL). The init event always; `landingpage_view` only for a
 * page view: a placed, not ignored route, not an editor's draft.
 */
export async function resolvePageTracking(scope: PageScope): Promise<PageTracking | null> {
  const request = getRequestContext();
  const tagManager = getTagManager(getServices().config);
  const consent = readConsent();
  if (!tagManager || isTrackingOff(request.pageUrl) || !consent?.statistics || isLightMode(request)) return null;
  const route = scope.location?.route ?? null;
  if (isTokenPage(route, request.pageUrl, request.cookies)) return null;
  const ownPath = request.pageUrl.pathname.replace(scope.pathContext.languagePrefix, '') || '/';
  const uniqueIdentifier = route ? buildPageIdentifier({ route, alternatePath: scope.preview ? null : await findAlternatePath(scope, route) }) : ownPath;
  const events: DataLayerEvent[] = [buildInitEvent({ channel: scope.channel, locale: scope.locale, platform: scope.platform, uniqueIdentifier, consent })];
  const eligible = route !== null && !scope.preview && !IGNORED_ROUTES.has(route.kind);
  if (eligible) events.push(buildPageViewEvent(uniqueIdentifier, routePagePath(route, getLanguage(scope.locale))));
  // Opening and saving the consent settings stays on the same page: one page view, not two.
  return { tagManager, events, pageKey: consentReturnPath(request.pageUrl.pathname + request.pageUrl.search) };
}

/**
 * The data layer and the tag script. The events are JSON in a data element (readable without
 * running anything); the nonce'd (or, on a stored page, hashed) inline script hands them to
 * `window.dataLayer`, then adds the tag script, and marks the page as tracked for the route tracker.
 */
export async function TagManagerTags({ scope }: { scope: PageScope }) {
  const tracking = await resolvePageTracking(scope);
  if (!tracking) return null;
  const { nonce } = getRequestContext();
  const { tagManager, events, pageKey } = tracking;
  const boot = buildTagBootScript(pageKey, tagManager.scriptUrl);
  return (
    <>
      {/* eslint-disable-next-line no-restricted-syntax -- script text is not HTML: React would entity-escape it; toScriptJson makes it inert */}
      <script type="application/json" id="shop-data-layer" dangerouslySetInnerHTML={{ __html: toScriptJson(events) }} />
      {/* eslint-disable-next-line no-restricted-syntax -- fixed code; the only value in it goes through toScriptJson */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: boot }} />
      <TagManagerRouteTracker pageKey={pageKey} events={events} scriptUrl={tagManager.scriptUrl} />
    </>
  );
}
