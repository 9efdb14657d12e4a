/**
 * The calculator's rules (docs/shop-rules.md, Calculator; decision 0006), as one pure function from the URL query and the
 * reference data to the state the calculator shows (pure but for one log line when the catalogue's
 * default format of a material is not offered):
 * - the selected material determines the formats; choosing a material resets the format to that
 *   material's initially selected format;
 * - an initial SKU from content preselects material and format; a format that is not listed is
 *   shown in an extra 'more formats' slot. A listed one is pressed where it is listed, also for
 *   framed products: the same size twice (once dashed) read as two different offers;
 * - a format chosen in the more-formats dialog switches the material when needed and fills the
 *   slot when it is not listed; choosing a listed format clears the slot;
 * - an own format (width and height as typed) is validated; bad input reopens its dialog with the
 *   typed values, good input is selected and shown in the slot.
 */
import { logEventOnce } from '../log/logger.ts';
import { parseFormat } from '../../../domain/catalog/format.ts';
import type { Unit } from '../../../domain/locale/locales.ts';
import type { CalculatorFormat, CalculatorMaterial, CalculatorReference, FormatLimit } from '../shop-api/catalog.ts';
import type { CalculatorDialog, CalculatorQuery } from './calculator-query.ts';
import { parseInitialSku } from './parse-initial-sku.ts';
import { isWithinFormatLimit, parseOwnFormat, type OwnFormatErrors, type OwnFormatInput } from './parse-own-format.ts';

export type FormatSelection =
  | { kind: 'listed'; value: string; format: CalculatorFormat }
  | { kind: 'more'; value: string; format: CalculatorFormat }
  | { kind: 'own'; value: string; width: number; height: number };

export type CalculatorState = {
  material: CalculatorMaterial;
  selection: FormatSelection;
  /** What the extra 'more formats' slot beside the listed formats shows, if anything. */
  slot: FormatSelection | null;
  dialog: CalculatorDialog | null;
  /** The own-format fields as typed, with their problems; null when nothing was typed. */
  ownFormat: { input: OwnFormatInput; errors: OwnFormatErrors } | null;
  /**
   * The query that describes this state, without the dialog: dialog links add to it, the close
   * link is it. Only what took effect is in it, so closing a dialog drops rejected input.
   */
  stateQuery: Partial<CalculatorQuery>;
};

export type ResolveCalculatorStateInput = {
  reference: CalculatorReference;
  query: CalculatorQuery;
  initialSku?: string | null;
  unit: Unit;
  /** The price API refused the own format with this limit (stricter than the reference's): reopen the dialog. */
  ownFormatRejected?: FormatLimit | null;
};

export function findFormat(material: CalculatorMaterial, value: string): FormatSelection | null {
  const listed = material.formats.find((format) => format.value === value);
  if (listed) return { kind: 'listed', value, format: listed };
  const more = material.moreFormats.find((format) => format.value === value);
  return more ? { kind: 'more', value, format: more } : null;
}

/** The material's own choice, or its first format when the API names one it does not offer. */
function getInitialSelection(material: CalculatorMaterial): FormatSelection {
  const initial = findFormat(material, material.initiallySelectedFormat);
  if (initial) return initial;
  // The catalogue's default for this material is wrong; shoppers still get a format, the catalogue team a log line.
  logEventOnce('error', 'error-no-default-option-for-material-type', `${material.value}:${material.initiallySelectedFormat}`, {
    material: material.value,
    initiallySelectedFormat: material.initiallySelectedFormat,
  });
  const first = material.formats[0] ?? material.moreFormats[0];
  // The reference schema drops materials without formats, so one of the two lists has an entry.
  if (!first) throw new Error(`material ${material.value} has no formats`);
  return findFormat(material, first.value)!;
}

export function findMaterial(reference: CalculatorReference, value: string | null | undefined): CalculatorMaterial | null {
  return value ? (reference.materials.find((material) => material.value === value) ?? null) : null;
}

function ownSelection(value: string): FormatSelection {
  const { width, height } = parseFormat(value);
  return { kind: 'own', value, width, height };
}

/** A format that is neither listed nor in the more list is an own format where the material takes them. */
function selectFormat(material: CalculatorMaterial, value: string): FormatSelection | null {
  const offered = findFormat(material, value);
  if (offered) return offered;
  if (!material.ownFormats) return null;
  return isWithinFormatLimit(parseFormat(value), material.formatLimit) ? ownSelection(value) : null;
}

type BaseState = { material: CalculatorMaterial; selection: FormatSelection };

function resolveBase(reference: CalculatorReference, initialSku: string | null | undefined): BaseState {
  const sku = parseInitialSku(initialSku);
  const skuMaterial = findMaterial(reference, sku?.material);
  if (sku && skuMaterial) {
    const selection = selectFormat(skuMaterial, sku.format);
    if (selection) return { material: skuMaterial, selection };
    return { material: skuMaterial, selection: getInitialSelection(skuMaterial) };
  }
  const material = findMaterial(reference, reference.selectedValue) ?? reference.materials[0]!;
  return { material, selection: getInitialSelection(material) };
}

/** The API's limit decides; should it accept what it just refused, both sides are named. */
function rejectOwnFormat(input: OwnFormatInput, unit: Unit, limit: FormatLimit): OwnFormatErrors {
  const checked = parseOwnFormat(input, unit, limit);
  if (!checked.ok) return checked.error.errors;
  return { width: { code: 'tooLarge', limitMm: Math.max(limit.maxWidth, limit.maxHeight) }, height: { code: 'tooLarge', limitMm: Math.min(limit.maxWidth, limit.maxHeight) } };
}

export function resolveCalculatorState({ reference, query, initialSku, unit, ownFormatRejected }: ResolveCalculatorStateInput): CalculatorState {
  const base = resolveBase(reference, initialSku);
  let { material, selection } = base;
  const stateQuery: Partial<CalculatorQuery> = {};

  const queriedMaterial = findMaterial(reference, query.material);
  if (queriedMaterial) {
    material = queriedMaterial;
    selection = getInitialSelection(queriedMaterial);
    stateQuery.material = queriedMaterial.value;
  }
  const queriedFormat = query.format ? findFormat(material, query.format) : null;
  if (queriedFormat) {
    selection = queriedFormat;
    stateQuery.material = material.value;
    stateQuery.format = queriedFormat.value;
  }

  let dialog: CalculatorDialog | null = query.dialog === 'own-format' && !material.ownFormats ? null : query.dialog;
  let ownFormat: CalculatorState['ownFormat'] = null;
  if (material.ownFormats && (query.width !== null || query.height !== null)) {
    const input = { width: query.width ?? '', height: query.height ?? '' };
    const parsed = parseOwnFormat(input, unit, material.formatLimit);
    if (!parsed.ok) {
      ownFormat = { input, errors: parsed.error.errors };
      dialog = 'own-format';
    } else if (ownFormatRejected) {
      ownFormat = { input, errors: rejectOwnFormat(input, unit, ownFormatRejected) };
      dialog = 'own-format';
    } else {
      ownFormat = { input, errors: {} };
      // An own format that the material offers anyway is that offer, with its price.
      selection = findFormat(material, parsed.value.format) ?? ownSelection(parsed.value.format);
      stateQuery.material = material.value;
      delete stateQuery.format;
      stateQuery.width = input.width;
      stateQuery.height = input.height;
    }
  }

  const slot = selection.kind !== 'listed' ? selection : null;
  return { material, selection, slot, dialog, ownFormat, stateQuery };
}
