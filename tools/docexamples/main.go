// Command docexamples turns the Go blocks of the site's pages into Go packages and builds
// and vets them against the real mcube module.
//
// It reads a manifest of Go blocks (written by scripts/examples.ts from the Markdown), lays
// the blocks out as packages under -out, runs `go build ./...` and `go vet ./...` on them,
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
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/imports"
)

// Block is one fenced Go block of a page, as the manifest lists it.
type Block struct {
	Locale string            `json:"locale"`
	Page   string            `json:"page"`
	Source string            `json:"source"`
	Line   int               `json:"line"`
	Code   string            `json:"code"`
	Attrs  map[string]string `json:"attrs"`
}

func (b *Block) where() string { return fmt.Sprintf("%s:%d", b.Source, b.Line) }

// lineDirective makes the compiler report positions in the Markdown file: the line after
// the opening fence is the block's first line.
func (b *Block) lineDirective() string { return fmt.Sprintf("//line %s:%d\n", b.Source, b.Line+1) }

// file is one Go file of a unit, relative to the unit's root.
type file struct {
	path  string
	code  string
	block *Block
}

// unit is a set of packages under one root folder of the module example.com.
type unit struct {
	locale, page, program string
	root                  string
	files                 []file
	// pristine units are the pages' programs as shown, the ones the run checks start.
	pristine bool
	mistake  *Block
	// declared holds the dir/name of what the shared fragments declare.
	declared map[string]bool
}

func (u *unit) declare(dir string, names []string) {
	if u.declared == nil {
		u.declared = map[string]bool{}
	}
	for _, name := range names {
		u.declared[dir+"/"+name] = true
	}
}

func (u *unit) declaresAny(dir string, names []string) bool {
	for _, name := range names {
		if u.declared[dir+"/"+name] {
			return true
		}
	}
	return false
}

// program is the set of whole-file blocks of one page that share a program name.
type program struct {
	name  string
	root  string
	files []file
	// internal is true when its files import each other's packages (example.com/<root>/…),
	// so the root cannot be renamed.
	internal bool
}

type pageReport struct {
	locale, page                          string
	compiled, wrapped, mistakes, exempted int
}

