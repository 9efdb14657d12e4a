/**
 * The calculator's one impure step: fetch the reference data (and an own format's price), then run
 * the pure rules. Used by the block, by the action that re-renders it, and by the call to action,
 * so all three see the same formats for the same visitor (experiments included).
 */
import { getTreatment as defaultGetTreatment, type GetTreatment } from '../flags/get-treatment.ts';
import { getIntl, getTranslator } from '../i18n/get-translator.ts';
import { getUnit } from '../../../domain/locale/locales.ts';
import { logEvent } from '../log/logger.ts';
import type { CalculatorProduct } from '../../../domain/catalog/vocabulary.ts';
import type { CalculatorReference, OwnFormatPrice } from '../shop-api/catalog.ts';
import { getCalculatorReference, getOwnFormatPrice } from '../shop-api/catalog.ts';
import { describeShopApiError, type ShopApiScope } from '../shop-api/shop-api-client.ts';
import { applyPortraitFormats } from './apply-portrait-formats.ts';
import type { CalculatorBlockProps } from './calculator-block-schema.ts';
import { getPreservedParams, parseCalculatorQuery } from './calculator-query.ts';
import { takesPortraitExperiment } from './calculator-products.ts';
import type { CalculatorSubmission } from './calculator-submission.ts';
import { buildCalculatorView, translateShort, type CalculatorTranslator, type CalculatorView } from './build-calculator-view.ts';
import { resolveCalculatorFeatures, type CalculatorFeatures } from './resolve-calculator-features.ts';
import { findMaterial, resolveCalculatorState } from './resolve-calculator-state.ts';
import { err, ok, type Result } from '../../../domain/result/result.ts';

export type CalculatorEnvironment = {
  scope: ShopApiScope;
  getTreatment?: GetTreatment;
  /** Shop API origin; tests point it at their mock. */
  baseUrl?: string;
};

function createCalculatorTranslator(locale: ShopApiScope['locale']): CalculatorTranslator {
  const messages = getIntl(locale).messages;
  return { t: getTranslator(locale), has: (key) => Object.hasOwn(messages, key) };
}

/** Reference data as this visitor sees it: with formats turned upright when the experiment says so. */
export async function loadCalculatorReference(
  product: CalculatorProduct,
  features: CalculatorFeatures,
  { scope, baseUrl }: CalculatorEnvironment,
): Promise<CalculatorReference | null> {
  const result = await getCalculatorReference(scope, product, { baseUrl });
  if (!result.ok) {
    logEvent('warn', 'block-render-error', { component: 'calculator', reason: 'reference-unavailable', product, ...describeShopApiError(result.error) });
    return null;
  }
  return features.portraitFormats && takesPortraitExperiment(product) ? applyPortraitFormats(result.value) : result.value;
}

export type LoadCalculatorInput = CalculatorEnvironment & {
  block: CalculatorBlockProps;
  /** The page URL: its query holds the calculator's state. */
  pageUrl: URL;
  /** A refused call to action in this request: its values are shown instead of the URL's. */
  submission?: CalculatorSubmission | null;
};

/** Without reference data the block says so in a short, translated message. */
export type LoadCalculatorResult = Result<CalculatorView, { kind: 'unavailable'; message: string }>;

export async function loadCalculatorView(input: LoadCalculatorInput): Promise<LoadCalculatorResult> {
  const { block, pageUrl, submission, scope } = input;
  const translator = createCalculatorTranslator(scope.locale);
  const features = resolveCalculatorFeatures(block.tags, input.getTreatment ?? defaultGetTreatment);
  const reference = await loadCalculatorReference(block.product, features, input);
  if (!reference) return err({ kind: 'unavailable', message: translateShort(translator, 'calculator.notAvailable') });

  const pageQuery = parseCalculatorQuery(pageUrl.searchParams);
  // A refused choice is shown as submitted where it can be; an unknown material keeps the page's.
  const query = submission
    ? { ...submission.query, material: findMaterial(reference, submission.query.material) ? submission.query.material : pageQuery.material }
    : pageQuery;
  const unit = getUnit(scope.locale);
  let state = resolveCalculatorState({ reference, query, initialSku: block.initialSku, unit });
  let ownFormatPrice: OwnFormatPrice | null = null;
  if (state.selection.kind === 'own') {
    const { width, height } = state.selection;
    ownFormatPrice = await getOwnFormatPrice(scope, { product: block.product, material: state.material.value, width, height }, { baseUrl: input.baseUrl });
    if (ownFormatPrice.kind === 'out-of-range') {
      state = resolveCalculatorState({ reference, query, initialSku: block.initialSku, unit, ownFormatRejected: ownFormatPrice.limit });
      ownFormatPrice = null;
    }
  }
  const view = buildCalculatorView({
    reference,
    state,
    features,
    headline: block.headline,
    locale: scope.locale,
    translator,
    pathname: pageUrl.pathname,
    preserved: getPreservedParams(pageUrl.searchParams),
    ownFormatPrice,
    submissionRefused: submission !== null && submission !== undefined,
  });
  return ok(view);
}
