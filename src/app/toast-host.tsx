import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_AUTOCLOSE_MS } from '../lib/timings';
import { toastContainerMounted } from '../lib/notify';

export default function ToastHost() {
  useEffect(() => toastContainerMounted(), []);
  return <ToastContainer position="top-right" autoClose={TOAST_AUTOCLOSE_MS} newestOnTop theme="light" />;
}
