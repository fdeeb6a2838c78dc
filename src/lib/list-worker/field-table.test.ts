import type { Cobro } from '../../contract/cobro';
import { idKind, textKind } from './field-kinds';
import type { FieldTable } from './field-table';

describe('an entity field table', () => {
  it('is held to the contract: a field missing, a field too many or a kind of another type fails the build', () => {
    // @ts-expect-error `pagado` has no kind
    const missing: FieldTable<Pick<Cobro, 'id' | 'pagado'>> = { id: idKind };
    // @ts-expect-error `extra` is no field of a cobro
    const extra: FieldTable<Pick<Cobro, 'id'>> = { id: idKind, extra: idKind };
    // @ts-expect-error a text kind for a number
    const wrong: FieldTable<Pick<Cobro, 'id'>> = { id: textKind };
    expect([missing, extra, wrong]).toHaveLength(3);
  });
});
