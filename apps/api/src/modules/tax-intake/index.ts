// The tax-intake module's public face: "Submit your tax information" (POST /api/intake/tax-info) and its staff routes.
export { TaxIntakeModule } from './tax-intake.module';
export { TaxIntakeLookup, type TaxIntakeForEngagement } from './tax-intake-lookup';
