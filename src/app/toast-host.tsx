import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_AUTOCLOSE_MS } from '../lib/timings';
import { toastContainerMounted } from '../lib/notify';

export default function ToastHost() {
  useEffect(() => toastContainerMounted(), []);
  // Under the navbar (styles.css), so a toast never covers the user menu.
  return (
    <ToastContainer
      position="top-right"
      className="app-toasts"
      autoClose={TOAST_AUTOCLOSE_MS}
      newestOnTop
      theme="light"
    />
  );
}
