/* global window, document, location, fetch, AbortController, DOMParser */
// The visual editor's live preview in an editor page (decision 0026); loaded after Storyblok's
// bridge, in the same file. Each `input` sends the edited story to the server, which renders the
// page with it; the regions whose markup changed are swapped in place (no reload, scroll and open
// dialogs kept). Only the latest edit is applied. `change` and `published` reload the saved draft.
(() => {
  const script = document.currentScript;
  const origins = (script && script.getAttribute('data-editor-origins') ? script.getAttribute('data-editor-origins') : '').split(' ').filter(Boolean);
  const ancestor =
    location.ancestorOrigins && location.ancestorOrigins.length > 0
      ? location.ancestorOrigins[0]
      : document.referrer
        ? new URL(document.referrer).origin
        : '';
  // The bridge talks to one editor: the allowed one that frames this page.
  const editorOrigin = origins.includes(ancestor) ? ancestor : origins[0];
  const REGIONS = ['header.site-header', '#main', 'footer.site-footer'];
  const last = new Map();
  let latest = 0;
  let inFlight = null;

  function remember() {
    for (const selector of REGIONS) {
      const element = document.querySelector(selector);
      if (element) last.set(selector, element.innerHTML);
    }
  }

  function showMessage(text) {
    let box = document.getElementById('editor-live-message');
    if (!box) {
      box = document.createElement('p');
      box.id = 'editor-live-message';
      box.setAttribute('role', 'alert');
      box.style.cssText = 'position:fixed;z-index:2147483000;left:8px;right:8px;bottom:8px;margin:0;padding:8px 12px;background:#7a1f1f;color:#fff;font:14px/1.4 system-ui,sans-serif;border-radius:4px';
      document.body.appendChild(box);
    }
    box.textContent = text;
    box.hidden = !text;
  }

  /**
   * Turns `current` into `incoming` keeping every node whose place and tag stay the same: the
   * forms React enhanced (newsletter, dismissals) keep their nodes and so their handlers and
   * state, and still submit in place after a swap. Only changed text, attributes and subtrees of
   * another shape are replaced.
   */
  function morph(current, incoming) {
    if (current.nodeType !== incoming.nodeType || current.nodeName !== incoming.nodeName) {
      current.replaceWith(document.importNode(incoming, true));
      return;
    }
    if (current.nodeType !== 1) {
      if (current.nodeValue !== incoming.nodeValue) current.nodeValue = incoming.nodeValue;
      return;
    }
    for (const { name } of [...current.attributes]) if (!incoming.hasAttribute(name)) current.removeAttribute(name);
    for (const { name, value } of [...incoming.attributes]) if (current.getAttribute(name) !== value) current.setAttribute(name, value);
    morphChildren(current, incoming);
  }

  function morphChildren(current, incoming) {
    const olds = [...current.childNodes];
    const news = [...incoming.childNodes];
    news.forEach((node, index) => (olds[index] ? morph(olds[index], node) : current.appendChild(document.importNode(node, true))));
    for (const node of olds.slice(news.length)) node.remove();
  }

  function swap(html) {
    const next = new DOMParser().parseFromString(html, 'text/html');
    for (const selector of REGIONS) {
      const current = document.querySelector(selector);
      const incoming = next.querySelector(selector);
      if (!current || !incoming) continue;
      // Only what changed: an untouched header keeps its open menus and focus.
      if (incoming.innerHTML === last.get(selector)) continue;
      morphChildren(current, incoming);
      last.set(selector, incoming.innerHTML);
    }
    document.documentElement.setAttribute('data-editor-renders', String(Number(document.documentElement.getAttribute('data-editor-renders') || '0') + 1));
  }

  async function render(story) {
    const mine = ++latest;
    if (inFlight) inFlight.abort();
    const controller = new AbortController();
    inFlight = controller;
    let response;
    try {
      response = await fetch('/_editor/render', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: location.href, story }),
        signal: controller.signal,
        credentials: 'same-origin',
      });
    } catch {
      return;
    }
    const text = await response.text();
    if (mine !== latest) return;
    if (!response.ok) {
      showMessage(text);
      return;
    }
    showMessage('');
    swap(text);
  }

  function start() {
    remember();
    if (typeof window.StoryblokBridge !== 'function') return;
    const bridge = new window.StoryblokBridge(editorOrigin ? { customParent: editorOrigin } : {});
    bridge.on('input', (event) => {
      if (event && event.story) void render(event.story);
    });
    bridge.on(['change', 'published'], () => location.reload());
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
