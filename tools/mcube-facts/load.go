package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// loader parses mcube's packages on demand, by import path, with go/parser only: the facts
// sit in literals, tags and simple functions, so no type checker (and no dependencies) is needed.
type loader struct {
	root     string // the module's directory
	module   string // its import path
	fset     *token.FileSet
	packages map[string]*pkg
}

type pkg struct {
	path   string
	name   string
	files  []*file
	consts map[string]decl
	vars   map[string]decl
	types  map[string]decl
	funcs  map[string]*funcDecl
	// methods by receiver type name, then method name
	methods map[string]map[string]*funcDecl
	inits   []*funcDecl
}

type file struct {
	pkg     *pkg
	imports map[string]string // name in this file -> import path
}

// decl is a package-level name with the expression that defines it and the file it is in.
type decl struct {
	file  *file
	value ast.Expr // const or var value; nil for a var without one
	typ   ast.Expr // declared type, if any
	spec  *ast.TypeSpec
}

type funcDecl struct {
	file *file
	decl *ast.FuncDecl
}

func newLoader(root, module string) *loader {
	return &loader{root: root, module: module, fset: token.NewFileSet(), packages: map[string]*pkg{}}
}

func (l *loader) isMcube(importPath string) bool {
	return importPath == l.module || strings.HasPrefix(importPath, l.module+"/")
}

// load parses the non-test Go files of one package of the module (nil if it has none).
func (l *loader) load(importPath string) *pkg {
	if p, ok := l.packages[importPath]; ok {
		return p
	}
	l.packages[importPath] = nil
	if !l.isMcube(importPath) {
		return nil
	}
	dir := filepath.Join(l.root, strings.TrimPrefix(strings.TrimPrefix(importPath, l.module), "/"))
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	p := &pkg{path: importPath, consts: map[string]decl{}, vars: map[string]decl{}, types: map[string]decl{},
		funcs: map[string]*funcDecl{}, methods: map[string]map[string]*funcDecl{}}
	for _, entry := range entries {
		name := entry.Name()
		if entry.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		parsed, err := parser.ParseFile(l.fset, filepath.Join(dir, name), nil, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil || hasIgnoreTag(parsed) {
			continue
		}
		p.name = parsed.Name.Name
		f := &file{pkg: p, imports: map[string]string{}}
		p.files = append(p.files, f)
		for _, spec := range parsed.Imports {
			importPath, _ := strconv.Unquote(spec.Path.Value)
			if spec.Name != nil {
				f.imports[spec.Name.Name] = importPath
			} else {
				f.imports[l.packageName(importPath)] = importPath
			}
		}
		l.collect(p, f, parsed)
	}
	if len(p.files) == 0 {
		return nil
	}
	l.packages[importPath] = p
	return p
}

func hasIgnoreTag(f *ast.File) bool {
	for _, group := range f.Comments {
		if group.Pos() > f.Package {
			break
		}
		for _, c := range group.List {
			if strings.HasPrefix(c.Text, "//go:build ignore") || strings.HasPrefix(c.Text, "// +build ignore") {
				return true
			}
		}
	}
	return false
}

// packageName is the name an import gets without an alias: mcube's own packages are read
// (ioc/apps/metric/gin is package metric); others follow the usual conventions.
func (l *loader) packageName(importPath string) string {
	if l.isMcube(importPath) {
		if p := l.load(importPath); p != nil {
			return p.name
		}
	}
	name := path.Base(importPath)
	if len(name) > 1 && name[0] == 'v' && strings.Trim(name[1:], "0123456789") == "" {
		name = path.Base(path.Dir(importPath))
	}
	name = strings.TrimPrefix(strings.TrimSuffix(strings.TrimSuffix(name, ".go"), "-go"), "go-")
	return strings.ReplaceAll(name, "-", "_")
}

func (l *loader) collect(p *pkg, f *file, parsed *ast.File) {
	for _, d := range parsed.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			fd := &funcDecl{file: f, decl: d}
			if d.Recv == nil {
				if d.Name.Name == "init" {
					p.inits = append(p.inits, fd)
				} else {
					p.funcs[d.Name.Name] = fd
				}
				continue
			}
			recv := receiverType(d.Recv.List[0].Type)
			if p.methods[recv] == nil {
				p.methods[recv] = map[string]*funcDecl{}
			}
			p.methods[recv][d.Name.Name] = fd
		case *ast.GenDecl:
			var lastValues []ast.Expr
			var lastType ast.Expr
			for _, spec := range d.Specs {
				switch spec := spec.(type) {
				case *ast.TypeSpec:
					p.types[spec.Name.Name] = decl{file: f, typ: spec.Type, spec: spec}
				case *ast.ValueSpec:
					values, typ := spec.Values, spec.Type
					if d.Tok == token.CONST && len(values) == 0 {
						values, typ = lastValues, lastType // implicit repetition (without iota support)
					}
					lastValues, lastType = values, typ
					for i, name := range spec.Names {
						entry := decl{file: f, typ: typ}
						if i < len(values) {
							entry.value = values[i]
						}
						if d.Tok == token.CONST {
							p.consts[name.Name] = entry
						} else {
							p.vars[name.Name] = entry
						}
					}
				}
			}
		}
	}
}

func receiverType(expr ast.Expr) string {
	switch t := expr.(type) {
	case *ast.StarExpr:
		return receiverType(t.X)
	case *ast.IndexExpr:
		return receiverType(t.X)
	case *ast.Ident:
		return t.Name
	}
	return ""
}

// exported lists a package's exported package-level names, sorted.
func (p *pkg) exported() []string {
	seen := map[string]bool{}
	for _, table := range []map[string]decl{p.consts, p.vars, p.types} {
		for name := range table {
			seen[name] = true
		}
	}
	for name := range p.funcs {
		seen[name] = true
	}
	names := []string{}
	for name := range seen {
		if ast.IsExported(name) {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return names
}

// packagesUnder lists the import paths of the packages in a folder of the module, skipping
// testdata and, unless all is set, test-only folders (test) and examples.
func (l *loader) packagesUnder(rel string, all bool) []string {
	var paths []string
	_ = filepath.WalkDir(filepath.Join(l.root, rel), func(p string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return nil
		}
		name := d.Name()
		if p != filepath.Join(l.root, rel) && (name == "testdata" || (!all && (name == "test" || name == "examples")) || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
			return filepath.SkipDir
		}
		relDir, _ := filepath.Rel(l.root, p)
		importPath := l.module
		if relDir != "." {
			importPath += "/" + filepath.ToSlash(relDir)
		}
		if l.load(importPath) != nil {
			paths = append(paths, importPath)
		}
		return nil
	})
	sort.Strings(paths)
	return paths
}

func (l *loader) exprString(expr ast.Expr) string {
	var b strings.Builder
	printExpr(&b, l.fset, expr)
	return b.String()
}
