import { useEffect } from 'react';
import { useLocation, type Location } from 'react-router-dom';

/** Where the app is now; tests assert on it as a user would read the address bar. */
export type LocationRef = { current: Location };

export function LocationProbe({ into }: { into: LocationRef }) {
  const location = useLocation();
  useEffect(() => {
    Object.assign(into, { current: location });
  }, [into, location]);
  return null;
}
