// Wrapping fragments: a wrap="imports", wrap="decls" or wrap="func(…)" block becomes a Go
// file, with the page's imports, a //line directive pointing at the Markdown, its unused
// locals used and a missing return supplied.

package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/imports"
)

// fragmentFile wraps a fragment by the rule of its fence and returns the Go file and the
// top-level names it declares.
func fragmentFile(b *Block, pkg string, seeds []string) (string, []string, error) {
	wrap := b.Attrs["wrap"]
	if wrap == "imports" {
		parsed, err := parser.ParseFile(token.NewFileSet(), "", "package p\n"+b.Code, parser.ImportsOnly)
		if err != nil {
			return "", nil, fmt.Errorf("%s: %v", b.where(), err)
		}
		var out strings.Builder
		fmt.Fprintf(&out, "package %s\n\n", pkg)
		for _, spec := range parsed.Imports {
			fmt.Fprintf(&out, "import _ %s\n", spec.Path.Value)
		}
		return out.String(), nil, nil
	}

	const marker = "// docexamples:fragment"
	var src strings.Builder
	fmt.Fprintf(&src, "package %s\n\nimport (\n", pkg)
	// imports="path …" names packages the prose implies (mcube's rest, not Kubernetes'):
	// they come before every other candidate, whatever else the module cache holds.
	var named []string
	for _, p := range strings.Fields(b.Attrs["imports"]) {
		named = append(named, strconv.Quote(p))
	}
	for _, spec := range usableSeeds(b, append(named, seeds...)) {
		src.WriteString("\t" + spec + "\n")
	}
	src.WriteString(")\n\n")
	switch {
	case wrap == "decls":
		src.WriteString(marker + "\n" + b.Code)
	case strings.HasPrefix(wrap, "func("):
		fmt.Fprintf(&src, "func _%s {\n%s\n%s}\n", strings.TrimPrefix(wrap, "func"), marker, b.Code)
	default:
		return "", nil, fmt.Errorf(`%s: unknown wrap=%q (imports, decls or func(…))`, b.where(), wrap)
	}
	processed, err := imports.Process("fragment.go", []byte(src.String()), &imports.Options{Comments: true, TabIndent: true, TabWidth: 8})
	if err != nil {
		return "", nil, fmt.Errorf("%s: %v", b.where(), err)
	}
	code := string(processed)
	if strings.HasPrefix(wrap, "func(") {
		code, err = keepLocalsUsed(code, missingReturn(wrap))
		if err != nil {
			return "", nil, fmt.Errorf("%s: %v", b.where(), err)
		}
	}
	// gofmt indents the marker inside a function; a //line directive counts only at the
	// start of a line.
	code = regexp.MustCompile(`(?m)^[ \t]*`+regexp.QuoteMeta(marker)+`\n`).ReplaceAllLiteralString(code, b.lineDirective())
	return code, declaredNames(code), nil
}

// missingReturn is what ends a wrapped body that does not end with a return: `return nil`
// for a function returning only an error; for other results the page shows part of the
// body (the reader's code goes on), so a panic stands for the rest.
func missingReturn(wrap string) string {
	expr, err := parser.ParseExpr(wrap)
	fn, ok := expr.(*ast.FuncType)
	if err != nil || !ok || fn.Results == nil {
		return ""
	}
	if strings.HasSuffix(strings.TrimSpace(wrap), " error") {
		return "return nil"
	}
	return `panic("the reader's code goes on")`
}

// keepLocalsUsed lets a fragment declare variables it does not use (the page shows the
// start of a task, the reader's code goes on): each variable the body declares at its top
// level is used right after its statement, on the same line. A body that must return and
// does not end with a return gets the tail missingReturn gives.
func keepLocalsUsed(code string, tail string) (string, error) {
	fset := token.NewFileSet()
	parsed, err := parser.ParseFile(fset, "", code, parser.ParseComments)
	if err != nil {
		return "", err
	}
	type insertion struct {
		offset int
		text   string
	}
	var inserts []insertion
	for _, decl := range parsed.Decls {
		fn, ok := decl.(*ast.FuncDecl)
		if !ok || fn.Name.Name != "_" || fn.Body == nil {
			continue
		}
		for _, stmt := range fn.Body.List {
			var names []string
			switch s := stmt.(type) {
			case *ast.AssignStmt:
				if s.Tok == token.DEFINE {
					for _, lhs := range s.Lhs {
						if id, ok := lhs.(*ast.Ident); ok && id.Name != "_" {
							names = append(names, id.Name)
						}
					}
				}
			case *ast.DeclStmt:
				if gen, ok := s.Decl.(*ast.GenDecl); ok && gen.Tok == token.VAR {
					for _, spec := range gen.Specs {
						for _, id := range spec.(*ast.ValueSpec).Names {
							if id.Name != "_" {
								names = append(names, id.Name)
							}
						}
					}
				}
			}
			if len(names) > 0 {
				blanks := strings.TrimSuffix(strings.Repeat("_, ", len(names)), ", ")
				inserts = append(inserts, insertion{fset.Position(stmt.End()).Offset, fmt.Sprintf("; %s = %s", blanks, strings.Join(names, ", "))})
			}
		}
		if tail != "" {
			list := fn.Body.List
			if len(list) == 0 {
				inserts = append(inserts, insertion{fset.Position(fn.Body.Rbrace).Offset, tail + "\n"})
			} else if _, ok := list[len(list)-1].(*ast.ReturnStmt); !ok {
				// First in the list, so that it lands after a use of the last statement's
				// variables inserted at the same place.
				inserts = append([]insertion{{fset.Position(list[len(list)-1].End()).Offset, "; " + tail}}, inserts...)
			}
		}
	}
	sort.SliceStable(inserts, func(i, j int) bool { return inserts[i].offset > inserts[j].offset })
	for _, ins := range inserts {
		code = code[:ins.offset] + ins.text + code[ins.offset:]
	}
	return code, nil
}
