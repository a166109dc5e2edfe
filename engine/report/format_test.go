package report

import (
	"math"
	"testing"
	"time"
)

func TestMoneyAndAmount(t *testing.T) {
	tests := []struct {
		c            int64
		money, plain string
	}{
		{0, "Bs 0,00", "0,00"},
		{5, "Bs 0,05", "0,05"},
		{100, "Bs 1,00", "1,00"},
		{123456, "Bs 1.234,56", "1.234,56"},
		{99999, "Bs 999,99", "999,99"},
		{100000, "Bs 1.000,00", "1.000,00"},
		{123456789, "Bs 1.234.567,89", "1.234.567,89"},
		{-123456, "-Bs 1.234,56", "-1.234,56"},
		{-5, "-Bs 0,05", "-0,05"},
		{math.MinInt64, "-Bs 92.233.720.368.547.758,08", "-92.233.720.368.547.758,08"},
	}
	for _, tt := range tests {
		if got := Money(tt.c); got != tt.money {
			t.Errorf("Money(%d) = %q, want %q", tt.c, got, tt.money)
		}
		if got := Amount(tt.c); got != tt.plain {
			t.Errorf("Amount(%d) = %q, want %q", tt.c, got, tt.plain)
		}
	}
}

func TestQuantityAndNumber(t *testing.T) {
	for n, want := range map[int64]string{0: "0", 7: "7", 1000: "1.000", -12500: "-12.500"} {
		if got := Quantity(n); got != want {
			t.Errorf("Quantity(%d) = %q, want %q", n, got, want)
		}
	}
	for n, want := range map[int64]string{1: "000001", 123: "000123", 1234567: "1234567"} {
		if got := Number(n); got != want {
			t.Errorf("Number(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestDates(t *testing.T) {
	tests := []struct {
		in             time.Time
		date, dt, hour string
	}{
		// 02:30 UTC is still the previous evening in La Paz (UTC-4).
		{time.Date(2025, 3, 5, 2, 30, 0, 0, time.UTC), "04/03/2025", "04/03/2025 22:30", "22:30"},
		{time.Date(2025, 12, 31, 23, 59, 0, 0, time.UTC), "31/12/2025", "31/12/2025 19:59", "19:59"},
		{time.Date(2025, 1, 1, 9, 5, 0, 0, laPaz), "01/01/2025", "01/01/2025 09:05", "09:05"},
		{time.Date(2025, 7, 1, 12, 0, 0, 0, time.FixedZone("CET", 2*3600)), "01/07/2025", "01/07/2025 06:00", "06:00"},
		{time.Time{}, "", "", ""},
	}
	for _, tt := range tests {
		if got := Date(tt.in); got != tt.date {
			t.Errorf("Date(%v) = %q, want %q", tt.in, got, tt.date)
		}
		if got := DateTime(tt.in); got != tt.dt {
			t.Errorf("DateTime(%v) = %q, want %q", tt.in, got, tt.dt)
		}
		if got := Time(tt.in); got != tt.hour {
			t.Errorf("Time(%v) = %q, want %q", tt.in, got, tt.hour)
		}
	}
}

func TestWords(t *testing.T) {
	tests := []struct {
		c    int64
		want string
	}{
		{0, "SON: CERO 00/100 BOLIVIANOS"},
		{5, "SON: CERO 05/100 BOLIVIANOS"},
		{100, "SON: UN 00/100 BOLIVIANOS"},
		{1550, "SON: QUINCE 50/100 BOLIVIANOS"},
		{1600, "SON: DIECISÉIS 00/100 BOLIVIANOS"},
		{2100, "SON: VEINTIÚN 00/100 BOLIVIANOS"},
		{2200, "SON: VEINTIDÓS 00/100 BOLIVIANOS"},
		{3100, "SON: TREINTA Y UN 00/100 BOLIVIANOS"},
		{4500, "SON: CUARENTA Y CINCO 00/100 BOLIVIANOS"},
		{10000, "SON: CIEN 00/100 BOLIVIANOS"},
		{10100, "SON: CIENTO UN 00/100 BOLIVIANOS"},
		{12350, "SON: CIENTO VEINTITRÉS 50/100 BOLIVIANOS"},
		{50000, "SON: QUINIENTOS 00/100 BOLIVIANOS"},
		{71099, "SON: SETECIENTOS DIEZ 99/100 BOLIVIANOS"},
		{99900, "SON: NOVECIENTOS NOVENTA Y NUEVE 00/100 BOLIVIANOS"},
		{100000, "SON: MIL 00/100 BOLIVIANOS"},
		{100100, "SON: MIL UN 00/100 BOLIVIANOS"},
		{2000000, "SON: VEINTE MIL 00/100 BOLIVIANOS"},
		{2100000, "SON: VEINTIÚN MIL 00/100 BOLIVIANOS"},
		{3100000, "SON: TREINTA Y UN MIL 00/100 BOLIVIANOS"},
		{10000000, "SON: CIEN MIL 00/100 BOLIVIANOS"},
		{10100000, "SON: CIENTO UN MIL 00/100 BOLIVIANOS"},
		{123456789, "SON: UN MILLÓN DOSCIENTOS TREINTA Y CUATRO MIL QUINIENTOS SESENTA Y SIETE 89/100 BOLIVIANOS"},
		{100000000, "SON: UN MILLÓN 00/100 BOLIVIANOS"},
		{200000000, "SON: DOS MILLONES 00/100 BOLIVIANOS"},
		{2100000000, "SON: VEINTIÚN MILLONES 00/100 BOLIVIANOS"},
		{50000000000, "SON: QUINIENTOS MILLONES 00/100 BOLIVIANOS"},
		{100000000000, "SON: MIL MILLONES 00/100 BOLIVIANOS"},
		{100000000000000, "SON: UN BILLÓN 00/100 BOLIVIANOS"},
		{-2500, "SON: MENOS VEINTICINCO 00/100 BOLIVIANOS"},
	}
	for _, tt := range tests {
		if got := Words(tt.c); got != tt.want {
			t.Errorf("Words(%d) =\n %q, want\n %q", tt.c, got, tt.want)
		}
	}
}

func TestCardinalStandalone(t *testing.T) {
	for n, want := range map[uint64]string{
		1: "UNO", 21: "VEINTIUNO", 31: "TREINTA Y UNO", 101: "CIENTO UNO",
		21001: "VEINTIÚN MIL UNO", 1_000_001: "UN MILLÓN UNO", 700: "SETECIENTOS",
	} {
		if got := cardinal(n, false); got != want {
			t.Errorf("cardinal(%d) = %q, want %q", n, got, want)
		}
	}
}
