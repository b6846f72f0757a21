// Interface text (the compiled Paraglide catalogue: `m.key(params)`) and the one formatter for dates, money and numbers.
export { m } from './paraglide/messages.js';
export * from './format/format';
export * from './format/format-time';
export * from './format/format-hours';
export * from './locale/locale';
export * from './locale/digits';
