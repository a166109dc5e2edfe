// A canned API for looking at the screens without a server (screenshots of
// the built UI under `vite preview`). Only what those screens read.
const img = (hue) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="260"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,55%)"/><stop offset="1" stop-color="hsl(${hue + 40},60%,35%)"/></linearGradient></defs><rect width="400" height="260" fill="url(#g)"/><path d="M60 200V120l80-50 80 50v80z" fill="rgba(255,255,255,.85)"/><rect x="120" y="150" width="40" height="50" fill="hsl(${hue},50%,40%)"/></svg>`;

const branch = (id, sucursal, nombre_oficial, grupo, direccion, telefono, estado, precios, imagen) => ({
  id, sucursal, nombre_oficial, grupo, direccion, telefono, estado, is_activa_traspasos: true,
  imagen: imagen ? `/api/imagenes/b${id}` : null,
  precio_estado: precios[0], precio2_estado: precios[1], precio3_estado: precios[2],
  precio4_estado: precios[3], precio5_estado: precios[4], precio6_estado: precios[5],
});

export const BRANCHES = [
  branch(1, 'Casa Matriz', 'Comercial Illimani S.R.L.', 1, 'Av. 16 de Julio 1490, El Prado', '22123456', true, [1, 1, 1, 0, 0, 0], true),
  branch(2, 'Sucursal Norte', 'Comercial Illimani S.R.L.', 2, 'Av. Juan Pablo II 2450, El Alto', '22834567', true, [1, 1, 0, 0, 0, 0], true),
  branch(3, 'Sucursal Sur', 'Comercial Illimani S.R.L.', 2, 'Calle 21 de Calacoto 8120', '22791234', true, [1, 0, 0, 0, 0, 0], false),
  branch(4, 'Cochabamba Centro', 'Illimani Cochabamba S.A.', 3, 'Av. Heroínas 345', '44256789', true, [1, 1, 1, 1, 0, 0], true),
  branch(5, 'Santa Cruz Equipetrol', 'Illimani Oriente S.A.', 3, 'Av. San Martín 1800', '33412345', false, [1, 1, 1, 1, 1, 1], false),
];

const roles = ['Super', 'Administrador', 'Responsable', 'Vendedor', 'Inventario', 'Encargado de Almacen'];
const names = [['Juan Carlos', 'Mendoza Vargas'], ['María Elena', 'Quispe Mamani'], ['Luis Fernando', 'Rojas Gutiérrez'], ['Ana Lucía', 'Choque Flores'], ['Roberto', 'Condori Apaza'], ['Patricia', 'Villarroel Soliz'], ['Jorge', 'Limachi Cruz'], ['Carla', 'Mamani Rojas'], ['Diego', 'Salazar Peña'], ['Gabriela', 'Torrez Medina'], ['Fernando', 'Aguilar Luna'], ['Silvia', 'Ticona Huanca']];

export function user(i, role = roles[i % roles.length]) {
  const [nombres, apellidos] = names[i % names.length];
  const b = BRANCHES[i % 4];
  return {
    id: i + 1, usuario: i === 0 ? 'admin' : `${nombres.split(' ')[0].toLowerCase()}${i}`, nombres, apellidos,
    numero_identificacion: String(4_500_000 + i * 73_211), genero: i % 2 ? 'Femenino' : 'Masculino', nacimiento: `19${80 + i}-0${(i % 9) + 1}-15`,
    telefono: String(70_000_000 + i * 1_234_567).slice(0, 8), email: `${nombres.split(' ')[0].toLowerCase()}@illimani.bo`,
    rol: [role], estado: i !== 6, sucursal_id: b.id, sucursal: b.sucursal, grupo: b.grupo, is_activa_traspasos: i % 3 === 0,
    imagen: null, created_at: '2025-02-10T14:00:00Z',
  };
}

export const USERS = names.map((_, i) => user(i, i === 0 ? 'Super' : undefined));

const clientNames = ['SN', 'Distribuidora El Ceibo', 'Ferretería Don Pedro', 'Rosa Huanca Quispe', 'Supermercado Ketal', 'Comercial Andina S.R.L.', 'Hugo Paredes Limachi', 'Farmacorp Sucursal 12', 'Librería Gisbert', 'Importadora Tarija', 'Restaurante Gustu', 'Panadería La Francesa', 'Marco Antonio Cruz'];
export const CLIENTS = clientNames.map((n, i) => ({
  id: i + 1, nombres_apellidos: n, numero_documento: i === 0 ? '0' : String(1_020_304_000 + i * 9137), complemento: i % 5 === 3 ? '1B' : '',
  telefono: i === 0 ? '' : String(60_000_000 + i * 2_345_671).slice(0, 8), email: i % 3 === 1 ? `ventas${i}@correo.bo` : '', direccion: i === 0 ? '' : `Zona ${['Sopocachi', 'Miraflores', 'San Pedro', 'Obrajes'][i % 4]} #${100 + i * 7}`,
  estado: i !== 8, imagen: null, created_at: '2025-01-05T15:00:00Z',
}));

export const COMPANY = {
  id: 1, empresa: 'Comercial Illimani', sigla: 'CI', nit: '1023456029', propietario: 'Juan Carlos Mendoza Vargas', telefono1: '22123456', telefono2: '71234567',
  email: 'contacto@illimani.bo', horario: 'Lunes a sábado de 08:30 a 19:00', direccion: 'Av. 16 de Julio 1490, El Prado, La Paz', actividad: 'Venta al por mayor y menor de artículos de ferretería',
  descripcion: 'Distribuidora con cinco sucursales en La Paz, Cochabamba y Santa Cruz.', logo: '/api/imagenes/logo',
};

/** Installs the canned API on a playwright page; `who` is the role that signs in. */
export async function mockApi(page, who = 'Super') {
  const me = who === 'Super' ? USERS[0] : { ...user(7, who), usuario: 'carla7' };
  const json = (route, body, status = 200) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const p = url.pathname;
    const method = route.request().method();
    if (p.startsWith('/api/imagenes/')) {
      return route.fulfill({ contentType: 'image/svg+xml', body: img(p.endsWith('logo') ? 190 : (p.length * 37) % 360) });
    }
    if (p === '/api/login') {
      const body = route.request().postDataJSON();
      if (body.password !== 'ok') return json(route, { message: 'Usuario o contraseña incorrectos.' }, 401);
      return json(route, { token: 'tok', user: me });
    }
    if (p === '/api/user') {
      const id = Number(url.searchParams.get('sucursalId')) || me.sucursal_id;
      return json(route, { user: me, sucursal: BRANCHES.find((b) => b.id === id) ?? BRANCHES[0] });
    }
    if (p === '/api/logout') return json(route, { message: 'ok' });
    if (p === '/api/sucursales' || p === '/api/sucursales_activas') return json(route, { data: p.endsWith('activas') ? BRANCHES.filter((b) => b.estado) : BRANCHES });
    if (p === '/api/usuarios') return json(route, { data: USERS });
    if (/^\/api\/usuarios\/\d+$/.test(p)) return json(route, { data: USERS[Number(p.split('/').pop()) - 1] ?? USERS[0] });
    if (p === '/api/roles') return json(route, { data: roles.map((name, id) => ({ id: id + 1, name })) });
    if (p === '/api/clientes') return json(route, { data: CLIENTS });
    if (p === '/api/datos') return json(route, { data: [COMPANY] });
    if (method !== 'GET') return json(route, { message: 'Datos inválidos', errors: { sucursal: ['El campo sucursal es obligatorio.'] } }, 422);
    return json(route, { message: 'No encontrado' }, 404);
  });
  return me;
}
