// The anchors pkg.go.dev gives a package's declarations, read from the module's source as
// go/doc reads it (pkg.go.dev renders go/doc's output), so a link's anchor is checked
// against the documentation it points to rather than against the link writer's own logic.

package main

import (
	"fmt"
	"go/ast"
	"go/build"
	"go/doc"
	"go/parser"
	"go/token"
	"os/exec"
	"path/filepath"
	"strings"
)

// docAnchors are the ids of a package's page: Name for a const, var, func or type,
// Type.Method for a method (interfaces' too), Type.Field for a struct's field.
func docAnchors(dir, importPath string) (map[string]bool, error) {
	ctx := build.Default
	ctx.GOOS, ctx.GOARCH, ctx.CgoEnabled = "linux", "amd64", true
	info, err := ctx.ImportDir(dir, 0)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, name := range append(info.GoFiles, info.CgoFiles...) {
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.ParseComments)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	pkg, err := doc.NewFromFiles(fset, files, importPath)
	if err != nil {
		return nil, err
	}
	anchors := map[string]bool{}
	values := func(list []*doc.Value) {
		for _, v := range list {
			for _, name := range v.Names {
				anchors[name] = true
			}
		}
	}
	funcs := func(list []*doc.Func) {
		for _, f := range list {
			anchors[f.Name] = true
		}
	}
	values(pkg.Consts)
	values(pkg.Vars)
	funcs(pkg.Funcs)
	for _, t := range pkg.Types {
		anchors[t.Name] = true
		values(t.Consts)
		values(t.Vars)
		funcs(t.Funcs)
		for _, m := range t.Methods {
			anchors[t.Name+"."+m.Name] = true
		}
		for _, spec := range t.Decl.Specs {
			ts, ok := spec.(*ast.TypeSpec)
			if !ok || ts.Name.Name != t.Name {
				continue
			}
			var members []*ast.Field
			switch underlying := ts.Type.(type) {
			case *ast.StructType:
				members = underlying.Fields.List
			case *ast.InterfaceType:
				members = underlying.Methods.List
			}
			for _, member := range members {
				for _, name := range member.Names {
					anchors[t.Name+"."+name.Name] = true
				}
				if len(member.Names) == 0 { // an embedded field is named by its type
					anchors[t.Name+"."+embeddedName(member.Type)] = true
				}
			}
		}
	}
	return anchors, nil
}

// embeddedName is the field name of an embedded type: T, *T, pkg.T, T[P].
func embeddedName(e ast.Expr) string {
	switch t := e.(type) {
	case *ast.StarExpr:
		return embeddedName(t.X)
	case *ast.SelectorExpr:
		return t.Sel.Name
	case *ast.IndexExpr:
		return embeddedName(t.X)
	case *ast.IndexListExpr:
		return embeddedName(t.X)
	case *ast.Ident:
		return t.Name
	}
	return ""
}

// moduleDirs maps each module of the build list to its version and folder in the module cache.
func moduleDirs() map[string][2]string {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Path}} {{.Version}} {{.Dir}}", "all").Output()
	must(err)
	modules := map[string][2]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if fields := strings.Fields(line); len(fields) == 3 {
			modules[fields[0]] = [2]string{fields[1], fields[2]}
		}
	}
	return modules
}

// unknownAnchors lists the link targets whose version is not the build's or whose anchor the
// package's pkg.go.dev page does not have.
func unknownAnchors(urls []string, modules map[string][2]string) []string {
	var problems []string
	pages := map[string]map[string]bool{}
	for _, url := range urls {
		rest, ok := strings.CutPrefix(url, "https://pkg.go.dev/")
		pkgVersion, anchor, hasAnchor := strings.Cut(rest, "#")
		pkgPath, version, hasVersion := strings.Cut(pkgVersion, "@")
		if !ok || !hasAnchor || !hasVersion {
			problems = append(problems, url+": not a pkg.go.dev address with a version and an anchor")
			continue
		}
		module := ""
		for m := range modules {
			if (pkgPath == m || strings.HasPrefix(pkgPath, m+"/")) && len(m) > len(module) {
				module = m
			}
		}
		if module == "" || modules[module][0] != version {
			problems = append(problems, fmt.Sprintf("%s: the build has %s at %q", url, module, modules[module][0]))
			continue
		}
		anchors, seen := pages[pkgPath]
		if !seen {
			var err error
			anchors, err = docAnchors(filepath.Join(modules[module][1], strings.TrimPrefix(pkgPath, module)), pkgPath)
			if err != nil {
				problems = append(problems, fmt.Sprintf("%s: %v", url, err))
			}
			pages[pkgPath] = anchors
		}
		if anchors != nil && !anchors[anchor] {
			problems = append(problems, url+": the package's documentation has no such anchor")
		}
	}
	return problems
}
