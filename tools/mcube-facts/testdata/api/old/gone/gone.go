// Package gone is removed in the newer release.
package gone

func Old() {}
