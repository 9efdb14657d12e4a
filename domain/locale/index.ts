export * from './channels.ts';
export * from './countries.ts';
export * from './locales.ts';
export * from './swiss-spelling.ts';
