// Parts of page content several features share. A separate entry point from '@huron/web/ui' so that they load
// with the pages, never with the shell's first script.
export * from './page-parts';
export * from './form-page';
export * from '../structured-data/structured-data';
