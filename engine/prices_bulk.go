package engine

import (
	"math"
	"math/bits"
	"strings"
)

// The bulk price change (operations.md §2 "Bulk price change", §5) and the
// table of prices per branch (docs/api-prices-quotes.md "Prices per branch").
// Percentages are whole hundredths of a percent and prices whole centavos, so
// that no step goes through float64.

// Percent is a percentage with two decimals, kept in hundredths of a percent
// (12.5 % is 1250).
type Percent int64

// UnmarshalJSON accepts what Money accepts: 12.5, "12,5", "", null.
func (p *Percent) UnmarshalJSON(b []byte) error {
	var m Money
	err := m.UnmarshalJSON(b)
	*p = Percent(m)
	return err
}

// MarshalJSON writes the percentage with two decimals.
func (p Percent) MarshalJSON() ([]byte, error) { return Money(p).MarshalJSON() }

// Flag is a checkbox sent by a form: true, 1, "1", "true" and "on" are set;
// false, 0, "", null and anything else are not.
type Flag bool

// UnmarshalJSON accepts a boolean, a number or a text.
func (f *Flag) UnmarshalJSON(b []byte) error {
	switch strings.ToLower(jsonScalar(b)) {
	case "true", "1", "on":
		*f = true
	default:
		*f = false
	}
	return nil
}

// PriceSet is the six levels of a price as answers spell them.
type PriceSet struct {
	Precio  Money `json:"precio"`
	Precio2 Money `json:"precio2"`
	Precio3 Money `json:"precio3"`
	Precio4 Money `json:"precio4"`
	Precio5 Money `json:"precio5"`
	Precio6 Money `json:"precio6"`
}

func priceSet(p [6]Money) PriceSet {
	return PriceSet{Precio: p[0], Precio2: p[1], Precio3: p[2], Precio4: p[3], Precio5: p[4], Precio6: p[5]}
}

// NumberedPrices is the six levels of a price as the catálogo edit screen and
// the transfer notices spell them: precio1..precio6.
type NumberedPrices struct {
	Precio1 Money `json:"precio1"`
	Precio2 Money `json:"precio2"`
	Precio3 Money `json:"precio3"`
	Precio4 Money `json:"precio4"`
	Precio5 Money `json:"precio5"`
	Precio6 Money `json:"precio6"`
}

func numberedPrices(p [6]Money) NumberedPrices {
	return NumberedPrices{Precio1: p[0], Precio2: p[1], Precio3: p[2], Precio4: p[3], Precio5: p[4], Precio6: p[5]}
}

// Levels gives the six prices in level order.
func (s PriceSet) Levels() [6]Money {
	return [6]Money{s.Precio, s.Precio2, s.Precio3, s.Precio4, s.Precio5, s.Precio6}
}

// BulkPriceLine is one cart line of the price change screen: the product, its
// six new prices (used when neither a percentage nor an amount is chosen) and
// its own percentage or amount.
type BulkPriceLine struct {
	ID ID `json:"id"`
	PriceSet
	Porcentaje Percent `json:"porcentaje"`
	Monto      Money   `json:"monto"`
}

// BulkPriceInput is POST /api/productos/actualizar-precios.
type BulkPriceInput struct {
	Sucursales     []ID            `json:"sucursales"`
	Carrito        []BulkPriceLine `json:"carrito"`
	ActualizarTodo Flag            `json:"actualizarTodo"`
	IsPorcentaje   Flag            `json:"isPorcentaje"`
	Porcentaje     Percent         `json:"porcentaje"`
	IsMonto        Flag            `json:"isMonto"`
	Monto          Money           `json:"monto"`
	IsIncremento   Flag            `json:"isIncremento"`
	IsRestar       Flag            `json:"isRestar"`
}

// Messages of the bulk price change (operations.md §5).
const (
	msgPriceNoBranch    = "Debe seleccionar al menos una sucursal."
	msgPriceEmptyCart   = "El carrito no puede estar vacío."
	msgPricePercent     = "El porcentaje de cada producto debe ser mayor a 1."
	msgPriceAmount      = "El monto de cada producto debe ser mayor a 1."
	msgPriceBadBranch   = "La sucursal seleccionada no existe o está inactiva."
	msgPriceNotNegative = "El precio debe ser un número mayor o igual a 0."
	// Not fixed by the specification; the screen words them the same way.
	msgPriceNeedMode  = "Seleccione \"Usar porcentaje\" o \"Monto bs\" para actualizar todos los productos."
	msgPriceDirection = "Seleccione \"Incremento\" o \"Restar\"."
)

const (
	// minPriceChange: a percentage or an amount must be more than 1 (hundredths
	// of a percent, centavos).
	minPriceChange = 100
	// maxPercent keeps price × (100 % + percentage) far inside int64.
	maxPercent = Percent(1_000_000) // 10 000 %
)

// priceMode is how the bulk change computes the new prices.
type priceMode int

