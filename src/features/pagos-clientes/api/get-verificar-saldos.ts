import { useMutation } from '@tanstack/react-query';
import { verificarSaldosSchema, type VerificarSaldosWire } from '../../../contract/estado-cuenta';
import { apiGet } from '../../../lib/api-client';

/** `GET ext/verificar_saldos/` (extension `estado_cuenta`): every client's paid amount against its history. */
export function getVerificarSaldos(): Promise<VerificarSaldosWire> {
  return apiGet('ext/verificar_saldos/', verificarSaldosSchema);
}

/** A check the user asks for by a button: run on demand, never cached or refetched by itself. */
export function useVerificarSaldos() {
  return useMutation({ mutationFn: getVerificarSaldos });
}
