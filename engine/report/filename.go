package report

import "strings"

// FileName builds the download name of an Excel export from the report
// name, the date range (yyyy-MM-dd) and the branch:
//
//	FileName("ventas", "2025-03-01", "2025-03-31", "Casa Matriz")
//	→ "ventas_2025-03-01_2025-03-31_Casa-Matriz.xlsx"
//
// Accents are folded (Añez → Anez), runs of anything but ASCII letters,
// digits and dots become one "-", and empty parts are left out, so the name
// is safe in a Content-Disposition header and on any file system.
func FileName(report, desde, hasta, sucursal string) string {
	var parts []string
	for _, p := range []string{report, desde, hasta, sucursal} {
		if s := safeName(p); s != "" {
			parts = append(parts, s)
		}
	}
	if len(parts) == 0 {
		parts = []string{"reporte"}
	}
	return strings.Join(parts, "_") + ".xlsx"
}

// accentFold maps the accented letters of Spanish (and a few neighbours)
// to their plain ASCII letter.
var accentFold = func() map[rune]rune {
	from := []rune("áàäâãÁÀÄÂÃéèëêÉÈËÊíìïîÍÌÏÎóòöôõÓÒÖÔÕúùüûÚÙÜÛñÑçÇ")
	to := []rune("aaaaaAAAAAeeeeEEEEiiiiIIIIoooooOOOOOuuuuUUUUnNcC")
	m := make(map[rune]rune, len(from))
	for i, r := range from {
		m[r] = to[i]
	}
	return m
}()

// safeName folds accents and squeezes every run of other characters into
// a single "-", trimmed at both ends.
func safeName(s string) string {
	var b strings.Builder
	gap := false
	for _, r := range s {
		if plain, ok := accentFold[r]; ok {
			r = plain
		}
		ok := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.'
		if !ok {
			gap = true
			continue
		}
		if gap && b.Len() > 0 {
			b.WriteByte('-')
		}
		gap = false
		b.WriteRune(r)
	}
	return strings.Trim(b.String(), ".")
}
