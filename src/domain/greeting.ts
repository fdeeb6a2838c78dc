export type Greeting = 'Buenos días' | 'Buenas tardes' | 'Buenas noches';

const AFTERNOON_FROM_HOUR = 12;
const EVENING_FROM_HOUR = 18;

/** Uses the local clock: the greeting follows the user's time of day. */
export function greeting(now: Date = new Date()): Greeting {
  const hour = now.getHours();
  if (hour < AFTERNOON_FROM_HOUR) return 'Buenos días';
  if (hour < EVENING_FROM_HOUR) return 'Buenas tardes';
  return 'Buenas noches';
}

/** How the app names a person (navbar, Home greeting): full name, or the username without one. */
export function displayName(person: { nombre: string; apellido: string; username: string }): string {
  return [person.nombre, person.apellido].filter(Boolean).join(' ') || person.username;
}
