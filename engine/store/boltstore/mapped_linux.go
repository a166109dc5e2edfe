package boltstore

import "syscall"

// dropMapped takes the first size bytes of the file out of the process's
// map of it. The pages stay in the kernel's page cache and a later read
// maps them again; without it, every page a large write reads back (and
// the kernel maps up to 16 neighbours at each fault) stays counted in the
// process's resident memory: 140 MiB of a 50,000-product import.
func (s *Store) dropMapped(size int) {
	_, _, _ = syscall.Syscall(syscall.SYS_MADVISE, s.db.Info().Data, uintptr(size), syscall.MADV_DONTNEED)
}
