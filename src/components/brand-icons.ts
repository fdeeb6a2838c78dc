/**
 * The icons of the public pages (login, access denied), each from its own lucide-react module
 * rather than the package's index. The build puts what a public page imports into the login
 * screen's first load (vite.config.ts); through the index, that reached every icon the app uses.
 * icons.ts re-exports them with the rest of the set.
 */
export { default as BrandIcon } from 'lucide-react/icons/receipt-text';
export { default as DeniedIcon } from 'lucide-react/icons/shield-alert';
