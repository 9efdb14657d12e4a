export * from './build-image-url.ts';
export * from './get-image-source.ts';
export * from './image-options.ts';
export * from './parse-aspect-ratio.ts';
export * from './image-allow-list.ts';
