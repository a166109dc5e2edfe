package etcdstore

import "go.etcd.io/etcd/server/v3/embed"

// Defragment gives back to the disk the space that compaction freed in the
// member's file, when it is at least a quarter of the file, and tells
// whether it did. The member blocks its requests while it rewrites the file
// (seconds per GiB), so the member's start-up runs it every DefragInterval
// at a quiet hour. The in-process client cannot ask for it (v3client's
// maintenance server has no health notifier), so it works on the member.
func Defragment(e *embed.Etcd) (bool, error) {
	be := e.Server.Backend()
	size, inUse := be.Size(), be.SizeInUse()
	if size == 0 || 4*(size-inUse) < size {
		return false, nil
	}
	return true, be.Defrag()
}
