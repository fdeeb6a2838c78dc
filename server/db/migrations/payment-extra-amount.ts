/**
 * A payment and the extra amount registered with it are one event: deleting the payment deletes
 * its extra amount too (server/db/pagos-queries.ts). Deleting the extra amount alone keeps the payment.
 */
export const PAYMENT_EXTRA_AMOUNT = `
  ALTER TABLE historial_pago ADD COLUMN monto_extra_id INTEGER REFERENCES montos_extra(id) ON DELETE SET NULL;
  CREATE UNIQUE INDEX historial_pago_monto_extra ON historial_pago(monto_extra_id);
  `;
