package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The tests lay out and build pages whose blocks use testdata/lib, a small module standing
// in for mcube, through a template module that requires it as examples/go.mod requires
// mcube. Like the command, they run in the template's folder: fragments' missing imports are
// looked up in its module.
var goMod, goSum []byte

// libDir is testdata/lib's absolute path (the tests run in the template's folder).
var libDir string

func TestMain(m *testing.M) {
	os.Exit(func() int {
		lib, err := filepath.Abs("testdata/lib")
		if err != nil {
			panic(err)
		}
		libDir = lib
		template, err := os.MkdirTemp("", "docexamples-template-")
		if err != nil {
			panic(err)
		}
		defer os.RemoveAll(template)
		goMod = []byte("module example.com/template\n\ngo 1.24\n\nrequire example.org/lib v0.0.0\n\nreplace example.org/lib => " + lib + "\n")
		goSum = []byte{}
		if err := os.WriteFile(filepath.Join(template, "go.mod"), goMod, 0o644); err != nil {
			panic(err)
		}
		if err := os.Chdir(template); err != nil {
			panic(err)
		}
		return m.Run()
	}())
}

// page is a page's blocks as the manifest lists them: a block per fence, on the line given.
type page struct {
	name   string
	blocks []*Block
}

func (p *page) add(line int, fence, code string) *page {
	attrs := map[string]string{}
	for _, field := range strings.Split(fence, "\" ") {
		if key, value, ok := strings.Cut(field, "=\""); ok {
			attrs[key] = strings.TrimSuffix(value, `"`)
		}
	}
	p.blocks = append(p.blocks, &Block{Locale: "en", Page: p.name, Source: "docs/" + p.name + ".md", Line: line, Code: strings.TrimPrefix(code, "\n"), Attrs: attrs})
	return p
}

// layOut runs the command's steps on the blocks: assemble, write under a fresh folder,
// and (unless assembling failed) build, vet and check the mistakes. It returns the folder,
// the reports and the problems, as the command prints them.
func layOut(t *testing.T, blocks []*Block) (string, []*pageReport, []string) {
	t.Helper()
	out := t.TempDir()
	units, reports, problems := assemble(blocks)
	if len(problems) > 0 {
		return out, reports, problems
	}
	batches := writeBatches(units, goMod, goSum, out)
	writeIndex(batches, out)
	return out, reports, checkAll(batches)
}

// shopMain is the main file of a program laid out as the module example.com/shop.
const shopMain = `
package main

import (
	"fmt"

	"example.com/shop/greeting"
	"example.org/lib/greet"
)

func main() { fmt.Println(greeting.Message(), greet.Hello("main")) }
`

