// The signatures module's public face: the app imports the module; nothing else is shared yet.
export { SignaturesModule } from './signatures.module';
