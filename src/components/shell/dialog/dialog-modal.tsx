'use client';

import { useEffect, useRef } from 'react';

/**
 * Turns the server-rendered open dialog around it into a modal: showModal() puts it in the top
 * layer (the rest of the page inert, focus inside), and Escape or a click on the backdrop follows
 * the close link instead of only hiding the dialog, so the address and the page stay in step.
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
    const close = () => dialog.querySelector<HTMLAnchorElement>('[data-dialog-close]')?.click();
    const onCancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    // A click on the backdrop lands on the dialog itself, outside its box: close, as the overlay
    // link does without JavaScript.
    const onClick = (event: MouseEvent) => {
      if (event.target !== dialog) return;
      const box = dialog.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) close();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
    };
  }, []);
  return <span ref={marker} hidden />;
}
