// Fragments in their program: a wrapped fragment goes into a copy of its page's program;
// a declaration the program already has is replaced by the fragment's (declaredNames,
// withoutDecls), and fragments that replace nothing share one copy.

package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path"
	"strings"

	"golang.org/x/tools/imports"
)

func wrapFragment(b *Block, programs map[string]*program, names []string, pageSlug string, seeds []string, shared map[string]*unit) (*unit, error) {
	p, err := targetProgram(b, programs, names)
	if err != nil {
		return nil, err
	}
	fragmentName := fmt.Sprintf("fragment_l%d.go", b.Line)
	if p == nil {
		// A package of its own, named after the block's line.
		pkg := fmt.Sprintf("l%d", b.Line)
		code, _, err := fragmentFile(b, pkg, seeds)
		if err != nil {
			return nil, err
		}
		return &unit{locale: b.Locale, page: b.Page, root: fmt.Sprintf("%s-fragments/%s", pageSlug, pkg), files: []file{{fragmentName, code, b}}}, nil
	}
	dir := b.Attrs["in"]
	if dir == "" {
		dir = "."
	}
	// The program's own imports come first: its names win over the other tabs' ones.
	var own []*Block
	for _, f := range p.files {
		own = append(own, f.block)
	}
	code, declared, err := fragmentFile(b, packageIn(p, dir), append(pageImports(own), seeds...))
	if err != nil {
		return nil, err
	}
	replaced := map[string]bool{}
	for _, name := range declared {
		replaced[name] = true
	}
	files := copyFiles(p.files)
	changed := false
	for i, f := range files {
		if path.Dir(f.path) != dir || isProto(f.block) {
			continue
		}
		kept, hit, err := withoutDecls(f.code, replaced)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", f.block.where(), err)
		}
		if hit {
			files[i].code = kept
			changed = true
		}
	}
	fragment := file{path.Join(dir, fragmentName), code, b}
	if !changed {
		u := shared[p.name]
		if u == nil {
			u = &unit{locale: b.Locale, page: b.Page, program: p.name, root: variantRoot(p, "fragments"), files: copyFiles(p.files)}
			shared[p.name] = u
			u.declare(dir, declared)
			return appendFile(u, fragment), nil
		}
		// The same object declared on two tabs (Gin and go-restful) cannot share a package.
		if !u.declaresAny(dir, declared) {
			u.declare(dir, declared)
			appendFile(u, fragment)
			return nil, nil
		}
	}
	u := &unit{locale: b.Locale, page: b.Page, program: p.name, root: variantRoot(p, fmt.Sprintf("l%d", b.Line)), files: files}
	return appendFile(u, fragment), nil
}

func copyFiles(files []file) []file { return append([]file(nil), files...) }

func appendFile(u *unit, f file) *unit {
	u.files = append(u.files, f)
	return u
}

// variantRoot is the folder of a changed copy of a program: beside it when the program's
// packages do not import each other, at the same place (in another package set) otherwise.
func variantRoot(p *program, suffix string) string {
	if p.internal {
		return p.root
	}
	return p.root + "-" + suffix
}

// declaredNames lists the top-level names a file declares; methods as Type.Method.
func declaredNames(code string) []string {
	parsed, err := parser.ParseFile(token.NewFileSet(), "", code, 0)
	if err != nil {
		return nil
	}
	var names []string
	for _, decl := range parsed.Decls {
		switch d := decl.(type) {
		case *ast.FuncDecl:
			if d.Name.Name == "_" || d.Name.Name == "init" {
				continue
			}
			names = append(names, funcKey(d))
		case *ast.GenDecl:
			for _, spec := range d.Specs {
				switch s := spec.(type) {
				case *ast.TypeSpec:
					names = append(names, s.Name.Name)
				case *ast.ValueSpec:
					for _, id := range s.Names {
						if id.Name != "_" {
							names = append(names, id.Name)
						}
					}
				}
			}
		}
	}
	return names
}

func funcKey(d *ast.FuncDecl) string {
	if d.Recv == nil || len(d.Recv.List) == 0 {
		return d.Name.Name
	}
	t := d.Recv.List[0].Type
	if star, ok := t.(*ast.StarExpr); ok {
		t = star.X
	}
	if index, ok := t.(*ast.IndexExpr); ok {
		t = index.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name + "." + d.Name.Name
	}
	return d.Name.Name
}

// withoutDecls blanks the declarations of the given names out of a file, keeping its line
// count so that errors still point at the right lines, and drops the imports that leaves
// unused.
func withoutDecls(code string, names map[string]bool) (string, bool, error) {
	fset := token.NewFileSet()
	parsed, err := parser.ParseFile(fset, "", code, parser.ParseComments)
	if err != nil {
		return "", false, err
	}
	type span struct{ start, end int }
	var spans []span
	for _, decl := range parsed.Decls {
		start := decl.Pos()
		var hit bool
		switch d := decl.(type) {
		case *ast.FuncDecl:
			hit = names[funcKey(d)]
			if d.Doc != nil {
				start = d.Doc.Pos()
			}
		case *ast.GenDecl:
			// Only a declaration whose every name is replaced goes: a group stays whole.
			all := len(d.Specs) > 0
			for _, spec := range d.Specs {
				switch s := spec.(type) {
				case *ast.TypeSpec:
					all = all && names[s.Name.Name]
				case *ast.ValueSpec:
					for _, id := range s.Names {
						all = all && names[id.Name]
					}
				default:
					all = false
				}
			}
			hit = all
			if d.Doc != nil {
				start = d.Doc.Pos()
			}
		}
		if hit {
			spans = append(spans, span{fset.Position(start).Offset, fset.Position(decl.End()).Offset})
		}
	}
	if len(spans) == 0 {
		return code, false, nil
	}
	for i := len(spans) - 1; i >= 0; i-- {
		s := spans[i]
		kept := strings.Repeat("\n", strings.Count(code[s.start:s.end], "\n"))
		code = code[:s.start] + kept + code[s.end:]
	}
	processed, err := imports.Process("file.go", []byte(code), &imports.Options{Comments: true, TabIndent: true, TabWidth: 8})
	if err != nil {
		return "", false, err
	}
	return string(processed), true, nil
}
