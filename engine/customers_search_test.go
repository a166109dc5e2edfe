package engine

import "testing"

func TestSearchCustomers(t *testing.T) {
	e := mustOpen(t)
	add := func(name, doc string) uint64 {
		id, err := e.SaveCustomer(0, CustomerInput{NombresApellidos: name, NumeroDocumento: doc})
		skOK(t, err)
		return id
	}
	pena := add("José Peña Rojas", "4455667")
	add("Ana Rojas", "1234567")
	off := add("Rojas Ferretería", "998877")
	_, err := e.ToggleCustomer(off)
	skOK(t, err)
	for i := 0; i < 30; i++ {
		add("Cliente "+itoa(int64(i)), "7000"+itoa(int64(i)))
	}
	cases := []struct {
		term  string
		first string
		n     int
	}{
		{"pena", "José Peña Rojas", 1},
		{"JOSE rojas", "José Peña Rojas", 1},
		{"rojas", "Ana Rojas", 2}, // by name; the inactive one is left out
		{"44556", "José Peña Rojas", 1},
		{"cliente", "Cliente 0", CustomerSearchLimit},
		{"zzz", "", 0},
	}
	for _, c := range cases {
		got, err := e.SearchCustomers(c.term)
		skOK(t, err)
		if len(got) != c.n || (c.n > 0 && got[0].NombresApellidos != c.first) {
			t.Errorf("%q: %d results, first %+v", c.term, len(got), got)
		}
	}
	if got, _ := e.SearchCustomers("pena"); got[0].ID != pena {
		t.Fatalf("id %d", got[0].ID)
	}
}
