import { uniqueEmail } from '../support/auth-test-app';

/** A complete, valid group registration; override any field. */
export function validGroupRegistration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    organization: 'Washtenaw Nurses Union Local 12',
    contactName: 'Grace Hopper',
    email: uniqueEmail('organiser'),
    phone: '(734) 555-0123',
    groupSize: 40,
    office: 'ypsilanti',
    notes: 'Evenings in late January suit most members.',
    affiliate: 'union-12_winter',
    website: '',
    startedAt: Date.now() - 60_000,
    ...overrides,
  };
}

/** A valid contact message; override any field. */
export function validContactMessage(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Ada Lovelace',
    email: uniqueEmail('contact'),
    phone: '(734) 555-0100',
    office: 'ypsilanti',
    message: 'I need help with an amended 2023 return.',
    website: '',
    startedAt: Date.now() - 60_000,
    ...overrides,
  };
}
