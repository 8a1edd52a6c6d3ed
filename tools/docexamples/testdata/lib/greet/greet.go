// Package greet is what the test pages' blocks call, as the site's pages call mcube.
package greet

// Hello greets someone by name.
func Hello(name string) string { return "hello " + name }

// Greeter greets the one it is named after.
type Greeter struct {
	Name string
}

// Greet greets the greeter's name.
func (g *Greeter) Greet() string { return Hello(g.Name) }

type base struct{ err error }

// Err is documented on Reply, the exported type that embeds base.
func (b base) Err() error { return b.err }

// Reply is what a greeting returns.
type Reply struct {
	base
}

// Opts is what a counter and a gauge are made from.
type Opts struct {
	Name string
	Help string
}

// CounterOpts shares Opts's fields: pkg.go.dev documents them on Opts.
type CounterOpts Opts

// UntypedOpts comes after both in the scope's order.
type UntypedOpts CounterOpts
