package main

import (
	"fmt"
	"reflect"
	"testing"
)

// The API diff between testdata/api/old and testdata/api/new, two releases of a stand-in module.
func TestDiffAPI(t *testing.T) {
	const module = "example.com/m"
	a, b := apiOf("testdata/api/old", module), apiOf("testdata/api/new", module)
	var got []string
	for _, c := range diffAPI(a, b) {
		got = append(got, fmt.Sprintf("%s [%s] [%s]", display(c.id, module), c.before, c.after))
	}
	want := []string{
		"gone [package] []",
		"lock.LimitRetry [func(RetryStrategy, int) RetryStrategy] [func(time.Duration, int) RetryStrategy]",
		"lock.NewStore [] [func() *Store]",
		"lock.Options.Timeout [] [time.Duration]",
		"lock.Store.Count [func() int] []",
		"vault [] [package]",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("diff:\n got %q\nwant %q", got, want)
	}
}

// A changed identifier names the Go blocks that use it, by the package's name in code.
func TestUses(t *testing.T) {
	a := apiOf("testdata/api/old", "example.com/m")
	pages := []page{
		{path: "docs/lock.md", locale: "en", text: "Intro.\n\n```go title=\"main.go\"\nopt := &lock.Options{RetryStrategy: lock.LimitRetry(s, 3)}\n```\n\n```go\nn := store.Count()\n```\n"},
		{path: "docs/other.md", locale: "en", text: "```go\nLimitRetry(s, 3)\n```\n"},
	}
	blocks := goBlocks(pages)
	if got := uses(blocks, "example.com/m/lock|LimitRetry", a.Names, "en"); !reflect.DeepEqual(got, []string{"docs/lock.md:3"}) {
		t.Errorf("LimitRetry used at %v", got)
	}
	// A method is found by its selector in a block that uses the package: the second block does not.
	if got := uses(blocks, "example.com/m/lock|Options.RetryStrategy", a.Names, "en"); !reflect.DeepEqual(got, []string{"docs/lock.md:3"}) {
		t.Errorf("Options.RetryStrategy used at %v", got)
	}
	if got := uses(blocks, "example.com/m/lock|Store.Count", a.Names, "en"); got != nil {
		t.Errorf("Store.Count used at %v", got)
	}
}

// Keys set by a page's TOML blocks count as carriers of the key.
func TestTomlKeys(t *testing.T) {
	text := "```toml title=\"etc/application.toml\"\n[lock]\nprovider = \"redis\"\n\n[log.console]\nenable = true\n```\n"
	got := tomlKeys(text)
	if !got["lock.provider"] || !got["log.console.enable"] || len(got) != 2 {
		t.Errorf("toml keys %v", got)
	}
}
