// Command sindoble runs the SIN double as its own process, for the browser
// tests: they start it, read its base URL (the one line it prints) into the
// server's SGC_SIAT_URL, and switch an outage on and off through
//
//	POST /control/falla?tipo=5xx|html|timeout|ninguna
//
// (5xx a gateway's HTML page, html a captive portal's page, timeout a call
// that never answers; ninguna ends the outage). Being a separate main under
// siat/sintest, it is built only when a test asks for it and never linked
// into sgc.
package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"

	"sgc/siat/sintest"
)

// forever is how many calls an outage switched on by /control/falla lasts:
// until ninguna.
const forever = 1 << 30

func main() {
	nit := flag.Int64("nit", 1003579028, "NIT del contribuyente que el doble conoce")
	sistema := flag.String("sistema", "SGC-E2E", "código de sistema")
	token := flag.String("token", "token-e2e", "token delegado")
	addr := flag.String("addr", "127.0.0.1:0", "dirección de escucha")
	flag.Parse()

	sin := sintest.New(sintest.Config{NIT: *nit, CodigoSistema: *sistema, Token: *token, Ambiente: 2, Modalidad: 2,
		Direccion: "AV. BUSCH 100", Catalogues: catalogues(),
		Legends:    [][2]string{{"461021", "Ley N° 453: Tienes derecho a un trato equitativo sin discriminación en la oferta de servicios."}},
		Products:   []sintest.Product{{CodigoActividad: "461021", CodigoProducto: 83141, DescripcionProducto: "HERRAMIENTAS"}},
		Activities: [][3]string{{"461021", "VENTA AL POR MAYOR DE HERRAMIENTAS", "P"}},
		NITs:       map[int64]bool{1020703023: true}})

	mux := http.NewServeMux()
	mux.Handle("/v2/", sin)
	mux.HandleFunc("POST /control/falla", func(w http.ResponseWriter, r *http.Request) {
		faults := map[string]sintest.Fault{"5xx": sintest.FaultHTML5xx, "html": sintest.FaultHTML200, "timeout": sintest.FaultTimeout}
		tipo := r.URL.Query().Get("tipo")
		f, ok := faults[tipo]
		switch {
		case tipo == "ninguna":
			sin.Heal()
		case ok:
			sin.Heal()
			sin.Inject(f, "", forever)
		default:
			http.Error(w, "tipo debe ser 5xx, html, timeout o ninguna", http.StatusBadRequest)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	})

	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("http://%s/v2\n", ln.Addr())
	log.Fatal(http.Serve(ln, mux))
}

// catalogues are the pilot's paramétricas the screens list: the double's
// defaults (motivos de anulación, eventos) and the documents, payment
// methods and units a sale needs.
func catalogues() map[string]map[int]string {
	c := sintest.DefaultCatalogues()
	c["sincronizarParametricaTipoDocumentoIdentidad"] = map[int]string{1: "CI - CEDULA DE IDENTIDAD", 5: "NIT - NÚMERO DE IDENTIFICACIÓN TRIBUTARIA"}
	c["sincronizarParametricaTipoMetodoPago"] = map[int]string{1: "EFECTIVO", 2: "TARJETA"}
	c["sincronizarParametricaUnidadMedida"] = map[int]string{57: "UNIDAD (BIENES)"}
	return c
}
