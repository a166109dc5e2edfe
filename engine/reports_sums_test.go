package engine

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"
)

// topN keeps what a stable sort of every item puts first, ties by position.
func TestTopNIsTheHeadOfAStableSort(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, c := range []struct{ count, n, values int }{{0, 10, 5}, {3, 10, 5}, {500, 10, 5}, {500, 10, 1000}, {500, 1, 3}, {40, 0, 3}} {
		score := make([]int64, c.count)
		for i := range score {
			score[i] = int64(rng.IntN(c.values))
		}
		order := func(i, j int) int { return cmp.Compare(score[j], score[i]) }
		all := make([]int, c.count)
		for i := range all {
			all[i] = i
		}
		slices.SortStableFunc(all, order)
		if got, want := topN(c.count, c.n, order), all[:min(c.n, c.count)]; !slices.Equal(got, want) {
			t.Errorf("%+v: %v, a stable sort puts first %v", c, got, want)
		}
	}
}