const (
	priceSetLevels priceMode = iota // the line's six prices
	pricePercent                    // ± a percentage of every non-zero level
	priceAmount                     // ± an amount on every non-zero level
)

// priceTarget is one product the change applies to, with its own value.
type priceTarget struct {
	p     Product
	field string   // where a bad result is reported: "carrito.N." or "" (the global field)
	value int64    // percentage (hundredths) or amount (centavos)
	set   [6]Money // the prices of priceSetLevels
}

func cartField(i int, name string) string { return "carrito." + itoa(int64(i)) + "." + name }

// mode reads the options; validateBulkPrices has refused contradictory ones.
func (in *BulkPriceInput) mode() (priceMode, int64) {
	sign := int64(1)
	if in.IsRestar {
		sign = -1
	}
	switch {
	case bool(in.IsPorcentaje):
		return pricePercent, sign
	case bool(in.IsMonto):
		return priceAmount, sign
	}
	return priceSetLevels, sign
}

// validateBulkPrices checks what needs no store: the choices, the percentages,
// amounts and typed prices.
func validateBulkPrices(in *BulkPriceInput) *Validation {
	v := &Validation{}
	todo, pct, amt := bool(in.ActualizarTodo), bool(in.IsPorcentaje), bool(in.IsMonto)
	if len(in.Sucursales) == 0 {
		v.Add("sucursales", msgPriceNoBranch)
	}
	if !todo && len(in.Carrito) == 0 {
		v.Add("carrito", msgPriceEmptyCart)
	}
	if pct && amt {
		v.Add("isPorcentaje", "No puede usar porcentaje y monto a la vez.")
	}
	if in.IsIncremento && in.IsRestar {
		v.Add("isIncremento", "No puede incrementar y restar a la vez.")
	}
	byValue := pct != amt // exactly one of them
	if byValue && !bool(in.IsIncremento || in.IsRestar) {
		v.Add("isIncremento", msgPriceDirection)
	}
	if todo && !pct && !amt {
		v.Add("isPorcentaje", msgPriceNeedMode)
	}
	checkPercent := func(field string, p Percent) {
		switch {
		case p <= minPriceChange:
			v.Add(field, msgPricePercent)
		case p > maxPercent:
			v.Add(field, "El porcentaje no puede ser mayor a 10000.")
		}
	}
	checkAmount := func(field string, m Money) {
		switch {
		case m <= minPriceChange:
			v.Add(field, msgPriceAmount)
		case m > maxPrice:
			v.Add(field, "El monto no puede ser mayor a 1000000000.")
		}
	}
	switch {
	case pct && amt:
		// Contradictory: the values mean nothing.
	case pct && todo:
		checkPercent("porcentaje", in.Porcentaje)
	case pct:
		for i := range in.Carrito {
			checkPercent(cartField(i, "porcentaje"), in.Carrito[i].Porcentaje)
		}
	case amt && todo:
		checkAmount("monto", in.Monto)
	case amt:
		for i := range in.Carrito {
			checkAmount(cartField(i, "monto"), in.Carrito[i].Monto)
		}
	case !todo:
		for i := range in.Carrito {
			for j, p := range in.Carrito[i].Levels() {
				if p < 0 || p > maxPrice {
					v.Add(cartField(i, priceField(j)), msgPriceNotNegative)
				}
			}
		}
	}
	return v
}

// UpdatePrices is the bulk price change (Super only): every selected branch
// gets the new prices of every product of the cart, or of every active product
// with Actualizar Todos, in one transaction; each (branch, product) whose
// prices change is recorded for the price alert. Nothing changes when any
// branch, product or resulting price is refused.
func (e *Engine) UpdatePrices(actor Actor, in BulkPriceInput) error {
	if !e.RoleCan(actor.Role(), CapPrecios) {
		return Forbidden("Su rol no puede cambiar precios.")
	}
	pre := validateBulkPrices(&in)
	mode, sign := in.mode()
	return e.update(func(tx *Tx) error {
		// Fresh state on every run: the write path may run this function again.
		var v Validation
		v.Merge(pre.Err())
		branches, err := bulkBranches(tx.Tx, &v, in.Sucursales)
		if err != nil {
			return err
		}
		targets, err := bulkTargets(tx.Tx, &v, &in, mode)
		if err != nil {
			return err
		}
		if err := v.Err(); err != nil {
			return err
		}
		type change struct {
			branch uint64
			target int
			prices [6]Money
			old    [6]Money
		}
		global := "porcentaje" // where a bad result of Actualizar Todos is reported
		if mode == priceAmount {
			global = "monto"
		}
		changes := make([]change, 0, len(branches)*len(targets))
		for _, b := range branches {
			for i := range targets {
				t := &targets[i]
				cur := branchPrices(tx.Tx, b.ID, &t.p)
				next := newPrices(cur, mode, sign, t)
				for j, p := range next {
					field := t.field + priceField(j)
					if t.field == "" {
						field = global
					}
					switch {
					case v.Has(field):
					case p < 0:
						v.Add(field, "El precio resultante de "+t.p.Producto+" en "+b.Sucursal+" no puede ser menor a 0.")
					case p > maxPrice:
						v.Add(field, "El precio resultante de "+t.p.Producto+" en "+b.Sucursal+" es demasiado alto.")
					}
				}
				if next != cur {
					changes = append(changes, change{b.ID, i, next, cur})
				}
			}
		}
		if err := v.Err(); err != nil {
			return err
		}
		for _, c := range changes {
			if err := setBranchPrices(tx, actor, c.branch, &targets[c.target].p, c.prices); err != nil {
				return err
			}
		}
		if len(changes) == 0 {
			return nil
		}
		names := ""
		for i, b := range branches {
			if i > 0 {
				names += ", "
			}
			names += b.Sucursal
		}
		how := map[priceMode]string{pricePercent: "por porcentaje", priceAmount: "por monto", priceSetLevels: "precios fijados"}[mode]
		detalle := itoa(int64(len(changes))) + " cambio(s) de precios " + how + " en " + names
		if len(changes) == 1 {
			c := changes[0]
			detalle += ": " + targets[c.target].p.Producto + " " + priceDiff(c.old, c.prices)
		}
		return appendAudit(tx, actor, AuditEntry{Tipo: AuditBulkPrices, Documento: "precios", Detalle: detalle})
	})
}

