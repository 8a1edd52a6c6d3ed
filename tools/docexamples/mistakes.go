// Mistake checks and the build: a mistake= block is laid out alone in its page's program
// and must fail go build or go vet with the text its fence names; every other package set
// must pass both.

package main

import (
	"fmt"
	"os/exec"
	"strings"
)

func mistakeUnit(b *Block, programs map[string]*program, names []string, pageSlug string, seeds []string) (*unit, error) {
	u := &unit{locale: b.Locale, page: b.Page, mistake: b}
	if isWholeFile(b.Code) {
		title := b.Attrs["title"]
		if title == "" {
			title = "main.go"
		}
		p, err := targetProgram(b, programs, names)
		if err != nil {
			return nil, err
		}
		u.root = pageSlug
		if p != nil {
			u.root = p.root
			for _, f := range p.files {
				if f.path != title {
					u.files = append(u.files, f)
				}
			}
		}
		u.files = append(u.files, file{title, b.lineDirective() + b.Code, b})
		return u, nil
	}
	if b.Attrs["wrap"] == "" {
		return nil, fmt.Errorf(`%s: a fragment marked mistake= still needs wrap="…" to say how it compiles`, b.where())
	}
	wrapped, err := wrapFragment(b, programs, names, pageSlug, seeds, map[string]*unit{})
	if err != nil {
		return nil, err
	}
	u.root, u.files = wrapped.root, wrapped.files
	return u, nil
}

func run(dir string, args ...string) (string, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	return string(out), err
}

func (b *batch) check() []string {
	if b.units[0].mistake != nil {
		m := b.units[0].mistake
		want := m.Attrs["mistake"]
		out, buildErr := run(b.dir, "build", "./...")
		if buildErr == nil {
			var vetErr error
			out, vetErr = run(b.dir, "vet", "./...")
			if vetErr == nil {
				return []string{fmt.Sprintf("%s: marked as a mistake (%q) but it builds and vets", m.where(), want)}
			}
		}
		if !strings.Contains(out, want) {
			return []string{fmt.Sprintf("%s: fails, but not with %q:\n%s", m.where(), want, out)}
		}
		return nil
	}
	for _, step := range []string{"build", "vet"} {
		if out, err := run(b.dir, step, "./..."); err != nil {
			return []string{fmt.Sprintf("go %s failed in %s:\n%s", step, b.dir, out)}
		}
	}
	return nil
}

// checkAll builds and vets every package set and returns what failed.
func checkAll(batches []*batch) []string {
	var problems []string
	for _, batch := range batches {
		problems = append(problems, batch.check()...)
	}
	return problems
}
