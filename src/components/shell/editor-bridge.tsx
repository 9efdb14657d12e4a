import { listEditorOrigins } from '../../lib/editor/editor-origins.ts';
import { getRequestContext } from '../../lib/request/request-context.ts';
import { getServices } from '../../lib/services/services.ts';
import type { PageScope } from '../../lib/request/get-page-scope.ts';

/**
 * Storyblok's bridge and the live preview (one script from the shop's origin), in the visual
 * editor only: a request whose editor token was valid. Shoppers' pages never carry it.
 */
export function EditorBridge({ scope }: { scope: PageScope }) {
  if (scope.preview?.storyId === undefined) return null;
  return <script src="/_editor/live.js" async nonce={getRequestContext().nonce} data-editor-origins={listEditorOrigins(getServices().config).join(' ')} />;
}
