package main

import (
	"fmt"
	"strings"
	"testing"
)

// The links of a page's blocks come from the type checker: testdata/lib's identifiers link
// to their anchors at the version the build uses, the page's own names and the standard
// library's stay plain, and a fragment's columns are those of the block as shown.
func TestCodeLinks(t *testing.T) {
	p := (&page{name: "guide/links"}).
		add(10, `title="main.go"`, shopMain).
		add(30, `title="greeting/greeting.go"`, `
package greeting

type Message2 struct{ greet.Greeter }

func Message() string { return greet.Hello("你好") }
`).
		add(40, `wrap="func(name string) error"`, `
g := &greet.Greeter{Name: name}
fmt.Println(g.Greet(), "问候", greet.Hello(g.Name))
_ = greet.Reply{}.Err()
_ = greet.CounterOpts{Name: name, Help: "x"}
`).
		add(50, `wrap="func()" mistake="undefined: greet.Goodbye"`, `
greet.Goodbye(greet.Hello("x"))
`).
		add(60, `exempt="needs a value the page leaves out"`, `
fmt.Println(greet.Hello(who))
`)
	p.blocks[1].Code = strings.Replace(p.blocks[1].Code, "package greeting\n", "package greeting\n\nimport \"example.org/lib/greet\"\n", 1)
	_, _, problems := layOut(t, p.blocks)
	if len(problems) > 0 {
		t.Fatalf("problems:\n%s", strings.Join(problems, "\n"))
	}
	units, _, _ := assemble(p.blocks)
	out := t.TempDir()
	batches := writeBatches(units, goMod, goSum, out)
	c := newLinkCollector(buildModules())
	for _, b := range batches {
		if err := c.collect(b, b.units[0].alone() != nil); err != nil {
			t.Fatal(err)
		}
	}
	const lib = "https://pkg.go.dev/example.org/lib/greet@v0.0.0#"
	want := map[int][]string{
		10: {`10:52:5 ` + lib + `Hello "func Hello(name string) string"`},
		30: {
			`5:28:7 ` + lib + `Greeter "type Greeter struct{…}"`,
			`7:37:5 ` + lib + `Hello "func Hello(name string) string"`,
		},
		40: {
			`1:12:7 ` + lib + `Greeter "type Greeter struct{…}"`,
			`1:20:4 ` + lib + `Greeter.Name "Greeter.Name string"`,
			`2:14:5 ` + lib + `Greeter.Greet "func (g *Greeter) Greet() string"`,
			`2:35:5 ` + lib + `Hello "func Hello(name string) string"`,
			`2:43:4 ` + lib + `Greeter.Name "Greeter.Name string"`,
			`3:10:5 ` + lib + `Reply "type Reply struct{…}"`,
			`3:18:3 ` + lib + `Reply.Err "func (Reply) Err() error"`,
			`4:10:11 ` + lib + `CounterOpts "type CounterOpts struct{…}"`,
			`4:22:4 ` + lib + `Opts.Name "Opts.Name string"`,
			`4:34:4 ` + lib + `Opts.Help "Opts.Help string"`,
		},
		// A mistake links what resolves: greet.Goodbye does not exist.
		50: {`1:20:5 ` + lib + `Hello "func Hello(name string) string"`},
		// So does an exempt block: who is not declared anywhere.
		60: {`1:18:5 ` + lib + `Hello "func Hello(name string) string"`},
	}
	// An exempt fragment is laid out as a copy that says how it wraps: its links are the code's.
	linksOf := func(b *Block) map[[2]int]link {
		for shown, links := range c.byBlock {
			if shown.Code == b.Code && shown.Line == b.Line {
				return links
			}
		}
		return nil
	}
	for _, b := range p.blocks {
		var got []string
		for _, l := range sortedLinks(linksOf(b)) {
			got = append(got, fmt.Sprintf("%d:%d:%d %s %q", l.line, l.column, l.length, l.url, l.signature))
		}
		if strings.Join(got, "\n") != strings.Join(want[b.Line], "\n") {
			t.Errorf("block at line %d:\n got %q\nwant %q", b.Line, got, want[b.Line])
		}
	}
	if got := fmt.Sprint(c.plain["en"]); got != fmt.Sprintf("map[%s:1 %s:3]", plainOwn, plainStd) {
		t.Errorf("plain uses: %s", got)
	}
	text, problems := c.linksFile()
	if len(problems) > 0 || !strings.Contains(text, `"`+codeKey(p.blocks[2].Code)+`": [[1,12,7,`) {
		t.Errorf("links file (problems %q):\n%s", problems, text)
	}
}

// A link's anchor is checked against the package's documentation (go/doc's reading of the
// module's source) and its version against the build's: testdata/lib stands in for a module.
func TestUnknownAnchors(t *testing.T) {
	modules := map[string][2]string{"example.org/lib": {"v0.0.0", libDir}}
	page := "https://pkg.go.dev/example.org/lib/greet@v0.0.0#"
	documented := []string{"Hello", "Greeter", "Greeter.Name", "Greeter.Greet", "Reply.Err", "Opts.Name", "CounterOpts"}
	for _, anchor := range documented {
		if problems := unknownAnchors([]string{page + anchor}, modules); len(problems) > 0 {
			t.Errorf("%s: %q", anchor, problems)
		}
	}
	// Fields of a type defined from another are documented on that one; base's method on Reply.
	wrong := []string{page + "UntypedOpts.Name", page + "CounterOpts.Help", page + "base.Err", page + "Reply.base", page + "Goodbye", "https://pkg.go.dev/example.org/lib/greet@v1.0.0#Hello"}
	if problems := unknownAnchors(wrong, modules); len(problems) != len(wrong) {
		t.Errorf("wrong anchors found: %q", problems)
	}
}
