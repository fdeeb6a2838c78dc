/**
 * The app's one icon set: lucide-react SVG components, imported by name so the bundle keeps only
 * the icons used (no icon font). Names say what the icon means here, not what it draws, so a
 * section's icon changes in one place. Icons are decorative (aria-hidden) unless given a label;
 * the template CSS sizes them to the text inside buttons, badges and headings.
 */
export {
  House as HomeIcon,
  HandCoins as CobrosIcon,
  Wallet as PagosIcon,
  Users as ClientesIcon,
  IdCard as TrabajadoresIcon,
  Building2 as AgenciasIcon,
  FileSpreadsheet as DocumentacionIcon,
  Scale as ComparativaIcon,
  History as HistorialIcon,
  ShieldUser as RolIcon,
  CircleDollarSign as MontosExtraIcon,
  Plus as AddIcon,
  Pencil as EditIcon,
  Trash2 as DeleteIcon,
  Download as ExportIcon,
  Upload as UploadIcon,
  RefreshCw as RefreshIcon,
  ArrowLeft as BackIcon,
  Search as SearchIcon,
  Inbox as EmptyIcon,
  Banknote as MoneyIcon,
  Layers as UnitsIcon,
  Calendar as CalendarIcon,
  LogOut as LogoutIcon,
  KeyRound as KeyIcon,
  X as RemoveIcon,
  CirclePlus as BonusIcon,
  CircleMinus as DiscountIcon,
  Lock as LockIcon,
} from 'lucide-react';
export { BrandIcon, DeniedIcon } from './brand-icons';
export type { LucideIcon as Icon, LucideProps as IconProps } from 'lucide-react';
