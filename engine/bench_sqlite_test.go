package engine

import (
	"database/sql"
	"fmt"
	"path/filepath"
	"testing"

	_ "modernc.org/sqlite" // the yardstick of BenchmarkSales; never in the binary
)

// sqliteSales opens a SQLite database in WAL mode with synchronous=FULL
// holding 50 products with stock, and answers a seller committing the same
// five-line sale as engineSale in one transaction: the sale, its lines, each
// line's stock decrement refused below zero, and a kardex row with the
// balance.
func sqliteSales(b *testing.B) func(s, i int) error {
	dsn := "file:" + filepath.Join(b.TempDir(), "ventas.db") +
		"?_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)&_pragma=busy_timeout(60000)&_txlock=immediate"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { db.Close() })
	for _, q := range []string{
		`CREATE TABLE productos (id INTEGER PRIMARY KEY, precio INTEGER NOT NULL)`,
		`CREATE TABLE stock (sucursal INTEGER, producto INTEGER, cantidad INTEGER NOT NULL, PRIMARY KEY (sucursal, producto))`,
		`CREATE TABLE ventas (id INTEGER PRIMARY KEY AUTOINCREMENT, sucursal INTEGER, total INTEGER, fecha TEXT)`,
		`CREATE TABLE detalle (venta INTEGER, producto INTEGER, cantidad INTEGER, precio INTEGER)`,
		`CREATE TABLE kardex (id INTEGER PRIMARY KEY AUTOINCREMENT, sucursal INTEGER, producto INTEGER, cantidad INTEGER, saldo INTEGER, documento INTEGER)`,
		`CREATE INDEX kardex_producto ON kardex (sucursal, producto, id)`,
	} {
		if _, err := db.Exec(q); err != nil {
			b.Fatal(err)
		}
	}
	for p := 1; p <= 50; p++ {
		if _, err := db.Exec(`INSERT INTO productos VALUES (?, 10000)`, p); err != nil {
			b.Fatal(err)
		}
		if _, err := db.Exec(`INSERT INTO stock VALUES (1, ?, ?)`, p, maxQty); err != nil {
			b.Fatal(err)
		}
	}
	return func(s, i int) error {
		tx, err := db.Begin()
		if err != nil {
			return err
		}
		defer tx.Rollback()
		res, err := tx.Exec(`INSERT INTO ventas (sucursal, total, fecha) VALUES (1, 50000, datetime('now'))`)
		if err != nil {
			return err
		}
		sale, _ := res.LastInsertId()
		for j := range 5 {
			p := (i*5+j+s)%50 + 1
			var left int64
			err := tx.QueryRow(`UPDATE stock SET cantidad = cantidad - 1 WHERE sucursal = 1 AND producto = ? AND cantidad >= 1 RETURNING cantidad`, p).Scan(&left)
			if err != nil {
				return fmt.Errorf("producto %d: %w", p, err)
			}
			if _, err := tx.Exec(`INSERT INTO detalle VALUES (?, ?, 1, 10000)`, sale, p); err != nil {
				return err
			}
			if _, err := tx.Exec(`INSERT INTO kardex (sucursal, producto, cantidad, saldo, documento) VALUES (1, ?, -1, ?, ?)`, p, left, sale); err != nil {
				return err
			}
		}
		return tx.Commit()
	}
}
