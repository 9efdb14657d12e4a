import { fsRouter } from 'waku';
import adapter from './server/node-adapter.ts';

const pageModules = Object.fromEntries(
  Object.entries(import.meta.glob('/src/pages/**/*.{tsx,ts}')).map(([file, load]) => [
    file.slice('/src/'.length),
    load,
  ]),
);

export default adapter(fsRouter(pageModules), {
  outerMiddleware: [],
  requestMiddleware: [],
});
