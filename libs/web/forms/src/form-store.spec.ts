import { z } from 'zod';
import { getPath, setPath } from './form-store';
import { checkWithSchema } from './schema-check';

describe('form values by dotted path', () => {
  it('reads nested objects and list items, and nothing past a missing step', () => {
    const values = { spouse: { fullName: 'Ada' }, dependents: [{ birthYear: '2015' }] };
    expect(getPath(values, 'spouse.fullName')).toBe('Ada');
    expect(getPath(values, 'dependents.0.birthYear')).toBe('2015');
    expect(getPath(values, 'dependents.3.birthYear')).toBeUndefined();
    expect(getPath(values, 'employer.name')).toBeUndefined();
  });

  it('creates lists for numeric steps and objects for the others', () => {
    const values = {};
    setPath(values, 'dependents.1.fullName', 'Sam');
    setPath(values, 'spouse.birthYear', '1980');
    expect(values).toEqual({ dependents: [undefined, { fullName: 'Sam' }], spouse: { birthYear: '1980' } });
  });
});

describe('checkWithSchema', () => {
  const schema = z.object({
    email: z.email(),
    dependents: z.array(
      z.object({
        birthYear: z
          .string()
          .regex(/^\d{4}$/)
          .min(4),
      }),
    ),
  });
  const messages = () => 'words from the error map';

  it("keeps each field's first problem under its dotted path, in the form's words", async () => {
    await expect(checkWithSchema(schema, { email: 'nope', dependents: [{ birthYear: 'x' }] }, messages)).resolves.toEqual({
      errors: { email: 'words from the error map', 'dependents.0.birthYear': 'words from the error map' },
    });
  });

  it("hands over the schema's output when everything passes", async () => {
    await expect(checkWithSchema(schema, { email: 'ada@example.com', dependents: [], extra: 1 }, messages)).resolves.toEqual({
      values: { email: 'ada@example.com', dependents: [] },
    });
  });
});
