import { DEFAULT_AGENCY_TIME_ZONE, isTimeZone, todayIn } from '../domain/agency-time';

/** VITE_AGENCY_TIME_ZONE when it names a zone this browser knows, else the agency's default. */
export function resolveAgencyTimeZone(configured: string | undefined): string {
  const zone = configured?.trim();
  return zone && isTimeZone(zone) ? zone : DEFAULT_AGENCY_TIME_ZONE;
}

export const AGENCY_TIME_ZONE = resolveAgencyTimeZone(
  import.meta.env.VITE_AGENCY_TIME_ZONE as string | undefined,
);

/** The agency's calendar day now: the latest date a payment may carry, as the server checks it. */
export function agencyToday(now = new Date()): string {
  return todayIn(AGENCY_TIME_ZONE, now);
}
