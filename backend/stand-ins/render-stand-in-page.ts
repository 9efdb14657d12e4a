/**
 * Pages for the applications the real shop links to but this repository does not contain
 * (designer, cart and checkout, magazine). Each shows what arrived from the shop and links back,
 * in the visitor's language where the shop passed one (`locale`), English otherwise.
 */
export type StandInKind = 'designer' | 'cart' | 'magazine';

const LANGUAGES = ['de', 'en', 'fr', 'it', 'es', 'nl'] as const;
type Language = (typeof LANGUAGES)[number];

type Texts = {
  headings: Record<StandInKind, string>;
  intros: Record<StandInKind, string>;
  product: string;
  path: string;
  parameter: string;
  value: string;
  noParameters: string;
  back: string;
};

const TEXTS: Record<Language, Texts> = {
  en: {
    headings: { designer: 'Designer (stand-in)', cart: 'Cart (stand-in)', magazine: 'Magazine (stand-in)' },
    intros: {
      designer: 'The real designer would open here. These are the parameters the shop sent:',
      cart: 'Your cart and the checkout would open here. These are the parameters the shop sent:',
      magazine: 'The magazine would open here. These are the parameters the shop sent:',
    },
    product: 'Product',
    path: 'Requested page',
    parameter: 'Parameter',
    value: 'Value',
    noParameters: 'No parameters were passed.',
    back: 'Back to the shop',
  },
  de: {
    headings: { designer: 'Designer (Platzhalter)', cart: 'Warenkorb (Platzhalter)', magazine: 'Magazin (Platzhalter)' },
    intros: {
      designer: 'Hier würde der Designer öffnen. Diese Parameter hat der Shop übergeben:',
      cart: 'Hier würden Warenkorb und Kasse öffnen. Diese Parameter hat der Shop übergeben:',
      magazine: 'Hier würde das Magazin öffnen. Diese Parameter hat der Shop übergeben:',
    },
    product: 'Produkt',
    path: 'Aufgerufene Seite',
    parameter: 'Parameter',
    value: 'Wert',
    noParameters: 'Es wurden keine Parameter übergeben.',
    back: 'Zurück zum Shop',
  },
  fr: {
    headings: { designer: 'Éditeur (simulation)', cart: 'Panier (simulation)', magazine: 'Magazine (simulation)' },
    intros: {
      designer: 'L’éditeur s’ouvrirait ici. Voici les paramètres transmis par la boutique :',
      cart: 'Votre panier et la commande s’ouvriraient ici. Voici les paramètres transmis par la boutique :',
      magazine: 'Le magazine s’ouvrirait ici. Voici les paramètres transmis par la boutique :',
    },
    product: 'Produit',
    path: 'Page demandée',
    parameter: 'Paramètre',
    value: 'Valeur',
    noParameters: 'Aucun paramètre n’a été transmis.',
    back: 'Retour à la boutique',
  },
  it: {
    headings: { designer: 'Editor (segnaposto)', cart: 'Carrello (segnaposto)', magazine: 'Magazine (segnaposto)' },
    intros: {
      designer: 'Qui si aprirebbe l’editor. Questi sono i parametri inviati dal negozio:',
      cart: 'Qui si aprirebbero il carrello e la cassa. Questi sono i parametri inviati dal negozio:',
      magazine: 'Qui si aprirebbe il magazine. Questi sono i parametri inviati dal negozio:',
    },
    product: 'Prodotto',
    path: 'Pagina richiesta',
    parameter: 'Parametro',
    value: 'Valore',
    noParameters: 'Nessun parametro inviato.',
    back: 'Torna al negozio',
  },
  es: {
    headings: { designer: 'Editor (simulación)', cart: 'Cesta (simulación)', magazine: 'Revista (simulación)' },
    intros: {
      designer: 'Aquí se abriría el editor. Estos son los parámetros que envió la tienda:',
      cart: 'Aquí se abrirían la cesta y el pago. Estos son los parámetros que envió la tienda:',
      magazine: 'Aquí se abriría la revista. Estos son los parámetros que envió la tienda:',
    },
    product: 'Producto',
    path: 'Página solicitada',
    parameter: 'Parámetro',
    value: 'Valor',
    noParameters: 'No se envió ningún parámetro.',
    back: 'Volver a la tienda',
  },
  nl: {
    headings: { designer: 'Ontwerper (placeholder)', cart: 'Winkelwagen (placeholder)', magazine: 'Magazine (placeholder)' },
    intros: {
      designer: 'Hier zou de ontwerper openen. Deze parameters heeft de winkel meegegeven:',
      cart: 'Hier zouden winkelwagen en afrekenen openen. Deze parameters heeft de winkel meegegeven:',
      magazine: 'Hier zou het magazine openen. Deze parameters heeft de winkel meegegeven:',
    },
    product: 'Product',
    path: 'Opgevraagde pagina',
    parameter: 'Parameter',
    value: 'Waarde',
    noParameters: 'Er zijn geen parameters meegegeven.',
    back: 'Terug naar de winkel',
  },
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** `fr-CH` -> `fr`; unknown or missing locales read English. */
export function pickLanguage(locale: string | null | undefined): Language {
  const language = (locale ?? '').slice(0, 2).toLowerCase();
  return LANGUAGES.find((known) => known === language) ?? 'en';
}

/**
 * Where "back to the shop" leads: the `returnUrl` the shop passed, else the page that linked here
 * (Referer). Only http(s) addresses qualify, so a crafted link cannot smuggle in `javascript:`.
 */
export function pickReturnUrl(returnUrl: string | null | undefined, referer: string | null | undefined): string | null {
  for (const candidate of [returnUrl, referer]) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
    } catch {
      // not a URL: try the next one
    }
  }
  return null;
}

