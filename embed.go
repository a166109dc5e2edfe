//go:build webui

// Package sgc embeds the built web app (webui/dist). Build with -tags webui after
// `npm run build`; without the tag the server serves a placeholder page, so that
// `go build ./...` and `go test ./...` work on a fresh clone without Node.
package sgc

import (
	"embed"
	"io/fs"
)

//go:embed all:webui/dist
var dist embed.FS

// UI returns the web app's files, rooted at dist.
func UI() fs.FS {
	sub, err := fs.Sub(dist, "webui/dist")
	if err != nil {
		panic(err)
	}
	return sub
}
