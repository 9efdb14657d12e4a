/**
 * Everything the calculator shows, as plain data: texts translated, prices and sizes formatted for
 * the locale, links built. The component only renders this, so every rule is tested here.
 */
import { getDiscount, formatPrice } from '../../../domain/catalog/price.ts';
import { pickReadableTextColor } from '../../../domain/colors/contrast.ts';
import { getListTaxNoteKey, getTaxNoteKey } from '../catalog/tax-note.ts';
import { formatDimensions, formatLength, formatPhotoPrintFormat, getUnitLabel } from '../../../domain/catalog/units.ts';
import type { Translate } from '../i18n/get-translator.ts';
import { getUnit, type LocaleCode } from '../../../domain/locale/locales.ts';
import type { CalculatorProduct } from '../../../domain/catalog/vocabulary.ts';
import type { CalculatorFormat, CalculatorMaterial, CalculatorReference, OwnFormatPrice } from '../shop-api/catalog.ts';
import {
  buildCalculatorHref,
  CALCULATOR_ANCHOR,
  CALCULATOR_QUERY_KEYS,
  type CalculatorDialog,
} from './calculator-query.ts';
import { groupFormatsBySize } from './group-formats.ts';
import type { OwnFormatField, OwnFormatFieldError } from './parse-own-format.ts';
import type { CalculatorState, FormatSelection } from './resolve-calculator-state.ts';
import type { CalculatorFeatures } from './resolve-calculator-features.ts';

export type CalculatorTranslator = {
  t: Translate;
  /** Whether the catalogue has the key; short variants fall back to the long text, not to 'short'. */
  has: (key: string) => boolean;
};

export type PriceView = {
  current: string;
  /** The struck-through original, only for a discount. */
  original: string | null;
  /** 'instead of 49,95 €' for assistive technology, which does not announce strike-through. */
  insteadOf: string | null;
  discount: string | null;
};

export type BadgeView = { text: string; backgroundColor: string | null; textColor: string | null };

export type MaterialOptionView = { value: string; label: string; pressed: boolean; badges: BadgeView[] };

export type FormatOptionView = { value: string; size: string; caption: string | null; pressed: boolean; price: PriceView };

/** One shape of format (square, 3:2, ...) in the more-formats dialog, its sizes ascending. */
export type MoreFormatsGroupView = { label: string | null; options: FormatOptionView[] };

export type SlotView = FormatOptionView & {
  kind: FormatSelection['kind'];
  /** Own formats are not a `calc-format` value; their slot shows the choice without resubmitting it. */
  submittable: boolean;
};

export type OwnFormatFieldView = { name: string; id: string; label: string; value: string; error: string | null };

export type CalculatorDialogView =
  | {
      kind: 'more-formats';
      title: string;
      closeHref: string;
      closeText: string;
      sections: { material: string; label: string; open: boolean; groups: MoreFormatsGroupView[] }[];
      /** "All prices incl. VAT" where the country requires it. */
      taxNote: string | null;
    }
  | {
      kind: 'own-format';
      title: string;
      closeHref: string;
      closeText: string;
      material: string;
      limitText: string;
      fields: [OwnFormatFieldView, OwnFormatFieldView];
      submitText: string;
    };

export type CalculatorView = {
  anchorId: string;
  headline: string;
  startLabel: string | null;
  /** A refused call to action. */
  error: string | null;
  /** Page parameters every GET form carries along. */
  preserved: [string, string][];
  materialLegend: string;
  materials: MaterialOptionView[];
  selectedMaterial: string;
  formatLegend: string;
  formats: FormatOptionView[];
  slot: SlotView | null;
  moreFormatsLink: { href: string; text: string; current: boolean };
  ownFormatLink: { href: string; text: string; current: boolean; limitText: string } | null;
  selected: { size: string; price: PriceView | null; notAvailable: string; taxNote: string | null };
  cta: { text: string; product: CalculatorProduct; material: string; format: string };
  dialog: CalculatorDialogView | null;
};

export type BuildCalculatorViewInput = {
  reference: CalculatorReference;
  state: CalculatorState;
  features: CalculatorFeatures;
  headline?: string;
  locale: LocaleCode;
  translator: CalculatorTranslator;
  pathname: string;
  preserved: [string, string][];
  /** Price of the selected own format; null when none is selected. */
  ownFormatPrice: OwnFormatPrice | null;
  submissionRefused: boolean;
};

/** The per-product start labels of the catalogue; framed products have none. */
const START_LABEL_PRODUCTS: readonly CalculatorProduct[] = ['collage', 'photoframe', 'photobook', 'photobox', 'photoprint'];

export function translateShort({ t, has }: CalculatorTranslator, key: string, values?: Record<string, string | number>): string {
  return has(`${key}.short`) ? t(`${key}.short`, values) : t(key, values);
}

function translateOptional({ t }: CalculatorTranslator, key: string | null): string | null {
  return key ? t(key) : null;
}

/** The first key the catalogue has; the last one is the fallback, so it should be the safest. */
function translateFirst({ t, has }: CalculatorTranslator, keys: readonly [string, ...string[]]): string {
  return t(keys.find(has) ?? keys.at(-1)!);
}

