package engine

import "testing"

func TestImportMoneyTable(t *testing.T) {
	cases := []struct {
		in      string
		numeric bool
		want    Money
		bad     bool
	}{
		{in: "9,99", want: 999},
		{in: "1.234,56", want: 123456},
		{in: "1234,56", want: 123456},
		{in: "Bs 1.234,50", want: 123450},
		{in: "Bs. 45,5", want: 4550},
		{in: "1.234", want: 123400},
		{in: "1.234.567", want: 123456700},
		{in: "1.234,5", want: 123450},
		{in: "45.50", want: 4550},
		{in: "1,234.56", want: 123456},
		{in: "\u00a012\u00a0", want: 1200},
		{in: "12,345", bad: true},
		{in: "1,005", bad: true},
		{in: "9,999", bad: true},
		{in: "1.2.3", bad: true},
		{in: "12.34.56", bad: true},
		{in: "-5", bad: true},
		{in: "abc", bad: true},
		{in: "1,2,3", bad: true},
		{in: "0.30000000000000004", numeric: true, want: 30},
		{in: "45.5", numeric: true, want: 4550},
		{in: "1234", numeric: true, want: 123400},
		{in: "0.125", numeric: true, bad: true},
		{in: "-1", numeric: true, bad: true},
	}
	for _, c := range cases {
		got, present, msg := importMoney(ImportCell{Text: c.in, Numeric: c.numeric})
		if c.bad {
			if msg == "" {
				t.Errorf("%q: want refused, got %d", c.in, got)
			}
			continue
		}
		if msg != "" || !present || got != c.want {
			t.Errorf("%q (numeric %v): got %d %v %q, want %d", c.in, c.numeric, got, present, msg, c.want)
		}
	}
	if _, present, msg := importMoney(ImportCell{Text: "  "}); present || msg != "" {
		t.Errorf("a blank cell is absent, got present=%v %q", present, msg)
	}
}

func TestImportQtyAndCodeTable(t *testing.T) {
	qty := []struct {
		in      string
		numeric bool
		want    int64
		bad     bool
	}{
		{in: "10", want: 10}, {in: "1.234", want: 1234}, {in: "10,00", want: 10},
		{in: "2,5", bad: true}, {in: "2.5", numeric: true, bad: true}, {in: "12", numeric: true, want: 12},
		{in: "-3", bad: true}, {in: "x", bad: true}, {in: "99999999", bad: true},
	}
	for _, c := range qty {
		got, _, msg := importQty(ImportCell{Text: c.in, Numeric: c.numeric})
		if c.bad != (msg != "") || (!c.bad && got != c.want) {
			t.Errorf("qty %q: got %d %q", c.in, got, msg)
		}
	}
	codes := []struct {
		in      string
		numeric bool
		want    string
		bad     bool
	}{
		{in: " 0000001893\u00a0", want: "0000001893"},
		{in: "1893", numeric: true, want: "1893"},
		{in: "7,79E+12", bad: true},
		{in: "7.79e12", bad: true},
		{in: "ABC-1", want: "ABC-1"},
		{in: "E12", want: "E12"},
	}
	for _, c := range codes {
		got, msg := importCode(ImportCell{Text: c.in, Numeric: c.numeric})
		if c.bad != (msg != "") || (!c.bad && got != c.want) {
			t.Errorf("code %q: got %q %q", c.in, got, msg)
		}
	}
}

func TestImportHeaderMatching(t *testing.T) {
	m := matchHeaders(ImportProductos, []string{"\ufeffCÓDIGO", "Descripción corta", "P. Venta", "id", "Stock  NORTE", "precio_2"},
		map[string]string{"norte": "Norte"})
	want := []string{"codigo", "producto", "precio", "", "stock Norte", "precio2"}
	for i, w := range want {
		if m.col[i] != w {
			t.Errorf("column %d: got %q, want %q", i, m.col[i], w)
		}
	}
	if len(m.ignored) != 1 || m.ignored[0] != "id" {
		t.Errorf("ignored: %v", m.ignored)
	}
}