// bulkBranches reads the selected branches once each, in the order given; an
// unknown or inactive one is refused.
func bulkBranches(tx ReadTx, v *Validation, ids []ID) ([]Branch, error) {
	out := []Branch{}
	seen := map[ID]bool{}
	for _, id := range ids {
		if seen[id] {
			continue
		}
		seen[id] = true
		b, err := getBranch(tx, uint64(id))
		switch {
		case ErrorCode(err) == CodeNotFound || err == nil && !b.Estado:
			if !v.Has("sucursales") {
				v.Add("sucursales", msgPriceBadBranch)
			}
		case err != nil:
			return nil, err
		default:
			out = append(out, b)
		}
	}
	return out, nil
}

// bulkTargets are the products the change applies to: every active product
// with Actualizar Todos (the global percentage or amount), else the cart's.
func bulkTargets(tx ReadTx, v *Validation, in *BulkPriceInput, mode priceMode) ([]priceTarget, error) {
	out := []priceTarget{}
	if in.ActualizarTodo {
		if mode == priceSetLevels {
			return out, nil // refused by validateBulkPrices
		}
		value := int64(in.Porcentaje)
		if mode == priceAmount {
			value = int64(in.Monto)
		}
		err := each(tx.Bucket(bktProducts), func(_ []byte, p *Product) error {
			if p.Estado {
				out = append(out, priceTarget{p: *p, value: value})
			}
			return nil
		})
		return out, err
	}
	seen := map[uint64]bool{}
	for i, l := range in.Carrito {
		field := cartField(i, "id")
		p, err := getProduct(tx, uint64(l.ID))
		switch {
		case ErrorCode(err) == CodeNotFound:
			v.Add(field, "El producto seleccionado no existe.")
			continue
		case err != nil:
			return nil, err
		case seen[p.ID]:
			v.Add(field, "El producto está repetido en el carrito.")
			continue
		}
		seen[p.ID] = true
		t := priceTarget{p: p, field: cartField(i, ""), set: l.Levels()}
		switch mode {
		case pricePercent:
			t.value = int64(l.Porcentaje)
		case priceAmount:
			t.value = int64(l.Monto)
		}
		out = append(out, t)
	}
	return out, nil
}

// newPrices computes a target's prices from the branch's current ones. With a
// percentage or an amount a zero level stays zero: it means "no price".
func newPrices(cur [6]Money, mode priceMode, sign int64, t *priceTarget) [6]Money {
	if mode == priceSetLevels {
		return t.set
	}
	var out [6]Money
	for i, p := range cur {
		if p == 0 {
			continue
		}
		if mode == pricePercent {
			out[i] = scalePercent(p, 10_000+sign*t.value)
		} else {
			out[i] = p + Money(sign*t.value)
		}
	}
	return out
}

// scalePercent is p × factor / 10 000 (factor: 100 % ± the percentage, in
// hundredths) rounded half away from zero to the centavo. A result too large
// for int64 saturates, which every range check refuses.
func scalePercent(p Money, factor int64) Money {
	neg := (p < 0) != (factor < 0)
	a, f := uint64(p), uint64(factor)
	if p < 0 {
		a = uint64(-p)
	}
	if factor < 0 {
		f = uint64(-factor)
	}
	hi, lo := bits.Mul64(a, f)
	if hi != 0 || lo > math.MaxInt64-5_000 {
		if neg {
			return math.MinInt64
		}
		return math.MaxInt64
	}
	q := Money((lo + 5_000) / 10_000)
	if neg {
		return -q
	}
	return q
}
