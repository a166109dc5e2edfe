package engine

import (
	"errors"
	"strings"
	"sync"
	"time"

	"sgc/engine/store"
)

// MsgImportChanged refuses an import whose data changed after its simulation.
const MsgImportChanged = "Los datos cambiaron desde la simulación: vuelva a simular."

// MsgImportBusy refuses a second import while one runs.
const MsgImportBusy = "Ya hay una importación en curso."

// SimulateImport plans req and writes nothing (Super only).
func (e *Engine) SimulateImport(actor Actor, req *ImportRequest) (pl *ImportPlan, err error) {
	if !actor.IsSuper() {
		return nil, Forbidden("Solo Super puede importar datos.")
	}
	err = e.view(func(tx ReadTx) error {
		p, err := buildPlan(tx, req)
		if err == nil {
			pl = p.plan
		}
		return err
	})
	return pl, err
}

// Import phases, as the progress shows them.
const (
	PhaseReading  = "leyendo"
	PhaseChecking = "validando"
	PhaseApplying = "aplicando"
	PhaseDone     = "terminado"
	PhaseFailed   = "error"
)

// ImportProgress is the state of the running (or last) import.
type ImportProgress struct {
	Fase      string        `json:"fase"`
	Archivo   string        `json:"archivo"`
	Tipo      string        `json:"tipo"`
	Hechas    int           `json:"filas_hechas"`
	Total     int           `json:"filas_total"`
	Resumen   ImportSummary `json:"resumen"`
	Restante  *int          `json:"segundos_restantes"`
	Mensaje   string        `json:"mensaje,omitempty"`
	Resultado *ImportRecord `json:"importacion,omitempty"`
	Inicio    time.Time     `json:"inicio"`
	UsuarioID uint64        `json:"usuario_id"`
}

// importJobs holds the one import that may run at a time and its progress.
type importJobs struct {
	mu      sync.Mutex
	running bool
	state   ImportProgress
	done    chan struct{}
	err     error // the last import's error, for Import's caller
}

func (j *importJobs) set(fn func(s *ImportProgress)) {
	j.mu.Lock()
	defer j.mu.Unlock()
	fn(&j.state)
	if j.state.Fase == PhaseApplying && j.state.Hechas > 0 {
		el := time.Since(j.state.Inicio).Seconds()
		left := int(el/float64(j.state.Hechas)*float64(j.state.Total-j.state.Hechas) + 0.5)
		j.state.Restante = &left
	}
}

// ImportStatus is the progress of the running import, or the outcome of the
// last one since the server started (Fase "" when none ran).
func (e *Engine) ImportStatus(actor Actor) (ImportProgress, error) {
	if !actor.IsSuper() {
		return ImportProgress{}, Forbidden("Solo Super puede importar datos.")
	}
	e.imports.mu.Lock()
	defer e.imports.mu.Unlock()
	return e.imports.state, nil
}

// StartImport runs an import in the background and returns at once: read
// gives the file's rows (phase leyendo), then the plan is made again inside
// one write transaction (validando) and, when it is the simulated one
// (token), applied (aplicando). A second import while one runs is refused.
// wait, when set, is closed once the import has ended.
func (e *Engine) StartImport(actor Actor, token string, read func() (*ImportRequest, error)) (wait <-chan struct{}, err error) {
	if !actor.IsSuper() {
		return nil, Forbidden("Solo Super puede importar datos.")
	}
	j := &e.imports
	j.mu.Lock()
	if j.running {
		j.mu.Unlock()
		return nil, Conflict(MsgImportBusy)
	}
	done := make(chan struct{})
	j.running, j.done = true, done
	j.state = ImportProgress{Fase: PhaseReading, Inicio: e.Now(), UsuarioID: actor.UserID}
	j.mu.Unlock()
	go func() {
		defer close(done)
		rec, err := e.runImport(actor, token, read)
		j.set(func(s *ImportProgress) {
			if err != nil {
				s.Fase, s.Mensaje = PhaseFailed, importErrorMessage(err)
				return
			}
			zero := 0
			s.Fase, s.Resultado, s.Restante, s.Hechas = PhaseDone, &rec, &zero, s.Total
		})
		j.mu.Lock()
		j.running, j.err = false, err
		j.mu.Unlock()
	}()
	return done, nil
}

// importErrorMessage is the Spanish sentence of a failed import. The store's
// own refusals are told as they are: in cluster mode the user needs to read
// that the group could not take the change, and why.
func importErrorMessage(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Message
	}
	for _, known := range []error{store.ErrUnavailable, store.ErrBusy, store.ErrFull} {
		if errors.Is(err, known) {
			s := err.Error()
			return strings.ToUpper(s[:1]) + s[1:] + "."
		}
	}
	return "No se pudo completar la importación; no se guardó nada. Intente nuevamente."
}

// runImport is one import from reading to commit.
func (e *Engine) runImport(actor Actor, token string, read func() (*ImportRequest, error)) (rec ImportRecord, err error) {
	req, err := read()
	if err != nil {
		return rec, err
	}
	j := &e.imports
	j.set(func(s *ImportProgress) { s.Fase, s.Archivo, s.Tipo = PhaseChecking, req.File, req.Kind })
	// A large import does not fit in memory as one transaction of the
	// store: it goes to disk in parts between rows, still all or nothing.
	err = e.updateLarge(func(tx *Tx) error {
		p, err := buildPlan(tx.Tx, req)
		if err != nil {
			return err
		}
		if p.plan.Token != token {
			return Conflict(MsgImportChanged)
		}
		if p.plan.Resumen.Rechazar > 0 {
			return Conflict("Hay filas rechazadas: corríjalas y vuelva a simular.")
		}
		// Progress counts the rows' writes, then the opening stocks.
		j.set(func(s *ImportProgress) {
			s.Fase, s.Total, s.Hechas, s.Resumen = PhaseApplying, len(p.ops)+p.loadCount, 0, p.plan.Resumen
		})
		// After each row nothing read from the store is held: the store may
		// write what the rows wrote so far.
		done := func(n int) error {
			if n%64 == 0 {
				j.set(func(s *ImportProgress) { s.Hechas = n })
			}
			return tx.spill()
		}
		for i, op := range p.ops {
			p.rowIndex = op.row
			if err := op.run(tx, actor); err != nil {
				return err
			}
			p.ops[i] = importOp{} // what the row's write holds (its products, its loads) may go
			if err := done(i + 1); err != nil {
				return err
			}
		}
		if err := p.applyLoads(tx, actor, func(n int) error { return done(len(p.ops) + n) }); err != nil {
			return err
		}
		rec, err = recordImport(tx, actor, p.plan)
		return err
	})
	return rec, err
}

// Import simulates and applies req in one call, waiting for the end: the
// command line and tests use it. It answers the plan, and the record when the
// plan had no refused row and was applied.
func (e *Engine) Import(actor Actor, req *ImportRequest) (*ImportPlan, *ImportRecord, error) {
	pl, err := e.SimulateImport(actor, req)
	if err != nil || pl.Resumen.Rechazar > 0 {
		return pl, nil, err
	}
	wait, err := e.StartImport(actor, pl.Token, func() (*ImportRequest, error) { return req, nil })
	if err != nil {
		return pl, nil, err
	}
	<-wait
	e.imports.mu.Lock()
	st, err := e.imports.state, e.imports.err
	e.imports.mu.Unlock()
	return pl, st.Resultado, err
}
