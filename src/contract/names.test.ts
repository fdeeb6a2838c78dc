import { NAME_MESSAGES } from '../domain/names';
import { crearAgenciaRequestSchema } from './agencia';
import { clienteRequestSchema } from './cliente';
import { createUserRequestSchema } from './usuario';

describe('the contract holds every name field to the rule', () => {
  const zeroWidth = '\u200B\u200C';
  const override = 'Ana\u202Eoicrev';

  it('client and agency names', () => {
    for (const nombre of [zeroWidth, override]) {
      expect(clienteRequestSchema.safeParse({ nombre, categoria: 1, agencia: [1] }).success).toBe(false);
      expect(crearAgenciaRequestSchema.safeParse({ nombre }).success).toBe(false);
    }
    const parsed = crearAgenciaRequestSchema.parse({ nombre: '  Agencia Jose\u0301 ' });
    expect(parsed.nombre).toBe('Agencia José');
  });

  it('usernames and the optional names of a user', () => {
    const base = { username: 'nuevo', servicio: 'tcm' };
    expect(createUserRequestSchema.safeParse(base).success).toBe(true);
    const invisible = createUserRequestSchema.safeParse({ ...base, username: zeroWidth });
    expect(invisible.error?.issues.map((issue) => issue.message)).toContain(NAME_MESSAGES.invisible);
    expect(createUserRequestSchema.safeParse({ ...base, first_name: override }).success).toBe(false);
    expect(createUserRequestSchema.safeParse({ ...base, last_name: '\u200B' }).success).toBe(false);
    // A decomposed accent is composed before the username pattern looks at it.
    expect(createUserRequestSchema.parse({ ...base, username: 'jose\u0301' }).username).toBe('josé');
  });
});
