package engine

import (
	"sort"
	"strings"

	"sgc/engine/store"
)

// An import reads a shop's spreadsheet (products with their prices and
// opening stock, branch prices, customers, suppliers) in two steps. The
// simulation plans every row (Crear, Actualizar with each field's old and new
// value, Sin cambios, or Rechazar with every reason) and writes nothing. The
// import plans the same file again inside one write transaction and applies
// it only when that plan is the simulated one (its Token): if anything the
// plan touches changed in between, the plans differ and nothing is written.
// One transaction makes the import all or nothing, through kill -9 as well;
// a large one goes to disk in parts (store.Large), still all or nothing.

// Import modes: create and update (default), only create, only update.
const (
	ModeBoth   = "ambos"
	ModeCreate = "crear"
	ModeUpdate = "actualizar"
)

// Row outcomes, as the plan's JSON spells them.
const (
	ActionCreate    = "crear"
	ActionUpdate    = "actualizar"
	ActionUnchanged = "sin_cambios"
	ActionReject    = "rechazar"
)

// ImportSheet is one sheet of an uploaded file: its header row and data rows.
type ImportSheet struct {
	Name   string
	Header []string
	Rows   []ImportRow
}

// ImportRow is a data row; Num is its row number in the file (the header is 1).
type ImportRow struct {
	Num   int
	Cells []ImportCell
}

// ImportRequest is a file to simulate or import.
type ImportRequest struct {
	Kind   string
	Mode   string
	File   string // the file's name as uploaded
	Hash   string // SHA-256 of the file's bytes, hex
	Sheets []ImportSheet
	// Images are the files of the zip sent with the sheet, by lower-case name.
	Images map[string][]byte
	// Format says how the file was read ("xlsx", "CSV UTF-8 ;"), for the history.
	Format string
}

// ImportPlan is the simulation: every data row once, in file order.
type ImportPlan struct {
	Tipo      string        `json:"tipo"`
	Modo      string        `json:"modo"`
	Archivo   string        `json:"archivo"`
	Hash      string        `json:"hash"`
	Formato   string        `json:"formato"`
	Resumen   ImportSummary `json:"resumen"`
	Filas     []PlanRow     `json:"filas"`
	SeCrearan NewMasterData `json:"se_crearan"`
	Ignoradas []string      `json:"columnas_ignoradas"`
	// YaImportado names an earlier import of the same bytes.
	YaImportado *ImportRecord `json:"ya_importado,omitempty"`
	// Token pins the import to this plan: the hash of the file and of the plan.
	Token string `json:"token"`
}

// ImportSummary counts the rows by outcome.
type ImportSummary struct {
	Crear      int `json:"crear"`
	Actualizar int `json:"actualizar"`
	SinCambios int `json:"sin_cambios"`
	Rechazar   int `json:"rechazar"`
}

// NewMasterData are the units and categories the import creates.
type NewMasterData struct {
	Unidades   []string `json:"unidades"`
	Categorias []string `json:"categorias"`
}

// PlanRow is one data row's outcome.
type PlanRow struct {
	Hoja    string      `json:"hoja"`
	Fila    int         `json:"fila"`
	Accion  string      `json:"accion"`
	Clave   string      `json:"clave"`
	Cambios []Change1   `json:"cambios"`
	Stock   []string    `json:"stock"`
	Errores []CellError `json:"errores"`
}

// Change1 is one field of a row: its stored value and the file's.
type Change1 struct {
	Campo   string `json:"campo"`
	Antes   string `json:"antes"`
	Despues string `json:"despues"`
}

// CellError is one reason a row is refused, naming the column and the value.
type CellError struct {
	Columna string `json:"columna"`
	Valor   string `json:"valor"`
	Mensaje string `json:"mensaje"`
}

// planner holds what planning a file needs; ops are the writes the plan
// makes, in order, each told which plan row it carries out.
type planner struct {
	tx   ReadTx
	req  *ImportRequest
	plan *ImportPlan
	ops  []importOp
	// master data created by the import, by folded name → id once created.
	units, cats map[string]uint64
	// productIDs are the codes (lower case) of products the import creates → id once created.
	productIDs map[string]uint64
	images     map[string]preparedImage // zip members decoded, by lower-case name
	rowIndex   int                      // the plan row the op being applied carries out
	loads      []stockLoad              // opening stocks, posted after every row's op
	loadCount  int                      // opening stocks the plan holds
}

type importOp struct {
	row int // index into plan.Filas, -1 for master data
	run func(tx *Tx, actor Actor) error
}

// rowPlan is a row being planned.
type rowPlan struct {
	PlanRow
	p *planner
}

func (r *rowPlan) fail(column string, value, msg string) {
	r.Errores = append(r.Errores, CellError{Columna: column, Valor: value, Mensaje: msg})
}

func (r *rowPlan) change(field, before, after string) {
	if before != after {
		r.Cambios = append(r.Cambios, Change1{Campo: field, Antes: before, Despues: after})
	}
}

// done records the row's outcome and, when it writes, its op.
func (r *rowPlan) done(create bool, run func(tx *Tx, actor Actor) error) {
	switch {
	case len(r.Errores) > 0:
		r.Accion, r.Cambios, r.Stock = ActionReject, nil, nil
		run = nil
	case create:
		r.Accion = ActionCreate
	case len(r.Cambios) > 0 || len(r.Stock) > 0:
		r.Accion = ActionUpdate
	default:
		r.Accion = ActionUnchanged
		run = nil
	}
	fixNil(&r.PlanRow)
	r.p.plan.Filas = append(r.p.plan.Filas, r.PlanRow)
	if run != nil {
		r.p.ops = append(r.p.ops, importOp{row: len(r.p.plan.Filas) - 1, run: run})
	}
}

