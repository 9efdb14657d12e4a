import type { UploadRefusal } from '../toolbox/upload-refusal.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ContentPreview } from '../../../domain/content/model.ts';
import type { LightModeDecision } from '../light-mode/decide-light-mode.ts';
import type { ShopLocation } from '../routing/route-pipeline.ts';
import type { Services } from '../services/services.ts';

/**
 * One object per request, created by the request middleware and readable from pages, components
 * and actions. Waku 1.0 has no API to set status, headers or cookies from a render or an action,
 * so they are collected here and applied to the response by the middleware that owns it.
 */
export type RequestContext = {
  requestId: string;
  /** Configuration, clients and caches: the process's in the server, a test's own in tests. */
  services: Services;
  /** The URL as received (for client navigations that is Waku's RSC URL). */
  url: URL;
  /** The page the request is for: its path and query, also for client navigations (and the
   * target of an action's redirect, which Waku renders in the same response). */
  pageUrl: URL;
  method: string;
  clientAddress: string;
  nonce: string;
  cookies: ReadonlyMap<string, string>;
  /** Light or not, and the client hints that decided it (decision 0028); see isLightMode. */
  lightMode: LightModeDecision;
  /** The Referer header as received (forwarded with the customer-data call). */
  referrer?: string | null;
  /** Where the request is in the shop; null when the route pipeline could not place it. */
  location: ShopLocation | null;
  /** Set when the pipeline decided 404 before rendering; the page renders the not-found view. */
  notFoundMessage: string | null;
  /** A toolbox upload refused by the body limit: the page renders the refusal in the shell. */
  uploadRefusal?: UploadRefusal | null;
  /** Draft mode for editors, only after a valid preview token. */
  preview: ContentPreview | null;
  /**
   * The visual editor's live render (decision 0026): the edited story's content, already checked
   * against the editor's token and the content schemas. It stands in for the draft of its slug;
   * every other story of the page is read as published (no draft read, which is rate limited).
   */
  editedContent?: { storyId: string; fullSlug: string; story: Record<string, unknown> };
  response: {
    status: number | null;
    headers: Headers;
    setCookies: string[];
  };
};

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function getRequestContext(): RequestContext {
  const context = storage.getStore();
  if (!context) throw new Error('No request context: called outside a request');
  return context;
}

export function tryGetRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

export function setResponseStatus(status: number) {
  getRequestContext().response.status = status;
}

export function setResponseHeader(name: string, value: string) {
  getRequestContext().response.headers.set(name, value);
}