// A page with one block of each fence form builds, vets and fails where it says.
func TestFenceForms(t *testing.T) {
	shop := (&page{name: "guide/shop"}).
		add(10, `title="main.go"`, shopMain).
		add(30, `title="greeting/greeting.go"`, `
// Package greeting is the business package of the page's program.
package greeting

import "example.org/lib/greet"

func Message() string { return greet.Hello("shop") }
`).
		add(40, `wrap="imports"`, `
import (
	"example.org/lib/greet"
	"example.org/lib/rest"
)
`).
		// Replaces the program's Message: a variant of the program, in another package set.
		add(50, `wrap="decls" in="greeting"`, `
func Message() string { return greet.Hello("variant") }
`).
		// Adds to the program: its names come from the page's imports.
		add(60, `wrap="decls"`, `
func twice() string { return greeting.Message() + greeting.Message() }
`).
		// A local left unused and no return: both supplied.
		add(70, `wrap="func(name string) error"`, `
g := &greet.Greeter{Name: name}
unused := g.Greet()
`).
		add(80, `wrap="func() string"`, `
fmt.Println(greet.Hello("partial"))
`).
		// Without imports=, the import tool takes the other package named rest.
		add(90, `wrap="func()" imports="example.org/lib/other/rest"`, `
client := rest.New("http://127.0.0.1:8080")
fmt.Println(client.Base)
`).
		add(100, `wrap="func()" mistake="undefined: greet.Goodbye"`, `
greet.Goodbye()
`).
		add(110, `title="main.go" mistake="declared and not used: x"`, `
package main

func main() { x := 1 }
`).
		add(120, `exempt="pseudo-code: the shape of a handler"`, `
handler(request) -> response
`)
	// Two programs on one page (tabs) sharing a package.
	tabs := (&page{name: "guide/tabs"}).
		add(10, `title="main.go" program="plain"`, `
package main

import (
	"fmt"

	"example.com/guide-tabs-plain/names"
)

func main() { fmt.Println(names.Who) }
`).
		add(20, `title="main.go" program="fancy"`, `
package main

import "fmt"

func main() { fmt.Println("fancy") }
`).
		add(30, `title="names/names.go" program="plain fancy"`, `
package names

const Who = "both"
`).
		add(40, `wrap="decls" program="fancy"`, `
func fancy() string { return "*" + fmt.Sprint(1) + "*" }
`)
	out, reports, problems := layOut(t, append(shop.blocks, tabs.blocks...))
	if len(problems) > 0 {
		t.Fatalf("problems:\n%s", strings.Join(problems, "\n"))
	}

	var got []string
	for _, r := range reports {
		got = append(got, fmt.Sprintf("%s %d compiled, %d wrapped, %d mistakes, %d exempted", r.page, r.compiled, r.wrapped, r.mistakes, r.exempted))
	}
	want := []string{"guide/shop 2 compiled, 6 wrapped, 2 mistakes, 1 exempted", "guide/tabs 3 compiled, 1 wrapped, 0 mistakes, 0 exempted"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("reports:\n got %q\nwant %q", got, want)
	}

	// programs.json: the programs as shown, where the run checks find them.
	var index []struct{ Page, Program, Dir, Package string }
	data, err := os.ReadFile(filepath.Join(out, "programs.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &index); err != nil {
		t.Fatal(err)
	}
	got = nil
	for _, e := range index {
		rel, _ := filepath.Rel(out, e.Dir)
		got = append(got, fmt.Sprintf("%s %s %s %s", e.Page, e.Program, rel, e.Package))
	}
	want = []string{
		"guide/shop main en/set1 ./shop",
		"guide/tabs plain en/set1 ./guide-tabs-plain",
		"guide/tabs fancy en/set1 ./guide-tabs-fancy",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("programs.json:\n got %q\nwant %q", got, want)
	}

	// Files as laid out: positions point at the Markdown, the replaced declaration is gone.
	for name, wants := range map[string][]string{
		"en/set1/shop/main.go":                               {"//line docs/guide/shop.md:11\npackage main"},
		"en/set2/shop/fragment_l70.go":                       {"//line docs/guide/shop.md:71\n", "; _ = unused; return nil\n"},
		"en/set2/shop/fragment_l80.go":                       {`panic("the reader's code goes on")`},
		"en/set2/shop/fragment_l90.go":                       {`"example.org/lib/other/rest"`},
		"en/set2/shop/fragment_l40.go":                       {`import _ "example.org/lib/greet"`, `import _ "example.org/lib/rest"`},
		"en/set3/shop/greeting/fragment_l50.go":              {`greet.Hello("variant")`},
		"en/set2/shop/greeting/greeting.go":                  {"// Package greeting"},
		"en/mistakes/guide-shop-l110/shop/main.go":           {"x := 1"},
		"en/set1/guide-tabs-fancy-fragments/names/names.go":  {"const Who"},
		"en/set1/guide-tabs-fancy-fragments/fragment_l40.go": {"func fancy()", `"fmt"`},
	} {
		data, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			t.Error(err)
			continue
		}
		for _, w := range wants {
			if !strings.Contains(string(data), w) {
				t.Errorf("%s lacks %q:\n%s", name, w, data)
			}
		}
	}
	if data, err := os.ReadFile(filepath.Join(out, "en/set3/shop/greeting/greeting.go")); err == nil && strings.Contains(string(data), "func Message") {
		t.Errorf("the variant keeps the Message the fragment replaces:\n%s", data)
	}
}

