import type { ReactNode } from 'react';
import { DialogLink } from './dialog-link.tsx';
import { DialogModal } from './dialog-modal.tsx';
import './dialog-frame.css';

export type DialogFrameProps = {
  id: string;
  title: ReactNode;
  /** The page without the dialog parameter: closing is a link, so it works without JavaScript. */
  closeHref: string;
  closeText: string;
  /** h2 on a page, h3 inside a block whose heading is an h2. */
  headingLevel?: 2 | 3;
  /** Extra attributes for the close link and the title, for an enhancer that owns them (the calculator). */
  closeLinkProps?: Record<string, string>;
  titleProps?: Record<string, string | number>;
  className?: string;
  /**
   * Closing (and the overlay) go through the client router with JavaScript: the page behind stays,
   * only the dialog goes. Off for the calculator, whose enhancer owns its close link.
   */
  inPlace?: boolean;
  /** False when a field in error inside takes the first focus instead of the title. */
  autoFocusTitle?: boolean;
  children: ReactNode;
};

/**
 * The one dialog frame: the server renders it open, as a modal over an overlay, wherever the URL
 * asks for it. Without JavaScript `body:has(dialog[open])` stops the page scrolling and the overlay
 * is a link that closes it, the page behind is inert (dialog-frame.css) and focus starts on the
 * title; with JavaScript DialogModal makes it a real modal (focus kept inside, Escape and a click
 * outside follow the close link).
 */
export function DialogFrame({ id, title, closeHref, closeText, headingLevel = 2, closeLinkProps, titleProps, className, inPlace = false, autoFocusTitle = true, children }: DialogFrameProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const CloseLink = inPlace ? DialogLink : 'a';
  const titleId = `${id}-title`;
  return (
    <>
      <CloseLink className="dialog-frame__overlay" href={closeHref} tabIndex={-1} aria-hidden="true" {...closeLinkProps} />
      <dialog open id={id} className={`dialog-frame${className ? ` ${className}` : ''}`} aria-labelledby={titleId} data-dialog-frame="">
        <div className="dialog-frame__head">
          {/* autofocus: without JavaScript the keyboard starts in the dialog, not behind it. */}
          <Heading id={titleId} className="dialog-frame__title" tabIndex={-1} autoFocus={autoFocusTitle} {...titleProps}>
            {title}
          </Heading>
          <CloseLink href={closeHref} className="dialog-frame__close" data-dialog-close="" {...closeLinkProps}>
            {closeText}
          </CloseLink>
        </div>
        <div className="dialog-frame__body">{children}</div>
        <DialogModal />
      </dialog>
    </>
  );
}
