export const CONFIGURATORS = ['calendar', 'card', 'collage', 'photo-frame', 'photobook', 'photobox'] as const;
export type Configurator = (typeof CONFIGURATORS)[number];

export function isConfigurator(name: string): name is Configurator {
  return (CONFIGURATORS as readonly string[]).includes(name);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** A page that shows where the shop's call to action led and with which parameters. */
export function renderDesignerPage(product: Configurator, parameters: [string, string][]): string {
  const rows = parameters
    .map(([name, value]) => `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('\n        ');
  const table =
    parameters.length === 0
      ? '<p>No parameters were passed.</p>'
      : `<table>
      <thead><tr><th scope="col">Parameter</th><th scope="col">Value</th></tr></thead>
      <tbody>
        ${rows}
      </tbody>
    </table>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Designer (stand-in): ${escapeHtml(product)}</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 40rem; padding: 0 1rem; color: #222; }
      table { border-collapse: collapse; width: 100%; }
      th, td { border-bottom: 1px solid #ddd; padding: .5rem; text-align: left; vertical-align: top; word-break: break-all; }
      .note { color: #666; }
    </style>
  </head>
  <body>
    <h1>Designer (stand-in)</h1>
    <p>Product: <strong data-testid="product">${escapeHtml(product)}</strong></p>
    <p class="note">The real designer would open here. These are the parameters the shop sent:</p>
    ${table}
  </body>
</html>
`;
}
