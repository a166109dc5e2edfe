package engine

// names resolves the ids that documents store into the names screens show
// (usuario, sucursal, cliente, proveedor, producto, unidad), reading each record
// once per read transaction however many rows repeat it.
type names struct {
	tx        ReadTx
	users     map[uint64]string
	branches  map[uint64]string
	customers map[uint64]string
	suppliers map[uint64]*Supplier
	products  map[uint64]*Product
	units     map[uint64]string
	cats      map[uint64]string
}

func newNames(tx ReadTx) *names {
	return &names{tx: tx, users: map[uint64]string{}, branches: map[uint64]string{}, customers: map[uint64]string{},
		suppliers: map[uint64]*Supplier{}, products: map[uint64]*Product{}, units: map[uint64]string{}, cats: map[uint64]string{}}
}

// cached reads id once into cache through load.
func cached[T any](cache map[uint64]T, id uint64, load func() T) T {
	if v, ok := cache[id]; ok {
		return v
	}
	v := load()
	cache[id] = v
	return v
}

// user is "nombres apellidos" of a user, as the empleado columns show it.
func (n *names) user(id uint64) string {
	return cached(n.users, id, func() string {
		var u User
		if ok, _ := getJSON(n.tx.Bucket(bktUsers), itob(id), &u); ok {
			return u.Nombres + " " + u.Apellidos
		}
		return ""
	})
}

func (n *names) branch(id uint64) string {
	return cached(n.branches, id, func() string {
		var b Branch
		if ok, _ := getJSON(n.tx.Bucket(bktBranches), itob(id), &b); ok {
			return b.Sucursal
		}
		return ""
	})
}

func (n *names) customer(id uint64) string {
	return cached(n.customers, id, func() string {
		var c Customer
		if ok, _ := getJSON(n.tx.Bucket(bktCustomers), itob(id), &c); ok {
			return c.NombresApellidos
		}
		return ""
	})
}

func (n *names) supplier(id uint64) *Supplier {
	return cached(n.suppliers, id, func() *Supplier {
		s := &Supplier{ID: id}
		getJSON(n.tx.Bucket(bktSuppliers), itob(id), s)
		return s
	})
}

// product is the stored product (an empty one with the id when missing).
func (n *names) product(id uint64) *Product {
	return cached(n.products, id, func() *Product {
		p := &Product{ID: id}
		getJSON(n.tx.Bucket(bktProducts), itob(id), p)
		return p
	})
}

func (n *names) unit(id uint64) string {
	return cached(n.units, id, func() string {
		var u Unit
		if ok, _ := getJSON(n.tx.Bucket(bktUnits), itob(id), &u); ok {
			return u.Unidad
		}
		return ""
	})
}

func (n *names) category(id uint64) string {
	return cached(n.cats, id, func() string {
		var c Category
		if ok, _ := getJSON(n.tx.Bucket(bktCategories), itob(id), &c); ok {
			return c.Categoria
		}
		return ""
	})
}
