/** A period's cobros (payroll, closings, the month lock) and the change history read by author. */
export const PERIOD_INDEXES = `
  CREATE INDEX cobros_periodo ON cobros(anio, mes);
  CREATE INDEX auditoria_usuario ON auditoria(usuario_id);
  `;
