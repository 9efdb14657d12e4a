'use server';

import { parseWithZod } from '@conform-to/zod/v4';
import { createElement, type ReactNode } from 'react';
import { getHeaders, redirect, rerenderRoute } from '../server/framework/waku-router.ts';
import { CalculatorUnavailable, CalculatorView } from '../components/blocks/calculator/calculator-view.tsx';
import { buildCalculatorDesignerLink } from '../lib/calculator/build-calculator-designer-link.ts';
import { calculatorBlockSchema } from '../lib/calculator/calculator-block-schema.ts';
import { CALCULATOR_ANCHOR, EMPTY_CALCULATOR_QUERY } from '../lib/calculator/calculator-query.ts';
import { recordCalculatorSubmission } from '../lib/calculator/calculator-submission.ts';
import { loadCalculatorReference, loadCalculatorView } from '../lib/calculator/load-calculator.ts';
import { resolveCalculatorFeatures } from '../lib/calculator/resolve-calculator-features.ts';
import { calculatorChoiceSchema, validateCalculatorChoice } from '../lib/calculator/validate-calculator-choice.ts';
import { loadDeliveryView } from '../lib/shipping/load-delivery-view.ts';
import { getServices } from '../lib/services/services.ts';
import { getTreatment } from '../lib/flags/get-treatment.ts';
import { trackFlagEvent } from '../lib/flags/track-flag-event.ts';
import { DEFAULT_LOCALE } from '../../domain/locale/locales.ts';
import { logEvent } from '../lib/log/logger.ts';
import { getRequestContext, setResponseStatus, type RequestContext } from '../lib/request/request-context.ts';
import { assertFormData, badRequest } from '../server/bad-request.ts';
import { isRscPath } from '../server/framework/rsc-path.ts';

/** Waku sends the route a client-side action came from in this header. */
const ACTION_LOCATION_HEADER = 'x-waku-action-location';

function getScope(request: RequestContext) {
  return { channel: request.location?.channel ?? 'poster', locale: request.location?.locale ?? DEFAULT_LOCALE } as const;
}

function isClientActionCall(request: RequestContext) {
  return isRscPath(request.url.pathname);
}

function readField(formData: FormData, name: string): string | null {
  const value = formData.get(name);
  return typeof value === 'string' ? value.slice(0, 64) : null;
}

/**
 * A refused choice renders the calculator again with the submitted values and a message. Without
 * JavaScript Waku renders the page after this action in the same request: 422 tells the browser
 * (and tests) the post was refused. With JavaScript the page is re-rendered for the route the
 * action came from; a 4xx there would make the client throw instead of showing the message.
 */
function refuse(request: RequestContext, formData: FormData, reason: string) {
  logEvent('warn', 'block-render-error', { component: 'calculator', reason });
  recordCalculatorSubmission(request, {
    query: { ...EMPTY_CALCULATOR_QUERY, material: readField(formData, 'material'), format: readField(formData, 'format') },
  });
  if (!isClientActionCall(request)) {
    setResponseStatus(422);
    return;
  }
  const headers = getHeaders();
  const origin = headers[ACTION_LOCATION_HEADER];
  // Waku re-renders only a same-origin route without a fragment; a backslash after the slash makes another host.
  if (!origin?.startsWith('/') || origin.includes('#') || !URL.canParse(origin, request.url.origin)) return;
  if (new URL(origin, request.url.origin).origin !== request.url.origin) return;
  // The enhancer keeps the address bar current with replaceState, which Waku's router does not
  // see; the Referer does, so the page renders with the query the visitor actually has.
  const referer = headers.referer && URL.canParse(headers.referer) ? new URL(headers.referer) : null;
  request.pageUrl = referer?.origin === request.url.origin ? referer : new URL(origin, request.url.origin);
  rerenderRoute();
}

/**
 * The call to action (docs/shop-rules.md, Calculator): checks the choice against the reference data and sends the
 * visitor to the product's designer with material and format (303, so a reload never posts twice).
 */
export async function applyCalculatorAction(formData: FormData): Promise<void> {
  assertFormData(formData);
  const request = getRequestContext();
  const scope = getScope(request);
  const submission = parseWithZod(formData, { schema: calculatorChoiceSchema });
  if (submission.status !== 'success') return refuse(request, formData, 'invalid-choice');
  const { product, material, format } = submission.value;
  // Labels do not matter here, the portrait experiment does: it decides which formats exist.
  const features = resolveCalculatorFeatures([], getTreatment);
  const reference = await loadCalculatorReference(product, features, { scope });
  if (!reference) return refuse(request, formData, 'reference-unavailable');
  const validated = validateCalculatorChoice(reference, { material, format });
  if (!validated.ok) return refuse(request, formData, validated.error.kind);
  const path = buildCalculatorDesignerLink(
    { product, material: validated.value.material, format: validated.value.format, formatContext: validated.value.formatContext },
    { locale: scope.locale, channel: scope.channel },
  );
  // The conversion the calculator experiments are measured by.
  trackFlagEvent('calculator-apply', { product, material: validated.value.material.value });
  redirect(new URL(path, getServices().config.designerUrl).href, 303);
}

/**
 * The calculator for a page URL (path and query), rendered on the server for the enhancer, which
 * swaps it in without a page load. The block props come back from the browser, so they are
 * parsed again; a page URL of another origin is refused.
 */
export async function renderCalculatorAction(block: unknown, pageHref: string): Promise<ReactNode> {
  const parsed = calculatorBlockSchema.safeParse(block);
  const request = getRequestContext();
  if (!parsed.success || typeof pageHref !== 'string' || !URL.canParse(pageHref, request.url.origin)) throw badRequest('calculator arguments');
  const props = parsed.data;
  const pageUrl = new URL(pageHref, request.url.origin);
  if (pageUrl.origin !== request.url.origin) throw badRequest('calculator page URL of another origin');
  const scope = getScope(request);
  const [result, delivery] = await Promise.all([loadCalculatorView({ block: props, pageUrl, scope }), loadDeliveryView(scope)]);
  if (!result.ok) return createElement(CalculatorUnavailable, { message: result.error.message, anchorId: CALCULATOR_ANCHOR });
  return createElement(CalculatorView, { view: result.value, applyAction: applyCalculatorAction, delivery });
}
