package engine

import (
	"encoding/json"
	"testing"
)

func TestParseMoney(t *testing.T) {
	tests := []struct {
		in   string
		want Money
		bad  bool
	}{
		{"", 0, false},
		{"  ", 0, false},
		{"0", 0, false},
		{"12", 1200, false},
		{"12.5", 1250, false},
		{"12,50", 1250, false},
		{" 7.05 ", 705, false},
		{".5", 50, false},
		{"5.", 500, false},
		{"+3.10", 310, false},
		{"-0.01", -1, false},
		{"0.005", 1, false},   // half a centavo rounds away from zero
		{"-0.005", -1, false}, // on both sides
		{"0.0049", 0, false},
		{"2.675", 268, false}, // a float64 would make this 2.67
		{"0.30000000000000004", 30, false},
		{"1e2", 10000, false},
		{"1.5E-1", 15, false},
		{"9999999999999.99", 999999999999999, false},
		{"99999999999999", 0, true}, // more than 13 whole digits
		{"1e14", 0, true},
		{"abc", 0, true},
		{"1.2.3", 0, true},
		{"1,234.50", 0, true},
		{"12 50", 0, true},
		{".", 0, true},
		{"-", 0, true},
		{"NaN", 0, true},
		{"Inf", 0, true},
		{"1e400", 0, true},
		{"٣", 0, true}, // only ASCII digits
	}
	for _, tt := range tests {
		got, err := ParseMoney(tt.in)
		if (err != nil) != tt.bad || got != tt.want {
			t.Errorf("ParseMoney(%q) = %d, %v; want %d, error %v", tt.in, got, err, tt.want, tt.bad)
		}
	}
}

func TestMoneyJSON(t *testing.T) {
	decode := []struct {
		in   string
		want Money
		bad  bool
	}{
		{`12.5`, 1250, false},
		{`"12,5"`, 1250, false},
		{`""`, 0, false},
		{`null`, 0, false},
		{`0.1`, 10, false},
		{`1.005`, 101, false}, // read as text, never through float64
		{`-4`, -400, false},
		{`"doce"`, 0, true},
		{`true`, 0, true},
		{`[1]`, 0, true},
	}
	for _, tt := range decode {
		var m Money
		err := json.Unmarshal([]byte(tt.in), &m)
		if (err != nil) != tt.bad || m != tt.want {
			t.Errorf("decode %s = %d, %v; want %d, error %v", tt.in, m, err, tt.want, tt.bad)
		}
	}
	encode := map[Money]string{0: "0.00", 5: "0.05", 1250: "12.50", -1: "-0.01", -1205: "-12.05", 100000000: "1000000.00"}
	for m, want := range encode {
		b, err := json.Marshal(struct{ Total Money }{m})
		if err != nil || string(b) != `{"Total":`+want+`}` {
			t.Errorf("encode %d = %s, %v; want %s", m, b, err, want)
		}
	}
}

// TestMoneySumsExactly adds amounts as a browser sends them: in float64 the sum of
// ten 0.1 is 0.9999999999999999; in centavos it is exactly 1.00.
func TestMoneySumsExactly(t *testing.T) {
	var lines []Money
	if err := json.Unmarshal([]byte(`[0.1,0.1,0.1,0.1,0.1,0.1,0.1,0.1,0.1,0.1]`), &lines); err != nil {
		t.Fatal(err)
	}
	var total Money
	for _, m := range lines {
		total += m
	}
	if total != 100 || total.String() != "1.00" {
		t.Fatalf("total %s, want 1.00", total)
	}
	var f float64
	for range 10 {
		f += 0.1
	}
	if f == 1 {
		t.Fatal("float64 unexpectedly exact; the test no longer shows the point")
	}
}
