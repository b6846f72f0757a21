export * from './types';
export * from './site';
export * from './offices';
export * from './routes';
