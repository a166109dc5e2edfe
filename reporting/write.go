package reporting

import (
	"cmp"
	"io"
	"strconv"
	"strings"
	"time"

	"sgc/engine"
	"sgc/engine/esbo"
	"sgc/engine/report"
)

// col is a column of a PDF list: its title, relative width and alignment
// (L, C or R).
func col(title string, width float64, align string) report.Column {
	return report.Column{Title: title, Width: width, Align: align}
}

// Header is the company header printed on every document. A document
// of a branch (branch ≠ 0: a note, a ticket, a cash close, a branch's report)
// prints that branch's name, address and phone, where the branch has them;
// a document of no branch prints the head office's.
func Header(eng *engine.Engine, branch uint64) (report.Header, error) {
	c, err := eng.Company()
	if err != nil {
		return report.Header{}, err
	}
	h := report.Header{Empresa: c.Empresa, Sigla: c.Sigla, NIT: c.NIT, Direccion: c.Direccion, Email: c.Email,
		Telefono: strings.Trim(c.Telefono1+" - "+c.Telefono2, " -")}
	if c.Logo != "" {
		if img, err := eng.GetImage(c.Logo); err == nil {
			h.Logo = img.Data
		}
	}
	if branch != 0 {
		if b, err := eng.Branch(branch); err == nil {
			h.Sucursal = b.Sucursal
			h.Direccion = cmp.Or(b.Direccion, h.Direccion)
			h.Telefono = cmp.Or(b.Telefono, h.Telefono)
		}
	}
	return h, nil
}

// maxPDFRows bounds a PDF: past it the document would run to hundreds of
// pages; the spreadsheet has no such limit.
const maxPDFRows = 20000

// Write writes the document (format pdf or xlsx) of report name for actor,
// one section per branch of the query, and gives its file name. The API and
// the command line share it, so both give the same document.
func Write(eng *engine.Engine, actor engine.Actor, name string, rq engine.ReportQuery, format string, w io.Writer) (string, error) {
	r, ok := Find(name)
	if !ok {
		return "", engine.NotFound("Reporte no encontrado: " + name)
	}
	rq.Page = 0 // every row
	sc, err := eng.Scope(actor, r.Name, rq)
	if err != nil {
		return "", err
	}
	var sheets []report.Sheet
	var sections []report.Section
	label, rows := "TODOS", 0
	for _, b := range sc.Branches {
		d, err := r.section(eng, actor, sc.Only(b), rq)
		if err != nil {
			return "", err
		}
		h, err := Header(eng, b)
		if err != nil {
			return "", err
		}
		if len(sc.Branches) == 1 {
			label = h.Sucursal
		}
		subtitle := "Del " + esbo.Day(sc.Desde) + " al " + esbo.Day(sc.Hasta) + " · Sucursal: " + h.Sucursal + " · " + d.note
		sheets = append(sheets, d.sheet(h.Sucursal, r.Title, subtitle))
		sections = append(sections, report.Section{Header: h, Table: d.table(r.Title, subtitle)})
		rows += len(d.rows)
	}
	base := strings.ReplaceAll("reporte "+r.Name, "-", " ")
	file := report.FileName(base, sc.Desde, sc.Hasta, label)
	if format == "xlsx" {
		return file, report.WorkbookExcel(w, sheets)
	}
	if format != "pdf" {
		return "", engine.Invalid("formato", "El formato debe ser pdf o xlsx.")
	}
	if rows > maxPDFRows {
		return "", engine.Invalid("fecha_fin", "El reporte tiene "+strconv.Itoa(rows)+
			" filas, demasiadas para un PDF: elija un rango menor o exporte a Excel.")
	}
	return strings.TrimSuffix(file, ".xlsx") + ".pdf", report.SectionsPDF(w, sections, report.Options{Generated: eng.Now()})
}

// sheet is the section as a worksheet named after its branch.
func (d docSection) sheet(branch, title, subtitle string) report.Sheet {
	x := report.Sheet{Name: branch, Title: title, Subtitle: subtitle, Rows: d.rows, Totals: d.totals}
	for _, c := range d.cols {
		x.Columns = append(x.Columns, report.XColumn{Title: c.title, Kind: c.kind})
	}
	return x
}

// table is the section as a PDF list, its cells formatted as on screen.
func (d docSection) table(title, subtitle string) report.Table {
	t := report.Table{Title: title, Subtitle: subtitle}
	for _, c := range d.cols {
		align := "L"
		switch c.kind {
		case report.KindMoney, report.KindInt:
			align = "R"
		case report.KindDate, report.KindDateTime:
			align = "C"
		}
		t.Columns = append(t.Columns, col(c.title, c.width, align))
	}
	for _, r := range d.rows {
		t.Rows = append(t.Rows, d.cells(r))
	}
	if len(d.rows) > 0 && d.totals != nil {
		t.Totals = d.cells(d.totals)
	}
	return t
}

// cells formats a typed row for the PDF.
func (d docSection) cells(r []any) []string {
	out := make([]string, len(d.cols))
	for i, c := range d.cols {
		if i >= len(r) || r[i] == nil {
			continue
		}
		switch v := r[i].(type) {
		case int64:
			if c.kind == report.KindMoney {
				out[i] = report.Amount(v)
			} else {
				out[i] = report.Quantity(v)
			}
		case string:
			out[i] = v
		case time.Time:
			if c.kind == report.KindDate {
				out[i] = report.Date(v)
			} else {
				out[i] = report.DateTime(v)
			}
		}
	}
	return out
}
