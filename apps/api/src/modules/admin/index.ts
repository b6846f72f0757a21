// The admin module's public face: the app imports only this.
export { AdminModule } from './admin.module';
