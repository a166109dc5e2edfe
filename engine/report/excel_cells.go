package report

import (
	"fmt"
	"time"

	"github.com/xuri/excelize/v2"
)

// Number formats of the export: Bolivian currency and dd/mm/yyyy dates.
// Separators follow the reader's Excel locale, as Excel always does.
const (
	moneyFormat    = `"Bs "#,##0.00;-"Bs "#,##0.00`
	dateFormat     = "dd/mm/yyyy"
	dateTimeFormat = "dd/mm/yyyy hh:mm"
)

// xStyles holds the style ids of one workbook: body and total cells by kind.
type xStyles struct {
	title, subtitle, header int
	body, total             map[string]int
}

func newXStyles(f *excelize.File) (*xStyles, error) {
	st := &xStyles{body: map[string]int{}, total: map[string]int{}}
	border := []excelize.Border{
		{Type: "left", Color: "D0D7E0", Style: 1}, {Type: "right", Color: "D0D7E0", Style: 1},
		{Type: "top", Color: "D0D7E0", Style: 1}, {Type: "bottom", Color: "D0D7E0", Style: 1},
	}
	var err error
	add := func(s *excelize.Style) int {
		if err != nil {
			return 0
		}
		var id int
		id, err = f.NewStyle(s)
		return id
	}
	st.title = add(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 14, Color: "1F3A60"}})
	st.subtitle = add(&excelize.Style{Font: &excelize.Font{Italic: true, Size: 10, Color: "606973"}})
	st.header = add(&excelize.Style{
		Font:      &excelize.Font{Bold: true, Color: "FFFFFF"},
		Fill:      excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"1F3A60"}},
		Alignment: &excelize.Alignment{Horizontal: "center", Vertical: "center", WrapText: true},
		Border:    border,
	})
	for _, kind := range []string{KindText, KindMoney, KindInt, KindDate, KindDateTime} {
		body := excelize.Style{Border: border}
		switch kind {
		case KindMoney:
			body.CustomNumFmt = ptr(moneyFormat)
		case KindInt:
			body.NumFmt = 3 // #,##0
		case KindDate:
			body.CustomNumFmt = ptr(dateFormat)
		case KindDateTime:
			body.CustomNumFmt = ptr(dateTimeFormat)
		}
		st.body[kind] = add(&body)
		total := body
		total.Font = &excelize.Font{Bold: true}
		total.Fill = excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"E2E8F0"}}
		st.total[kind] = add(&total)
	}
	return st, err
}

func ptr[T any](v T) *T { return &v }

// typedRow turns one row of values into styled cells by column kind.
func typedRow(cols []XColumn, values []any, styles map[string]int) ([]any, error) {
	out := make([]any, len(cols))
	for i, c := range cols {
		var v any
		if i < len(values) {
			v = values[i]
		}
		kind := c.Kind
		if _, ok := styles[kind]; !ok {
			kind = KindText
		}
		val, err := cellValue(kind, v)
		if err != nil {
			return nil, fmt.Errorf("column %q: %w", c.Title, err)
		}
		if _, isText := val.(string); isText && kind != KindText {
			kind = KindText // a label such as TOTALES in a number column
		}
		out[i] = excelize.Cell{StyleID: styles[kind], Value: val}
	}
	return out, nil
}

// cellValue converts v for a column of the given kind. Money becomes
// bolivianos: dividing an exact integer by 100 gives the double nearest to
// the decimal amount, which Excel then shows exactly. Times are written as
// their La Paz wall clock, since Excel dates carry no zone.
func cellValue(kind string, v any) (any, error) {
	if v == nil {
		return nil, nil
	}
	if s, ok := v.(string); ok && kind != KindText {
		return s, nil // a label or an explicit blank in a typed column
	}
	switch kind {
	case KindMoney, KindInt:
		var n int64
		switch x := v.(type) {
		case int64:
			n = x
		case int:
			n = int64(x)
		case int32:
			n = int64(x)
		default:
			return nil, fmt.Errorf("%s cell needs an integer, got %T", kind, v)
		}
		if kind == KindMoney {
			return float64(n) / 100, nil
		}
		return n, nil
	case KindDate, KindDateTime:
		t, ok := v.(time.Time)
		if !ok {
			return nil, fmt.Errorf("%s cell needs a time.Time, got %T", kind, v)
		}
		if t.IsZero() {
			return nil, nil
		}
		l := t.In(laPaz)
		if kind == KindDate {
			return time.Date(l.Year(), l.Month(), l.Day(), 0, 0, 0, 0, time.UTC), nil
		}
		return time.Date(l.Year(), l.Month(), l.Day(), l.Hour(), l.Minute(), l.Second(), 0, time.UTC), nil
	}
	if s, ok := v.(fmt.Stringer); ok {
		return s.String(), nil
	}
	return fmt.Sprint(v), nil
}
