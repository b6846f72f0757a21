import { offices, standardHours, type Office, type OpeningHours } from '@huron/shared/content';
import { useSiteData } from './site-data';

/** Each office's hours table in the build (and in a page rendered without the database). */
const buildTimeHours: Record<string, OpeningHours[]> = Object.fromEntries(offices.map((office) => [office.slug, office.hours]));

/** Every office's hours table as staff set it in /admin (the served HTML's snapshot), else the build's. */
export function useOfficeHours(): Record<string, OpeningHours[]> {
  return useSiteData('officeHours', buildTimeHours);
}

/** The office with its current hours. */
export function useLiveOffice(office: Office): Office {
  const hours = useOfficeHours()[office.slug];
  return hours ? { ...office, hours } : office;
}

/** Every office with its current hours. */
export function useLiveOffices(): Office[] {
  const hours = useOfficeHours();
  return offices.map((office) => ({ ...office, hours: hours[office.slug] ?? office.hours }));
}

/** The main office's hours (the firm's hours in the footer and on /resources). */
export function useFirmHours(): OpeningHours[] {
  return useOfficeHours()['dearborn'] ?? standardHours;
}