export function buildPriceView(
  prices: { priceCurrent: number; priceOriginal: number },
  reference: Pick<CalculatorReference, 'currency'>,
  locale: LocaleCode,
  { t }: CalculatorTranslator,
): PriceView {
  const current = formatPrice(prices.priceCurrent, locale, { currency: reference.currency });
  const discount = getDiscount(prices);
  if (!discount.hasDiscount) return { current, original: null, insteadOf: null, discount: null };
  const original = formatPrice(prices.priceOriginal, locale, { currency: reference.currency });
  return {
    current,
    original,
    insteadOf: t('calculator.insteadOf', { price: original }),
    discount: discount.percent > 0 ? t('calculator.discount', { percent: discount.percent }) : null,
  };
}

/** US photo prints go by their traditional inch names; everything else is measured. */
export function formatSize(product: CalculatorProduct, format: string, locale: LocaleCode): string {
  return product === 'photoprint' ? formatPhotoPrintFormat(format, locale) : formatDimensions(format, locale);
}

function buildBadges(reference: CalculatorReference, material: CalculatorMaterial, index: number, features: CalculatorFeatures, translator: CalculatorTranslator): BadgeView[] {
  const badges: BadgeView[] = [];
  for (const kind of features.labels) {
    const label = reference.labels.find((entry) => entry.index === index && entry.text === kind);
    if (!label && !material.tags.includes(kind)) continue;
    const backgroundColor = label?.backgroundColor ?? null;
    badges.push({
      text: translateShort(translator, `calculator.label.${kind}`),
      backgroundColor,
      // The API's colours are chosen by people: the text colour is kept only where it reads on
      // the badge's own background; without one the stylesheet's readable pair applies.
      textColor: backgroundColor ? pickReadableTextColor(backgroundColor, label?.textColor) : null,
    });
  }
  return badges;
}

/**
 * Every material of a framed calculator is framed, so "gerahmt" on each button said nothing and
 * made "Poster gerahmt" look out of place on a canvas page. The legend says it once; the buttons
 * name the material alone where the catalogue has that name. The dialog keeps the full names
 * ("Leinwand im Schattenfugenrahmen"), which tell the frame.
 */
function buildMaterialLabel(reference: CalculatorReference, material: CalculatorMaterial, translator: CalculatorTranslator): string {
  const plainKey = `material.${material.value}`;
  if (reference.product === 'framed' && translator.has(plainKey)) return translateShort(translator, plainKey);
  return translateShort(translator, material.labelTranslationKey);
}

function buildMaterialLegend(reference: CalculatorReference, translator: CalculatorTranslator): string {
  return reference.product === 'framed' ? translateFirst(translator, ['calculator.materialFramed', 'calculator.material']) : translator.t('calculator.material');
}

function buildFormatOption(
  reference: CalculatorReference,
  format: CalculatorFormat,
  pressed: boolean,
  locale: LocaleCode,
  translator: CalculatorTranslator,
): FormatOptionView {
  return {
    value: format.value,
    size: formatSize(reference.product, format.value, locale),
    caption: format.labelTranslationKey ? translateShort(translator, format.labelTranslationKey) : null,
    pressed,
    price: buildPriceView(format, reference, locale, translator),
  };
}

function isSelected(state: CalculatorState, material: CalculatorMaterial, value: string): boolean {
  return state.material.value === material.value && state.selection.value === value;
}

function formatLimitText(material: CalculatorMaterial, locale: LocaleCode, translator: CalculatorTranslator): string {
  const { maxWidth, maxHeight } = material.formatLimit;
  return translator.t('calculator.individuallyUpTo', { max: formatDimensions({ width: maxWidth, height: maxHeight }, locale, { withPaperSize: false }) });
}

function describeFieldError(error: OwnFormatFieldError | undefined, locale: LocaleCode, { t }: CalculatorTranslator): string | null {
  if (!error) return null;
  const unit = getUnitLabel(getUnit(locale));
  switch (error.code) {
    case 'required':
      return t('calculator.error.required');
    case 'notANumber':
      return t('calculator.error.notANumber');
    case 'tooSmall':
      return t('calculator.error.tooSmall', { min: `${formatLength(error.limitMm, locale)} ${unit}` });
    case 'tooLarge':
      return t('calculator.error.tooLarge', { max: `${formatLength(error.limitMm, locale)} ${unit}` });
  }
}

function buildSelectedPrice(input: BuildCalculatorViewInput): PriceView | null {
  const { state, reference, locale, translator, ownFormatPrice } = input;
  if (state.selection.kind !== 'own') return buildPriceView(state.selection.format, reference, locale, translator);
  if (ownFormatPrice?.kind !== 'price') return null;
  return buildPriceView(ownFormatPrice, { currency: ownFormatPrice.currency }, locale, translator);
}

