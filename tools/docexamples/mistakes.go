// Mistake checks and the build: a mistake= block is laid out alone in its page's program
// and must fail to compile or go vet with the text its fence names; every other package set
// must pass both.

package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os/exec"
	"path/filepath"
	"strings"
)

func mistakeUnit(b *Block, programs map[string]*program, names []string, pageSlug string, seeds []string) (*unit, error) {
	u := &unit{locale: b.Locale, page: b.Page, mistake: b}
	return u, layOutAlone(u, b, programs, names, pageSlug, seeds)
}

// exemptUnit lays out an exempt= block as a mistake's is, for its code links only: a fragment
// without wrap= as declarations when it parses as such, else as a function body. An exempt
// block that cannot be laid out stays without links.
func exemptUnit(b *Block, programs map[string]*program, names []string, pageSlug string, seeds []string) *unit {
	shown := b
	if !isWholeFile(b.Code) && b.Attrs["wrap"] == "" {
		copied := *b
		copied.Attrs = map[string]string{"wrap": "func()"}
		for name, value := range b.Attrs {
			copied.Attrs[name] = value
		}
		if _, err := parser.ParseFile(token.NewFileSet(), "", "package p\n"+b.Code, parser.SkipObjectResolution); err == nil {
			copied.Attrs["wrap"] = "decls"
		}
		shown = &copied
	}
	u := &unit{locale: b.Locale, page: b.Page, exempt: shown}
	if layOutAlone(u, shown, programs, names, pageSlug, seeds) != nil {
		return nil
	}
	return u
}

// layOutAlone puts a block that is not built as the page's other blocks are into its unit:
// a whole file replaces its namesake in its program, a fragment is wrapped as its fence says.
func layOutAlone(u *unit, b *Block, programs map[string]*program, names []string, pageSlug string, seeds []string) error {
	if isWholeFile(b.Code) {
		title := b.Attrs["title"]
		if title == "" {
			title = "main.go"
		}
		p, err := targetProgram(b, programs, names)
		if err != nil && u.exempt == nil {
			return err
		}
		// An exempt file whose program is not laid out (it is that program's only file) stands alone.
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
		return nil
	}
	if b.Attrs["wrap"] == "" {
		return fmt.Errorf(`%s: a fragment marked mistake= still needs wrap="…" to say how it compiles`, b.where())
	}
	wrapped, err := wrapFragment(b, programs, names, pageSlug, seeds, map[string]*unit{})
	if err != nil {
		return err
	}
	u.root, u.files = wrapped.root, wrapped.files
	return nil
}

func run(dir string, args ...string) (string, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// compile compiles every package of dir with the Go compiler, as go build does, but links
// nothing: go build ./... links each of a set's programs (76 in the largest) and discards
// them, which took most of the time. The one thing the linker adds, a main package without
// func main, is checked by mainFuncMissing.
func compile(dir string) (string, error) {
	cmd := exec.Command("go", "list", "-export", "-f", "{{if eq .Name \"main\"}}{{.Dir}}{{range .GoFiles}} {{.}}{{end}}{{end}}", "./...")
	cmd.Dir = dir
	var errors strings.Builder
	cmd.Stderr = &errors
	mainPackages, err := cmd.Output()
	if err != nil {
		return errors.String(), err
	}
	if missing := mainFuncMissing(string(mainPackages)); missing != "" {
		return missing, fmt.Errorf("no func main")
	}
	return "", nil
}

// mainFuncMissing reads the lines "dir file…" of go list's main packages and names the first
// without a func main, as the linker would ("function main is undeclared in the main package").
func mainFuncMissing(mainPackages string) string {
	for _, line := range strings.Split(strings.TrimSpace(mainPackages), "\n") {
		fields := strings.Fields(line)
		if len(fields) < 2 {
			continue
		}
		found := false
		for _, name := range fields[1:] {
			f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(fields[0], name), nil, parser.SkipObjectResolution)
			if err != nil {
				return err.Error()
			}
			for _, decl := range f.Decls {
				if fn, ok := decl.(*ast.FuncDecl); ok && fn.Recv == nil && fn.Name.Name == "main" {
					found = true
				}
			}
		}
		if !found {
			return fmt.Sprintf("%s: function main is undeclared in the main package", fields[0])
		}
	}
	return ""
}

func (b *batch) check() []string {
	if b.units[0].exempt != nil {
		return nil
	}
	if b.units[0].mistake != nil {
		m := b.units[0].mistake
		want := m.Attrs["mistake"]
		out, buildErr := compile(b.dir)
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
	if out, err := compile(b.dir); err != nil {
		return []string{fmt.Sprintf("compiling (go list -export) failed in %s:\n%s", b.dir, out)}
	}
	if out, err := run(b.dir, "vet", "./..."); err != nil {
		return []string{fmt.Sprintf("go vet failed in %s:\n%s", b.dir, out)}
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
