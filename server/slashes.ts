import { PERMISSIONS, splitEndpointKey, type EndpointKey } from './permissions';

/**
 * The one slash rule of the server. Django's APPEND_SLASH lets the real backend answer every path
 * with and without its trailing slash, and clients of it send both (`DELETE eliminar_agencia/7/`,
 * `GET usuario/9`). Every request URL under /api/ is rewritten, before routing, to the spelling of
 * the permission table (spec section 7): routes stay registered once, as the spec writes them.
 *
 * fastify's `ignoreTrailingSlash` router option also routes both spellings, but it registers every
 * route without its slash, so the table's own spellings are no longer routes `hasRoute` knows.
 */

const WITHOUT_SLASH: readonly RegExp[] = (Object.keys(PERMISSIONS) as EndpointKey[])
  .map((key) => splitEndpointKey(key).url)
  .filter((url) => !url.endsWith('/'))
  .map((url) => new RegExp(`^${url.replace(/:[A-Za-z]+/g, '[^/]+')}$`));

/** `url` with its path spelled as the route table spells it; other paths and the query untouched. */
export function canonicalApiUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart);
  if (!path.startsWith('/api/')) return url;
  const bare = path.endsWith('/') ? path.slice(0, -1) : path;
  const canonical = WITHOUT_SLASH.some((pattern) => pattern.test(bare)) ? bare : `${bare}/`;
  return canonical + query;
}
