// Package lock is the older release of a stand-in package for the API diff's tests.
package lock

import "time"

type RetryStrategy interface {
	NextBackoff() time.Duration
}

// LimitRetry wraps a strategy.
func LimitRetry(s RetryStrategy, max int) RetryStrategy { return s }

type Options struct {
	RetryStrategy RetryStrategy
	Token         string
	internal      int
}

type Store struct{}

func (s *Store) Count() int      { return 0 }
func (s *Store) Items() []string { return nil }
