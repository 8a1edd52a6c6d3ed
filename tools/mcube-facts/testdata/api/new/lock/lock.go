// Package lock is the newer release of a stand-in package for the API diff's tests.
package lock

import "time"

type RetryStrategy interface {
	NextBackoff() time.Duration
}

// LimitRetry takes the wait between attempts now; the parameter names changed too.
func LimitRetry(backoff time.Duration, limit int) RetryStrategy { return nil }

type Options struct {
	RetryStrategy RetryStrategy
	Token         string
	Timeout       time.Duration
	internal      int
}

type Store struct{}

func (s *Store) Items() []string { return nil }

func NewStore() *Store { return &Store{} }
