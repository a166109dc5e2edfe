package siat

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
)

// Namespace of the SIN's operations; the request wrapper inside the
// operation element and its fields are unqualified.
const (
	Namespace     = "https://siat.impuestos.gob.bo/"
	soapNamespace = "http://schemas.xmlsoap.org/soap/envelope/"
)

// maxAnswer bounds an answer's size: the largest the SIN sends is a
// catalogue of products, well under this.
const maxAnswer = 32 << 20

// Message is one entry of the SIN's mensajesList. The facturación services
// add advertencia, numeroArchivo (the invoice within a package) and
// numeroDetalle.
type Message struct {
	Codigo        int    `xml:"codigo"`
	Descripcion   string `xml:"descripcion"`
	Advertencia   bool   `xml:"advertencia"`
	NumeroArchivo int    `xml:"numeroArchivo"`
	NumeroDetalle int    `xml:"numeroDetalle"`
}

// codeBadToken is the SIN's message for an invalid token delegado.
const codeBadToken = 989

// answer is what every response wrapper carries.
type answer struct {
	Messages    []Message `xml:"mensajesList"`
	Transaccion bool      `xml:"transaccion"`
}

func (a *answer) common() *answer { return a }

type answerer interface{ common() *answer }

// call posts one SOAP 1.1 request and decodes the answer's wrapper into out.
// request is the wrapper element (nil for an empty operation element).
func (c *Client) call(ctx context.Context, service, operation string, request any, out answerer) error {
	fail := func(kind ErrorKind, status int, detail string, err error) error {
		return &Error{Kind: kind, Operation: operation, Status: status, Detail: detail, Err: err}
	}
	var body bytes.Buffer
	body.WriteString(`<soapenv:Envelope xmlns:soapenv="` + soapNamespace + `" xmlns:siat="` + Namespace + `">`)
	body.WriteString(`<soapenv:Header/><soapenv:Body><siat:` + operation + `>`)
	if request != nil {
		if err := xml.NewEncoder(&body).Encode(request); err != nil {
			return fmt.Errorf("siat %s: %w", operation, err)
		}
	}
	body.WriteString(`</siat:` + operation + `></soapenv:Body></soapenv:Envelope>`)

	ctx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, strings.TrimRight(c.base, "/")+"/"+service, &body)
	if err != nil {
		return fmt.Errorf("siat %s: %w", operation, err)
	}
	req.Header.Set("Content-Type", c.cfg.ContentType)
	req.Header.Set("SOAPAction", `""`)
	req.Header.Set("apikey", "TokenApi "+string(c.cfg.Token))
	resp, err := c.http.Do(req)
	if err != nil {
		if errors.Is(ctx.Err(), context.Canceled) {
			return fmt.Errorf("siat %s: %w", operation, ctx.Err()) // the caller gave up: no outage
		}
		return fail(transportKind(ctx, err), 0, "", stripURL(err))
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, maxAnswer+1))
	if err != nil {
		return fail(transportKind(ctx, err), resp.StatusCode, "respuesta incompleta", stripURL(err))
	}
	if len(raw) > maxAnswer {
		return fail(NotSOAP, resp.StatusCode, "respuesta demasiado grande", nil)
	}
	if resp.StatusCode == http.StatusUnauthorized || resp.StatusCode == http.StatusForbidden {
		return fail(Unauthorized, resp.StatusCode, "", nil)
	}

	var env struct {
		XMLName xml.Name `xml:"Envelope"`
		Body    struct {
			Fault *struct {
				Code   string `xml:"faultcode"`
				String string `xml:"faultstring"`
			} `xml:"Fault"`
			Op struct {
				XMLName xml.Name
				Inner   []byte `xml:",innerxml"`
			} `xml:",any"`
		} `xml:"Body"`
	}
	if err := xml.Unmarshal(raw, &env); err != nil || env.XMLName.Space != soapNamespace {
		switch {
		case resp.StatusCode >= 500:
			return fail(ServerError, resp.StatusCode, "", nil)
		case resp.StatusCode != http.StatusOK:
			return fail(HTTPStatus, resp.StatusCode, snippet(raw), nil)
		}
		return fail(NotSOAP, resp.StatusCode, snippet(raw), nil)
	}
	if f := env.Body.Fault; f != nil {
		return fail(Fault, resp.StatusCode, strings.TrimSpace(f.Code+" "+f.String), nil)
	}
	switch {
	case resp.StatusCode >= 500:
		return fail(ServerError, resp.StatusCode, "", nil)
	case resp.StatusCode != http.StatusOK:
		return fail(HTTPStatus, resp.StatusCode, "", nil)
	case env.Body.Op.XMLName.Local != operation+"Response" || env.Body.Op.XMLName.Space != Namespace:
		return fail(NotSOAP, resp.StatusCode, "se esperaba "+operation+"Response, llegó "+env.Body.Op.XMLName.Local, nil)
	}
	if err := xml.Unmarshal(env.Body.Op.Inner, out); err != nil {
		return fail(NotSOAP, resp.StatusCode, "respuesta ilegible", err)
	}
	a := out.common()
	for _, m := range a.Messages {
		if m.Codigo == codeBadToken {
			return &Error{Kind: BadToken, Operation: operation, Status: resp.StatusCode, Messages: a.Messages}
		}
	}
	return nil
}

// refused is the error for a transaccion false without what was asked.
func refused(operation string, a *answer) error {
	return &Error{Kind: Refused, Operation: operation, Messages: a.Messages}
}

// transportKind tells a timeout (ours or the network's) from a connection
// that could not be made.
func transportKind(ctx context.Context, err error) ErrorKind {
	var ne net.Error
	if errors.Is(ctx.Err(), context.DeadlineExceeded) || errors.Is(err, context.DeadlineExceeded) ||
		errors.As(err, &ne) && ne.Timeout() {
		return Timeout
	}
	return Unreachable
}

// stripURL keeps the cause of a transport error without the request line,
// so errors read the same whatever the configured address.
func stripURL(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err
	}
	return err
}

// snippet shows the start of an answer that is not SOAP, to tell a portal's
// page from a truncated envelope in the logs.
func snippet(raw []byte) string {
	s := strings.Join(strings.Fields(string(raw)), " ")
	if len(s) > 80 {
		s = s[:80] + "…"
	}
	if s == "" {
		return "respuesta vacía"
	}
	return s
}
