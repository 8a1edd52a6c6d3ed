// Command docexamples turns the Go blocks of the site's pages into Go packages and compiles
// and vets them against the real mcube module.
//
// It reads a manifest of Go blocks (written by scripts/examples.ts from the Markdown), lays
// the blocks out as packages under -out, compiles them as `go build ./...` would without
// linking (`go list -export ./...`, and a check for func main) and runs `go vet ./...`,
// checks that every block marked as a mistake fails with the error its page names, and
// prints what it did per page. How a block is treated is said in its fence:
//
//	```go title="apps/user/api.go"     a whole file of the page's program
//	```go program="gin" title="main.go" a whole file of the page's program named gin
//	```go program="gin restful" title="x/x.go"  a file both programs share
//	```go wrap="imports"               import lines: compiled as blank imports
//	```go wrap="decls"                 top-level declarations, added to the program
//	                                   (a declaration the program already has is replaced)
//	```go wrap="func(ctx context.Context) error"  statements: the body of that function
//	```go mistake="text of the error"  must fail to build (or vet) with that text
//	```go exempt="why"                 not compiled, for the reason given
//
// `in="dir"` puts a fragment into that package of the program; `imports="path …"` names the
// packages a fragment's names come from where the page's own imports do not say. A fragment on a page
// without a program is compiled in a package of its own.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
)

var (
	manifestPath = flag.String("manifest", "", "JSON list of the Go blocks")
	outDir       = flag.String("out", "", "folder to write the packages to (emptied first)")
	templateDir  = flag.String("template", "", "folder whose go.mod and go.sum every package set uses")
	skipBuild    = flag.Bool("assemble-only", false, "write the packages, do not build them")
	linksPath    = flag.String("links", "", "after the build, write the code links of every block to this file")
	listImports  = flag.Bool("list-imports", false, "print the packages outside the standard library and example.com that the blocks import, and stop")
)

func main() {
	flag.Parse()
	var blocks []*Block
	data, err := os.ReadFile(*manifestPath)
	must(err)
	must(json.Unmarshal(data, &blocks))
	// Imports missing from a fragment are looked up in the template's module, which
	// requires mcube and the modules the pages use.
	must(os.Chdir(*templateDir))

	units, reports, problems := assemble(blocks)
	if *listImports {
		// Bootstrapping go.mod: the pages that assemble are enough to list most imports.
		for _, p := range problems {
			fmt.Fprintln(os.Stderr, "skipped:", p)
		}
		problems = nil
	}
	if len(problems) > 0 {
		fail(problems)
	}

	if *listImports {
		printImports(units)
		return
	}
	goMod, err := os.ReadFile("go.mod")
	must(err)
	goSum, err := os.ReadFile("go.sum")
	must(err)
	must(os.RemoveAll(*outDir))
	batches := writeBatches(units, goMod, goSum, *outDir)
	writeIndex(batches, *outDir)
	printReport(reports)
	if *skipBuild {
		return
	}
	if problems := checkAll(batches); len(problems) > 0 {
		fail(problems)
	}
	fmt.Printf("compiling and go vet passed on %d package sets; every mistake failed as its page says\n", len(batches))
	if *linksPath != "" {
		writeLinks(batches, *linksPath)
	}
}

func must(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "docexamples:", err)
		os.Exit(2)
	}
}

func fail(problems []string) {
	for _, p := range problems {
		fmt.Fprintln(os.Stderr, p)
	}
	fmt.Fprintf(os.Stderr, "\n%d problem(s) with the Go blocks of the pages\n", len(problems))
	os.Exit(1)
}

// assemble lays out the blocks of every page, in the order of the manifest, as units.
func assemble(blocks []*Block) ([]*unit, []*pageReport, []string) {
	pages := map[string][]*Block{}
	var order []string
	for _, b := range blocks {
		key := b.Locale + " " + b.Page
		if _, ok := pages[key]; !ok {
			order = append(order, key)
		}
		pages[key] = append(pages[key], b)
	}

	var units []*unit
	var reports []*pageReport
	var problems []string
	for _, key := range order {
		u, r, errs := assemblePage(pages[key])
		units = append(units, u...)
		reports = append(reports, r)
		problems = append(problems, errs...)
	}
	return units, reports, problems
}
