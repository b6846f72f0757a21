// The content module's public face: other modules and the app import only what is exported here.
export { ContentModule } from './content.module';
