import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Once `saved` turns true, navigates to `to` after `delayMs`, so the success message is read
 * first. Leaving the page earlier cancels it.
 */
export function useRedirectAfterSave(saved: boolean, to: string, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => navigate(to), delayMs);
    return () => window.clearTimeout(timer);
  }, [saved, to, delayMs, navigate]);
}
