import { inBrandedLayout } from '../../platform/mail/mail-layout';
import type { TaxIntakeEntity } from './tax-intake.entity';
import { visitorConfirmation } from './tax-intake-mail';

const intake = {
  id: '6f1c2b1e-0000-4000-8000-000000000003',
  reference: 'HT-7K3Q-9M2D',
  fullName: 'Dana Client',
  email: 'dana@example.com',
  phone: '(313) 555-0199',
  filingStatus: 'married_joint',
  office: 'ypsilanti',
  contactMethod: 'phone',
  contactTime: 'evening',
} as TaxIntakeEntity;

describe('tax intake mails in the branded layout', () => {
  it.each([['visitor confirmation', visitorConfirmation]] as const)('%s carries no tax answer', (_name, render) => {
    const { html, text } = inBrandedLayout(render(intake));
    expect(`${html}\n${text}`).not.toMatch(/married|filing status/i);
    expect({ html, text }).toMatchSnapshot();
  });
});
