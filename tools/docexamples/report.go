// The report: per page and language, how many blocks were compiled as files, wrapped as
// fragments, expected to fail and left out; and, for go mod tidy, the packages outside the
// standard library the blocks import.

package main

import (
	"fmt"
	"go/parser"
	"go/token"
	"sort"
	"strings"
)

type pageReport struct {
	locale, page                          string
	compiled, wrapped, mistakes, exempted int
}

func printReport(reports []*pageReport) {
	fmt.Printf("%-8s %-40s %8s %8s %8s %8s\n", "locale", "page", "compiled", "wrapped", "mistakes", "exempted")
	var total pageReport
	for _, r := range reports {
		fmt.Printf("%-8s %-40s %8d %8d %8d %8d\n", r.locale, r.page, r.compiled, r.wrapped, r.mistakes, r.exempted)
		total.compiled += r.compiled
		total.wrapped += r.wrapped
		total.mistakes += r.mistakes
		total.exempted += r.exempted
	}
	fmt.Printf("%-8s %-40s %8d %8d %8d %8d\n", "", "all pages", total.compiled, total.wrapped, total.mistakes, total.exempted)
}

// printImports lists the modules' packages the blocks import: examples/imports.go imports
// them all, so that `go mod tidy` keeps what the pages need.
func printImports(units []*unit) {
	seen := map[string]bool{}
	for _, u := range units {
		for _, f := range u.files {
			parsed, err := parser.ParseFile(token.NewFileSet(), "", f.code, parser.ImportsOnly)
			if err != nil {
				continue
			}
			for _, spec := range parsed.Imports {
				p := strings.Trim(spec.Path.Value, `"`)
				if strings.Contains(strings.Split(p, "/")[0], ".") && !strings.HasPrefix(p, "example.com/") {
					seen[p] = true
				}
			}
		}
	}
	var paths []string
	for p := range seen {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		fmt.Println(p)
	}
}