export type StandInPage = {
  kind: StandInKind;
  /** The request's query, in order, repeated names included. */
  parameters: [string, string][];
  /** Shown for the designer: which configurator was asked for. */
  product?: string;
  /** Shown for the magazine: which page was asked for. */
  path?: string;
  referer?: string | null;
};

export function renderStandInPage({ kind, parameters, product, path, referer }: StandInPage): string {
  const query = new Map(parameters);
  const language = pickLanguage(query.get('locale'));
  const t = TEXTS[language];
  const back = pickReturnUrl(query.get('returnUrl'), referer);
  const rows = parameters
    .map(([name, value]) => `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('\n        ');
  const table =
    parameters.length === 0
      ? `<p>${escapeHtml(t.noParameters)}</p>`
      : `<table>
      <thead><tr><th scope="col">${escapeHtml(t.parameter)}</th><th scope="col">${escapeHtml(t.value)}</th></tr></thead>
      <tbody>
        ${rows}
      </tbody>
    </table>`;
  const details = [
    product === undefined ? '' : `<p>${escapeHtml(t.product)}: <strong data-testid="product">${escapeHtml(product)}</strong></p>`,
    path === undefined ? '' : `<p>${escapeHtml(t.path)}: <code data-testid="path">${escapeHtml(path)}</code></p>`,
  ].filter(Boolean).join('\n    ');
  const heading = t.headings[kind];
  return `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeHtml(product ? `${heading}: ${product}` : heading)}</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 40rem; padding: 0 1rem; color: #222; }
      table { border-collapse: collapse; width: 100%; }
      th, td { border-bottom: 1px solid #ddd; padding: .5rem; text-align: left; vertical-align: top; word-break: break-all; }
      .note { color: #555; }
      .back { display: inline-block; margin-top: 1.5rem; }
    </style>
  </head>
  <body>
    <main>
    <h1>${escapeHtml(heading)}</h1>
    ${details}
    <p class="note">${escapeHtml(t.intros[kind])}</p>
    ${table}
    ${back ? `<p><a class="back" href="${escapeHtml(back)}">${escapeHtml(t.back)}</a></p>` : ''}
    </main>
  </body>
</html>
`;
}
