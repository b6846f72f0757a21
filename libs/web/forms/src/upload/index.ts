// File uploads: their own entry point, so forms without a file field do not load the drop zone and its styles.
export * from './file-upload-field';
