//go:build !linux

package boltstore

// dropMapped is a Linux measure (mapped_linux.go); elsewhere the map stays.
func (s *Store) dropMapped(int) {}
