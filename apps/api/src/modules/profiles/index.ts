// The profiles module's public face: other modules and the app import only what is exported here.
export { ProfilesModule } from './profiles.module';
