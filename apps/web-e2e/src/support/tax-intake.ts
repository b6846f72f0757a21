import type { APIRequestContext, APIResponse } from '@playwright/test';

/** Sends a valid tax intake through the public API (a single W-2 filer at Ypsilanti), with these documents' upload ids. */
export function postTaxIntake(request: APIRequestContext, person: { fullName: string; email: string; documents?: string[] }): Promise<APIResponse> {
  return request.post('/api/intake/tax-info', {
    data: {
      fullName: person.fullName,
      email: person.email,
      phone: '(313) 555-0199',
      filingStatus: 'single',
      spouse: null,
      dependents: [],
      income: ['w2_wages'],
      documents: person.documents ?? [],
      office: 'ypsilanti',
      contactMethod: 'email',
      contactTime: 'any',
      notes: '',
      consent: true,
      website: '',
      // Past the bot trap's shortest fill time.
      startedAt: Date.now() - 60_000,
    },
  });
}
