//go:build !webui

// Package sgc embeds the built web app when built with -tags webui.
package sgc

import "io/fs"

// UI returns nil: this build has no web app, and the server shows a placeholder.
func UI() fs.FS { return nil }
