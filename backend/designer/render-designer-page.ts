import { renderStandInPage } from '../stand-ins/render-stand-in-page.ts';

export { escapeHtml } from '../stand-ins/render-stand-in-page.ts';

export const CONFIGURATORS = ['calendar', 'card', 'collage', 'photo-frame', 'photobook', 'photobox'] as const;
export type Configurator = (typeof CONFIGURATORS)[number];

export function isConfigurator(name: string): name is Configurator {
  return (CONFIGURATORS as readonly string[]).includes(name);
}

/** A page that shows where the shop's call to action led and with which parameters. */
export function renderDesignerPage(product: Configurator, parameters: [string, string][], referer?: string | null): string {
  return renderStandInPage({ kind: 'designer', product, parameters, referer });
}
