// The browser half of a session: the bearer token, the signed-in user and the
// branch being worked in, kept in localStorage so a reload does not sign the
// user out. The server stays the judge: every restore asks it again.

/** Role names exactly as the server spells them. */
export const ROLES = [
  'Super',
  'Administrador',
  'Responsable',
  'Vendedor',
  'Inventario',
  'Encargado de Almacen',
] as const;

/** One of the six roles. */
export type Role = (typeof ROLES)[number];

/**
 * A role as the screens write it. The API keeps the spec's role names (they
 * are stored values); only the display gets its accent back.
 */
export function roleLabel(role: string): string {
  return role === 'Encargado de Almacen' ? 'Encargado de Almacén' : role;
}

/** The staff roles that sell (all but Inventario). */
export const STAFF_ROLES: Role[] = ['Super', 'Administrador', 'Responsable', 'Vendedor', 'Encargado de Almacen'];

/** The signed-in user as the server returns it. */
export interface User {
  id: number;
  usuario: string;
  nombres: string;
  apellidos: string;
  numero_identificacion?: string;
  genero?: string;
  nacimiento?: string;
  telefono?: string;
  email?: string;
  rol: string[];
  estado: boolean;
  sucursal_id: number;
  sucursal: string;
  grupo: number;
  /** The user's own transfer flag (opens TRASPASOS ENTRE SUCURSALES). */
  is_activa_traspasos: boolean;
  imagen: string | null;
  created_at?: string;
  /** Capabilities the role holds, by the spec or granted (Permisos por rol). */
  permisos?: Capability[];
}

/** The capabilities Super may grant a role, by their API key. */
export const CAPABILITIES = [
  'cobrar_cuotas',
  'pagar_proveedores',
  'vender_credito',
  'ingresos_gastos',
  'compras',
  'cambio_precios',
  'devoluciones',
] as const;

/** One grantable capability. */
export type Capability = (typeof CAPABILITIES)[number];

/** True when the user's role holds the capability, by the spec or by a grant. */
export function hasCapability(user: User | null | undefined, c: Capability): boolean {
  return !!user?.permisos?.includes(c);
}

/** The branch the session works in. */
export interface SelectedBranch {
  id: number;
  sucursal: string;
  grupo: number;
}

/** Everything kept between page loads. */
export interface StoredSession {
  token: string;
  user: User;
  branch: SelectedBranch | null;
  /** Opened on a group member without the majority: for reading, valid on that member only. */
  readOnly?: boolean;
}

const TOKEN_KEY = 'sgc.token';
const USER_KEY = 'sgc.user';
const BRANCH_KEY = 'sgc.sucursal';
const READ_ONLY_KEY = 'sgc.solo_lectura';

/** Returns the stored bearer token, or null when signed out. */
export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    // A damaged value is as good as none: the restore call rebuilds it.
    return null;
  }
}

/** Reads the stored session; null when any essential part is missing. */
export function loadSession(): StoredSession | null {
  const token = getToken();
  const user = readJson<User>(USER_KEY);
  if (!token || !user) return null;
  return { token, user, branch: readJson<SelectedBranch>(BRANCH_KEY), readOnly: localStorage.getItem(READ_ONLY_KEY) === '1' };
}

/** Stores the whole session. */
export function saveSession(s: StoredSession): void {
  localStorage.setItem(TOKEN_KEY, s.token);
  localStorage.setItem(USER_KEY, JSON.stringify(s.user));
  if (s.branch) localStorage.setItem(BRANCH_KEY, JSON.stringify(s.branch));
  else localStorage.removeItem(BRANCH_KEY);
  if (s.readOnly) localStorage.setItem(READ_ONLY_KEY, '1');
  else localStorage.removeItem(READ_ONLY_KEY);
}

/** Removes the token, the user and the saved branch and group. */
export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(BRANCH_KEY);
  localStorage.removeItem(READ_ONLY_KEY);
}

/** The role that decides: the first of the user's list. */
export function primaryRole(user: Pick<User, 'rol'> | null | undefined): Role | null {
  const r = user?.rol?.[0];
  return r && (ROLES as readonly string[]).includes(r) ? (r as Role) : null;
}

/** Only Super and Administrador may switch branch (and have it remembered). */
export function canSwitchBranch(user: Pick<User, 'rol'> | null | undefined): boolean {
  const r = primaryRole(user);
  return r === 'Super' || r === 'Administrador';
}

/** The home branch of a user, used when no other branch was chosen. */
export function homeBranch(user: User): SelectedBranch {
  return { id: user.sucursal_id, sucursal: user.sucursal, grupo: user.grupo };
}

/** The branch a restore should ask for: the remembered one for the roles that switch. */
export function branchToRequest(s: StoredSession): number {
  if (canSwitchBranch(s.user) && s.branch) return s.branch.id;
  return s.user.sucursal_id;
}

/** Full name for display. */
export function displayName(user: Pick<User, 'nombres' | 'apellidos' | 'usuario'>): string {
  const name = `${user.nombres ?? ''} ${user.apellidos ?? ''}`.trim();
  return name || user.usuario;
}
