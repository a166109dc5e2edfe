// Users of each role for the guard and menu tests.
import type { Role, User } from '../src/lib/session';

/** A user with the given first role. */
export function userWith(role: Role | string, extra: Partial<User> = {}): User {
  return {
    id: 7,
    usuario: 'u7',
    nombres: 'Ana',
    apellidos: 'Quispe',
    rol: [role],
    estado: true,
    sucursal_id: 1,
    sucursal: 'Casa Matriz',
    grupo: 1,
    is_activa_traspasos: false,
    imagen: null,
    ...extra,
  };
}
