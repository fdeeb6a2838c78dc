import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_AUTOCLOSE_MS } from '../lib/timings';
import { toastContainerMounted } from '../lib/notify';

export default function ToastHost() {
  useEffect(() => toastContainerMounted(), []);
  // Bottom right: clear of the navbar's user menu and of the page header's actions (at the top
  // right, under the navbar, a toast covered 'Insertar Trabajador' and 'Registrar Nuevo Cobro').
  return <ToastContainer position="bottom-right" autoClose={TOAST_AUTOCLOSE_MS} newestOnTop theme="light" />;
}
