import type { CSSProperties, ReactNode } from 'react';
import { CALCULATOR_QUERY_KEYS } from '../../../lib/calculator/calculator-query.ts';
import type { DeliveryView } from '../../../lib/shipping/build-delivery-view.ts';
import type { BadgeView, CalculatorDialogView, CalculatorView, FormatOptionView, MoreFormatsGroupView, PriceView } from '../../../lib/calculator/build-calculator-view.ts';
import { DialogFrame } from '../../shell/dialog/dialog-frame.tsx';
import './calculator.css';

type FormAction = (formData: FormData) => Promise<void>;

/** A group of the calculator's choices: a GET form whose submit buttons each name the parameter they set. */
function ChoiceGroup({ target, preserved, legend, hidden = null, children }: { target: string; preserved: ReactNode; legend: string; hidden?: ReactNode; children: ReactNode }) {
  return (
    <form method="get" action={target} className="calculator__group">
      {preserved}
      {hidden}
      <fieldset className="calculator__fieldset">
        <legend className="calculator__legend">{legend}</legend>
        <div className="calculator__options">{children}</div>
      </fieldset>
    </form>
  );
}

function ChoiceButton({ name, value, pressed, className, children }: { name: string; value: string; pressed: boolean; className: string; children: ReactNode }) {
  return (
    <button type="submit" name={name} value={value} aria-pressed={pressed} className={className}>
      {children}
    </button>
  );
}

/**
 * The price calculator (docs/shop-rules.md, Calculator), rendered from its view model only. Every choice is a
 * submit button of a GET form or a plain link, so the calculator works without JavaScript; the
 * enhancer around it submits the same forms in place when JavaScript runs (decision 0006).
 */
export function CalculatorView({ view, applyAction, delivery = null }: { view: CalculatorView; applyAction: FormAction; delivery?: DeliveryView | null }) {
  const target = `#${view.anchorId}`;
  const preserved = <PreservedParams params={view.preserved} />;
  return (
    <section id={view.anchorId} className="block calculator" aria-labelledby={`${view.anchorId}-headline`}>
      <h2 id={`${view.anchorId}-headline`} className="calculator__headline">
        {view.headline}
      </h2>
      {view.startLabel ? <p className="calculator__start">{view.startLabel}</p> : null}
      {/* The message exists only after a refused post: autofocus brings a page loaded without
          JavaScript back here instead of its top (with JavaScript React focuses it the same way). */}
      {view.error ? (
        <p className="form-error calculator__error" role="alert" tabIndex={-1} autoFocus>
          {view.error}
        </p>
      ) : null}

      <ChoiceGroup target={target} preserved={preserved} legend={view.materialLegend}>
        {view.materials.map((material) => (
          <ChoiceButton key={material.value} name={CALCULATOR_QUERY_KEYS.material} value={material.value} pressed={material.pressed} className="calculator__option">
            <span className="calculator__option-label">{material.label}</span>
            {material.badges.map((badge) => (
              <Badge key={badge.text} badge={badge} />
            ))}
          </ChoiceButton>
        ))}
      </ChoiceGroup>

      <ChoiceGroup
        target={target}
        preserved={preserved}
        legend={view.formatLegend}
        hidden={<input type="hidden" name={CALCULATOR_QUERY_KEYS.material} value={view.selectedMaterial} />}
      >
        {view.formats.map((format) => (
          <ChoiceButton key={format.value} name={CALCULATOR_QUERY_KEYS.format} value={format.value} pressed={format.pressed} className="calculator__option calculator__option--format">
            <FormatLabel format={format} />
          </ChoiceButton>
        ))}
        {view.slot?.submittable ? (
          <ChoiceButton name={CALCULATOR_QUERY_KEYS.format} value={view.slot.value} pressed className="calculator__option calculator__option--format calculator__option--slot">
            <FormatLabel format={view.slot} />
          </ChoiceButton>
        ) : view.slot ? (
          <span className="calculator__option calculator__option--format calculator__option--slot" aria-current="true">
            <FormatLabel format={view.slot} />
          </span>
        ) : null}
      </ChoiceGroup>

      <p className="calculator__links">
        <a href={view.moreFormatsLink.href} className="calculator__link" data-calculator-link="" aria-expanded={view.moreFormatsLink.current}>
          {view.moreFormatsLink.text}
        </a>
        {view.ownFormatLink ? (
          <>
            <a href={view.ownFormatLink.href} className="calculator__link" data-calculator-link="" aria-expanded={view.ownFormatLink.current}>
              {view.ownFormatLink.text}
            </a>
            <span className="calculator__limit">{view.ownFormatLink.limitText}</span>
          </>
        ) : null}
      </p>

      {view.dialog ? <CalculatorDialog dialog={view.dialog} anchorId={view.anchorId} preserved={view.preserved} /> : null}

      <div className="calculator__summary" aria-live="polite">
        <p className="calculator__selected-size">{view.selected.size}</p>
        <p className="calculator__selected-price">
          {view.selected.price ? <Price price={view.selected.price} /> : view.selected.notAvailable}
          {view.selected.price && view.selected.taxNote ? (
            <>
              {' '}
              <span className="calculator__tax-note">{view.selected.taxNote}</span>
            </>
          ) : null}
        </p>
        {delivery ? <DeliveryLines delivery={delivery} /> : null}
      </div>

      <form action={applyAction} className="calculator__apply">
        <input type="hidden" name="product" value={view.cta.product} />
        <input type="hidden" name="material" value={view.cta.material} />
        <input type="hidden" name="format" value={view.cta.format} />
        <button type="submit" className="button calculator__cta">
          {view.cta.text}
        </button>
      </form>
    </section>
  );
}

