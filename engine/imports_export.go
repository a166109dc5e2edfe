package engine

import "strconv"

// The template and the export are one workbook built from the live shape: a
// stock/cost pair per active branch, the lists of units, categories and
// branches for drop-downs. The export is the template filled with today's
// data, so that importing it unchanged plans every row "Sin cambios".

// Export column kinds.
const (
	ColText  = "text"
	ColCode  = "code" // text that must stay text (leading zeros)
	ColMoney = "money"
	ColInt   = "int"
)

// ExportColumn is one column of an import workbook; List names the Listas
// column its cells are chosen from ("unidades", "categorias", "sucursales").
type ExportColumn struct {
	Title string
	Kind  string
	List  string
}

// ExportSheet is one sheet: row 1 the titles, then Rows of string, Money,
// int64 or nil (an empty cell).
type ExportSheet struct {
	Name    string
	Columns []ExportColumn
	Rows    [][]any
}

// ExportBook is a template or an export.
type ExportBook struct {
	Kind       string // productos, precios, clientes, proveedores, or plantilla (every sheet, empty)
	Sheets     []ExportSheet
	Units      []string
	Categories []string
	Branches   []string
}

// ExportKinds are what `sgc export` and the export call accept.
var ExportKinds = []string{ImportProductos, ImportPrecios, ImportClientes, ImportProveedores, "plantilla"}

// ImportWorkbook gathers the template (kind "plantilla") or the export of
// kind (Super only).
func (e *Engine) ImportWorkbook(actor Actor, kind string) (book ExportBook, err error) {
	if !actor.IsSuper() {
		return book, Forbidden("Solo Super puede importar o exportar datos.")
	}
	if kind != "plantilla" && importHeaders[kind] == nil {
		return book, Invalid("tipo", "El tipo debe ser productos, precios, clientes, proveedores o plantilla.")
	}
	err = e.view(func(tx ReadTx) error {
		cat, err := loadLookups(tx)
		if err != nil {
			return err
		}
		book = ExportBook{Kind: kind}
		for _, b := range cat.branches {
			book.Branches = append(book.Branches, b.Sucursal)
		}
		if err := each(tx.Bucket(bktUnits), func(_ []byte, u *Unit) error {
			if u.Estado {
				book.Units = append(book.Units, u.Unidad)
			}
			return nil
		}); err != nil {
			return err
		}
		if err := each(tx.Bucket(bktCategories), func(_ []byte, c *Category) error {
			if c.Estado {
				book.Categories = append(book.Categories, c.Categoria)
			}
			return nil
		}); err != nil {
			return err
		}
		fill := kind != "plantilla"
		if kind == "plantilla" || kind == ImportProductos {
			if book.Sheets, err = exportProducts(tx, cat, fill); err != nil {
				return err
			}
		}
		if kind == "plantilla" || kind == ImportPrecios {
			s, err := exportBranchPrices(tx, cat, fill)
			if err != nil {
				return err
			}
			book.Sheets = append(book.Sheets, s)
		}
		if kind == "plantilla" || kind == ImportClientes {
			s, err := exportCustomers(tx, fill)
			if err != nil {
				return err
			}
			book.Sheets = append(book.Sheets, s)
		}
		if kind == "plantilla" || kind == ImportProveedores {
			s, err := exportSuppliers(tx, fill)
			if err != nil {
				return err
			}
			book.Sheets = append(book.Sheets, s)
		}
		return nil
	})
	return book, err
}

func columnsOf(kind string) []ExportColumn {
	var out []ExportColumn
	for _, h := range importHeaders[kind] {
		c := ExportColumn{Title: h, Kind: ColText}
		switch h {
		case "codigo", "numero_documento", "nit", "telefono", "complemento", "codigo_producto_sin", "actividad_economica", "unidad_medida_sin":
			c.Kind = ColCode
		case "costo", "precio", "precio2", "precio3", "precio4", "precio5", "precio6":
			c.Kind = ColMoney
		case "minimo":
			c.Kind = ColInt
		case "unidad":
			c.List = "unidades"
		case "categoria":
			c.List = "categorias"
		case "sucursal":
			c.List = "sucursales"
		}
		out = append(out, c)
	}
	return out
}

