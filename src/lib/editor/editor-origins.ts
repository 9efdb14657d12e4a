import type { ServerConfig } from '../config/server-config.ts';

/**
 * Who may frame an editor page and talk to its bridge: the content editor (`CONTENT_EDITOR_ORIGIN`)
 * and, outside production, the embedded backend's stand-in of the visual editor (its origin is the
 * content API's when the embedded backend serves it).
 */
export function listEditorOrigins(config: Pick<ServerConfig, 'contentEditorOrigin' | 'contentApiUrl' | 'production'>): string[] {
  if (config.production) return [config.contentEditorOrigin];
  const standIn = new URL(config.contentApiUrl).origin;
  return standIn === config.contentEditorOrigin ? [standIn] : [config.contentEditorOrigin, standIn];
}
