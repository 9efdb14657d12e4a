import { applyCalculatorAction, renderCalculatorAction } from '../../../actions/calculator.ts';
import { calculatorBlockSchema, type CalculatorBlockProps } from '../../../lib/calculator/calculator-block-schema.ts';
import { CALCULATOR_ANCHOR } from '../../../lib/calculator/calculator-query.ts';
import { getCalculatorSubmission } from '../../../lib/calculator/calculator-submission.ts';
import { loadCalculatorView } from '../../../lib/calculator/load-calculator.ts';
import type { GetTreatment } from '../../../lib/flags/get-treatment.ts';
import { loadDeliveryView } from '../../../lib/shipping/load-delivery-view.ts';
import { getRequestContext } from '../../../lib/request/request-context.ts';
import { getPageScope } from '../../../lib/request/get-page-scope.ts';
import type { BlockContext } from '../block-context.ts';
import { defineBlock } from '../define-block.ts';
import { CalculatorEnhancer } from './calculator-enhancer.tsx';
import { loadPageCalculatorDialog } from './calculator-page-dialog.tsx';
import { CalculatorUnavailable, CalculatorView } from './calculator-view.tsx';

type CalculatorBlockComponentProps = {
  props: CalculatorBlockProps;
  ctx: Pick<BlockContext, 'channel' | 'locale'>;
  /** Tests inject treatments and the shop API origin; pages use the defaults. */
  getTreatment?: GetTreatment;
  baseUrl?: string;
};

/**
 * The calculator block: its state comes from the page URL (and from a refused call to action in
 * this request). An unreachable reference API leaves a short message; the rest of the page renders.
 */
export async function CalculatorBlock({ props, ctx, getTreatment, baseUrl }: CalculatorBlockComponentProps) {
  const request = getRequestContext();
  const scope = { channel: ctx.channel, locale: ctx.locale };
  const [result, delivery] = await Promise.all([
    loadCalculatorView({ block: props, pageUrl: request.pageUrl, scope, submission: getCalculatorSubmission(request), getTreatment, baseUrl }),
    loadDeliveryView(scope),
  ]);
  if (!result.ok) return <CalculatorUnavailable message={result.error.message} anchorId={CALCULATOR_ANCHOR} />;
  // An open dialog the shell renders outside `main` (page behind inert) is not repeated here.
  const outside = result.value.dialog ? await loadPageCalculatorDialog(getPageScope()) : null;
  const view = outside ? { ...result.value, dialog: null } : result.value;
  return (
    <CalculatorEnhancer render={renderCalculatorAction.bind(null, props)}>
      <CalculatorView view={view} applyAction={applyCalculatorAction} delivery={delivery} />
    </CalculatorEnhancer>
  );
}

export const calculatorBlock = defineBlock('calculator', calculatorBlockSchema, (props, env) => <CalculatorBlock props={props} ctx={env.ctx} />);
