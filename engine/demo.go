package engine

// DemoPassword is the password of every demo user but admin (whose password is
// the first start's).
const DemoPassword = "demo1234"

// demoUsers are the demo staff, one per role and a second Vendedor.
var demoUsers = []UserInput{
	{Nombres: "María", Apellidos: "Quispe Mamani", Usuario: "mquispe", Rol: []string{RoleAdmin}, SucursalID: "1"},
	{Nombres: "Juan", Apellidos: "Choque Flores", Usuario: "jchoque", Rol: []string{RoleResponsable}, SucursalID: "2", ActivaTraspaso: "1"},
	{Nombres: "Ana", Apellidos: "Gutiérrez Rojas", Usuario: "agutierrez", Rol: []string{RoleVendedor}, SucursalID: "2", ActivaTraspaso: "1"},
	{Nombres: "Luis", Apellidos: "Mendoza Vargas", Usuario: "lmendoza", Rol: []string{RoleVendedor}, SucursalID: "3", ActivaTraspaso: "1"},
	{Nombres: "Rosa", Apellidos: "Condori Apaza", Usuario: "rcondori", Rol: []string{RoleInventario}, SucursalID: "1"},
	{Nombres: "Carlos", Apellidos: "Ticona Huanca", Usuario: "cticona", Rol: []string{RoleAlmacen}, SucursalID: "1", ActivaTraspaso: "1"},
}

// DemoUsers lists the demo staff as user name and role, in the order
// `sgc serve --demo` prints them for a newcomer to sign in with.
func DemoUsers() [][2]string {
	out := make([][2]string, len(demoUsers))
	for i, u := range demoUsers {
		out[i] = [2]string{u.Usuario, u.Rol[0]}
	}
	return out
}

// LoadDemo fills a freshly bootstrapped store with a small, realistic business:
// three more branches, staff in every role (password demo1234), customers,
// suppliers, categories, units, a stocked catalogue and a few sales, so that a
// new user can try every screen.
func (e *Engine) LoadDemo() error {
	root := Actor{UserID: 1, Usuario: "admin", Roles: []string{RoleSuper}, Home: MainBranch, Branch: MainBranch}
	if err := e.loadDemoCompany(); err != nil {
		return err
	}
	branches := []BranchInput{
		{Sucursal: "Sucursal Centro", NombreOficial: "Comercial Centro", Grupo: "1", Direccion: "Av. 16 de Julio 1450, La Paz", Telefono: "22201450", Precios: [6]string{"1", "1", "1", "0", "0", "0"}},
		{Sucursal: "Sucursal El Alto", NombreOficial: "Comercial El Alto", Grupo: "2", Direccion: "Av. 6 de Marzo 320, El Alto", Telefono: "22860320", Precios: [6]string{"1", "1", "0", "0", "0", "0"}},
		{Sucursal: "Sucursal Sur", NombreOficial: "Comercial Zona Sur", Grupo: "3", Direccion: "Calle 21 de Calacoto 8100, La Paz", Telefono: "22798100", Precios: [6]string{"1", "1", "1", "1", "1", "1"}},
	}
	for _, b := range branches {
		if _, err := e.SaveBranch(0, b); err != nil {
			return err
		}
	}
	for _, u := range demoUsers {
		u.Password = DemoPassword
		u.Telefono = "70000000"
		if _, err := e.SaveUser(root, 0, u); err != nil {
			return err
		}
	}
	customers := []CustomerInput{
		{NombresApellidos: "Ferretería Illimani S.R.L.", NumeroDocumento: "1020304025", Telefono: "22441122", Direccion: "Calle Comercio 455, La Paz"},
		{NombresApellidos: "Patricia Limachi", NumeroDocumento: "4876512", Complemento: "1A", Telefono: "71234567", Email: "plimachi@correo.bo"},
		{NombresApellidos: "Constructora Andina Ltda.", NumeroDocumento: "3012457018", Telefono: "22334455", Direccion: "Av. Arce 2020, La Paz"},
	}
	for _, c := range customers {
		if _, err := e.SaveCustomer(0, c); err != nil {
			return err
		}
	}
	for _, s := range []SupplierInput{
		{Proveedor: "Distribuidora Altiplano", NIT: "1023456027", Telefono: "22456789", Direccion: "Zona Industrial, El Alto"},
		{Proveedor: "Importadora Santa Cruz", NIT: "2034567011", Telefono: "33445566", Direccion: "Parque Industrial, Santa Cruz"},
	} {
		if _, err := e.SaveSupplier(0, s); err != nil {
			return err
		}
	}
	for _, c := range []CategoryInput{{"Herramientas", "Herramientas manuales y eléctricas"}, {"Pinturas", "Pinturas y barnices"}, {"Plomería", "Tubos, llaves y accesorios"}} {
		if _, err := e.SaveCategory(0, c); err != nil {
			return err
		}
	}
	for _, u := range []UnitInput{{"Unidad", "UND", "Pieza suelta"}, {"Caja", "CJA", "Caja cerrada"}, {"Litro", "LT", "Volumen"}, {"Metro", "M", "Longitud"}} {
		if _, err := e.SaveUnit(0, u); err != nil {
			return err
		}
	}
	if err := e.loadDemoProducts(root); err != nil {
		return err
	}
	if err := e.loadDemoFurniture(root); err != nil {
		return err
	}
	// The back-dated year first, then today: documents are numbered and
	// kardex rows listed in the order they happened.
	if err := e.loadDemoSalesYear(root); err != nil {
		return err
	}
	if err := e.loadDemoToday(root); err != nil {
		return err
	}
	if err := e.loadDemoTransfers(root); err != nil {
		return err
	}
	if err := e.loadDemoProformas(root); err != nil {
		return err
	}
	if err := e.demoLowStock(root); err != nil {
		return err
	}
	return e.loadDemoMoney(root)
}
