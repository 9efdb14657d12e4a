import { fsRouter } from 'waku';
import { assertNodeVersion } from './server/assert-node-version.ts';
import { collageFilterImages, toolboxDownload } from './server/block-files.ts';
import { compression } from './server/compress.ts';
import { editorLiveRender } from './server/editor-live-render.ts';
import { imageProxy } from './server/image-proxy.ts';
import { lightModeHtml, lightModeSwitch } from './server/light-mode-html.ts';
import adapter from './server/framework/node-adapter.ts';
import { requestMiddleware } from './server/request-middleware.ts';
import { staticCacheHeaders } from './server/static-cache.ts';

assertNodeVersion();

const pageModules = Object.fromEntries(
  Object.entries(import.meta.glob('/src/pages/**/*.{tsx,ts}')).map(([file, load]) => [file.slice('/src/'.length), load]),
);

export default adapter(fsRouter(pageModules), {
  outerMiddleware: [compression(), staticCacheHeaders(), imageProxy(), collageFilterImages(), toolboxDownload(), editorLiveRender()],
  requestMiddleware: [requestMiddleware(), lightModeSwitch(), lightModeHtml()],
});
