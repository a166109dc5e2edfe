// Who may open which screen. The server enforces the same table on every API
// call; this copy only decides what the browser shows, so it stays a pure
// function of the route, the user and the path parameters, easy to test.
import type { ComponentType } from 'react';
import { hasCapability, primaryRole, STAFF_ROLES, type Capability, type Role, type User } from '../lib/session';

/** Path parameters as wouter gives them. */
export type RouteParams = Record<string, string | undefined>;

/** One screen of the route table. */
export interface AppRoute {
  /** Absolute path pattern, e.g. `/admin/editUsuario/:id`. */
  path: string;
  /** The page; it reads its own parameters with useParams. */
  page: ComponentType;
  /** Roles that may open it; absent means any signed-in user. */
  roles?: readonly Role[];
  /** An extra rule on the user and parameters (own-id screens). */
  allow?: (user: User, params: RouteParams) => boolean;
  /** A capability that opens the screen to a role it was granted to (Permisos por rol). */
  capability?: Capability;
}

/** Every signed-in role. */
export const ANY: undefined = undefined;
/** Super only. */
export const SUPER: readonly Role[] = ['Super'];
/** The two roles that administer the business. */
export const ADMINS: readonly Role[] = ['Super', 'Administrador'];
/** The five staff roles (everyone but Inventario). */
export const STAFF: readonly Role[] = STAFF_ROLES;

/** True when the first role of the user is among `roles` (or no roles are required). */
export function hasRole(user: User, roles: readonly Role[] | undefined): boolean {
  if (!roles) return true;
  const r = primaryRole(user);
  return r !== null && roles.includes(r);
}

/** True when the user may open the route with these parameters. */
export function canOpen(route: AppRoute, user: User, params: RouteParams = {}): boolean {
  const granted = route.capability !== undefined && hasCapability(user, route.capability);
  if (!hasRole(user, route.roles) && !granted) return false;
  return route.allow ? route.allow(user, params) : true;
}

/**
 * The user screens' rule: the id must be numeric, and Vendedor and Responsable
 * may open only their own user; other roles are not restricted.
 */
export function ownUserOnly(user: User, params: RouteParams): boolean {
  const id = params.id ?? '';
  if (!/^\d+$/.test(id)) return false;
  const r = primaryRole(user);
  if (r === 'Vendedor' || r === 'Responsable') return Number(id) === user.id;
  return true;
}

/**
 * TRASPASOS ENTRE SUCURSALES: Super and Administrador, or a user whose own
 * Traspasos box (user form) is set; the server applies the same rule.
 */
export function interBranchAllowed(user: User): boolean {
  const r = primaryRole(user);
  return r === 'Super' || r === 'Administrador' || user.is_activa_traspasos;
}

/**
 * The user edit screen's rule: the server saves a user only for Super or the
 * user themself, so no other role gets a form it could not save.
 */
export function ownUserUnlessSuper(user: User, params: RouteParams): boolean {
  const id = params.id ?? '';
  if (!/^\d+$/.test(id)) return false;
  return primaryRole(user) === 'Super' || Number(id) === user.id;
}