// Each fence form misused gives the problem the command reports, naming the Markdown line.
func TestFenceMistakes(t *testing.T) {
	const mainFile = "package main\n\nfunc main() {}\n"
	cases := []struct {
		name   string
		blocks *page
		want   string
	}{
		{"a whole file without title=", (&page{name: "p"}).add(5, ``, mainFile),
			`docs/p.md:5: a whole Go file needs title="path/name.go"`},
		{"title= with a path that is no Go file", (&page{name: "p"}).add(5, `title="main"`, mainFile),
			`docs/p.md:5: a whole Go file needs title="path/name.go"`},
		{"title= twice in one program", (&page{name: "p"}).add(5, `title="main.go"`, mainFile).add(9, `title="main.go"`, mainFile),
			`docs/p.md:9: program "main" already has main.go (from line 5): give one of them program="…"`},
		{"title= files importing two modules under example.com", (&page{name: "p"}).add(5, `title="main.go"`, `
package main

import (
	_ "example.com/a/x"
	_ "example.com/b/y"
)

func main() {}
`), `docs/p.md:5: program "main" imports more than one module under example.com/`},
		{"program= on a fragment naming no program of the page", (&page{name: "p"}).add(5, `title="main.go" program="plain"`, mainFile).add(9, `wrap="decls" program="fancy"`, "func f() {}\n"),
			`docs/p.md:9: program "fancy" has no whole file on this page`},
		{"program= file that does not compile", (&page{name: "p"}).add(5, `title="main.go" program="plain"`, "package main\n\nfunc main() { undefinedName() }\n").add(9, `title="main.go" program="fancy"`, mainFile),
			"docs/p.md:8: undefined: undefinedName"},
		{"a program without func main (the build compiles and links nothing, so this is checked apart)", (&page{name: "p"}).add(5, `title="main.go"`, "package main\n\nfunc helper() {}\n"),
			"function main is undeclared in the main package"},
		{"a fragment without wrap=, mistake= or exempt=", (&page{name: "p"}).add(5, ``, "x := 1\n"),
			`docs/p.md:5: a Go fragment must say how it compiles`},
		{"exempt= without a reason", (&page{name: "p"}).add(5, `exempt=""`, "x := 1\n"),
			`docs/p.md:5: a Go fragment must say how it compiles`},
		{"wrap= of an unknown kind", (&page{name: "p"}).add(5, `wrap="stmts"`, "x := 1\n"),
			`docs/p.md:5: unknown wrap="stmts" (imports, decls or func(…))`},
		{`wrap="imports" naming a package no module provides`, (&page{name: "p"}).add(5, `wrap="imports"`, "import \"example.org/lib/nothing\"\n"),
			`no required module provides package example.org/lib/nothing`},
		{`wrap="decls" on declarations that do not compile`, (&page{name: "p"}).add(5, `wrap="decls"`, "func f() int { return \"one\" }\n"),
			`docs/p.md:6: cannot use "one" (untyped string constant) as int value in return statement`},
		{`wrap="func(…)" on a body that does not compile`, (&page{name: "p"}).add(5, `wrap="func(ctx context.Context) error"`, "return 1\n"),
			`docs/p.md:6: cannot use 1 (constant of type int) as error value in return statement`},
		{`imports= left out where the import tool takes another package`, (&page{name: "p"}).add(5, `wrap="func()"`, "_ = rest.New(\"http://127.0.0.1\")\n"),
			`docs/p.md:6: too many arguments in call to rest.New`},
		{`imports= naming a package without the fragment's names`, (&page{name: "p"}).add(5, `wrap="func()" imports="example.org/lib/greet"`, "greet.Goodbye()\n"),
			`docs/p.md:6: undefined: greet.Goodbye`},
		{"mistake= with another error than the page names", (&page{name: "p"}).add(5, `wrap="func()" mistake="undefined: greeting"`, "greet.Goodbye()\n"),
			`docs/p.md:5: fails, but not with "undefined: greeting":`},
		{"mistake= on a block that builds", (&page{name: "p"}).add(5, `wrap="func()" mistake="undefined: greeting"`, "greet.Hello(\"x\")\n"),
			`docs/p.md:5: marked as a mistake ("undefined: greeting") but it builds and vets`},
		{"mistake= on a fragment without wrap=", (&page{name: "p"}).add(5, `mistake="undefined: greeting"`, "greeting()\n"),
			`docs/p.md:5: a fragment marked mistake= still needs wrap="…" to say how it compiles`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, _, problems := layOut(t, c.blocks.blocks)
			all := strings.Join(problems, "\n")
			if !strings.Contains(all, c.want) {
				t.Errorf("want a problem with %q, got:\n%s", c.want, all)
			}
		})
	}
}
