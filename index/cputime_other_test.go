//go:build !linux

package index

import "time"

// threadCPU is not measured outside Linux; the benchmark then reports wall time only.
func threadCPU() (time.Duration, bool) { return 0, false }
