// The offices module's public face: weekly hours and holidays per office (booking and the site read them).
export { OfficesModule } from './offices.module';
export { OfficesService, type OfficeSchedule } from './offices.service';
export type { NamedDay } from './federal-holidays';