// exportProducts is the Productos sheet and, in a products export, the
// Precios por sucursal sheet of the branches with their own prices.
func exportProducts(tx ReadTx, cat *lookups, fill bool) ([]ExportSheet, error) {
	sh := ExportSheet{Name: SheetProductos, Columns: columnsOf(ImportProductos)}
	for _, b := range cat.branches {
		sh.Columns = append(sh.Columns, ExportColumn{Title: stockPrefix + b.Sucursal, Kind: ColInt},
			ExportColumn{Title: costPrefix + b.Sucursal, Kind: ColMoney})
	}
	if !fill {
		return []ExportSheet{sh}, nil
	}
	nm := newNames(tx)
	err := each(tx.Bucket(bktProducts), func(_ []byte, p *Product) error {
		row := []any{p.Codigo, p.Producto, p.NombreFactura, nm.unit(p.UnidadID), nm.category(p.CategoriaID), p.Costo}
		for _, v := range p.Precios {
			row = append(row, v)
		}
		row = append(row, p.Minimo, p.Descripcion, nil, nil, nil, sinCode(p.CodigoProductoSin), p.ActividadEconomica,
			sinCode(int64(p.UnidadMedidaSin)))
		for _, b := range cat.branches {
			row = append(row, getStock(tx, b.ID, p.ID), nil)
		}
		sh.Rows = append(sh.Rows, row)
		return nil
	})
	if err != nil {
		return nil, err
	}
	prices, err := exportBranchPrices(tx, cat, true)
	return []ExportSheet{sh, prices}, err
}

// exportBranchPrices lists the branches' own prices (branches that follow the
// product's defaults have no row).
func exportBranchPrices(tx ReadTx, cat *lookups, fill bool) (ExportSheet, error) {
	sh := ExportSheet{Name: SheetPrecios, Columns: columnsOf(ImportPrecios)}
	if !fill {
		return sh, nil
	}
	err := each(tx.Bucket(bktProducts), func(_ []byte, p *Product) error {
		for _, b := range cat.branches {
			var own [6]Money
			if ok, err := getJSON(tx.Bucket(bktBranchPrices), key(b.ID, p.ID), &own); err != nil || !ok {
				continue
			}
			row := []any{p.Codigo, b.Sucursal}
			for _, v := range own {
				row = append(row, v)
			}
			sh.Rows = append(sh.Rows, row)
		}
		return nil
	})
	return sh, err
}

func exportCustomers(tx ReadTx, fill bool) (ExportSheet, error) {
	sh := ExportSheet{Name: SheetClientes, Columns: columnsOf(ImportClientes)}
	if !fill {
		return sh, nil
	}
	err := each(tx.Bucket(bktCustomers), func(_ []byte, c *Customer) error {
		if c.ID != AnonymousCustomer {
			sh.Rows = append(sh.Rows, []any{c.NombresApellidos, c.NumeroDocumento, c.Complemento, c.Telefono, c.Email, c.Direccion})
		}
		return nil
	})
	return sh, err
}

func exportSuppliers(tx ReadTx, fill bool) (ExportSheet, error) {
	sh := ExportSheet{Name: SheetProveedores, Columns: columnsOf(ImportProveedores)}
	if !fill {
		return sh, nil
	}
	err := each(tx.Bucket(bktSuppliers), func(_ []byte, s *Supplier) error {
		sh.Rows = append(sh.Rows, []any{s.Proveedor, s.NIT, s.Telefono, s.Direccion})
		return nil
	})
	return sh, err
}

// sinCode writes a SIN code of a product as the import reads it back: blank
// while the product has none.
func sinCode(n int64) string {
	if n == 0 {
		return ""
	}
	return strconv.FormatInt(n, 10)
}
