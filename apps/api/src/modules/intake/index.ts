// The intake module's public face: other modules and the app import only what is exported here.
export { IntakeModule } from './intake.module';