function buildSlot(input: BuildCalculatorViewInput, selectedPrice: PriceView | null): SlotView | null {
  const { state, reference, locale, translator } = input;
  const slot = state.slot;
  if (!slot) return null;
  const size = formatSize(reference.product, slot.value, locale);
  if (slot.kind === 'own') {
    const price = selectedPrice ?? { current: translateShort(translator, 'calculator.notAvailable'), original: null, insteadOf: null, discount: null };
    return { kind: 'own', submittable: false, value: slot.value, size, caption: translateShort(translator, 'calculator.ownFormat'), pressed: true, price };
  }
  const option = buildFormatOption(reference, slot.format, true, locale, translator);
  return { ...option, kind: slot.kind, submittable: true, caption: option.caption ?? translateShort(translator, 'calculator.moreFormats') };
}

function buildDialog(input: BuildCalculatorViewInput, closeHref: string): CalculatorDialogView | null {
  const { state, reference, locale, translator } = input;
  const closeText = translator.t('calculator.close');
  if (state.dialog === 'more-formats') {
    // The current material first and open; the others folded, so the dialog stays short.
    const ordered = [state.material, ...reference.materials.filter((material) => material !== state.material)];
    return {
      kind: 'more-formats',
      title: translator.t('calculator.moreFormats'),
      closeHref,
      closeText,
      taxNote: translateOptional(translator, getListTaxNoteKey(locale)),
      sections: ordered.map((material) => ({
        material: material.value,
        label: translator.t(material.labelTranslationKey),
        open: material === state.material,
        groups: groupFormatsBySize([...material.formats, ...material.moreFormats]).map((group) => ({
          label: group.labelKey ? translator.t(group.labelKey) : null,
          options: group.formats.map((format) => ({
            ...buildFormatOption(reference, format, isSelected(state, material, format.value), locale, translator),
            // The group's heading names the shape; a caption on every tile would repeat it.
            ...(group.labelKey ? { caption: null } : {}),
          })),
        })),
      })),
    };
  }
  if (state.dialog === 'own-format' && state.material.ownFormats) {
    const unit = getUnitLabel(getUnit(locale));
    const field = (name: OwnFormatField, queryKey: string, labelKey: string): OwnFormatFieldView => ({
      name: queryKey,
      id: `${CALCULATOR_ANCHOR}-${name}`,
      label: `${translator.t(labelKey)} (${unit})`,
      value: state.ownFormat?.input[name] ?? '',
      error: describeFieldError(state.ownFormat?.errors[name], locale, translator),
    });
    return {
      kind: 'own-format',
      title: translator.t('calculator.ownFormat'),
      closeHref,
      closeText,
      material: state.material.value,
      limitText: formatLimitText(state.material, locale, translator),
      fields: [
        field('width', CALCULATOR_QUERY_KEYS.width, 'calculator.width'),
        field('height', CALCULATOR_QUERY_KEYS.height, 'calculator.height'),
      ],
      submitText: translateFirst(translator, ['calculator.ownFormat.submit', 'calculator.ownFormat.short', 'calculator.ownFormat']),
    };
  }
  return null;
}

export function buildCalculatorView(input: BuildCalculatorViewInput): CalculatorView {
  const { reference, state, features, locale, translator, pathname, preserved } = input;
  const { t } = translator;
  const hrefFor = (dialog: CalculatorDialog | null) => buildCalculatorHref(pathname, preserved, { ...state.stateQuery, dialog });
  const selectedPrice = buildSelectedPrice(input);
  return {
    anchorId: CALCULATOR_ANCHOR,
    headline: input.headline ?? t('calculator.headline'),
    startLabel: START_LABEL_PRODUCTS.includes(reference.product) ? t(`calculator.start.${reference.product}`) : null,
    error: input.submissionRefused ? t('calculator.notAvailable') : null,
    preserved,
    materialLegend: buildMaterialLegend(reference, translator),
    materials: reference.materials.map((material, index) => ({
      value: material.value,
      label: buildMaterialLabel(reference, material, translator),
      pressed: material === state.material,
      badges: buildBadges(reference, material, index, features, translator),
    })),
    selectedMaterial: state.material.value,
    formatLegend: t('calculator.format'),
    formats: state.material.formats.map((format) =>
      buildFormatOption(reference, format, state.slot === null && state.selection.value === format.value, locale, translator),
    ),
    slot: buildSlot(input, selectedPrice),
    moreFormatsLink: {
      href: hrefFor(state.dialog === 'more-formats' ? null : 'more-formats'),
      text: t('calculator.moreFormats'),
      current: state.dialog === 'more-formats',
    },
    ownFormatLink: state.material.ownFormats
      ? {
          href: hrefFor(state.dialog === 'own-format' ? null : 'own-format'),
          text: t('calculator.ownFormat'),
          current: state.dialog === 'own-format',
          limitText: formatLimitText(state.material, locale, translator),
        }
      : null,
    selected: {
      size: formatSize(reference.product, state.selection.value, locale),
      price: selectedPrice,
      notAvailable: t('calculator.notAvailable'),
      taxNote: translateOptional(translator, getTaxNoteKey(locale)),
    },
    cta: { text: t('calculator.apply'), product: reference.product, material: state.material.value, format: state.selection.value },
    dialog: buildDialog(input, hrefFor(null)),
  };
}