var (
	manifestPath = flag.String("manifest", "", "JSON list of the Go blocks")
	outDir       = flag.String("out", "", "folder to write the packages to (emptied first)")
	templateDir  = flag.String("template", "", "folder whose go.mod and go.sum every package set uses")
	skipBuild    = flag.Bool("assemble-only", false, "write the packages, do not build them")
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
	batches := writeBatches(units, goMod, goSum)
	writeIndex(batches)
	printReport(reports)
	if *skipBuild {
		return
	}
	for _, batch := range batches {
		problems = append(problems, batch.check()...)
	}
	if len(problems) > 0 {
		fail(problems)
	}
	fmt.Printf("go build and go vet passed on %d package sets; every mistake failed as its page says\n", len(batches))
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

// slug names a page's folder: framework/api/http -> framework-api-http.
func slug(page string) string { return strings.ReplaceAll(page, "/", "-") }

var packageClause = regexp.MustCompile(`(?m)^package\s+(\w+)`)

// isWholeFile says whether a block is a Go file: its first line that is not a comment is
// the package clause.
func isWholeFile(code string) bool {
	for _, line := range strings.Split(code, "\n") {
		trimmed := strings.TrimSpace(line)
		if trimmed == "" || strings.HasPrefix(trimmed, "//") {
			continue
		}
		return strings.HasPrefix(trimmed, "package ")
	}
	return false
}

// isProto says whether a block is a protobuf file of a page's program (```protobuf
// title="pb/greeter.proto"): protoc generates its Go package before the build, as the page
// tells the reader to.
func isProto(b *Block) bool { return strings.HasSuffix(b.Attrs["title"], ".proto") }

func assemblePage(blocks []*Block) ([]*unit, *pageReport, []string) {
	first := blocks[0]
	report := &pageReport{locale: first.Locale, page: first.Page}
	var problems []string
	programs := map[string]*program{}
	var programNames []string
	var fragments, mistakes []*Block

	for _, b := range blocks {
		switch {
		case b.Attrs["exempt"] != "":
			report.exempted++
		case b.Attrs["mistake"] != "":
			report.mistakes++
			mistakes = append(mistakes, b)
		case isWholeFile(b.Code) || isProto(b):
			title := b.Attrs["title"]
			if !strings.HasSuffix(title, ".go") && !isProto(b) {
				problems = append(problems, b.where()+`: a whole Go file needs title="path/name.go" (or wrap=, mistake=, exempt=)`)
				continue
			}
			// program="gin restful": a file both tabs' programs share (a business package).
			names := strings.Fields(b.Attrs["program"])
			if len(names) == 0 {
				names = []string{"main"}
			}
			for _, name := range names {
				p := programs[name]
				if p == nil {
					p = &program{name: name}
					programs[name] = p
					programNames = append(programNames, name)
				}
				for _, f := range p.files {
					if f.path == title {
						problems = append(problems, fmt.Sprintf(`%s: program %q already has %s (from line %d): give one of them program="…"`, b.where(), name, title, f.block.Line))
					}
				}
				p.files = append(p.files, file{path: title, code: b.Code, block: b})
			}
			if !isProto(b) {
				report.compiled++
			}
		case b.Attrs["wrap"] != "":
			report.wrapped++
			fragments = append(fragments, b)
		default:
			problems = append(problems, b.where()+`: a Go fragment must say how it compiles: wrap="imports|decls|func(…)", or mistake="…" or exempt="…"`)
		}
	}
	if len(problems) > 0 {
		return nil, report, problems
	}

	pageSlug := slug(first.Page)
	var units []*unit
	for _, name := range programNames {
		p := programs[name]
		root, internal, err := programRoot(p)
		if err != nil {
			problems = append(problems, err.Error())
			continue
		}
		p.internal = internal
		p.root = root
		if p.root == "" {
			p.root = pageSlug
			if len(programNames) > 1 || name != "main" {
				p.root += "-" + name
			}
		}
		units = append(units, &unit{locale: first.Locale, page: first.Page, program: name, root: p.root, files: p.files, pristine: true})
	}

	seeds := pageImports(blocks)
	// Fragments that replace nothing share one copy of their program; the others get one each.
	shared := map[string]*unit{}
	for _, b := range fragments {
		u, err := wrapFragment(b, programs, programNames, pageSlug, seeds, shared)
		if err != nil {
			problems = append(problems, err.Error())
			continue
		}
		if u != nil {
			units = append(units, u)
		}
	}
	for _, b := range mistakes {
		u, err := mistakeUnit(b, programs, programNames, pageSlug, seeds)
		if err != nil {
			problems = append(problems, err.Error())
			continue
		}
		units = append(units, u)
	}
	return units, report, problems
}

// programRoot finds the folder of a program from its imports of example.com/<root>/….
func programRoot(p *program) (string, bool, error) {
	roots := map[string]bool{}
	for _, f := range p.files {
		if isProto(f.block) {
			continue
		}
		parsed, err := parser.ParseFile(token.NewFileSet(), f.path, f.code, parser.ImportsOnly)
		if err != nil {
			return "", false, fmt.Errorf("%s: %v", f.block.where(), err)
		}
		for _, spec := range parsed.Imports {
			importPath := strings.Trim(spec.Path.Value, `"`)
			if rest, ok := strings.CutPrefix(importPath, "example.com/"); ok {
				roots[strings.Split(rest, "/")[0]] = true
			}
		}
	}
	if len(roots) > 1 {
		return "", false, fmt.Errorf("%s: program %q imports more than one module under example.com/", p.files[0].block.where(), p.name)
	}
	for root := range roots {
		return root, true, nil
	}
	return "", false, nil
}

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

func targetProgram(b *Block, programs map[string]*program, names []string) (*program, error) {
	if name := b.Attrs["program"]; name != "" {
		p := programs[name]
		if p == nil {
			return nil, fmt.Errorf("%s: program %q has no whole file on this page", b.where(), name)
		}
		return p, nil
	}
	// On a page with several programs, a fragment names its program or stands alone.
	if len(names) == 1 {
		return programs[names[0]], nil
	}
	return nil, nil
}

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

// packageIn returns the package name of the program's files in dir, or a name for a new one.
func packageIn(p *program, dir string) string {
	for _, f := range p.files {
		if path.Dir(f.path) == dir && !isProto(f.block) {
			if m := packageClause.FindStringSubmatch(f.code); m != nil {
				return m[1]
			}
		}
	}
	if dir == "." {
		return "main"
	}
	return path.Base(dir)
}

func copyFiles(files []file) []file { return append([]file(nil), files...) }

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

func mistakeUnit(b *Block, programs map[string]*program, names []string, pageSlug string, seeds []string) (*unit, error) {
	u := &unit{locale: b.Locale, page: b.Page, mistake: b}
	if isWholeFile(b.Code) {
		title := b.Attrs["title"]
		if title == "" {
			title = "main.go"
		}
		p, err := targetProgram(b, programs, names)
		if err != nil {
			return nil, err
		}
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
		return u, nil
	}
	if b.Attrs["wrap"] == "" {
		return nil, fmt.Errorf(`%s: a fragment marked mistake= still needs wrap="…" to say how it compiles`, b.where())
	}
	wrapped, err := wrapFragment(b, programs, names, pageSlug, seeds, map[string]*unit{})
	if err != nil {
		return nil, err
	}
	u.root, u.files = wrapped.root, wrapped.files
	return u, nil
}

// batch is one module example.com on disk: units whose roots do not collide.
type batch struct {
	dir   string
	units []*unit
}

func writeBatches(units []*unit, goMod, goSum []byte) []*batch {
	modBody := goMod[bytes.IndexByte(goMod, '\n'):]
	var batches []*batch
	place := func(u *unit) *batch {
		if u.mistake != nil {
			b := &batch{dir: filepath.Join(*outDir, u.locale, "mistakes", fmt.Sprintf("%s-l%d", slug(u.page), u.mistake.Line))}
			batches = append(batches, b)
			return b
		}
		for _, b := range batches {
			if b.units == nil || b.units[0].mistake != nil || b.units[0].locale != u.locale {
				continue
			}
			free := true
			for _, other := range b.units {
				if other.root == u.root || strings.HasPrefix(other.root, u.root+"/") || strings.HasPrefix(u.root, other.root+"/") {
					free = false
					break
				}
			}
			if free {
				return b
			}
		}
		b := &batch{dir: filepath.Join(*outDir, u.locale, fmt.Sprintf("set%d", len(batches)+1))}
		batches = append(batches, b)
		return b
	}
	for _, u := range units {
		b := place(u)
		b.units = append(b.units, u)
		for _, f := range u.files {
			code := f.code
			if !strings.HasPrefix(code, "//line ") && isWholeFile(code) {
				code = f.block.lineDirective() + code
			}
			target := filepath.Join(b.dir, u.root, filepath.FromSlash(f.path))
			must(os.MkdirAll(filepath.Dir(target), 0o755))
			must(os.WriteFile(target, []byte(code), 0o644))
		}
		generateProto(filepath.Join(b.dir, u.root), u.files)
		must(os.WriteFile(filepath.Join(b.dir, "go.mod"), append([]byte("module example.com\n"), modBody...), 0o644))
		must(os.WriteFile(filepath.Join(b.dir, "go.sum"), goSum, 0o644))
	}
	return batches
}

// generateProto runs protoc on a unit's .proto files with the command the gRPC page gives
// the reader, using the protoc-gen-go and protoc-gen-go-grpc versions examples/go.mod pins
// as tools (Debian's protoc, package protobuf-compiler, does the parsing).
func generateProto(root string, files []file) {
	var protos []string
	for _, f := range files {
		if isProto(f.block) {
			protos = append(protos, f.path)
		}
	}
	if len(protos) == 0 {
		return
	}
	plugins := filepath.Join(*outDir, "tools")
	if _, err := os.Stat(filepath.Join(plugins, "protoc-gen-go-grpc")); err != nil {
		if out, err := run(".", "build", "-o", plugins+"/", "google.golang.org/protobuf/cmd/protoc-gen-go", "google.golang.org/grpc/cmd/protoc-gen-go-grpc"); err != nil {
			must(fmt.Errorf("building the protoc plugins: %v\n%s", err, out))
		}
	}
	args := []string{
		"--plugin=protoc-gen-go=" + filepath.Join(plugins, "protoc-gen-go"),
		"--plugin=protoc-gen-go-grpc=" + filepath.Join(plugins, "protoc-gen-go-grpc"),
		"--go_out=.", "--go_opt=paths=source_relative",
		"--go-grpc_out=.", "--go-grpc_opt=paths=source_relative",
	}
	cmd := exec.Command("protoc", append(args, protos...)...)
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		must(fmt.Errorf("%s: protoc: %v\n%s", files[0].block.where(), err, out))
	}
}

// writeIndex tells the run checks where each page's programs are, as shown on the page.
func writeIndex(batches []*batch) {
	type entry struct {
		Locale  string `json:"locale"`
		Page    string `json:"page"`
		Program string `json:"program"`
		Dir     string `json:"dir"`
		Package string `json:"package"`
	}
	var entries []entry
	for _, b := range batches {
		for _, u := range b.units {
			if u.pristine {
				entries = append(entries, entry{u.locale, u.page, u.program, b.dir, "./" + u.root})
			}
		}
	}
	data, err := json.MarshalIndent(entries, "", "  ")
	must(err)
	must(os.WriteFile(filepath.Join(*outDir, "programs.json"), data, 0o644))
}

func run(dir string, args ...string) (string, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	return string(out), err
}

func (b *batch) check() []string {
	if b.units[0].mistake != nil {
		m := b.units[0].mistake
		want := m.Attrs["mistake"]
		out, buildErr := run(b.dir, "build", "./...")
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
	for _, step := range []string{"build", "vet"} {
		if out, err := run(b.dir, step, "./..."); err != nil {
			return []string{fmt.Sprintf("go %s failed in %s:\n%s", step, b.dir, out)}
		}
	}
	return nil
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
