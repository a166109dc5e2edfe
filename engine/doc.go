// Package engine is the business core of sgc: entities, rules and the bbolt store.
//
// Every business command runs in ONE bbolt write transaction through Engine.update,
// so stock, kardex, balances, cash and notifications commit together or not at all.
// A command validates everything before it writes anything.
//
// The bucket tree of <data>/sgc.db (keys are 8-byte big-endian ids unless noted,
// values are JSON):
//
//	meta                 schema version ("version" → uint64)
//	sucursales           id → Branch
//	usuarios             id → User
//	usuarios_por_nombre  lower(usuario) → user id (unique usuario)
//	asignaciones         user id|branch id → {} (branches a user may see)
//	sesiones             sha256(token) → session
//	accesos              time|seq → sign-in log entry
//	clientes             id → Customer
//	proveedores          id → Supplier
//	categorias           id → Category
//	unidades             id → Unit
//	empresa              1 → Company
//	imagenes             key (hex sha256 prefix) → Image (downscaled bytes and thumbnail)
package engine
