export * from './meta/head-data';
export * from './meta/page-meta';
export * from './image/image';
export * from './toast/toast-view';
export * from './icons/icons';
export * from './layout/layout';
export * from './routing/feature-pages';
export * from './i18n/rich-text';
