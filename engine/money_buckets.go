package engine

// Buckets of the money areas: income and expense categories, the incomes and
// expenses themselves with their branch|date indexes, and the cash boxes.
var (
	bktIncomeCats   = []byte("categorias_ingresos")
	bktExpenseCats  = []byte("categorias_gastos")
	bktIncomes      = []byte("ingresos")
	bktIncomeDays   = []byte("ingresos_por_fecha")
	bktExpenses     = []byte("gastos")
	bktExpenseDays  = []byte("gastos_por_fecha")
	bktCashBoxes    = []byte("cajas")
	bktCashBoxIndex = []byte("cajas_por_dia")
)

// moneyBuckets are created by the money migration step.
var moneyBuckets = [][]byte{bktIncomeCats, bktExpenseCats, bktIncomes, bktIncomeDays, bktExpenses, bktExpenseDays,
	bktCashBoxes, bktCashBoxIndex}

// Book tells incomes from expenses: both have categories, entries and a cash
// concept, and differ only in where they are kept and the sign of their cash.
type Book int

// The two books.
const (
	BookIngresos Book = iota
	BookGastos
)

type bookInfo struct {
	cats, entries, days []byte
	concepto            string
	sign                Money  // +1 money in, -1 money out
	noun                string // "ingreso", "gasto"
	catNotFound         string
	notFound            string
}

var books = [...]bookInfo{
	BookIngresos: {bktIncomeCats, bktIncomes, bktIncomeDays, CashIngresos, 1, "ingreso",
		"Categoría de ingreso no encontrada.", "Ingreso no encontrado."},
	BookGastos: {bktExpenseCats, bktExpenses, bktExpenseDays, CashGastos, -1, "gasto",
		"Categoría de gasto no encontrada.", "Gasto no encontrado."},
}

func (b Book) info() bookInfo { return books[b] }