func fixNil(r *PlanRow) {
	if r.Cambios == nil {
		r.Cambios = []Change1{}
	}
	if r.Stock == nil {
		r.Stock = []string{}
	}
	if r.Errores == nil {
		r.Errores = []CellError{}
	}
}

// buildPlan plans req against the data tx reads.
func buildPlan(tx ReadTx, req *ImportRequest) (*planner, error) {
	if req.Mode == "" {
		req.Mode = ModeBoth
	}
	if req.Mode != ModeBoth && req.Mode != ModeCreate && req.Mode != ModeUpdate {
		return nil, Invalid("modo", "El modo debe ser ambos, crear o actualizar.")
	}
	if importHeaders[req.Kind] == nil {
		return nil, Invalid("tipo", "El tipo de importación debe ser productos, precios, clientes o proveedores.")
	}
	p := &planner{tx: tx, req: req, units: map[string]uint64{}, cats: map[string]uint64{}, productIDs: map[string]uint64{},
		plan: &ImportPlan{Tipo: req.Kind, Modo: req.Mode, Archivo: req.File, Hash: req.Hash, Formato: req.Format,
			Filas: []PlanRow{}, Ignoradas: []string{}, SeCrearan: NewMasterData{Unidades: []string{}, Categorias: []string{}}}}
	var err error
	switch req.Kind {
	case ImportProductos:
		err = p.products()
	case ImportPrecios:
		err = p.branchPricesSheet(p.sheet(SheetPrecios), true)
	case ImportClientes:
		err = p.customers(p.sheet(SheetClientes))
	case ImportProveedores:
		err = p.suppliers(p.sheet(SheetProveedores))
	}
	if err != nil {
		return nil, err
	}
	for _, r := range p.plan.Filas {
		switch r.Accion {
		case ActionCreate:
			p.plan.Resumen.Crear++
		case ActionUpdate:
			p.plan.Resumen.Actualizar++
		case ActionUnchanged:
			p.plan.Resumen.SinCambios++
		default:
			p.plan.Resumen.Rechazar++
		}
	}
	if hashes, imports := tx.Bucket(bktImportHashes), tx.Bucket(bktImports); hashes != nil && imports != nil && req.Hash != "" {
		if id := hashes.Get([]byte(req.Hash)); id != nil {
			p.alreadyImported(imports, id)
		}
	}
	p.plan.Token = planToken(p.plan)
	return p, nil
}

// alreadyImported names the earlier import of the same file in the plan.
func (p *planner) alreadyImported(imports store.Bucket, id []byte) {
	var rec ImportRecord
	if ok, _ := getJSON(imports, id, &rec); ok {
		rec.Mensaje = rec.alreadyMessage()
		p.plan.YaImportado = &rec
	}
}

// sheet is the sheet named name, else the file's first (a CSV has one).
func (p *planner) sheet(name string) *ImportSheet {
	for i := range p.req.Sheets {
		if foldName(p.req.Sheets[i].Name) == foldName(name) {
			return &p.req.Sheets[i]
		}
	}
	if len(p.req.Sheets) == 0 {
		return &ImportSheet{Name: name}
	}
	return &p.req.Sheets[0]
}

// ignore lists the sheet's unknown columns once, prefixed by the sheet.
func (p *planner) ignore(sheet string, cols []string) {
	for _, c := range cols {
		if c != "" {
			p.plan.Ignoradas = append(p.plan.Ignoradas, sheet+": "+c)
		}
	}
}

// requireColumns refuses a sheet whose header lacks a key column: every row
// would be refused for the same reason, so the file is.
func requireColumns(sheet string, m *headerMap, names ...string) error {
	var missing []string
	for _, n := range names {
		if !m.has(n) {
			missing = append(missing, n)
		}
	}
	if len(missing) == 0 {
		return nil
	}
	return Invalid("archivo", "La hoja "+sheet+" no tiene la columna "+strings.Join(missing, ", ")+
		": la primera fila debe tener los encabezados de la plantilla.")
}

// duplicates finds keys repeated inside the file: key → the rows holding it.
func duplicates(rows []ImportRow, keyOf func(ImportRow) string) map[string][]int {
	seen := map[string][]int{}
	for _, r := range rows {
		if k := keyOf(r); k != "" {
			seen[k] = append(seen[k], r.Num)
		}
	}
	for k, v := range seen {
		if len(v) < 2 {
			delete(seen, k)
		}
	}
	return seen
}

// otherRows names the rows of dup other than num, for a duplicate's message.
func otherRows(dup []int, num int) string {
	var s []string
	for _, n := range dup {
		if n != num {
			s = append(s, itoa(int64(n)))
		}
	}
	sort.Strings(s)
	return strings.Join(s, ", ")
}

// validation turns a form validation into the row's errors, in the order of
// fields, each naming its column's letter and canonical name.
func (r *rowPlan) validation(v *Validation, m *headerMap, row []ImportCell, fields []string) {
	for _, f := range fields {
		for _, msg := range v.fields[f] {
			r.fail(m.letter(f)+" ("+f+")", cleanText(m.cell(row, f).Text), msg)
		}
	}
}

// emptyRow reports a row with no text at all; it is skipped, not planned.
func emptyRow(cells []ImportCell) bool {
	for _, c := range cells {
		if cleanText(c.Text) != "" {
			return false
		}
	}
	return true
}
