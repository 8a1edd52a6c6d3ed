// Package ioc is a stand-in for mcube's ioc package with just what the extractor reads.
package ioc

import (
	"strings"

	"github.com/caarlos0/env/v6"
)

const (
	CONFIG_NAMESPACE = "configs"
	API_NAMESPACE    = "apis"
)

type StoreUser interface{ Registry(v any) StoreUser }

type NamespaceStore struct{ Namespace string }

func (s *NamespaceStore) Registry(v any) StoreUser { return s }

type ObjectWrapper struct{ Name string }

// LoadFromEnv prefixes env tags with the object's name, as mcube does since v2.0.12.
func (s *NamespaceStore) LoadFromEnv(prefix string) error {
	w := ObjectWrapper{Name: "x"}
	return env.Parse(nil, env.Options{Prefix: strings.ToUpper(w.Name) + "_"})
}

func namespace(name string) *NamespaceStore { return &NamespaceStore{Namespace: name} }

func Config() StoreUser { return DefaultStore.Namespace(CONFIG_NAMESPACE) }

func Api() StoreUser { return DefaultStore.Namespace(API_NAMESPACE) }

type ObjectImpl struct{}

func (i *ObjectImpl) Name() string { return "" }

func (i *ObjectImpl) Priority() int { return 0 }
