// The careers module's public face: other modules and the app import only what is exported here.
export { CareersModule } from './careers.module';
