'use client';

import { useEffect, useRef } from 'react';

/**
 * Turns the server-rendered open dialog around it into a modal: showModal() puts it in the top
 * layer (the rest of the page inert, focus inside), and Escape follows the close link instead of
 * only hiding the dialog, so the address and the page stay in step.
 */
export function DialogModal() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const dialog = marker.current?.closest('dialog');
    if (!dialog || dialog.matches(':modal')) return;
    const focused = dialog.contains(document.activeElement) ? document.activeElement : null;
    dialog.close();
    dialog.showModal();
    if (focused instanceof HTMLElement) focused.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      dialog.querySelector<HTMLAnchorElement>('[data-dialog-close]')?.click();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);
  return <span ref={marker} hidden />;
}
