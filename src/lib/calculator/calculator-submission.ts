import type { CalculatorQuery } from './calculator-query.ts';

/**
 * A refused call to action, handed from the server action to the calculator that renders after
 * it in the same request (Waku renders the page after a form action without JavaScript). Kept per
 * request object, so it can never leak into another visitor's render.
 */
export type CalculatorSubmission = {
  /** The state the visitor submitted, shown again instead of the page URL's. */
  query: CalculatorQuery;
};

const submissions = new WeakMap<object, CalculatorSubmission>();

export function recordCalculatorSubmission(request: object, submission: CalculatorSubmission) {
  submissions.set(request, submission);
}

export function getCalculatorSubmission(request: object): CalculatorSubmission | null {
  return submissions.get(request) ?? null;
}
