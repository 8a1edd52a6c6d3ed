// Import resolution: the imports a page writes (its whole files and wrap="imports" blocks)
// are the first candidates for the package names a fragment uses; imports="…" in a fence
// comes before them.

package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"regexp"
	"strings"
)

// pageImports are the imports the page's whole files and import fragments write: a
// fragment uses names as the page imports them (mcube's log, not the standard one).
func pageImports(blocks []*Block) []string {
	seen := map[string]bool{}
	var specs []string
	for _, b := range blocks {
		code := b.Code
		if !isWholeFile(code) {
			if b.Attrs["wrap"] != "imports" {
				continue
			}
			code = "package p\n" + code
		}
		parsed, err := parser.ParseFile(token.NewFileSet(), "", code, parser.ImportsOnly)
		if err != nil {
			continue
		}
		for _, spec := range parsed.Imports {
			text := spec.Path.Value
			// A package of the page's project imported for its side effects (main's
			// `_ "example.com/shop/apps/user/impl"`) is still one a fragment may name.
			ownBlank := spec.Name != nil && spec.Name.Name == "_" && strings.HasPrefix(text, `"example.com/`)
			if spec.Name != nil && !ownBlank {
				if spec.Name.Name == "_" || spec.Name.Name == "." {
					continue
				}
				text = spec.Name.Name + " " + text
			}
			if !seen[text] {
				seen[text] = true
				specs = append(specs, text)
			}
		}
	}
	return specs
}

// usableSeeds drops the seeds whose package name the fragment imports itself or an earlier
// seed already gives (a page importing Gin's and go-restful's response packages, or a
// fragment importing net/http's one).
func usableSeeds(b *Block, seeds []string) []string {
	taken := map[string]bool{}
	if parsed, err := parser.ParseFile(token.NewFileSet(), "", "package p\n"+b.Code, parser.ImportsOnly); err == nil {
		for _, spec := range parsed.Imports {
			taken[importName(spec.Path.Value, spec.Name)] = true
		}
	}
	var kept []string
	for _, spec := range seeds {
		var alias *ast.Ident
		quoted := spec
		if name, rest, ok := strings.Cut(spec, " "); ok {
			alias, quoted = ast.NewIdent(name), rest
		}
		name := importName(quoted, alias)
		if !taken[name] {
			taken[name] = true
			kept = append(kept, spec)
		}
	}
	return kept
}

// importName is the name an import gives in a file: its alias, or (a good guess) the last
// element of its path that is not a major version.
func importName(quotedPath string, alias *ast.Ident) string {
	if alias != nil {
		return alias.Name
	}
	parts := strings.Split(strings.Trim(quotedPath, `"`), "/")
	name := parts[len(parts)-1]
	if len(parts) > 1 && regexp.MustCompile(`^v\d+$`).MatchString(name) {
		name = parts[len(parts)-2]
	}
	return strings.TrimPrefix(name, "go-")
}
