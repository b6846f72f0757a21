// The referrals module's public face: other modules and the app import only what is exported here.
export { ReferralsModule } from './referrals.module';
