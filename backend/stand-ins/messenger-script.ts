/**
 * A stand-in for the help-messenger vendor's script (MESSENGER_SCRIPT_URL): the shop loads it on
 * the first click on its launcher. It defines `window.ShopMessenger.open(onClose)`, which shows a
 * small chat panel with a greeting and a close button and calls `onClose` when closed. No inline
 * styles or scripts beyond what a vendor's widget would add itself; style attributes are allowed
 * by the shop's CSP.
 */
export const MESSENGER_SCRIPT = `(() => {
  if (window.ShopMessenger) return;
  let panel = null;
  function build(onClose) {
    panel = document.createElement('section');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', 'Chat');
    panel.setAttribute('data-stand-in-messenger', '');
    panel.style.cssText = 'position:fixed;right:16px;bottom:16px;z-index:1000;width:min(320px,calc(100vw - 32px));padding:16px;background:#fff;color:#1b1b1b;border:1px solid #888;border-radius:12px;box-shadow:0 8px 24px rgba(0,0,0,.2);font:16px/1.4 system-ui,sans-serif';
    const heading = document.createElement('h2');
    heading.textContent = 'Chat';
    heading.style.cssText = 'margin:0 0 8px;font-size:18px';
    const text = document.createElement('p');
    text.textContent = 'Stand-in messenger: a real vendor would connect you to the service team here.';
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Close chat';
    close.addEventListener('click', () => {
      panel.hidden = true;
      panel.onClose();
    });
    panel.append(heading, text, close);
    document.body.append(panel);
  }
  window.ShopMessenger = {
    open(onClose) {
      if (!panel) build();
      panel.onClose = typeof onClose === 'function' ? onClose : () => {};
      panel.hidden = false;
      panel.querySelector('button').focus();
    },
  };
})();
`;
