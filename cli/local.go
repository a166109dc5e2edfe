package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"sgc/engine"
)

// SocketFile is the local channel of a running server inside its data folder
// (DESIGN §5): a Unix socket with mode 0600, so only the operating-system
// user who runs the server can open it.
const SocketFile = "sgc.sock"

// console is who a command acts as on the file when no server runs; through
// the socket the server gives the same identity (engine.ConsoleUser).
var console = engine.Actor{Usuario: engine.ConsoleUser, Roles: []string{engine.RoleSuper},
	Home: engine.MainBranch, Branch: engine.MainBranch}

// local is the server holding a data folder, reached through its socket. Any
// command can send the HTTP request of the call it needs: the server answers
// it with its own handlers, as Super.
type local struct {
	c *http.Client
}

// dialLocal returns the server that holds dir, or nil when none answers there.
func dialLocal(dir string) *local {
	sock := filepath.Join(dir, SocketFile)
	dial := func(ctx context.Context, _, _ string) (net.Conn, error) {
		var d net.Dialer
		return d.DialContext(ctx, "unix", sock)
	}
	conn, err := dial(context.Background(), "", "")
	if err != nil {
		return nil
	}
	conn.Close()
	return &local{c: &http.Client{Transport: &http.Transport{DialContext: dial}}}
}

// do sends one call and returns the response of a 2xx status; any other
// status becomes an error with the server's Spanish message. The caller
// closes the body.
func (l *local) do(method, path string, form url.Values) (*http.Response, error) {
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequest(method, "http://sgc"+path, body)
	if err != nil {
		return nil, err
	}
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	res, err := l.c.Do(req)
	if err != nil {
		return nil, fmt.Errorf("el servidor sgc no respondió: %w", err)
	}
	if res.StatusCode/100 != 2 {
		defer res.Body.Close()
		return nil, serverError(res)
	}
	return res, nil
}

// call sends one call and decodes its JSON answer into out (when not nil).
func (l *local) call(method, path string, form url.Values, out any) error {
	res, err := l.do(method, path, form)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if out == nil {
		return nil
	}
	if err := json.NewDecoder(res.Body).Decode(out); err != nil {
		return fmt.Errorf("respuesta del servidor no válida: %w", err)
	}
	return nil
}

// serverError turns an error answer into the lines a person reads: one per
// field for a validation error, as describe does for the engine's.
func serverError(res *http.Response) error {
	var body struct {
		Message string              `json:"message"`
		Error   string              `json:"error"`
		Errors  map[string][]string `json:"errors"`
	}
	if err := json.NewDecoder(io.LimitReader(res.Body, 1<<20)).Decode(&body); err != nil || body.Message == "" {
		return fmt.Errorf("el servidor respondió %s", res.Status)
	}
	if len(body.Errors) > 0 {
		var lines []string
		for field, msgs := range body.Errors {
			lines = append(lines, "--"+strings.ReplaceAll(field, "_id", "")+": "+strings.Join(msgs, " "))
		}
		sort.Strings(lines)
		return errors.New(strings.Join(lines, "\n"))
	}
	if body.Error != "" {
		return errors.New(body.Message + ": " + body.Error)
	}
	return errors.New(body.Message)
}

// listenLocal opens the local channel of a server in dir. The server holds
// the database lock, so a socket left there belongs to a server that died and
// is replaced. The socket is bound inside a fresh 0700 folder, narrowed to
// 0600 and only then moved to its place, so at no moment can another
// operating-system user connect to it.
func listenLocal(dir string) (net.Listener, error) {
	sock := filepath.Join(dir, SocketFile)
	fail := func(err error) (net.Listener, error) {
		return nil, fmt.Errorf("no se pudo abrir el canal local %s: %w", sock, err)
	}
	private, err := os.MkdirTemp(dir, ".canal-")
	if err != nil {
		return fail(err)
	}
	defer os.RemoveAll(private)
	bound := filepath.Join(private, SocketFile)
	ln, err := net.ListenUnix("unix", &net.UnixAddr{Name: bound, Net: "unix"})
	if err != nil {
		return fail(err)
	}
	ln.SetUnlinkOnClose(false)
	_ = os.Remove(sock)
	if err := os.Chmod(bound, 0o600); err != nil {
		ln.Close()
		return fail(err)
	}
	if err := os.Rename(bound, sock); err != nil {
		ln.Close()
		return fail(err)
	}
	return &localListener{ln, sock}, nil
}

// localListener removes the socket from the data folder when it closes.
type localListener struct {
	*net.UnixListener
	path string
}

func (l *localListener) Close() error {
	err := l.UnixListener.Close()
	_ = os.Remove(l.path)
	return err
}
