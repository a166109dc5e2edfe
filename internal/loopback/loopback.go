// Package loopback hands out free loopback addresses to the tests that start
// real servers and cluster members on this machine.
package loopback

import (
	"net"
	"sync"
	"testing"
)

// handedOut are the addresses already given out in this process.
var handedOut = struct {
	sync.Mutex
	addrs map[string]bool
}{addrs: map[string]bool{}}

// Addr answers a free 127.0.0.1 address that this process has not handed
// out before, and fails t when no port can be probed.
func Addr(t testing.TB) string {
	t.Helper()
	addr, err := Next()
	if err != nil {
		t.Fatal(err)
	}
	return addr
}

// Next is Addr for callers without a test at hand (a member started for a
// benchmark): a port is free again once the probe closes it, and the kernel
// may give it out twice before the first server binds it, so an address is
// handed out once per process.
func Next() (string, error) {
	handedOut.Lock()
	defer handedOut.Unlock()
	for {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return "", err
		}
		addr := ln.Addr().String()
		ln.Close()
		if !handedOut.addrs[addr] {
			handedOut.addrs[addr] = true
			return addr, nil
		}
	}
}