/** Delivery cost and time to the host's country, under the price (shipping-information, express-shop). */
function DeliveryLines({ delivery }: { delivery: DeliveryView }) {
  return (
    <ul className="calculator__delivery" aria-label={delivery.headline}>
      <li>{delivery.standard}</li>
      <li>{delivery.freeFrom}</li>
      {delivery.express ? <li>{delivery.express}</li> : null}
    </ul>
  );
}

/** What the block shows when the reference data cannot be had: the page lives, the calculator says so. */
export function CalculatorUnavailable({ message, anchorId }: { message: string; anchorId: string }) {
  return (
    <section id={anchorId} className="block calculator calculator--unavailable">
      <p className="calculator__unavailable">{message}</p>
    </section>
  );
}

/** A GET form replaces the whole query; these keep the page's own parameters. */
function PreservedParams({ params }: { params: [string, string][] }) {
  return (
    <>
      {params.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

function Badge({ badge }: { badge: BadgeView }) {
  const style: CSSProperties = {
    ...(badge.backgroundColor ? { backgroundColor: badge.backgroundColor } : {}),
    ...(badge.textColor ? { color: badge.textColor } : {}),
  };
  return (
    <span className="calculator__badge" style={style}>
      {badge.text}
    </span>
  );
}

function FormatLabel({ format }: { format: Pick<FormatOptionView, 'size' | 'caption'> }) {
  return (
    <>
      <span className="calculator__size">{format.size}</span>
      {format.caption ? <span className="calculator__caption">{format.caption}</span> : null}
    </>
  );
}

/**
 * Strike-through is not announced by screen readers, so the original price is hidden from them
 * and announced as "instead of …" instead. Spans only: prices also sit inside buttons.
 */
function Price({ price }: { price: PriceView }) {
  return (
    <>
      <span className="calculator__price">{price.current}</span>
      {price.original ? (
        <>
          {' '}
          <span className="visually-hidden">{price.insteadOf}</span>
          <s className="calculator__price-original" aria-hidden="true">
            {price.original}
          </s>
        </>
      ) : null}
      {price.discount ? (
        <>
          {' '}
          <span className="calculator__discount">{price.discount}</span>
        </>
      ) : null}
    </>
  );
}

/** One shape of format, titled once, its sizes ascending; the list is named by the title. */
function MoreFormatsGroup({ group, id }: { group: MoreFormatsGroupView; id: string }) {
  return (
    <>
      {group.label ? (
        <h4 id={id} className="calculator__more-group">
          {group.label}
        </h4>
      ) : null}
      <ul className="calculator__more-list" aria-labelledby={group.label ? id : undefined}>
        {group.options.map((option) => (
          <li key={option.value}>
            <button
              type="submit"
              name={CALCULATOR_QUERY_KEYS.format}
              value={option.value}
              aria-pressed={option.pressed}
              className="calculator__option calculator__option--more"
            >
              <FormatLabel format={option} />
              <span className="calculator__option-price">
                <Price price={option.price} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The calculator's dialogs in the shop's one dialog frame: addressed by the URL, so they open
 * without JavaScript. Swapped in by the enhancer (inside the calculator, which owns the close link
 * and focuses the title), or rendered by the shell outside `main` on a page load (`inPlace`: the
 * page behind is inert, decision 0037).
 */
export function CalculatorDialog({
  dialog,
  anchorId,
  preserved: preservedParams,
  inPlace = false,
}: {
  dialog: CalculatorDialogView;
  anchorId: string;
  preserved: [string, string][];
  inPlace?: boolean;
}) {
  const target = `#${anchorId}`;
  const preserved = <PreservedParams params={preservedParams} />;
  // Bad sizes come back with their message: the keyboard starts at the first field in error.
  const firstError = dialog.kind === 'own-format' ? dialog.fields.find((field) => field.error)?.id : undefined;
  return (
    <DialogFrame
      id={`${anchorId}-dialog`}
      className="calculator__dialog"
      title={dialog.title}
      closeHref={dialog.closeHref}
      closeText={dialog.closeText}
      headingLevel={3}
      inPlace={inPlace}
      autoFocusTitle={firstError === undefined}
      {...(inPlace ? {} : { closeLinkProps: { 'data-calculator-link': '' } })}
      titleProps={{ 'data-calculator-focus': '' }}
    >
      {dialog.kind === 'more-formats' ? (
        <>
          {dialog.taxNote ? <p className="calculator__tax-note">{dialog.taxNote}</p> : null}
          {dialog.sections.map((section) => (
            <details key={section.material} open={section.open} className="calculator__more-section">
              <summary className="calculator__more-summary">{section.label}</summary>
              <form method="get" action={target}>
                {preserved}
                <input type="hidden" name={CALCULATOR_QUERY_KEYS.material} value={section.material} />
                {section.groups.map((group, index) => (
                  <MoreFormatsGroup key={group.label ?? `group-${index}`} group={group} id={`${anchorId}-more-${section.material}-${index}`} />
                ))}
              </form>
            </details>
          ))}
        </>
      ) : (
        <form method="get" action={target} className="calculator__own-format" noValidate>
          {preserved}
          <input type="hidden" name={CALCULATOR_QUERY_KEYS.material} value={dialog.material} />
          <p className="calculator__limit">{dialog.limitText}</p>
          {dialog.fields.map((field) => (
            <div key={field.name} className="calculator__field">
              <label htmlFor={field.id}>{field.label}</label>
              <input
                id={field.id}
                name={field.name}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                defaultValue={field.value}
                aria-invalid={field.error ? true : undefined}
                aria-describedby={field.error ? `${field.id}-error` : undefined}
                autoFocus={field.id === firstError}
              />
              {field.error ? (
                <p id={`${field.id}-error`} className="form-error">
                  {field.error}
                </p>
              ) : null}
            </div>
          ))}
          <button type="submit" className="button calculator__own-format-submit">
            {dialog.submitText}
          </button>
        </form>
      )}
    </DialogFrame>
  );
}
