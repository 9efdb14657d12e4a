import { toPortraitFormat } from '../../../domain/catalog/format.ts';
import type { CalculatorFormat, CalculatorMaterial, CalculatorReference } from '../shop-api/catalog.ts';

function uprightFormats(formats: readonly CalculatorFormat[], taken: Set<string>): CalculatorFormat[] {
  const result: CalculatorFormat[] = [];
  for (const format of formats) {
    const value = toPortraitFormat(format.value);
    // A landscape format whose portrait twin is already offered would show twice; the first wins.
    if (taken.has(value)) continue;
    taken.add(value);
    result.push({ ...format, value });
  }
  return result;
}

function uprightMaterial(material: CalculatorMaterial): CalculatorMaterial {
  const taken = new Set<string>();
  const formats = uprightFormats(material.formats, taken);
  const moreFormats = uprightFormats(material.moreFormats, taken);
  return { ...material, formats, moreFormats, initiallySelectedFormat: toPortraitFormat(material.initiallySelectedFormat) };
}

/**
 * The portrait-format experiment (docs/shop-rules.md, Calculator) shows every landscape format upright. It is
 * applied to the reference data itself, so what is shown, what the URL carries and what the call
 * to action validates are the same formats.
 */
export function applyPortraitFormats(reference: CalculatorReference): CalculatorReference {
  return { ...reference, materials: reference.materials.map(uprightMaterial) };
}
