// The confirmation dialog: its own entry point, so only the pages with an irreversible action load it and its styles.
export * from './confirm-dialog';
