// Package engine is the business core of sgc: entities and rules, on a store.
//
// The rules never name a storage engine: they run on package store's interface
// (Tx, Bucket, Cursor), whose bbolt implementation (store/boltstore, opened by
// Open) is the default and whose other implementations Engine.OpenStore takes.
//
// Every business command runs in ONE write transaction through Engine.update,
// so stock, kardex, balances, cash and notifications commit together or not at all.
// A command validates everything before it writes anything. The store may run a
// command's function more than once (grouped commits, optimistic stores), so it
// has no effect outside its transaction.
//
// The areas, each in the files named after it (docs/glosario.md names them;
// _views files are the reads of the screens, the others the commands):
//
//	foundation     db.go (Open), store.go, migrations.go, errors.go, input.go, validate.go,
//	               names.go, lapaz.go, money.go, records.go, idempotency.go, feed.go
//	staff          users*.go, roles.go, permissions.go, assignments.go, passwords.go,
//	               sessions*.go, totp.go, bootstrap.go
//	registries     branches.go, customers*.go, suppliers.go, categories.go, units.go,
//	               company.go, images.go, mobiliario.go
//	products       products.go, product_views.go, product_briefs.go, prices.go,
//	               prices_bulk.go, prices_by_branch.go, price_alerts.go
//	stock          stock*.go, kardex.go, inventory.go, counts.go, bajas.go
//	documents      sales*.go, purchases*.go, returns*.go, transfers*.go, proformas*.go,
//	               catalogos*.go, amount_limits.go
//	money          cash.go (movements), cashbox_store.go (boxes), cashbox*.go (open,
//	               close, screens), money_*.go, receivables.go, payments.go, accounts.go
//	invoicing      invoices*.go, siat_*.go (package siat talks to the SIN)
//	figures        aggregates*.go, reports*.go, dashboard.go, voids_index.go; verify.go
//	               (stock against kardex)
//	audit          audit*.go, notifications*.go
//	data           backup*.go, restore*.go, imports*.go (package importfile reads files),
//	               demo*.go
//
// The keyspaces ("buckets") of <data>/sgc.db (keys are 8-byte big-endian ids unless noted,
// values are JSON):
//
//	meta                 schema version ("version" → uint64); "permisos_roles" →
//	                     role → capabilities granted on top of the spec (Permisos por rol);
//	                     "agg_version" → uint64 and "agg_dia"|branch|day → the version
//	                     that last changed that day's per-day rows (reports_cache.go)
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
//	productos            id → Product (defaults: costo promedio, P1..P6, minimo)
//	productos_por_codigo lower(codigo) → product id (unique codigo)
//	precios_sucursal     branch|product → [6]Money (absent: the product's defaults)
//	alertas_precio       branch|seq → PriceAlert (a branch's prices changed)
//	alertas_precio_vistas user|branch → alert seq (8 bytes) the user had seen when last dismissing
//	stock                branch|product → int64 units (8 bytes) = Σ kardex of that pair
//	kardex               branch|product|seq → KardexEntry (the history, in order)
//	compras              id → Purchase with its lines
//	compras_por_fecha    branch|unix nanos|id → {} (lists by La Paz date range)
//	compras_por_producto product|purchase id → {} (quick info: purchases of a product)
//	ventas               id → Sale with its lines
//	ventas_por_fecha     branch|unix nanos|id → {}
//	contadores           name|branch → uint64 (per-branch numero_comprobante)
//	devoluciones         id → Return with its lines
//	devoluciones_por_fecha branch|unix nanos|id → {}
//	bajas                id → Baja (write-off)
//	bajas_por_sucursal   branch|id → {}
//	conteo               branch|product → int64 counted (-1 SIN REVISAR; absent: REVISADO);
//	                     branch|0 → unix nanos of the last Reiniciar Conteo (the count is started)
//	pagos                id → Payment (instalments of receivables and payables)
//	pagos_por_documento  kind|document id|payment id → {} (kind 1 venta, 2 compra)
//	caja_movimientos     id → CashMovement (signed: + in, − out; names its box)
//	caja_por_fecha       branch|unix nanos|id → {}
//	proformas            id → Proforma (quotation) with its lines; never touches stock
//	proformas_por_fecha  branch|unix nanos|id → {}
//	catalogos            id → Catalogo with its lines (estado 2 is read, never stored)
//	catalogos_por_fecha  branch|unix nanos|id → {}
//	bitacora             seq → AuditEntry (hash-chained audit log, append only)
//	traspasos            id → Transfer with its lines
//	traspasos_por_fecha  branch|unix nanos|id → {} (under both origin and destination)
//	notificaciones       id → Notification (traspaso or anulacion)
//	notificaciones_usuario user|notification id → {} (present while unread by that user)
//	mobiliario           id → Mobiliario (furniture of a branch, with up to three image keys)
//	mobiliario_por_sucursal branch|id → {}
//	categorias_ingresos  id → MoneyCategory (income categories)
//	categorias_gastos    id → MoneyCategory (expense categories)
//	ingresos             id → MoneyEntry (Ingreso)
//	ingresos_por_fecha   branch|unix nanos|id → {}
//	gastos               id → MoneyEntry (Gasto)
//	gastos_por_fecha     branch|unix nanos|id → {}
//	cajas                id → CashBox (opened; rows and totals frozen at the close;
//	                     the box closed before it the same day, if any)
//	cajas_por_dia        branch|yyyymmdd|user → id of the latest box of that user's day
//	agg_ventas           branch|day → sale counters of that La Paz day (see aggregates.go)
//	agg_ventas_producto  branch|day|product → units, amount and cost sold
//	agg_ventas_usuario   branch|day|user → sale counters of the user's sales
//	agg_compras          branch|day → purchase counters
//	agg_compras_producto branch|day|product → units and amount bought
//	agg_caja             branch|day|concepto → cash moved and movements
//	ventas_por_usuario   branch|user|unix nanos|id → {} (sales by employee)
//	anulaciones_por_fecha branch|unix nanos|audit seq → {} (the voids of the audit log, for
//	                     the anulaciones report; see voids_index.go)
//	idempotencia         user|Idempotency-Key → {hash of the request, the command's result, date}
//	                     (written in the document's own transaction; see idempotency.go)
//	idempotencia_por_fecha unix nanos|user|key → {} (purges keys older than 7 days)
//	siat                 "config" → SiatConfig (invoicing; on a single machine the token delegado
//	                     and the mail password are the 0600 files siat-token and correo-clave
//	                     beside sgc.db, never in the store; in a cluster "secreto|"+name holds
//	                     them sealed, see secrets.go); "pv|"+branch → the point of
//	                     sale's CUIS and CUFD; "catalogos" → the SIN's synced catalogues;
//	                     "contingencia" → whether the SIN is out of reach (siat_*.go)
//	facturas             id → Invoice (its XML as emitted, its state and the SIN's messages)
//	facturas_por_fecha   branch|unix nanos|id → {}
//	facturas_por_venta   sale id → invoice id
//	facturas_salida      invoice id → outbox entry (enviar or anular): written with the document,
//	                     deleted with the SIN's answer; the worker sends after commit
//	facturas_eventos     id → significant event of a point of sale, its packages and their verdicts
//	facturas_correo      invoice id → e-mail waiting to be sent to the buyer (invoices_mail*.go)
//
// In cluster mode (package engine/store/etcdstore) the same buckets live in
// etcd's one ordered keyspace, under the prefix "sgc/":
//
//	sgc/b/<bucket>                 the bucket exists: its sequence (8 bytes) and flags (1 byte)
//	sgc/d/<bucket> 0x00 0x01 <key>      a value: 0x00 then the bytes above, or 0x01 and a chunk header
//	sgc/c/<bucket> 0x00 0x01 <gen> <n>  chunk n of a value over 512 KiB (images), generation gen
//	sgc/lock/<lease>               the write lock's queue: a process's key, its member's ID as value
//	sgc/o/<origin>/<lease>         a process's last commit's change sets (the feed, engine/feed.go)
//	sgc/w/<origin>                 a process's last commit mark (settles a commit whose answer was lost)
//
// Beside them, the members' own records (package cluster, status.go):
//
//	grupo/miembros/<nombre>        a member's announcement (sgc address, data size), on a lease
//	grupo/respaldo                 the last automatic backup (member, file, date, size)
//	grupo/respaldos/eleccion/...   the election of the member that writes the automatic backups
//
// A backup of a cluster is the bbolt file above, written from one etcd
// revision.
package engine
