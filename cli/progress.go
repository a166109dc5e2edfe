package cli

import (
	"os"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// terminalProgress is a progress callback that draws a bar on stderr when it
// is a terminal (nothing otherwise, so logs and pipes stay clean), and the
// function that clears the bar at the end.
func terminalProgress(e env, description string) (progress func(done, total int), finish func()) {
	var bar *progressbar.ProgressBar
	progress = func(done, total int) {}
	if f, ok := e.stderr.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		progress = func(done, total int) {
			if bar == nil {
				bar = progressbar.NewOptions(total, progressbar.OptionSetWriter(f),
					progressbar.OptionSetDescription(description), progressbar.OptionShowCount(),
					progressbar.OptionClearOnFinish())
			}
			_ = bar.Set(done)
		}
	}
	return progress, func() {
		if bar != nil {
			_ = bar.Finish()
		}
	}
}
